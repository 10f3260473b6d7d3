/** Subscription lookup and registration, over the mock db. */
import { http, HttpResponse } from 'msw';
import type { AuthResponse, SubscriptionLookupResponse } from '../../contract/index.ts';
import {
  emailPattern,
  endpoints,
  errorFields,
  passwordPolicy,
  serverMessages,
} from '../../contract/index.ts';
import { findAccount, mockDb } from '../db.ts';
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
    if (!account?.subscriber) return errorResponse(404, { errorMessage: serverMessages.noSubscription });
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
    const account = {
      emailAddress,
      password: String(body.password),
      firstName: String(body.firstName).trim(),
      lastName: String(body.lastName).trim(),
      // A print-only subscriber who registers keeps the subscription.
      subscriber: existing?.subscriber ?? null,
      giftQuota: null,
      restricted: false,
      locked: false,
      failures: 0,
      optIn: body.optIn,
      attributes: [],
    };
    mockDb.accounts.set(emailAddress, account);
    startSession(emailAddress);
    return HttpResponse.json<AuthResponse>(authResponseFor(account), { status: 201 });
  }),
];
