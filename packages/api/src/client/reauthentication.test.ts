/**
 * A recent sign-in before adding or removing a passkey, through the client and the stateful
 * mocks: the refusal's own problem kind (a 403 that is not a restricted account), and the
 * confirmation that lifts it, refused with sign-in's answers.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  defaultRecentSignInMinutes,
  demoAccounts,
  endpoints,
  errorFields,
  serverMessages,
} from '../contract/index.ts';
import { handlers, mockDb, resetMockDb, visitor } from '../mocks/index.ts';
import { apiProblemOf } from './api-error.ts';
import { logout, reauthenticate } from './auth.ts';
import { getPasskeyCreationOptions, listPasskeys, removePasskey, renamePasskey } from './passkeys.ts';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetMockDb());
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

const { reader } = demoAccounts;
const rejection = (promise: Promise<unknown>) =>
  promise.then(() => expect.fail('expected a rejection'), apiProblemOf);
const required = { kind: 'reauthentication-required', message: serverMessages.reauthenticationRequired };

describe('given a 403 with field reauthentication_required', () => {
  it('reads it as reauthentication-required with the server message, not as a restricted account', async () => {
    server.use(
      http.post(`*${endpoints.passkeyCreationOptions.path}`, () =>
        HttpResponse.json(
          { field: errorFields.reauthenticationRequired, errorMessage: 'Confirm it is you.' },
          { status: 403 },
        ),
      ),
    );
    expect(await rejection(getPasskeyCreationOptions())).toEqual({
      kind: 'reauthentication-required',
      message: 'Confirm it is you.',
    });
  });
});

describe('given a reader whose sign-in is older than the window', () => {
  beforeEach(() => {
    visitor.nonSubscriber();
    visitor.passkeys([
      {
        id: 'laptop',
        name: 'Laptop',
        createdAt: '2026-01-02T00:00:00.000Z',
        lastUsedAt: null,
        backedUp: true,
      },
    ]);
    visitor.signedInLongAgo();
  });

  it('refuses adding and removing a passkey, and still lists and renames them', async () => {
    expect(await rejection(getPasskeyCreationOptions())).toEqual(required);
    expect(await rejection(removePasskey('laptop'))).toEqual(required);
    expect(await listPasskeys()).toHaveLength(1);
    expect(await renamePasskey('laptop', 'Work laptop')).toMatchObject({ name: 'Work laptop' });
  });

  it('counts a wrong password as sign-in does, and a right one lifts the refusal', async () => {
    expect(await rejection(reauthenticate('Wrong#2026xx'))).toEqual({
      kind: 'invalid-credentials',
      triesLeft: 4,
    });
    const before = Date.now();
    const { confirmedUntil } = await reauthenticate(reader.password);
    expect(Date.parse(confirmedUntil) - before).toBeGreaterThanOrEqual(defaultRecentSignInMinutes * 60_000);
    await removePasskey('laptop');
    expect(await listPasskeys()).toEqual([]);
  });

  it('needs a session: signed out, it answers unauthenticated', async () => {
    await logout();
    expect(await rejection(reauthenticate(reader.password))).toEqual({ kind: 'unauthenticated' });
  });
});

describe('given a fresh sign-in', () => {
  it('lets it add a passkey until the window is over', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    visitor.nonSubscriber();
    expect(mockDb.sessionSignedInAt).toBe(Date.now());
    await expect(getPasskeyCreationOptions()).resolves.toMatchObject({ challenge: expect.any(String) });
    vi.setSystemTime(Date.now() + defaultRecentSignInMinutes * 60_000);
    expect(await rejection(getPasskeyCreationOptions())).toEqual(required);
  });
});
