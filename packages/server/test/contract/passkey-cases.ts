/**
 * The contract's passkey cases (docs/behaviour.md#passkeys), run against the MSW mocks and
 * the reference server with a software authenticator: add a passkey, sign out, sign in with
 * it alone, rename it, remove it, and be refused with it after; the owner told of each new
 * passkey; a password reset taking back the passkeys it must; a password lock sparing them.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  apiProblemOf,
  completePasswordReset,
  createUser,
  getDevMailbox,
  getPasskeyCreationOptions,
  getPasskeyRequestOptions,
  getSession,
  listPasskeys,
  logout,
  registerPasskey,
  removePasskey,
  renamePasskey,
  resetPassword,
  signIn,
  signInWithPasskey,
  type ApiProblem,
} from '@masthead/api';
import { softwareAuthenticator, type SoftwareAuthenticator } from './authenticator.ts';

export interface PasskeyTarget {
  /** A fresh, anonymous visitor (new cookies). */
  freshVisitor(): Promise<void>;
  /** The origin the visitor's page is on (the client data names it). */
  origin(): string;
}

const problem = (promise: Promise<unknown>): Promise<ApiProblem> =>
  promise.then(() => expect.fail('expected the call to fail'), apiProblemOf);

export function passkeyCases(target: PasskeyTarget): void {
  let device: SoftwareAuthenticator;
  beforeEach(async () => {
    await target.freshVisitor();
    device = softwareAuthenticator();
  });

  const password = 'Passkey#2026x';

  /** A new account of its own (the server's database lives for the whole suite), signed in. */
  async function newReader() {
    const emailAddress = `passkey-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    await createUser({
      firstName: 'Pat',
      lastName: 'Passkey',
      emailAddress,
      password,
      optIn: false,
    });
    return emailAddress;
  }

  /** The newest mail to the address (the dev mailbox, newest first). */
  async function newestMailTo(emailAddress: string) {
    const { messages } = await getDevMailbox();
    return messages.find((message) => message.to === emailAddress);
  }

  /** Asks for a reset link and follows it with a new password: the reset's answer. */
  async function resetByMail(emailAddress: string) {
    await resetPassword({ emailAddress });
    const text = (await newestMailTo(emailAddress))?.text ?? '';
    const token = /reset-password\?token=([\w-]+)/.exec(text)?.[1] ?? expect.fail('no reset link mailed');
    return completePasswordReset({ token, password: 'Renewed#2026x' });
  }

  /** A new reader adds a passkey on `device`. */
  async function addPasskey(name?: string) {
    await newReader();
    const options = await getPasskeyCreationOptions();
    return registerPasskey(device.create(options, target.origin()), name);
  }

  async function passkeySignIn() {
    const options = await getPasskeyRequestOptions();
    return signInWithPasskey(device.get(options, target.origin()));
  }

  describe('given an anonymous visitor', () => {
    it('cannot add, list, rename or remove passkeys', async () => {
      expect(await problem(getPasskeyCreationOptions())).toEqual({ kind: 'unauthenticated' });
      expect(await problem(listPasskeys())).toEqual({ kind: 'unauthenticated' });
      expect(await problem(renamePasskey('abc', 'x'))).toEqual({ kind: 'unauthenticated' });
      expect(await problem(removePasskey('abc'))).toEqual({ kind: 'unauthenticated' });
    });

    it('gets sign-in options for any passkey of the site, user verification required', async () => {
      const options = await getPasskeyRequestOptions();
      expect(options).toMatchObject({ challenge: expect.any(String), userVerification: 'required' });
      expect(options.allowCredentials ?? []).toEqual([]);
    });

    it('is refused with a passkey the site does not know, as for any account', async () => {
      const stranger = device.create(
        {
          rp: { name: 'Elsewhere' },
          user: { id: 'c29tZW9uZQ', name: 'someone', displayName: 'Someone' },
          challenge: 'AAAA',
          pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
        },
        target.origin(),
      );
      expect(stranger.id).toBeTruthy();
      const options = await getPasskeyRequestOptions();
      expect(await problem(signInWithPasskey(device.get(options, target.origin())))).toEqual({
        kind: 'passkey-refused',
        reason: 'unknown',
      });
      expect(await getSession()).toBeNull();
    });
  });

  describe('when a signed-in reader adds a passkey', () => {
    it('asks for a discoverable passkey with user verification, excluding the ones they have', async () => {
      const emailAddress = await newReader();
      const first = await getPasskeyCreationOptions();
      expect(first).toMatchObject({
        challenge: expect.any(String),
        user: { id: expect.any(String), name: emailAddress },
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      });
      // The user handle is opaque: never the email (random bytes may hold an '@').
      const handle = Buffer.from(first.user.id, 'base64url');
      expect(handle.toString('latin1')).not.toContain(emailAddress);
      expect(handle.length).toBeGreaterThanOrEqual(16);
      const passkey = await registerPasskey(device.create(first, target.origin()));
      const second = await getPasskeyCreationOptions();
      expect(second.excludeCredentials?.map(({ id }) => id)).toEqual([passkey.id]);
    });

    it('lists it with its name, when it was created and that it was never used', async () => {
      const passkey = await addPasskey('Work laptop');
      expect(passkey).toEqual({
        id: expect.any(String),
        name: 'Work laptop',
        createdAt: expect.any(String),
        lastUsedAt: null,
        backedUp: expect.any(Boolean),
      });
      expect(Number.isNaN(Date.parse(passkey.createdAt))).toBe(false);
      expect(await listPasskeys()).toEqual([passkey]);
    });

    it('answers each creation challenge once', async () => {
      await newReader();
      const answer = device.create(await getPasskeyCreationOptions(), target.origin());
      await registerPasskey(answer);
      expect(await problem(registerPasskey(answer))).toEqual({ kind: 'passkey-refused', reason: 'expired' });
    });
  });

  describe('when a passkey is added', () => {
    it('mails the owner, with a link to review their passkeys', async () => {
      const passkey = await addPasskey('Tablet');
      const { user } = (await getSession()) ?? expect.fail('not signed in');
      expect(await newestMailTo(user.emailAddress)).toMatchObject({
        subject: 'A passkey was added to your account',
        text: expect.stringContaining(`${target.origin()}/passkeys`),
      });
      expect((await newestMailTo(user.emailAddress))?.text).toContain(passkey.name);
    });
  });

  describe('when the owner resets the password', () => {
    it('removes the passkeys added since the last password sign-in, and says how many', async () => {
      await addPasskey();
      const { user } = (await getSession()) ?? expect.fail('not signed in');
      await logout();
      expect((await resetByMail(user.emailAddress)).removedPasskeys).toBe(1);
      expect(await listPasskeys()).toEqual([]);
      await logout();
      expect(await problem(passkeySignIn())).toEqual({ kind: 'passkey-refused', reason: 'removed' });
    });

    it('keeps a passkey added before the last password sign-in, from a session that has ended', async () => {
      const passkey = await addPasskey();
      const { user } = (await getSession()) ?? expect.fail('not signed in');
      await logout();
      await signIn({ emailAddress: user.emailAddress, password });
      await logout();
      expect((await resetByMail(user.emailAddress)).removedPasskeys).toBe(0);
      await logout();
      expect((await passkeySignIn()).user.emailAddress).toBe(user.emailAddress);
      expect(await listPasskeys()).toEqual([expect.objectContaining({ id: passkey.id })]);
    });
  });

  describe('when wrong passwords lock the account', () => {
    it('still signs the owner in with a passkey, and keeps password sign-in locked', async () => {
      await addPasskey();
      const { user } = (await getSession()) ?? expect.fail('not signed in');
      await logout();
      const wrong = () => problem(signIn({ emailAddress: user.emailAddress, password: 'Wrong#2026xx' }));
      for (const triesLeft of [4, 3, 2, 1])
        expect(await wrong()).toEqual({ kind: 'invalid-credentials', triesLeft });
      expect(await wrong()).toMatchObject({ kind: 'locked' });
      expect((await passkeySignIn()).user.emailAddress).toBe(user.emailAddress);
      await logout();
      expect(await problem(signIn({ emailAddress: user.emailAddress, password }))).toMatchObject({
        kind: 'locked',
      });
    });
  });

  describe('when the reader signs out and back in with the passkey alone', () => {
    it('signs them in with the same answer and session a password sign-in gives', async () => {
      const passkey = await addPasskey();
      const byPassword = await getSession();
      await logout();
      expect(await getSession()).toBeNull();
      const answer = await passkeySignIn();
      expect(answer).toEqual(byPassword);
      expect(await getSession()).toEqual(answer);
      const [used] = await listPasskeys();
      expect(used).toMatchObject({ id: passkey.id, lastUsedAt: expect.any(String) });
    });

    it('answers each sign-in challenge once: a replayed answer is refused', async () => {
      await addPasskey();
      await logout();
      const answer = device.get(await getPasskeyRequestOptions(), target.origin());
      await signInWithPasskey(answer);
      await logout();
      expect(await problem(signInWithPasskey(answer))).toEqual({
        kind: 'passkey-refused',
        reason: 'expired',
      });
      expect(await getSession()).toBeNull();
    });
  });

  describe('when the reader renames or removes a passkey', () => {
    it('keeps the new name, trimmed; a blank name is refused', async () => {
      const passkey = await addPasskey();
      expect(await renamePasskey(passkey.id, '  Phone  ')).toMatchObject({ id: passkey.id, name: 'Phone' });
      expect(await listPasskeys()).toEqual([expect.objectContaining({ name: 'Phone' })]);
      expect(await problem(renamePasskey(passkey.id, '   '))).toMatchObject({
        kind: 'validation',
        field: 'name',
      });
    });

    it('refuses the removed passkey afterwards, saying it was removed', async () => {
      const passkey = await addPasskey();
      await removePasskey(passkey.id);
      expect(await listPasskeys()).toEqual([]);
      expect(await problem(removePasskey(passkey.id))).toEqual({ kind: 'not-found' });
      await logout();
      expect(await problem(passkeySignIn())).toEqual({ kind: 'passkey-refused', reason: 'removed' });
      expect(await getSession()).toBeNull();
    });

    it("cannot touch another account's passkey", async () => {
      const passkey = await addPasskey();
      await logout();
      await newReader();
      expect(await listPasskeys()).toEqual([]);
      expect(await problem(renamePasskey(passkey.id, 'Mine'))).toEqual({ kind: 'not-found' });
      expect(await problem(removePasskey(passkey.id))).toEqual({ kind: 'not-found' });
    });
  });
}
