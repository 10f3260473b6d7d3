/** Sign-in with lockout, session, logout and password reset, over the mock db. */
import { http, HttpResponse } from 'msw';
import type {
  AuthResponse,
  ResetPasswordResponse,
  SessionResponse,
  VerifyResetTokenResponse,
} from '../../contract/index.ts';
import {
  endpoints,
  errorFields,
  lockedMessage,
  maxSignInAttempts,
  passwordPolicy,
  serverMessages,
  triesLeftMessage,
} from '../../contract/index.ts';
import {
  endResetTokens,
  findAccount,
  issueResetToken,
  mockDb,
  resetTokenAccount,
  sessionAccount,
  visitorCart,
} from '../db.ts';
import { authResponseFor } from '../fixtures.ts';
import { anyOrigin, errorResponse, missingString, readJsonObject, readQuery } from '../respond.ts';
import { captchaRejection } from './captcha.ts';

const locked = () =>
  errorResponse(400, {
    field: errorFields.lockoutDuration,
    lockout_duration: mockDb.lockoutDuration,
    errorMessage: lockedMessage(mockDb.lockoutDuration),
  });
const restricted = () =>
  errorResponse(403, { field: errorFields.restricted, errorMessage: serverMessages.restricted });
const resetLocked = () => errorResponse(423, { errorMessage: serverMessages.resetLocked });
const resetTokenInvalid = () =>
  errorResponse(400, { field: errorFields.resetToken, errorMessage: serverMessages.resetTokenInvalid });

/** Moves the anonymous visitor's cart lines into the signed-in account's cart. */
export function startSession(emailAddress: string): void {
  const anonymous = visitorCart();
  mockDb.sessionEmail = emailAddress;
  const cart = visitorCart();
  for (const [sku, quantity] of anonymous) cart.set(sku, Math.min(99, (cart.get(sku) ?? 0) + quantity));
  mockDb.carts.delete('anonymous');
}

export const authHandlers = [
  http.post(anyOrigin(endpoints.signIn), async ({ request }) => {
    const parsed = await readJsonObject(request);
    if ('error' in parsed) return parsed.error;
    const { body } = parsed;
    const invalid =
      missingString(body, ['emailAddress', 'password']) ?? captchaRejection(body.captchaToken, 'sign-in');
    if (invalid) return invalid;
    const account = findAccount(String(body.emailAddress));
    if (!account?.password)
      return errorResponse(400, {
        field: errorFields.credentials,
        errorMessage: serverMessages.invalidCredentials,
      });
    if (account.restricted) return restricted();
    if (account.failures >= maxSignInAttempts) return locked();
    if (body.password !== account.password) {
      account.failures += 1;
      const triesLeft = maxSignInAttempts - account.failures;
      if (triesLeft === 0) return locked();
      return errorResponse(400, {
        field: errorFields.triesLeft,
        tries_left: triesLeft,
        errorMessage: triesLeftMessage(triesLeft),
      });
    }
    account.failures = 0;
    startSession(account.emailAddress);
    return HttpResponse.json<AuthResponse>(authResponseFor(account));
  }),
  http.get(anyOrigin(endpoints.session), () => {
    const account = sessionAccount();
    return HttpResponse.json<SessionResponse>({ session: account ? authResponseFor(account) : null });
  }),
  http.post(anyOrigin(endpoints.logout), () => {
    mockDb.sessionEmail = null;
    return new HttpResponse(null, { status: 204 });
  }),
  http.post(anyOrigin(endpoints.resetPassword), async ({ request }) => {
    const parsed = await readJsonObject(request);
    if ('error' in parsed) return parsed.error;
    const { body } = parsed;
    const invalid =
      missingString(body, ['emailAddress']) ?? captchaRejection(body.captchaToken, 'reset-password');
    if (invalid) return invalid;
    const account = findAccount(String(body.emailAddress));
    if (!account?.password) return errorResponse(404, { errorMessage: serverMessages.noAccount });
    if (account.restricted) return restricted();
    if (account.failures >= maxSignInAttempts) return resetLocked();
    const token = issueResetToken(account.emailAddress);
    mockDb.mailbox.push({
      id: String(mockDb.mailbox.length + 1),
      to: account.emailAddress,
      subject: 'Reset your password',
      text: `Follow this link within an hour to choose a new password:\n${new URL(request.url).origin}/reset-password?token=${token}`,
      sentAt: new Date().toISOString(),
    });
    return HttpResponse.json<ResetPasswordResponse>({ message: serverMessages.resetSent });
  }),
  http.get(anyOrigin(endpoints.verifyResetToken), ({ request }) => {
    const parsed = readQuery(request);
    if ('error' in parsed) return parsed.error;
    const account = resetTokenAccount(parsed.query.get('token') ?? '');
    if (!account) return resetTokenInvalid();
    return HttpResponse.json<VerifyResetTokenResponse>({ emailAddress: account.emailAddress });
  }),
  // As the server: the token first, then restricted, locked (it stays locked), the policy.
  http.post(anyOrigin(endpoints.completePasswordReset), async ({ request }) => {
    const parsed = await readJsonObject(request);
    if ('error' in parsed) return parsed.error;
    const { body } = parsed;
    const missing = missingString(body, ['token', 'password']);
    if (missing) return missing;
    const account = resetTokenAccount(String(body.token));
    if (!account) return resetTokenInvalid();
    if (account.restricted) return restricted();
    if (account.failures >= maxSignInAttempts) return resetLocked();
    const password = String(body.password);
    if (!passwordPolicy.test(password))
      return errorResponse(400, { field: 'password', errorMessage: passwordPolicy.message });
    endResetTokens(account.emailAddress);
    account.password = password;
    account.failures = 0;
    // The mocks serve one visitor: starting its session is all "other sessions end" means here.
    startSession(account.emailAddress);
    return HttpResponse.json<AuthResponse>(authResponseFor(account));
  }),
];
