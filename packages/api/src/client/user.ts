/** Calls for the signed-in user (docs/behaviour.md#calls); each rejects with `unauthenticated` when anonymous. */
import type {
  CheckoutCompleteResponse,
  UpdateProfileRequest,
  UserProfile,
  UserReference,
} from '../contract/index.ts';
import { call } from './http.ts';

/** Saves the profile questionnaire (displayName, emailAddress, attributes). */
export function updateProfile(request: UpdateProfileRequest): Promise<void> {
  return call('updateProfile', { body: request });
}

/** The analytics profile (docs/behaviour.md#data); `{ state: 'Anonymous' }` for anonymous visitors. */
export function getUserProfile(options: { signal?: AbortSignal } = {}): Promise<UserProfile> {
  return call('userProfile', options);
}

/** The reference the checkout dialog hands to its subscription callback. */
export function getUserReference(): Promise<UserReference> {
  return call('userReference');
}

/** POST /api/user/subscribe/checkoutComplete with an empty JSON body (docs/behaviour.md#calls). */
export function completeCheckout(): Promise<CheckoutCompleteResponse> {
  return call('checkoutComplete', { body: {} });
}
