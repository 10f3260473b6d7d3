/**
 * What follows a successful sign-in or registration in the checkout dialog,
 * once the flow has stored the user: the user reference is fetched and handed, with the
 * routine that completes subscription activation, to the opener's callback. Loaded with the
 * API client when the reader is authenticated. The caller closes the dialog afterwards.
 */
import { completeCheckout, getUserReference } from '@masthead/api';
import type { SubscriptionCallback } from '@masthead/store';

/** POST /api/user/subscribe/checkoutComplete: JSON on 200, an ApiError otherwise. */
export const completeActivation = (): Promise<unknown> => completeCheckout();

export async function continueToCheckout(onSubscription: SubscriptionCallback | undefined): Promise<void> {
  let userReference: unknown;
  try {
    userReference = await getUserReference();
  } catch (error) {
    // docs/behaviour.md#errors: a failed user-reference fetch is only logged.
    console.error('[masthead] checkout-dialog: could not fetch the user reference', error);
    return;
  }
  try {
    onSubscription?.(userReference, completeActivation);
  } catch (error) {
    // The page's callback is not ours to fix; the dialog still closes.
    console.error('[masthead] checkout-dialog: the subscription callback failed', error);
  }
}
