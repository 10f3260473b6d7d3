/**
 * Taking an account over, and what stops it, on PGlite and on PostgreSQL: a passkey added with
 * a stolen session cookie does not survive the owner's password reset; a stranger who registers
 * a subscriber's address never sets its password; one client's password guesses are throttled
 * before they lock the owner out.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, errorFields, passwordPolicy, serverMessages } from '@masthead/api/contract';
import { softwareAuthenticator, type SoftwareAuthenticator } from './contract/authenticator.ts';
import { createTestDatabase, type TestDatabase } from './postgres/databases.ts';
import { cookieFetch, startApi, type RunningApi } from './support.ts';
import type { ReferenceApiOptions } from '../src/index.ts';

type Browser = ReturnType<typeof cookieFetch>;
interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T & { field?: string; errorMessage?: string };
}

const json = { 'content-type': 'application/json' };
const password = 'Owner#2026xyz';
const unique = (label: string) =>
  `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;

function cases(label: string, start: (options: ReferenceApiOptions) => Promise<RunningApi>) {
  describe(label, () => {
    let api: RunningApi;
    beforeAll(async () => {
      api = await start({});
    }, 60_000);
    afterAll(() => api?.stop());

    async function send<T = Record<string, unknown>>(
      browser: typeof fetch,
      path: string,
      body?: unknown,
      headers: Record<string, string> = {},
    ): Promise<Answer<T>> {
      const response = await browser(`${api.origin}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { ...json, ...headers },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : {}) as Answer<T>['body'] };
    }
    const query = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
      api.api.database.query<T>(sql, params);
    const mails = async (to: string) =>
      (
        await send<{ messages: { to: string; subject: string; text: string }[] }>(
          fetch,
          endpoints.devMailbox.path,
        )
      ).body.messages.filter((message) => message.to === to);
    const session = async (browser: Browser) =>
      (await send<{ session: unknown }>(browser, endpoints.session.path)).body.session;

    async function addPasskey(browser: Browser, device: SoftwareAuthenticator) {
      const { body } = await send<{ options: never }>(browser, endpoints.passkeyCreationOptions.path, {});
      const added = await send(browser, endpoints.registerPasskey.path, {
        response: device.create(body.options, api.origin),
      });
      expect(added.status).toBe(201);
    }
    async function passkeySignIn(browser: Browser, device: SoftwareAuthenticator) {
      const { body } = await send<{ options: never }>(browser, endpoints.passkeyRequestOptions.path, {});
      return send(browser, endpoints.passkeySignIn.path, { response: device.get(body.options, api.origin) });
    }
    async function resetByMail(emailAddress: string) {
      await send(fetch, endpoints.resetPassword.path, { emailAddress });
      const text = (await mails(emailAddress)).find((mail) => mail.subject === 'Reset your password')?.text;
      const token = /reset-password\?token=([\w-]+)/.exec(text ?? '')?.[1] ?? expect.fail('no reset link');
      const owner = cookieFetch();
      const answer = await send<{ removedPasskeys: number }>(owner, endpoints.completePasswordReset.path, {
        token,
        password: 'Renewed#2026xyz',
      });
      expect(answer.status).toBe(200);
      return answer.body.removedPasskeys;
    }
    /** The owner registers and stays signed in on `laptop`; the thief copies its session cookie. */
    async function stolenSession() {
      const emailAddress = unique('owner');
      const laptop = cookieFetch();
      const registration = { firstName: 'Olive', lastName: 'Owner', emailAddress, password, optIn: false };
      expect((await send(laptop, endpoints.createUser.path, registration)).status).toBe(201);
      const thief = cookieFetch();
      for (const [name, value] of laptop.cookies) thief.cookies.set(name, value);
      return { emailAddress, laptop, thief, device: softwareAuthenticator() };
    }

    describe('given a thief with a stolen session cookie who adds a passkey', () => {
      it('mails the owner about the new passkey, with a link to review them', async () => {
        const { emailAddress, thief, device } = await stolenSession();
        await addPasskey(thief, device);
        const [mail] = await mails(emailAddress);
        expect(mail).toMatchObject({ subject: 'A passkey was added to your account' });
        expect(mail?.text).toContain(`${api.origin}/passkeys`);
      });

      it("the owner's reset removes it though the owner signed in with the password since: the thief's session ends with the reset", async () => {
        const { emailAddress, thief, device } = await stolenSession();
        await addPasskey(thief, device);
        // The owner signs in again elsewhere: the password sign-in is now later than the passkey.
        expect((await send(cookieFetch(), endpoints.signIn.path, { emailAddress, password })).status).toBe(
          200,
        );
        expect(await resetByMail(emailAddress)).toBe(1);
        expect(await session(thief)).toBeNull();
        expect((await passkeySignIn(cookieFetch(), device)).body).toMatchObject({
          field: errorFields.passkeyRemoved,
        });
        const [changed] = await mails(emailAddress);
        expect(changed).toMatchObject({ subject: 'Your password was changed' });
        expect(changed?.text).toContain(`Review your passkeys:\n${api.origin}/passkeys`);
        expect(changed?.text).toContain(
          '1 passkey added since you last signed in with your password was removed',
        );
      });

      it("the owner's reset removes it though the stolen session has ended and the thief signed in with it since", async () => {
        const { emailAddress, laptop, thief, device } = await stolenSession();
        await addPasskey(thief, device);
        const elsewhere = cookieFetch();
        expect((await passkeySignIn(elsewhere, device)).status).toBe(200);
        await send(elsewhere, endpoints.logout.path, {});
        // The owner logs out: the cookie the passkey was added with is dead before the reset.
        await send(laptop, endpoints.logout.path, {});
        expect(await session(thief)).toBeNull();
        expect(await resetByMail(emailAddress)).toBe(1);
        expect((await passkeySignIn(cookieFetch(), device)).body).toMatchObject({
          field: errorFields.passkeyRemoved,
        });
      });
    });

    describe("given a stranger who registers a subscriber's address", () => {
      async function printOnlyAddress() {
        const emailAddress = unique('print');
        await query(
          `insert into users (id, email, first_name, last_name, subscriber_caption) values ($1, $2, '', '', 'Print')`,
          [randomUUID(), emailAddress],
        );
        return emailAddress;
      }
      const strangers = 'Stranger#2026x';
      async function registeredByStranger() {
        const emailAddress = await printOnlyAddress();
        const registration = {
          firstName: 'Sly',
          lastName: 'Stranger',
          emailAddress,
          password: strangers,
          optIn: true,
        };
        expect((await send(cookieFetch(), endpoints.createUser.path, registration)).status).toBe(202);
        const text = (await mails(emailAddress))[0]?.text ?? '';
        const token =
          /subscriber-registration\?token=([\w-]+)/.exec(text)?.[1] ?? expect.fail('no link mailed');
        return { emailAddress, token, text };
      }
      const confirm = (token: string, chosen: string, browser = cookieFetch()) =>
        send(browser, endpoints.verifyRegistration.path, { token, password: chosen });

      it("keeps no password of the stranger's; the owner's choice is the account's", async () => {
        const { emailAddress, token } = await registeredByStranger();
        const [claim] = await query('select * from registration_claims');
        expect(Object.keys(claim ?? {})).not.toContain('password_hash');
        const owner = cookieFetch();
        expect((await confirm(token, 'Owner#Chosen2026', owner)).status).toBe(200);
        expect(await session(owner)).toMatchObject({ user: { emailAddress } });
        const tried = await send(cookieFetch(), endpoints.signIn.path, { emailAddress, password: strangers });
        expect(tried.body.field).toBe(errorFields.triesLeft);
        const signedIn = await send(cookieFetch(), endpoints.signIn.path, {
          emailAddress,
          password: 'Owner#Chosen2026',
        });
        expect(signedIn.status).toBe(200);
      });

      it('needs a password the registration policy accepts, and refuses a confirmation without one', async () => {
        const { token } = await registeredByStranger();
        expect((await send(cookieFetch(), endpoints.verifyRegistration.path, { token })).status).toBe(400);
        expect((await confirm(token, 'weakpassword')).body).toEqual({
          field: 'password',
          errorMessage: passwordPolicy.message,
        });
      });

      it('works for 30 minutes and once: an expired or used link says so', async () => {
        const { emailAddress, token, text } = await registeredByStranger();
        expect(text).toContain('within 30 minutes');
        const [lifetime] = await query<{ seconds: number }>(
          `select extract(epoch from expires_at - now())::int as seconds from registration_claims
           where user_id = (select id from users where email = $1)`,
          [emailAddress],
        );
        expect(lifetime?.seconds).toBeGreaterThan(29 * 60);
        expect(lifetime?.seconds).toBeLessThanOrEqual(30 * 60);
        const deadLink = {
          field: errorFields.registrationToken,
          errorMessage: serverMessages.registrationTokenInvalid,
        };
        await query(`update registration_claims set expires_at = now() - interval '1 second'`);
        expect(await confirm(token, 'Owner#Chosen2026')).toEqual({ status: 400, body: deadLink });
        const second = await registeredByStranger();
        expect((await confirm(second.token, 'Owner#Chosen2026')).status).toBe(200);
        expect(await confirm(second.token, 'Owner#Chosen2026')).toEqual({ status: 400, body: deadLink });
      });
    });

    describe('given one client guessing at a password', () => {
      let production: RunningApi;
      let byDefault: RunningApi;
      beforeAll(async () => {
        production = await start({
          mode: 'production',
          publicOrigin: 'https://news.example.com',
          logCollectorToken: 'a-site-token-of-its-own',
          trustedProxies: ['127.0.0.1'],
          // A site's choice (off by default, rate-limits.ts): fewer than the lock's five.
          rateLimits: { 'passwordGuess.client': { max: 3, seconds: 15 * 60 } },
        });
        byDefault = await start({
          mode: 'production',
          publicOrigin: 'https://news.example.com',
          logCollectorToken: 'a-site-token-of-its-own',
          trustedProxies: ['127.0.0.1'],
        });
      }, 60_000);
      afterAll(async () => {
        await production?.stop();
        await byDefault?.stop();
      });

      const signIn = async (
        emailAddress: string,
        tried: string,
        client: string,
        api: RunningApi = production,
      ): Promise<Answer> => {
        const response = await fetch(`${api.origin}${endpoints.signIn.path}`, {
          method: 'POST',
          headers: { ...json, 'x-forwarded-for': client },
          body: JSON.stringify({ emailAddress, password: tried }),
        });
        return { status: response.status, body: (await response.json()) as Answer['body'] };
      };
      async function owner(api: RunningApi = production) {
        const emailAddress = unique('guessed');
        const response = await fetch(`${api.origin}${endpoints.createUser.path}`, {
          method: 'POST',
          headers: { ...json, 'x-forwarded-for': '198.51.100.99' },
          body: JSON.stringify({ firstName: 'G', lastName: 'Uessed', emailAddress, password, optIn: false }),
        });
        expect(response.status).toBe(201);
        return emailAddress;
      }

      it("keeps, by default, one reader's whole journey: the tries left four times, then the lockout", async () => {
        const emailAddress = await owner(byDefault);
        const answers: Answer[] = [];
        for (let index = 0; index < 6; index += 1)
          answers.push(await signIn(emailAddress, `Guess#2026-${index}`, '203.0.113.60', byDefault));
        expect(answers.slice(0, 4).map((answer) => answer.body.tries_left)).toEqual([4, 3, 2, 1]);
        for (const answer of answers.slice(4)) expect(answer.body.field).toBe(errorFields.lockoutDuration);
      });

      it('throttles that client before the account locks, so the owner still signs in', async () => {
        const emailAddress = await owner();
        const guesses: Answer[] = [];
        for (let index = 0; index < 5; index += 1)
          guesses.push(await signIn(emailAddress, `Guess#2026-${index}`, '203.0.113.7'));
        expect(guesses.map((answer) => answer.body.tries_left ?? answer.status)).toEqual([4, 3, 2, 429, 429]);
        expect(guesses[3]?.body.field).toBe(errorFields.rateLimited);
        // Even the right password, from that client, waits.
        expect((await signIn(emailAddress, password, '203.0.113.7')).status).toBe(429);
        expect((await signIn(emailAddress, password, '203.0.113.8')).status).toBe(200);
      });

      it('still locks the account when guesses come from several clients, with the same texts', async () => {
        const emailAddress = await owner();
        const answers: Answer[] = [];
        for (let index = 0; index < 6; index += 1)
          answers.push(await signIn(emailAddress, `Guess#2026-${index}`, `203.0.113.${20 + (index % 2)}`));
        expect(answers.slice(0, 4).map((answer) => answer.body.errorMessage)).toEqual([
          `${serverMessages.invalidCredentials} You have 4 tries left.`,
          `${serverMessages.invalidCredentials} You have 3 tries left.`,
          `${serverMessages.invalidCredentials} You have 2 tries left.`,
          `${serverMessages.invalidCredentials} You have 1 try left.`,
        ]);
        expect(answers[4]?.body).toMatchObject({ field: errorFields.lockoutDuration });
        expect(answers[4]?.body.errorMessage).toMatch(/^Your account is blocked, please wait 15 minutes/);
      });

      it("starts a client's count again after its right password", async () => {
        const emailAddress = await owner();
        const client = '203.0.113.40';
        await signIn(emailAddress, 'Guess#2026-a', client);
        await signIn(emailAddress, 'Guess#2026-b', client);
        expect((await signIn(emailAddress, password, client)).status).toBe(200);
        const after = [];
        for (let index = 0; index < 4; index += 1)
          after.push((await signIn(emailAddress, `Guess#2026-${index}`, client)).body.tries_left ?? 429);
        expect(after).toEqual([4, 3, 2, 429]);
      });
    });
  });
}

cases('given PGlite', (options) => startApi(options));

const databases: TestDatabase[] = [];
afterAll(async () => {
  await Promise.all(databases.map((database) => database.drop()));
});
cases('given PostgreSQL', async (options) => {
  const database = await createTestDatabase('takeover');
  databases.push(database);
  return startApi({ ...options, databaseUrl: database.url });
});
