/** Sign-in with lockout, session, logout and password reset, over the mock db. */
import { http, HttpResponse } from 'msw';
import type {
  AuthResponse,
  CompletePasswordResetResponse,
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
  sendMail,
  sessionAccount,
  visitorCart,
  type MockAccount,
} from '../db.ts';
import { authResponseFor } from '../fixtures.ts';
import { anyOrigin, errorResponse, missingString, readJsonObject, readQuery } from '../respond.ts';
import { captchaRejection } from './captcha.ts';

const locked = () =>
  errorResponse(400, {
    field: errorFields.lockoutDuration,
    lockout_duration: mockDb.lockoutDuration,
    lockout_seconds: mockDb.lockoutSeconds,
    errorMessage: lockedMessage(mockDb.lockoutDuration),
  });
const restricted = () =>
  errorResponse(403, { field: errorFields.restricted, errorMessage: serverMessages.restricted });
const resetLocked = () =>
  errorResponse(423, { field: errorFields.resetLocked, errorMessage: serverMessages.resetLocked });
const resetTokenInvalid = () =>
  errorResponse(400, { field: errorFields.resetToken, errorMessage: serverMessages.resetTokenInvalid });

/** The reset mail: a link, or why there is none (a restricted or locked account). */
function mailReset(account: MockAccount, origin: string): void {
  const { emailAddress } = account;
  if (account.restricted || account.failures >= maxSignInAttempts) {
    const why = account.restricted ? serverMessages.restricted : serverMessages.resetLocked;
    return sendMail(emailAddress, 'Your password reset', why);
  }
  const link = `${origin}/reset-password?token=${issueResetToken(emailAddress)}`;
  sendMail(
    emailAddress,
    'Reset your password',
    `Follow this link within an hour to choose a new password:\n${link}`,
  );
}

/**
 * Starts the visitor's session (a new one) and moves the anonymous visitor's cart lines into the
 * signed-in account's cart. A password proof is remembered, as the server does.
 */
export function startSession(emailAddress: string, proof: 'password' | 'passkey'): void {
  const anonymous = visitorCart();
  mockDb.sessionEmail = emailAddress;
  mockDb.sessionId += 1;
  mockDb.sessionSignedInAt = Date.now();
  const account = mockDb.accounts.get(emailAddress);
  if (account && proof === 'password') account.passwordProvenAt = mockDb.clock += 1;
  const cart = visitorCart();
  for (const [sku, quantity] of anonymous) cart.set(sku, Math.min(99, (cart.get(sku) ?? 0) + quantity));
  mockDb.carts.delete('anonymous');
}

/** As the server: the passkeys added from the ended session, or after the last password sign-in. */
function takeBackPasskeys(account: MockAccount, ended: number | null, signedInBefore: number | undefined) {
  let removed = 0;
  for (const [id, passkey] of mockDb.passkeys) {
    if (passkey.emailAddress !== account.emailAddress) continue;
    const fromEnded = ended !== null && passkey.session === ended;
    if (!fromEnded && signedInBefore !== undefined && (passkey.addedAt ?? 0) <= signedInBefore) continue;
    mockDb.passkeys.delete(id);
    mockDb.removedPasskeys.add(id);
    removed += 1;
  }
  return removed;
}

/**
 * A password try at an address, counted as the server counts it: an address with no account
 * counts down and locks as an account does. The account when the password is right, else the
 * answer (tries left, then the lockout).
 */
export function passwordTry(
  address: string,
  password: unknown,
): { account: MockAccount } | { error: Response } {
  const account = findAccount(address);
  const failures = account ? account.failures : (mockDb.unknownFailures.get(address) ?? 0);
  if (failures >= maxSignInAttempts) return { error: locked() };
  if (!account?.password || password !== account.password) {
    if (account) account.failures = failures + 1;
    else mockDb.unknownFailures.set(address, failures + 1);
    const triesLeft = maxSignInAttempts - failures - 1;
    if (triesLeft === 0) return { error: locked() };
    return {
      error: errorResponse(400, {
        field: errorFields.triesLeft,
        tries_left: triesLeft,
        errorMessage: triesLeftMessage(triesLeft),
      }),
    };
  }
  account.failures = 0;
  return { account };
}

export const authHandlers = [
  http.post(anyOrigin(endpoints.signIn), async ({ request }) => {
    const parsed = await readJsonObject(request);
    if ('error' in parsed) return parsed.error;
    const { body } = parsed;
    const invalid =
      missingString(body, ['emailAddress', 'password']) ?? captchaRejection(body.captchaToken, 'sign-in');
    if (invalid) return invalid;
    // As the server: a restricted account says so only to the right password.
    const tried = passwordTry(String(body.emailAddress).trim().toLowerCase(), body.password);
    if ('error' in tried) return tried.error;
    const { account } = tried;
    if (account.restricted) return restricted();
    startSession(account.emailAddress, 'password');
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
    // As the server: one answer for every address; what differs goes by mail.
    const account = findAccount(String(body.emailAddress));
    if (account?.password) mailReset(account, new URL(request.url).origin);
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
    const { signedInBefore } = mockDb.resetTokens.get(String(body.token)) ?? {};
    endResetTokens(account.emailAddress);
    account.password = password;
    account.failures = 0;
    // The mocks serve one visitor: its session, if it is the account's, is the one that ends.
    const ended = mockDb.sessionEmail === account.emailAddress ? mockDb.sessionId : null;
    const removedPasskeys = takeBackPasskeys(account, ended, signedInBefore);
    sendMail(account.emailAddress, 'Your password was changed', `${removedPasskeys} passkeys were removed.`);
    startSession(account.emailAddress, 'password');
    return HttpResponse.json<CompletePasswordResetResponse>({ ...authResponseFor(account), removedPasskeys });
  }),
];
