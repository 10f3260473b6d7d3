import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDataLayer, resetDataLayer } from '@masthead/analytics';
import { demoAccounts } from '@masthead/api/contract';
import { handlers, mockDb, resetCompletionErrors, resetErrors, resetMockDb } from '@masthead/api/mocks';
import { mastheadStore, resetMastheadStore } from '@masthead/store';
import {
  completePasswordReset,
  requestPasswordReset,
  submitRegistration,
  submitSignIn,
  verifyPasswordReset,
} from './operations.ts';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetMastheadStore();
  resetDataLayer();
  sessionStorage.clear();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const { reader } = demoAccounts;
const eventNames = () => getDataLayer().event.map((e) => e.eventInfo.eventName);
const chunkLoadError = () => new TypeError('Failed to fetch dynamically imported module: run.ts');

describe('submitSignIn', () => {
  it('trims the email, stores the user and sends the login events', async () => {
    const outcome = await submitSignIn({
      emailAddress: `  ${reader.emailAddress} `,
      password: reader.password,
    });
    expect(outcome).toMatchObject({ kind: 'signed-in', result: { user: { firstName: reader.firstName } } });
    expect(mastheadStore.getState().status).toBe('authenticated');
    expect(eventNames()).toEqual(['signInStart', 'signInSuccess', 'accountLogin']);
  });

  it('resolves a typed problem, never throws, when there is no answer', async () => {
    server.use(http.post('*/api/auth/sign-in', () => HttpResponse.error()));
    const outcome = await submitSignIn({ emailAddress: reader.emailAddress, password: reader.password });
    expect(outcome).toEqual({
      kind: 'failed',
      problem: { kind: 'network', timedOut: false },
      message: { text: 'Something went wrong. Please try again.', at: 'form', blocksSubmit: false },
    });
    expect(eventNames()).toEqual(['signInStart', 'signInFailure']);
  });
});

describe('when the operations chunk fails to load', () => {
  /** The flow as a page meets it first: nothing of its code fetched yet. */
  async function freshFlow() {
    vi.resetModules();
    const [operations, store] = await Promise.all([import('./operations.ts'), import('@masthead/store')]);
    return { ...operations, store };
  }

  it('resolves the unavailable problem, and the next call loads it again and succeeds', async () => {
    const flow = await freshFlow();
    const load = vi.spyOn(flow.flowCode, 'load').mockRejectedValueOnce(chunkLoadError());
    const values = { emailAddress: reader.emailAddress, password: reader.password };
    await expect(flow.submitSignIn(values)).resolves.toEqual({
      kind: 'failed',
      problem: { kind: 'unavailable' },
      message: {
        text: 'We could not reach our sign-in service. Please check your connection and try again.',
        at: 'form',
        blocksSubmit: false,
      },
    });
    expect(flow.store.mastheadStore.getState().status).toBe('anonymous');
    await expect(flow.submitSignIn(values)).resolves.toMatchObject({ kind: 'signed-in' });
    expect(flow.store.mastheadStore.getState().status).toBe('authenticated');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does so for a registration and a reset request too', async () => {
    const flow = await freshFlow();
    vi.spyOn(flow.flowCode, 'load')
      .mockRejectedValueOnce(chunkLoadError())
      .mockRejectedValueOnce(chunkLoadError());
    const unavailable = { kind: 'failed', problem: { kind: 'unavailable' } };
    await expect(
      flow.submitRegistration({
        firstName: 'A',
        lastName: 'B',
        emailAddress: 'a@b.co',
        password: 'x',
        optIn: false,
      }),
    ).resolves.toMatchObject(unavailable);
    await expect(flow.requestPasswordReset({ emailAddress: reader.emailAddress })).resolves.toMatchObject(
      unavailable,
    );
    await expect(flow.requestPasswordReset({ emailAddress: reader.emailAddress })).resolves.toEqual({
      kind: 'sent',
      message:
        'If your email is registered with us, you will receive an email with a link to reset your password.',
    });
  });
});

