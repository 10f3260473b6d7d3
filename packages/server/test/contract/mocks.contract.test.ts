/** The contract cases against the MSW handlers (Node, no page). */
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setApiBaseUrl } from '@masthead/api';
import { handlers, mockDb, resetMockDb, visitor } from '@masthead/api/mocks';
import { errorRecorder, expectKnownCode } from '../error-codes.ts';
import { contractCases } from './cases.ts';
import { passkeyCases } from './passkey-cases.ts';
import { reauthenticationCases } from './reauthentication-cases.ts';

const origin = 'http://mocks.localhost';
const server = setupServer(...handlers);
// Every error answer the cases get is held to a known code at the end.
const errors = errorRecorder();
server.events.on('response:mocked', ({ request, response }) =>
  errors.record(request.method, request.url, response),
);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  setApiBaseUrl(origin);
});
afterAll(() => {
  server.close();
  setApiBaseUrl(undefined);
});

describe('contract: MSW mocks', () => {
  contractCases({
    freshVisitor: async () => resetMockDb(),
    enableCaptcha: async () => visitor.captcha(true),
    getJson: async (path) => (await fetch(new URL(path, origin))).json(),
  });
  describe('passkeys', () => passkeyCases({ freshVisitor: async () => resetMockDb(), origin: () => origin }));
  describe('recent sign-in', () =>
    reauthenticationCases({
      freshVisitor: async () => resetMockDb(),
      origin: () => origin,
      // The mocks serve one visitor: its session is the account's.
      signedInLongAgo: async (emailAddress) => {
        if (mockDb.sessionEmail === emailAddress) visitor.signedInLongAgo();
      },
    }));
  it('gave every error answer a known code', async () => {
    const answers = await errors.answers();
    expect(answers.length).toBeGreaterThan(40);
    for (const answer of answers) expectKnownCode(answer);
  });
});
