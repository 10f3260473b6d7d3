/**
 * The reference server's passkey rules the mocks cannot show (docs/behaviour.md#passkeys): the
 * signature, origin, relying party, user verification and counter checks; the challenge's 5
 * minutes; and a passkey sign-in meeting the password sign-in's restrictions, but not its lockout.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  apiProblemOf,
  createUser,
  getPasskeyCreationOptions,
  getPasskeyRequestOptions,
  getSession,
  logout,
  registerPasskey,
  setApiBaseUrl,
  signInWithPasskey,
  type ApiProblem,
} from '@masthead/api';
import { softwareAuthenticator, type SoftwareAuthenticator } from './contract/authenticator.ts';
import { cookieFetch, startApi, type RunningApi } from './support.ts';

const realFetch = globalThis.fetch;
let running: RunningApi;
let device: SoftwareAuthenticator;
let emailAddress: string;

beforeAll(async () => {
  running = await startApi();
}, 60_000);
afterAll(async () => {
  vi.unstubAllGlobals();
  setApiBaseUrl(undefined);
  await running?.stop();
});

const problem = (promise: Promise<unknown>): Promise<ApiProblem> =>
  promise.then(() => expect.fail('expected the call to fail'), apiProblemOf);
const query = (sql: string, params: unknown[] = []) => running.api.database.query(sql, params);

/** A new account with a passkey on `device`, signed out. */
beforeEach(async () => {
  vi.stubGlobal('fetch', cookieFetch(realFetch));
  setApiBaseUrl(running.origin);
  device = softwareAuthenticator();
  emailAddress = `server-passkey-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await createUser({
    firstName: 'Sol',
    lastName: 'Server',
    emailAddress,
    password: 'Passkey#2026x',
    optIn: false,
  });
  await registerPasskey(device.create(await getPasskeyCreationOptions(), running.origin));
  await logout();
});

const answer = async (origin = running.origin) => device.get(await getPasskeyRequestOptions(), origin);

describe('the ceremony', () => {
  it('stores the public key, sign counter, backup flags and transports', async () => {
    const [row] = await query('select * from passkeys where id = $1', [device.lastId]);
    expect(row).toMatchObject({
      public_key: expect.any(String),
      transports: ['internal'],
      device_type: 'singleDevice',
      backed_up: false,
    });
    expect(Number(row?.sign_count)).toBe(0);
    await signInWithPasskey(await answer());
    const [used] = await query('select sign_count from passkeys where id = $1', [device.lastId]);
    expect(Number(used?.sign_count)).toBe(1);
  });

  it('refuses an answer made for another origin', async () => {
    expect(await problem(signInWithPasskey(await answer('https://evil.example')))).toEqual({
      kind: 'passkey-refused',
      reason: 'invalid',
    });
    expect(await getSession()).toBeNull();
  });

  it('refuses an answer without user verification', async () => {
    const unverified = device.get(await getPasskeyRequestOptions(), running.origin, { userVerified: false });
    expect(await problem(signInWithPasskey(unverified))).toEqual({
      kind: 'passkey-refused',
      reason: 'invalid',
    });
    expect(await getSession()).toBeNull();
  });

  it('refuses a counter that went backwards (a cloned authenticator)', async () => {
    await signInWithPasskey(await answer());
    await logout();
    await query('update passkeys set sign_count = 50 where id = $1', [device.lastId]);
    expect(await problem(signInWithPasskey(await answer()))).toEqual({
      kind: 'passkey-refused',
      reason: 'invalid',
    });
  });

  it('refuses an answer to a challenge older than its 5 minutes', async () => {
    const late = await answer();
    await query("update passkey_challenges set expires_at = now() - interval '1 second'");
    expect(await problem(signInWithPasskey(late))).toEqual({ kind: 'passkey-refused', reason: 'expired' });
  });

  it("refuses an answer naming another account than the passkey's", async () => {
    const signed = await answer();
    const other = {
      ...signed,
      response: { ...signed.response, userHandle: Buffer.from('someone').toString('base64url') },
    };
    expect(await problem(signInWithPasskey(other))).toEqual({ kind: 'passkey-refused', reason: 'invalid' });
  });
});

describe('the rules of a password sign-in', () => {
  it('refuses a restricted account, as a password sign-in does', async () => {
    await query('update users set restricted = true where email = $1', [emailAddress]);
    expect(await problem(signInWithPasskey(await answer()))).toMatchObject({ kind: 'restricted' });
    expect(await getSession()).toBeNull();
  });

  it('signs a locked account in: the lock stops passwords only, and outlives the passkey sign-in', async () => {
    await query("update users set locked_until = now() + interval '15 minutes' where email = $1", [
      emailAddress,
    ]);
    expect((await signInWithPasskey(await answer())).user.emailAddress).toBe(emailAddress);
    expect(await getSession()).toMatchObject({ user: { emailAddress } });
    const [row] = await query('select locked_until > now() as locked from users where email = $1', [
      emailAddress,
    ]);
    expect(row?.locked).toBe(true);
  });

  it("counts against the password sign-in's rate limit per client", async () => {
    const limited = await startApi({ rateLimits: { 'signIn.client': { max: 3, seconds: 60 } } });
    try {
      setApiBaseUrl(limited.origin);
      const own = softwareAuthenticator();
      await createUser({
        firstName: 'Lim',
        lastName: 'It',
        emailAddress,
        password: 'Passkey#2026x',
        optIn: false,
      });
      await registerPasskey(own.create(await getPasskeyCreationOptions(), limited.origin));
      await logout();
      // An options request and a sign-in: two of the three a minute.
      await signInWithPasskey(own.get(await getPasskeyRequestOptions(), limited.origin));
      await logout();
      const options = await getPasskeyRequestOptions();
      expect(await problem(signInWithPasskey(own.get(options, limited.origin)))).toMatchObject({
        kind: 'rate-limited',
      });
    } finally {
      setApiBaseUrl(running.origin);
      await limited.stop();
    }
  });

  it('starts a session, as a password sign-in does', async () => {
    await signInWithPasskey(await answer());
    const [session] = await query(
      'select count(*)::int as count from sessions join users on users.id = sessions.user_id where email = $1',
      [emailAddress],
    );
    expect(session?.count).toBe(1);
  });
});
