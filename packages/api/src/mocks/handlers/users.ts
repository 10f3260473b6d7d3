/** Subscription lookup, registration and its mailed link for a subscriber's address, over the mock db. */
import { http, HttpResponse } from 'msw';
import type {
  AuthResponse,
  RegistrationPendingResponse,
  SubscriptionLookupResponse,
} from '../../contract/index.ts';
import {
  emailPattern,
  endpoints,
  errorFields,
  passwordPolicy,
  registrationLinkLifetimeMinutes,
  serverMessages,
} from '../../contract/index.ts';
import { findAccount, mockDb, sendMail } from '../db.ts';
import { authResponseFor } from '../fixtures.ts';
import { anyOrigin, errorResponse, missingString, readJsonObject, readQuery } from '../respond.ts';
import { startSession } from './auth.ts';
import { captchaRejection } from './captcha.ts';

export const userHandlers = [
  http.get(anyOrigin(endpoints.subscriptionLookup), ({ request }) => {
    const parsed = readQuery(request);
    if ('error' in parsed) return parsed.error;
    const email = parsed.query.get('email')?.trim() ?? '';
    if (!emailPattern.test(email))
      return errorResponse(400, { field: 'email', errorMessage: serverMessages.emailInvalid });
    const account = findAccount(email);
    if (!account?.subscriber)
      return errorResponse(404, {
        field: errorFields.noSubscription,
        errorMessage: serverMessages.noSubscription,
      });
    return HttpResponse.json<SubscriptionLookupResponse>({ emailAddress: account.emailAddress });
  }),
  http.post(anyOrigin(endpoints.createUser), async ({ request }) => {
    const parsed = await readJsonObject(request);
    if ('error' in parsed) return parsed.error;
    const { body } = parsed;
    const missing = missingString(body, ['firstName', 'lastName', 'emailAddress', 'password']);
    if (missing) return missing;
    if (typeof body.optIn !== 'boolean')
      return errorResponse(400, { field: 'optIn', errorMessage: 'optIn must be a boolean.' });
    const emailAddress = String(body.emailAddress).trim().toLowerCase();
    if (!emailPattern.test(emailAddress))
      return errorResponse(400, { field: 'emailAddress', errorMessage: serverMessages.emailInvalid });
    const captcha = captchaRejection(body.captchaToken, 'register');
    if (captcha) return captcha;
    if (!passwordPolicy.test(String(body.password)))
      return errorResponse(400, { field: 'password', errorMessage: passwordPolicy.message });
    const existing = findAccount(emailAddress);
    if (existing?.restricted)
      return errorResponse(403, { field: errorFields.restricted, errorMessage: serverMessages.restricted });
    if (existing?.password)
      return errorResponse(409, { field: 'emailAddress', errorMessage: serverMessages.usernameUnavailable });
    const details = {
      firstName: String(body.firstName).trim(),
      lastName: String(body.lastName).trim(),
      optIn: body.optIn,
    };
    // As the server: an address with a subscription and no account proves itself by mail
    // first, and the password typed here is dropped: whoever follows the link chooses it.
    if (existing) {
      const token = `mock-registration-${globalThis.crypto.randomUUID()}`;
      const expiresAt = Date.now() + registrationLinkLifetimeMinutes * 60_000;
      mockDb.registrationClaims.set(token, { emailAddress, ...details, expiresAt });
      const link = `${new URL(request.url).origin}/subscriber-registration?token=${token}`;
      sendMail(
        emailAddress,
        'Confirm your email address',
        `Follow this link within ${registrationLinkLifetimeMinutes} minutes to choose your password:\n${link}`,
      );
      return HttpResponse.json<RegistrationPendingResponse>(
        { verification: 'mailed', emailAddress, message: serverMessages.registrationPending },
        { status: 202 },
      );
    }
    const account = {
      emailAddress,
      ...details,
      password: String(body.password),
      subscriber: null,
      giftQuota: null,
      restricted: false,
      locked: false,
      failures: 0,
      attributes: [],
    };
    mockDb.accounts.set(emailAddress, account);
    startSession(emailAddress, 'password');
    return HttpResponse.json<AuthResponse>(authResponseFor(account), { status: 201 });
  }),
  // As the server: the link first, then restricted, taken, the policy (the link stays usable);
  // then the link is spent with every other of the address.
  http.post(anyOrigin(endpoints.verifyRegistration), async ({ request }) => {
    const parsed = await readJsonObject(request);
    if ('error' in parsed) return parsed.error;
    const missing = missingString(parsed.body, ['token', 'password']);
    if (missing) return missing;
    const claim = mockDb.registrationClaims.get(String(parsed.body.token));
    const account = claim && findAccount(claim.emailAddress);
    if (!claim || !account || claim.expiresAt <= Date.now())
      return errorResponse(400, {
        field: errorFields.registrationToken,
        errorMessage: serverMessages.registrationTokenInvalid,
      });
    if (account.restricted)
      return errorResponse(403, { field: errorFields.restricted, errorMessage: serverMessages.restricted });
    if (account.password)
      return errorResponse(409, { field: 'emailAddress', errorMessage: serverMessages.usernameUnavailable });
    const password = String(parsed.body.password);
    if (!passwordPolicy.test(password))
      return errorResponse(400, { field: 'password', errorMessage: passwordPolicy.message });
    for (const [token, other] of mockDb.registrationClaims)
      if (other.emailAddress === claim.emailAddress) mockDb.registrationClaims.delete(token);
    const { firstName, lastName, optIn } = claim;
    Object.assign(account, { password, firstName, lastName, optIn });
    startSession(account.emailAddress, 'password');
    return HttpResponse.json<AuthResponse>(authResponseFor(account));
  }),
];
