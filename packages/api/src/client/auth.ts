/** Sign-in, session, logout and password reset (SPEC 7). */
import { endpoints } from '../contract/index.ts';
import type {
  AuthResponse,
  ResetPasswordRequest,
  ResetPasswordResponse,
  SessionResponse,
  SignInRequest,
} from '../contract/index.ts';
import { call } from './http.ts';

/**
 * Rejects with ApiError: `invalid-credentials` (with triesLeft), `locked` (with the
 * duration), `restricted`, `captcha`, `network`, `server`.
 */
export function signIn(request: SignInRequest): Promise<AuthResponse> {
  return call(endpoints.signIn, { json: request, badRequest: 'invalid-credentials' });
}

/** Who the session cookie belongs to: the sign-in answer, or null for anonymous visitors. */
export async function getSession(options: { signal?: AbortSignal } = {}): Promise<AuthResponse | null> {
  const answer = await call<SessionResponse>(endpoints.session, options);
  return answer.session;
}

/** Ends the session on the server. */
export function logout(): Promise<void> {
  return call(endpoints.logout);
}

/**
 * Mails a reset link. Rejects with `restricted`, `reset-locked`, `not-found` (SPEC 4:
 * views treat it as success), `captcha`, `validation`, `network`, `server`.
 */
export function resetPassword(request: ResetPasswordRequest): Promise<ResetPasswordResponse> {
  return call(endpoints.resetPassword, { json: request });
}
