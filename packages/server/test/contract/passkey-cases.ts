/**
 * The contract's passkey cases (docs/behaviour.md#passkeys), run against the MSW mocks and
 * the reference server with a software authenticator: add a passkey, sign out, sign in with
 * it alone, rename it, remove it, and be refused with it after.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  apiProblemOf,
  createUser,
  getPasskeyCreationOptions,
  getPasskeyRequestOptions,
  getSession,
  listPasskeys,
  logout,
  registerPasskey,
  removePasskey,
  renamePasskey,
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

  /** A new account of its own (the server's database lives for the whole suite), signed in. */
  async function newReader() {
    const emailAddress = `passkey-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    await createUser({
      firstName: 'Pat',
      lastName: 'Passkey',
      emailAddress,
      password: 'Passkey#2026x',
      optIn: false,
    });
    return emailAddress;
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
