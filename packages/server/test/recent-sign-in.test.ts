/**
 * Recent sign-in for what grants access, on PGlite and on PostgreSQL: adding or removing a
 * passkey needs the session's sign-in, or its confirmation, within `recentSignInMinutes`
 * (5 by default); a request alone never counts; a confirmation counts for its own session
 * only, and is limited and locked as sign-in is. Time is moved by ageing the session's rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, errorFields, serverMessages } from '@masthead/api/contract';
import { resolveOptions } from '../src/options.ts';
import type { ReferenceApiOptions } from '../src/index.ts';
import { createTestDatabase, type TestDatabase } from './postgres/databases.ts';
import { cookieFetch, startApi, type RunningApi } from './support.ts';

type Browser = ReturnType<typeof cookieFetch>;
interface Answer {
  status: number;
  body: { field?: string; errorMessage?: string; tries_left?: number; confirmedUntil?: string };
}

const json = { 'content-type': 'application/json' };
const password = 'Recent#2026xyz';
const required = {
  field: errorFields.reauthenticationRequired,
  errorMessage: serverMessages.reauthenticationRequired,
};
const unique = () =>
  `recent-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;

async function send(api: RunningApi, browser: typeof fetch, path: string, body?: unknown): Promise<Answer> {
  const response = await browser(`${api.origin}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: json,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as Answer['body'] };
}

/** Whether the session may begin adding a passkey (the first call that needs a recent sign-in). */
const creationOptions = (api: RunningApi, browser: Browser) =>
  send(api, browser, endpoints.passkeyCreationOptions.path, {});

/** A new account, signed in on as many browsers as asked (the first by its registration). */
async function accountOn(api: RunningApi, count = 1) {
  const emailAddress = unique();
  const first = cookieFetch();
  const account = { firstName: 'Rhea', lastName: 'Recent', emailAddress, password, optIn: false };
  expect((await send(api, first, endpoints.createUser.path, account)).status).toBe(201);
  const browsers = [first];
  while (browsers.length < count) {
    const next = cookieFetch();
    expect((await send(api, next, endpoints.signIn.path, { emailAddress, password })).status).toBe(200);
    browsers.push(next);
  }
  return { emailAddress, browsers: browsers as [Browser, ...Browser[]] };
}

/** Moves the sign-in of every session of the account back, as if `interval` had passed. */
const age = (api: RunningApi, emailAddress: string, interval: string) =>
  api.api.database.query(
    `update sessions set signed_in_at = signed_in_at - $2::interval
     where user_id = (select id from users where email = $1)`,
    [emailAddress, interval],
  );

