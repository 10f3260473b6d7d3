/** Passkeys: the two WebAuthn ceremonies, and the reader's list (docs/behaviour.md#passkeys). */
import type {
  AuthResponse,
  Passkey,
  PasskeyAuthenticationResponse,
  PasskeyCreationOptions,
  PasskeyRegistrationResponse,
  PasskeyRequestOptions,
  ReauthenticateResponse,
} from '../contract/index.ts';
import { call } from './http.ts';

/**
 * Signed in: the options of a new passkey's creation. Rejects with `reauthentication-required`
 * (the session's sign-in is older than the server allows for it), `unauthenticated`, `network`,
 * `server`.
 */
export async function getPasskeyCreationOptions(): Promise<PasskeyCreationOptions> {
  return (await call('passkeyCreationOptions')).options;
}

/**
 * Saves the passkey the browser created. Rejects with `passkey-refused` (`expired`: the
 * ceremony is too old or was answered already; `invalid`), `reauthentication-required`, `unauthenticated`, `network`, `server`.
 */
export function registerPasskey(response: PasskeyRegistrationResponse, name?: string): Promise<Passkey> {
  return call('registerPasskey', { body: { response, ...(name === undefined ? {} : { name }) } });
}

/** The options of a passkey sign-in. Rejects with `network`, `server`. */
export async function getPasskeyRequestOptions(): Promise<PasskeyRequestOptions> {
  return (await call('passkeyRequestOptions')).options;
}

/**
 * Signs in with the passkey the browser chose, as `signIn` does with a password. Rejects with
 * `passkey-refused` (`unknown`, `removed`, `expired`, `invalid`), `restricted`, `locked`,
 * `network`, `server`.
 */
export function signInWithPasskey(response: PasskeyAuthenticationResponse): Promise<AuthResponse> {
  return call('passkeySignIn', { body: { response } });
}

/**
 * Confirms the signed-in reader's sign-in with one of their passkeys (the options of
 * `getPasskeyRequestOptions`), as `reauthenticate` does with the password. Rejects with
 * `passkey-refused` (another account's passkey is `invalid`), `unauthenticated`, `rate-limited`,
 * `network`, `server`.
 */
export function reauthenticateWithPasskey(
  response: PasskeyAuthenticationResponse,
): Promise<ReauthenticateResponse> {
  return call('reauthenticateWithPasskey', { body: { response } });
}

/** The reader's passkeys, oldest first. Rejects with `unauthenticated`, `network`, `server`. */
export async function listPasskeys(): Promise<Passkey[]> {
  return (await call('passkeys')).passkeys;
}

/** Renames one. Rejects with `validation` (the name), `not-found`, `unauthenticated`, `network`, `server`. */
export function renamePasskey(id: string, name: string): Promise<Passkey> {
  return call('renamePasskey', { params: { id }, body: { name } });
}

/**
 * Removes one: it no longer signs anyone in. Rejects with `reauthentication-required`,
 * `not-found`, `unauthenticated`, `network`, `server`.
 */
export function removePasskey(id: string): Promise<void> {
  return call('removePasskey', { params: { id } });
}
