/**
 * The contract's cases for a recent sign-in (docs/reference-api.md#security-model), run against
 * the MSW mocks and the reference server (PGlite and PostgreSQL): adding or removing a passkey
 * needs the session's sign-in, or its confirmation, within the last few minutes; a session
 * signed in long ago is refused with `reauthentication-required` until the reader confirms with
 * the password (counted as a sign-in is) or a passkey of their own.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  apiProblemOf,
  createUser,
  getDevMailbox,
  getPasskeyCreationOptions,
  getPasskeyRequestOptions,
  listPasskeys,
  logout,
  reauthenticate,
  reauthenticateWithPasskey,
  registerPasskey,
  removePasskey,
  renamePasskey,
  signIn,
  type ApiProblem,
} from '@masthead/api';
import { serverMessages } from '@masthead/api/contract';
import { softwareAuthenticator, type SoftwareAuthenticator } from './authenticator.ts';

export interface ReauthenticationTarget {
  /** A fresh, anonymous visitor (new cookies). */
  freshVisitor(): Promise<void>;
  /** The origin the visitor's page is on (the client data names it). */
  origin(): string;
  /** The account's sessions were signed in a day ago (and used since): their sign-in is old. */
  signedInLongAgo(emailAddress: string): Promise<void>;
}

const problem = (promise: Promise<unknown>): Promise<ApiProblem> =>
  promise.then(() => expect.fail('expected the call to fail'), apiProblemOf);
const required = { kind: 'reauthentication-required', message: serverMessages.reauthenticationRequired };

export function reauthenticationCases(target: ReauthenticationTarget): void {
  let device: SoftwareAuthenticator;
  beforeEach(async () => {
    await target.freshVisitor();
    device = softwareAuthenticator();
  });

  const password = 'Confirm#2026x';

  /** A new account, signed in by its registration. */
  async function newReader() {
    const emailAddress = `confirm-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    await createUser({ firstName: 'Cora', lastName: 'Confirm', emailAddress, password, optIn: false });
    return emailAddress;
  }
  const addPasskey = async () =>
    registerPasskey(device.create(await getPasskeyCreationOptions(), target.origin()));
  const passkeyAnswer = async () => device.get(await getPasskeyRequestOptions(), target.origin());
  const mailsTo = async (emailAddress: string) =>
    (await getDevMailbox()).messages.filter((message) => message.to === emailAddress);

  describe('given a reader who has just signed in', () => {
    it('adds and removes a passkey without being asked again', async () => {
      await newReader();
      const passkey = await addPasskey();
      await removePasskey(passkey.id);
      expect(await listPasskeys()).toEqual([]);
    });
  });

  describe('given a reader whose sign-in is old', () => {
    it('refuses a new passkey, before the browser is asked and when it is saved; nothing is mailed', async () => {
      const emailAddress = await newReader();
      const answer = device.create(await getPasskeyCreationOptions(), target.origin());
      await target.signedInLongAgo(emailAddress);
      const mailed = (await mailsTo(emailAddress)).length;
      expect(await problem(getPasskeyCreationOptions())).toEqual(required);
      expect(await problem(registerPasskey(answer))).toEqual(required);
      expect(await listPasskeys()).toEqual([]);
      expect(await mailsTo(emailAddress)).toHaveLength(mailed);
    });

    it('refuses removing a passkey, and still lists and renames them', async () => {
      const emailAddress = await newReader();
      const passkey = await addPasskey();
      await target.signedInLongAgo(emailAddress);
      expect(await problem(removePasskey(passkey.id))).toEqual(required);
      expect(await renamePasskey(passkey.id, 'Desk')).toMatchObject({ id: passkey.id, name: 'Desk' });
      expect(await listPasskeys()).toEqual([expect.objectContaining({ id: passkey.id })]);
    });

    it('carries on once the password confirms the sign-in: the passkey is saved and mailed', async () => {
      const emailAddress = await newReader();
      const answer = device.create(await getPasskeyCreationOptions(), target.origin());
      await target.signedInLongAgo(emailAddress);
      expect(await problem(registerPasskey(answer))).toEqual(required);
      const { confirmedUntil } = await reauthenticate(password);
      expect(Date.parse(confirmedUntil)).toBeGreaterThan(Date.now());
      // The refusal came before the ceremony's challenge was spent: the same answer is saved now.
      const passkey = await registerPasskey(answer);
      expect(await listPasskeys()).toEqual([passkey]);
      expect(
        (await mailsTo(emailAddress)).some(
          (message) =>
            message.subject === 'A passkey was added to your account' &&
            message.text.includes(`${target.origin()}/passkeys`),
        ),
      ).toBe(true);
    });

    it('answers a wrong password as sign-in does, and counts it towards the same lock', async () => {
      const emailAddress = await newReader();
      await target.signedInLongAgo(emailAddress);
      expect(await problem(reauthenticate('Wrong#2026xyz'))).toEqual({
        kind: 'invalid-credentials',
        triesLeft: 4,
      });
      expect(await problem(getPasskeyCreationOptions())).toEqual(required);
      await logout();
      expect(await problem(signIn({ emailAddress, password: 'Wrong#2026xyz' }))).toEqual({
        kind: 'invalid-credentials',
        triesLeft: 3,
      });
    });

    it('carries on once a passkey of the account confirms the sign-in', async () => {
      const emailAddress = await newReader();
      const passkey = await addPasskey();
      await target.signedInLongAgo(emailAddress);
      expect(await problem(removePasskey(passkey.id))).toEqual(required);
      expect(
        Date.parse((await reauthenticateWithPasskey(await passkeyAnswer())).confirmedUntil),
      ).toBeGreaterThan(Date.now());
      await removePasskey(passkey.id);
      expect(await listPasskeys()).toEqual([]);
    });

    it("refuses another account's passkey as a confirmation", async () => {
      await newReader();
      await addPasskey();
      await logout();
      const emailAddress = await newReader();
      await target.signedInLongAgo(emailAddress);
      expect(await problem(reauthenticateWithPasskey(await passkeyAnswer()))).toEqual({
        kind: 'passkey-refused',
        reason: 'invalid',
      });
      expect(await problem(getPasskeyCreationOptions())).toEqual(required);
    });
  });

  describe('given an anonymous visitor', () => {
    it('cannot confirm a sign-in, with a password or a passkey', async () => {
      expect(await problem(reauthenticate(password))).toEqual({ kind: 'unauthenticated' });
      await newReader();
      await addPasskey();
      await logout();
      expect(await problem(reauthenticateWithPasskey(await passkeyAnswer()))).toEqual({
        kind: 'unauthenticated',
      });
    });
  });
}
