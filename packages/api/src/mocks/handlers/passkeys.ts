/**
 * Passkeys over the mock db (docs/behaviour.md#passkeys): the same calls, answers and refusals
 * as the reference server. The mocks check what they can without cryptography (the
 * challenge, single-use and live, the ceremony's type, the account the authenticator names)
 * and trust the signature, which only the server verifies; the contract suite holds both to
 * the same cases with a software authenticator.
 */
import { http, HttpResponse } from 'msw';
import type {
  AuthResponse,
  Passkey,
  PasskeyCreationOptionsResponse,
  PasskeyRequestOptionsResponse,
  PasskeysResponse,
} from '../../contract/index.ts';
import {
  endpoints,
  errorFields,
  passkeyChallengeSeconds,
  passkeyNameMaxLength,
  serverMessages,
} from '../../contract/index.ts';
import { findAccount, mockDb, sendMail, sessionAccount, type MockAccount, type MockPasskey } from '../db.ts';
import { authResponseFor } from '../fixtures.ts';
import { anyOrigin, errorResponse, readJsonObject } from '../respond.ts';
import { startSession } from './auth.ts';
import { hasRecentSignIn, reauthenticationRequired } from './recent-sign-in.ts';

const signInRequired = () =>
  errorResponse(401, { field: errorFields.signInRequired, errorMessage: serverMessages.signInRequired });
const refused = (field: string, errorMessage: string) => errorResponse(400, { field, errorMessage });
const expired = () => refused(errorFields.passkeyExpired, serverMessages.passkeyExpired);
const invalid = () => refused(errorFields.passkeyInvalid, serverMessages.passkeyInvalid);
const notFound = () =>
  errorResponse(404, { field: errorFields.passkeyNotFound, errorMessage: serverMessages.passkeyNotFound });

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
const fromBase64Url = (text: string) => atob(text.replaceAll('-', '+').replaceAll('_', '/'));
const newChallenge = () => toBase64Url(globalThis.crypto.getRandomValues(new Uint8Array(32)));
/**
 * The account's WebAuthn user handle: opaque, as the server's (its account id's bytes), never
 * the email; made on first use. A test or story gives it to the passkeys a fake device holds.
 */
export function passkeyUserHandle(emailAddress: string): string {
  const handle = mockDb.userHandles.get(emailAddress) ?? newChallenge();
  mockDb.userHandles.set(emailAddress, handle);
  return handle;
}
const userHandleOf = (account: MockAccount) => passkeyUserHandle(account.emailAddress);

/** The client data of an answer: its type and challenge, or null when unreadable. */
function clientDataOf(response: unknown): { type: unknown; challenge: unknown } | null {
  const data = (response as { response?: { clientDataJSON?: unknown } } | null)?.response?.clientDataJSON;
  if (typeof data !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(fromBase64Url(data));
    return typeof parsed === 'object' && parsed !== null
      ? (parsed as { type: unknown; challenge: unknown })
      : null;
  } catch {
    return null;
  }
}

/** Takes the answer's challenge once: handed out for this purpose (and account), not expired. */
function takeChallenge(response: unknown, purpose: 'registration' | 'authentication', email: string | null) {
  const challenge = clientDataOf(response)?.challenge;
  if (typeof challenge !== 'string') return false;
  const live = mockDb.passkeyChallenges.get(challenge);
  mockDb.passkeyChallenges.delete(challenge);
  return Boolean(
    live && live.purpose === purpose && live.emailAddress === email && live.expiresAt > Date.now(),
  );
}

function issueChallenge(purpose: 'registration' | 'authentication', email: string | null): string {
  const challenge = newChallenge();
  mockDb.passkeyChallenges.set(challenge, {
    purpose,
    emailAddress: email,
    expiresAt: Date.now() + passkeyChallengeSeconds * 1000,
  });
  return challenge;
}

const listed = ({ id, name, createdAt, lastUsedAt, backedUp }: MockPasskey): Passkey => ({
  id,
  name,
  createdAt,
  lastUsedAt,
  backedUp,
});
const passkeysOf = (account: MockAccount) =>
  [...mockDb.passkeys.values()].filter((passkey) => passkey.emailAddress === account.emailAddress);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * A sign-in ceremony's answer (the request's body), checked as far as the mocks can: its
 * challenge, its passkey (unknown, removed) and the account the authenticator names. The
 * passkey and its account, or the refusal.
 */
export function assertedPasskey(
  parsed: Awaited<ReturnType<typeof readJsonObject>>,
): { passkey: MockPasskey; account: MockAccount } | { error: Response } {
  if ('error' in parsed) return parsed;
  const { response } = parsed.body;
  if (!isRecord(response) || typeof response.id !== 'string' || !isRecord(response.response))
    return {
      error: errorResponse(400, { field: 'response', errorMessage: 'response must be a sign-in answer.' }),
    };
  if (!takeChallenge(response, 'authentication', null)) return { error: expired() };
  const passkey = mockDb.passkeys.get(response.id);
  if (!passkey)
    return {
      error: mockDb.removedPasskeys.has(response.id)
        ? refused(errorFields.passkeyRemoved, serverMessages.passkeyRemoved)
        : refused(errorFields.passkeyUnknown, serverMessages.passkeyUnknown),
    };
  const account = findAccount(passkey.emailAddress);
  const handle = response.response.userHandle;
  if (!account || clientDataOf(response)?.type !== 'webauthn.get') return { error: invalid() };
  if (handle !== undefined && handle !== userHandleOf(account)) return { error: invalid() };
  return { passkey, account };
}

