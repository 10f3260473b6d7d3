/** The contract cases against the reference server on a real PostgreSQL server (DATABASE_URL). */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setApiBaseUrl } from '@masthead/api';
import { errorRecorder, expectKnownCode } from '../error-codes.ts';
import { createTestDatabase, type TestDatabase } from '../postgres/databases.ts';
import { cookieFetch, signedInLongAgo, startApi, type RunningApi } from '../support.ts';
import { contractCases } from './cases.ts';
import { passkeyCases } from './passkey-cases.ts';
import { reauthenticationCases } from './reauthentication-cases.ts';

// Every error answer the cases get is held to a known code at the end.
const errors = errorRecorder();
const realFetch = errors.fetch(globalThis.fetch);
let databases: TestDatabase[] = [];
let plain: RunningApi;
let withCaptcha: RunningApi;

beforeAll(async () => {
  databases = await Promise.all([createTestDatabase('contract'), createTestDatabase('captcha')]);
  const [first, second] = databases;
  if (!first || !second) throw new Error('two test databases were asked for');
  [plain, withCaptcha] = await Promise.all([
    startApi({ databaseUrl: first.url }),
    startApi({ databaseUrl: second.url, captchaEnabled: true }),
  ]);
  if (plain.api.storage !== 'postgres') throw new Error(`expected PostgreSQL, got ${plain.api.storage}`);
}, 60_000);
afterAll(async () => {
  vi.unstubAllGlobals();
  setApiBaseUrl(undefined);
  await Promise.all([plain?.stop(), withCaptcha?.stop()]);
  await Promise.all(databases.map((database) => database.drop()));
});

describe('contract: reference server on PostgreSQL', () => {
  contractCases({
    async freshVisitor() {
      vi.stubGlobal('fetch', cookieFetch(realFetch));
      setApiBaseUrl(plain.origin);
    },
    async enableCaptcha() {
      setApiBaseUrl(withCaptcha.origin);
    },
    getJson: async (path) => (await realFetch(new URL(path, plain.origin))).json(),
  });
  describe('passkeys', () =>
    passkeyCases({
      async freshVisitor() {
        vi.stubGlobal('fetch', cookieFetch(realFetch));
        setApiBaseUrl(plain.origin);
      },
      origin: () => plain.origin,
    }));
  describe('recent sign-in', () =>
    reauthenticationCases({
      async freshVisitor() {
        vi.stubGlobal('fetch', cookieFetch(realFetch));
        setApiBaseUrl(plain.origin);
      },
      origin: () => plain.origin,
      signedInLongAgo: (emailAddress) => signedInLongAgo(plain, emailAddress),
    }));
  it('gave every error answer a known code', async () => {
    const answers = await errors.answers();
    expect(answers.length).toBeGreaterThan(40);
    for (const answer of answers) expectKnownCode(answer);
  });
});
