/** Registration calls (docs/behaviour.md#states: lookup first, then create). */
import type { AuthResponse, CreateUserRequest } from '../contract/index.ts';
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
 * Creates the account and signs it in. Rejects with `validation` (the server's
 * message, e.g. the password policy), `username-unavailable`, `restricted`, `captcha`.
 */
export function createUser(request: CreateUserRequest): Promise<AuthResponse> {
  return call('createUser', { body: request });
}