function cases(label: string, start: (options: ReferenceApiOptions) => Promise<RunningApi>) {
  describe(label, () => {
    let byDefault: RunningApi;
    let halfHour: RunningApi;
    let limited: RunningApi;
    beforeAll(async () => {
      [byDefault, halfHour, limited] = await Promise.all([
        start({}),
        start({ recentSignInMinutes: 30 }),
        start({ rateLimits: { 'signIn.account': { max: 2, seconds: 900 } } }),
      ]);
    }, 60_000);
    afterAll(async () => {
      await Promise.all([byDefault?.stop(), halfHour?.stop(), limited?.stop()]);
    });

    describe('given the default window (5 minutes)', () => {
      it('lets a session signed in 4 minutes ago add a passkey, and refuses one signed in 6 minutes ago', async () => {
        const { emailAddress, browsers } = await accountOn(byDefault);
        const [browser] = browsers;
        await age(byDefault, emailAddress, '4 minutes');
        expect((await creationOptions(byDefault, browser)).status).toBe(200);
        await age(byDefault, emailAddress, '2 minutes');
        expect(await creationOptions(byDefault, browser)).toEqual({ status: 403, body: required });
      });

      it('never counts a request as a sign-in: the session stays old however much it is used', async () => {
        const { emailAddress, browsers } = await accountOn(byDefault);
        const [browser] = browsers;
        await age(byDefault, emailAddress, '6 minutes');
        for (const path of [endpoints.session.path, endpoints.passkeys.path, endpoints.userProfile.path])
          expect((await send(byDefault, browser, path)).status).toBe(200);
        expect(await creationOptions(byDefault, browser)).toEqual({ status: 403, body: required });
      });

      it('counts a new sign-in on that browser as recent', async () => {
        const { emailAddress, browsers } = await accountOn(byDefault);
        const [browser] = browsers;
        await age(byDefault, emailAddress, '1 day');
        expect((await creationOptions(byDefault, browser)).status).toBe(403);
        expect(
          (await send(byDefault, browser, endpoints.signIn.path, { emailAddress, password })).status,
        ).toBe(200);
        expect((await creationOptions(byDefault, browser)).status).toBe(200);
      });
    });

    describe('given a window of 30 minutes (recentSignInMinutes)', () => {
      it('lets a session signed in 29 minutes ago add a passkey, and refuses one signed in 31 minutes ago', async () => {
        const { emailAddress, browsers } = await accountOn(halfHour);
        const [browser] = browsers;
        await age(halfHour, emailAddress, '29 minutes');
        expect((await creationOptions(halfHour, browser)).status).toBe(200);
        await age(halfHour, emailAddress, '2 minutes');
        expect(await creationOptions(halfHour, browser)).toEqual({ status: 403, body: required });
      });

      it('confirms for 30 minutes from now', async () => {
        const { emailAddress, browsers } = await accountOn(halfHour);
        await age(halfHour, emailAddress, '1 day');
        const before = Date.now();
        const answer = await send(halfHour, browsers[0], endpoints.reauthenticate.path, { password });
        expect(answer.status).toBe(200);
        const ahead = Date.parse(answer.body.confirmedUntil ?? '') - before;
        expect(ahead).toBeGreaterThan(29 * 60_000);
        expect(ahead).toBeLessThanOrEqual(30 * 60_000 + 5_000);
      });
    });

    describe('when the reader confirms the sign-in', () => {
      it('counts for the confirming session only, and as a password sign-in for a reset', async () => {
        const { emailAddress, browsers } = await accountOn(byDefault, 2);
        const [confirming, other = expect.fail('two browsers')] = browsers;
        await age(byDefault, emailAddress, '1 day');
        const marked = () =>
          byDefault.api.database.query<{ at: Date }>(
            'select password_proven_at as at from users where email = $1',
            [emailAddress],
          );
        const [before] = await marked();
        expect((await send(byDefault, confirming, endpoints.reauthenticate.path, { password })).status).toBe(
          200,
        );
        expect((await creationOptions(byDefault, confirming)).status).toBe(200);
        expect(await creationOptions(byDefault, other)).toEqual({ status: 403, body: required });
        const [after] = await marked();
        expect(new Date(after?.at ?? 0).getTime()).toBeGreaterThan(new Date(before?.at ?? 0).getTime());
      });

      it('locks after five wrong passwords, as sign-in does, and the lock holds for sign-in too', async () => {
        const { emailAddress, browsers } = await accountOn(byDefault);
        const [browser] = browsers;
        await age(byDefault, emailAddress, '1 day');
        const answers: Answer[] = [];
        for (let index = 0; index < 5; index += 1)
          answers.push(
            await send(byDefault, browser, endpoints.reauthenticate.path, {
              password: `Guess#2026-${index}`,
            }),
          );
        expect(answers.slice(0, 4).map((answer) => answer.body.tries_left)).toEqual([4, 3, 2, 1]);
        expect(answers[0]?.body.errorMessage).toBe(
          `${serverMessages.invalidCredentials} You have 4 tries left.`,
        );
        expect(answers[4]?.body.field).toBe(errorFields.lockoutDuration);
        const right = await send(byDefault, browser, endpoints.reauthenticate.path, { password });
        expect(right.body.field).toBe(errorFields.lockoutDuration);
        expect((await creationOptions(byDefault, browser)).status).toBe(403);
        const signIn = await send(byDefault, cookieFetch(), endpoints.signIn.path, {
          emailAddress,
          password,
        });
        expect(signIn.body.field).toBe(errorFields.lockoutDuration);
      });

      it("is limited as sign-in is: the account's limit answers 429 with Retry-After", async () => {
        const { emailAddress, browsers } = await accountOn(limited);
        const [browser] = browsers;
        await age(limited, emailAddress, '1 day');
        for (let index = 0; index < 2; index += 1)
          expect((await send(limited, browser, endpoints.reauthenticate.path, { password })).status).toBe(
            200,
          );
        const over = await send(limited, browser, endpoints.reauthenticate.path, { password });
        expect(over).toMatchObject({ status: 429, body: { field: errorFields.rateLimited } });
      });
    });

    describe('given a thief with the cookie of a session signed in long ago', () => {
      it('cannot add or remove a passkey, and the owner gets no mail for a passkey never added', async () => {
        const { emailAddress, browsers } = await accountOn(byDefault);
        const thief = cookieFetch();
        for (const [name, value] of browsers[0].cookies) thief.cookies.set(name, value);
        await age(byDefault, emailAddress, '2 days');
        expect(await creationOptions(byDefault, thief)).toEqual({ status: 403, body: required });
        const removal = await thief(`${byDefault.origin}/api/passkeys/any-id`, { method: 'DELETE' });
        expect(removal.status).toBe(403);
        const mails = await byDefault.api.database.query<{ subject: string }>(
          'select subject from mails where to_email = $1',
          [emailAddress],
        );
        expect(mails.map((mail) => mail.subject)).not.toContain('A passkey was added to your account');
      });
    });
  });
}

describe('given the option', () => {
  it('reads RECENT_SIGN_IN_MINUTES, defaults to 5, and refuses what is not a whole number of minutes', () => {
    const development = { mode: 'development', dataDir: 'memory://' } as const;
    expect(resolveOptions({ ...development, env: {} }).recentSignInMinutes).toBe(5);
    expect(
      resolveOptions({ ...development, env: { RECENT_SIGN_IN_MINUTES: '15' } }).recentSignInMinutes,
    ).toBe(15);
    expect(resolveOptions({ ...development, env: {}, recentSignInMinutes: 2 }).recentSignInMinutes).toBe(2);
    for (const value of ['0', '2.5', 'soon'])
      expect(() => resolveOptions({ ...development, env: { RECENT_SIGN_IN_MINUTES: value } })).toThrow(
        /RECENT_SIGN_IN_MINUTES/,
      );
  });
});

cases('given PGlite', (options) => startApi(options));

const databases: TestDatabase[] = [];
afterAll(async () => {
  await Promise.all(databases.map((database) => database.drop()));
});
cases('given PostgreSQL', async (options) => {
  const database = await createTestDatabase('recent');
  databases.push(database);
  return startApi({ ...options, databaseUrl: database.url });
});