export const passkeyHandlers = [
  http.post(anyOrigin(endpoints.passkeyCreationOptions), ({ request }) => {
    const account = sessionAccount();
    if (!account) return signInRequired();
    if (!hasRecentSignIn()) return reauthenticationRequired();
    return HttpResponse.json<PasskeyCreationOptionsResponse>({
      options: {
        rp: { id: new URL(request.url).hostname, name: 'Masthead' },
        user: {
          id: userHandleOf(account),
          name: account.emailAddress,
          displayName: `${account.firstName} ${account.lastName}`,
        },
        challenge: issueChallenge('registration', account.emailAddress),
        pubKeyCredParams: [
          { type: 'public-key', alg: -8 },
          { type: 'public-key', alg: -7 },
          { type: 'public-key', alg: -257 },
        ],
        timeout: passkeyChallengeSeconds * 1000,
        excludeCredentials: passkeysOf(account).map(({ id }) => ({ id, type: 'public-key' })),
        authenticatorSelection: {
          residentKey: 'required',
          requireResidentKey: true,
          userVerification: 'required',
        },
        attestation: 'none',
        extensions: { credProps: true },
      },
    });
  }),
  http.post(anyOrigin(endpoints.registerPasskey), async ({ request }) => {
    const account = sessionAccount();
    if (!account) return signInRequired();
    if (!hasRecentSignIn()) return reauthenticationRequired();
    const parsed = await readJsonObject(request);
    if ('error' in parsed) return parsed.error;
    const { response, name } = parsed.body;
    if (!isRecord(response) || typeof response.id !== 'string' || !response.id)
      return errorResponse(400, {
        field: 'response',
        errorMessage: 'response must be a registration answer.',
      });
    if (name !== undefined && (typeof name !== 'string' || name.length > passkeyNameMaxLength))
      return errorResponse(400, {
        field: 'name',
        errorMessage: 'name must be text of at most 60 characters.',
      });
    if (!takeChallenge(response, 'registration', account.emailAddress)) return expired();
    if (clientDataOf(response)?.type !== 'webauthn.create' || mockDb.passkeys.has(response.id))
      return invalid();
    const passkey: MockPasskey = {
      id: response.id,
      emailAddress: account.emailAddress,
      name: (typeof name === 'string' && name.trim()) || 'Passkey',
      createdAt: new Date().toISOString(),
      lastUsedAt: null,
      backedUp: false,
      addedAt: (mockDb.clock += 1),
      session: mockDb.sessionId,
    };
    mockDb.passkeys.set(passkey.id, passkey);
    mockDb.removedPasskeys.delete(passkey.id);
    // As the server: the owner hears of every new passkey, with a link to review them.
    sendMail(
      account.emailAddress,
      'A passkey was added to your account',
      `A passkey named "${passkey.name}" was added. Review your passkeys:\n${new URL(request.url).origin}/passkeys`,
    );
    return HttpResponse.json<Passkey>(listed(passkey), { status: 201 });
  }),
  http.post(anyOrigin(endpoints.passkeyRequestOptions), ({ request }) =>
    HttpResponse.json<PasskeyRequestOptionsResponse>({
      options: {
        challenge: issueChallenge('authentication', null),
        timeout: passkeyChallengeSeconds * 1000,
        rpId: new URL(request.url).hostname,
        userVerification: 'required',
      },
    }),
  ),
  http.post(anyOrigin(endpoints.passkeySignIn), async ({ request }) => {
    const asserted = assertedPasskey(await readJsonObject(request));
    if ('error' in asserted) return asserted.error;
    const { passkey, account } = asserted;
    // As the server: a password lock does not stop a passkey.
    if (account.restricted)
      return errorResponse(403, { field: errorFields.restricted, errorMessage: serverMessages.restricted });
    passkey.lastUsedAt = new Date().toISOString();
    startSession(account.emailAddress, 'passkey');
    return HttpResponse.json<AuthResponse>(authResponseFor(account));
  }),
  http.get(anyOrigin(endpoints.passkeys), () => {
    const account = sessionAccount();
    if (!account) return signInRequired();
    return HttpResponse.json<PasskeysResponse>({ passkeys: passkeysOf(account).map(listed) });
  }),
  http.put(anyOrigin(endpoints.renamePasskey), async ({ request, params }) => {
    const account = sessionAccount();
    if (!account) return signInRequired();
    const parsed = await readJsonObject(request);
    if ('error' in parsed) return parsed.error;
    const name = parsed.body.name;
    if (typeof name !== 'string' || name.length > passkeyNameMaxLength || !name.trim())
      return errorResponse(400, { field: 'name', errorMessage: 'name must be text of 1 to 60 characters.' });
    const passkey = mockDb.passkeys.get(String(params.id));
    if (passkey?.emailAddress !== account.emailAddress) return notFound();
    passkey.name = name.trim();
    return HttpResponse.json<Passkey>(listed(passkey));
  }),
  http.delete(anyOrigin(endpoints.removePasskey), ({ params }) => {
    const account = sessionAccount();
    if (!account) return signInRequired();
    if (!hasRecentSignIn()) return reauthenticationRequired();
    const id = String(params.id);
    if (mockDb.passkeys.get(id)?.emailAddress !== account.emailAddress) return notFound();
    mockDb.passkeys.delete(id);
    mockDb.removedPasskeys.add(id);
    return new HttpResponse(null, { status: 204 });
  }),
];
