/** Sign-in, session, logout, password reset and its completion (docs/behaviour.md#calls). */
import type {
  AuthResponse,
  CompletePasswordResetRequest,
  CompletePasswordResetResponse,
  ReauthenticateResponse,
  ResetPasswordRequest,
  ResetPasswordResponse,
  SignInRequest,
  VerifyResetTokenResponse,
} from '../contract/index.ts';
import { call } from './http.ts';

/**
 * Rejects with ApiError: `invalid-credentials` (with triesLeft), `locked` (with the
 * duration), `restricted`, `captcha`, `network`, `server`.
 */
export function signIn(request: SignInRequest): Promise<AuthResponse> {
  return call('signIn', { body: request, badRequest: 'invalid-credentials' });
}

/** Who the session cookie belongs to: the sign-in answer, or null for anonymous visitors. */
export async function getSession(options: { signal?: AbortSignal } = {}): Promise<AuthResponse | null> {
  const answer = await call('session', options);
  return answer.session;
}

/** Ends the session on the server. */
export function logout(): Promise<void> {
  return call('logout');
}

/**
 * Mails a reset link. Rejects with `restricted`, `reset-locked`, `not-found` (docs/behaviour.md#states:
 * views treat it as success), `captcha`, `validation`, `network`, `server`.
 */
export function resetPassword(request: ResetPasswordRequest): Promise<ResetPasswordResponse> {
  return call('resetPassword', { body: request });
}

/**
 * Whether a mailed reset link still works, and for which account. Rejects with
 * `reset-token-invalid` (unknown, expired or used: offer a new link), `network`, `server`.
 */
export function verifyResetToken(
  token: string,
  options: { signal?: AbortSignal } = {},
): Promise<VerifyResetTokenResponse> {
  return call('verifyResetToken', { ...options, query: { token } });
}

/**
 * Sets the new password from a mailed link and signs the reader in; every other session
 * of the account ends, and the passkeys added since its last sign-in with the password (or
 * from an ended session) are removed: `removedPasskeys` says how many. Rejects with `validation` (field `password`: the policy message),
 * `reset-token-invalid`, `reset-locked` (a locked account stays locked), `restricted`,
 * `network`, `server`.
 */
export function completePasswordReset(
  request: CompletePasswordResetRequest,
): Promise<CompletePasswordResetResponse> {
  return call('completePasswordReset', { body: request });
}

/**
 * Confirms the signed-in reader's sign-in with their password, before adding or removing a
 * passkey (which answer `reauthentication-required` otherwise). Rejects as `signIn` does:
 * `invalid-credentials` (with triesLeft: a wrong password counts towards the account's lock),
 * `locked`, `rate-limited`; and `unauthenticated`, `network`, `server`.
 */
export function reauthenticate(password: string): Promise<ReauthenticateResponse> {
  return call('reauthenticate', { body: { password }, badRequest: 'invalid-credentials' });
}