describe('submitRegistration', () => {
  it('looks the email up first: an existing subscription continues at its registration page', async () => {
    const outcome = await submitRegistration({
      firstName: 'Ada',
      lastName: 'Byron',
      emailAddress: ' print-only@example.com ',
      password: 'Newbie#2026x',
      optIn: true,
    });
    expect(outcome).toEqual({
      kind: 'subscription-exists',
      emailAddress: 'print-only@example.com',
      url: '/subscriber-registration?emailAddress=print-only%40example.com',
    });
    expect(mastheadStore.getState().status).toBe('anonymous');
  });

  it('continues at the registration page, signed out, when the server mails a confirmation link instead', async () => {
    // The lookup missed the subscription (it appeared since); the server answers 202, not a session.
    server.use(
      http.get('*/api/subscriptions/lookup', () =>
        HttpResponse.json({ errorMessage: 'None.' }, { status: 404 }),
      ),
    );
    const outcome = await submitRegistration({
      firstName: 'Ada',
      lastName: 'Byron',
      emailAddress: 'print-only@example.com',
      password: 'Newbie#2026x',
      optIn: true,
    });
    expect(outcome).toEqual({
      kind: 'subscription-exists',
      emailAddress: 'print-only@example.com',
      url: '/subscriber-registration?emailAddress=print-only%40example.com',
    });
    expect(mastheadStore.getState().status).toBe('anonymous');
  });

  it('sends the opt-in and trimmed names, stores the user and sends the registration events', async () => {
    const bodies: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname === '/api/users')
        bodies.push(await request.clone().json());
    });
    const outcome = await submitRegistration({
      firstName: ' Ada ',
      lastName: ' Byron ',
      emailAddress: 'ada.flow@example.com',
      password: 'Newbie#2026x',
      optIn: true,
    });
    server.events.removeAllListeners();
    expect(outcome).toMatchObject({ kind: 'registered' });
    expect(bodies[0]).toMatchObject({ firstName: 'Ada', lastName: 'Byron', optIn: true });
    expect(eventNames()).toEqual(['registrationSuccess', 'registration']);
  });
});

describe('requestPasswordReset', () => {
  it('treats a 404 as sent (account existence is not revealed)', async () => {
    server.use(resetErrors.notFound());
    await expect(requestPasswordReset({ emailAddress: 'nobody@example.com' })).resolves.toEqual({
      kind: 'sent',
      message:
        'If your email is registered with us, you will receive an email with a link to reset your password.',
    });
  });

  it('resolves the 423 as its own problem', async () => {
    server.use(resetErrors.locked());
    await expect(requestPasswordReset({ emailAddress: reader.emailAddress })).resolves.toMatchObject({
      kind: 'failed',
      problem: { kind: 'reset-locked' },
    });
  });
});

describe('verifyPasswordReset and completePasswordReset', () => {
  const token = 'mailed-token';
  beforeEach(() => {
    mockDb.resetTokens.set(token, { emailAddress: reader.emailAddress, expiresAt: Date.now() + 60_000 });
  });
  afterEach(() => resetMockDb());

  it('tells whose account a good link resets', async () => {
    await expect(verifyPasswordReset(token)).resolves.toEqual({
      kind: 'valid',
      emailAddress: reader.emailAddress,
    });
  });

  it('sets the password, stores the reader as signed in and sends the reset and login events', async () => {
    const outcome = await completePasswordReset({ token, password: 'Another-pass-42' });
    expect(outcome).toMatchObject({ kind: 'reset', result: { user: { firstName: reader.firstName } } });
    expect(mastheadStore.getState().status).toBe('authenticated');
    expect(eventNames()).toEqual([
      'passwordResetCompletionStart',
      'passwordResetCompletionSuccess',
      'accountLogin',
    ]);
  });

  it('resolves an expired or used link as reset-token-invalid, with the way to a new link', async () => {
    await completePasswordReset({ token, password: 'Another-pass-42' });
    resetDataLayer();
    const outcome = await completePasswordReset({ token, password: 'Another-pass-42' });
    expect(outcome).toMatchObject({
      kind: 'failed',
      problem: { kind: 'reset-token-invalid' },
      message: {
        text: 'This reset link has expired or has already been used. You can ask for a new link below.',
      },
    });
    expect(eventNames()).toEqual(['passwordResetCompletionStart', 'passwordResetCompletionFailure']);
    await expect(verifyPasswordReset(token)).resolves.toMatchObject({
      problem: { kind: 'reset-token-invalid' },
    });
  });

  it("puts the server's policy message under the password field", async () => {
    const outcome = await completePasswordReset({ token, password: 'weak' });
    expect(outcome).toMatchObject({ kind: 'failed', message: { at: 'password' } });
    expect(mastheadStore.getState().status).toBe('anonymous');
  });

  it('keeps a locked account locked', async () => {
    server.use(resetCompletionErrors.locked());
    const outcome = await completePasswordReset({ token, password: 'Another-pass-42' });
    expect(outcome).toMatchObject({ problem: { kind: 'reset-locked' } });
  });
});
