/** Registration calls (docs/behaviour.md#states: lookup first, then create). */
import type {
  AuthResponse,
  CreateUserRequest,
  CreateUserResponse,
  VerifyRegistrationRequest,
} from '../contract/index.ts';
import { isApiProblem } from './api-error.ts';
import { call } from './http.ts';

/** True when a subscription exists for the email (the server answers 404 when none does). */
export async function checkSubscription(emailAddress: string): Promise<boolean> {
  try {
    await call('subscriptionLookup', { query: { email: emailAddress } });
    return true;
  } catch (error) {
    if (isApiProblem(error, 'not-found')) return false;
    throw error;
  }
}

/**
 * Creates the account and signs it in; for an email with a subscription and no account yet,
 * answers `{ verification: 'mailed' }` instead: the account is created when the mailed link
 * is followed (`verifyRegistration`). Rejects with `validation` (the server's message, e.g.
 * the password policy), `username-unavailable`, `restricted`, `captcha`, `rate-limited`.
 */
export function createUser(request: CreateUserRequest): Promise<CreateUserResponse> {
  return call('createUser', { body: request });
}

/** True when create-user signed the reader in (false: the confirmation link was mailed). */
export const isSignedIn = (answer: CreateUserResponse): answer is AuthResponse => 'user' in answer;

/**
 * Follows a mailed confirmation link: creates the account with the subscription of its
 * address and the password its owner chooses now, and signs it in. Rejects with `validation`
 * (field `registration_token`: unknown, expired or used; field `password`: the policy
 * message, the link still usable), `username-unavailable` (the address has an account by
 * now), `restricted`, `rate-limited`.
 */
export function verifyRegistration(request: VerifyRegistrationRequest): Promise<AuthResponse> {
  return call('verifyRegistration', { body: request });
}
