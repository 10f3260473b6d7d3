'use client';
/**
 * A plan's button: the checkout dialog in gift mode, then, once the reader is authenticated,
 * the subscription's activation and the next step of the purchase, through the router.
 */
import type { ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { MastheadDialogButton } from '@masthead/react';

export const checkoutKey = 'next-site-checkout';

export function GiftButton({ plan, children }: { plan: string; children: ReactNode }) {
  const router = useRouter();
  return (
    <MastheadDialogButton
      dialog="checkout"
      className="button"
      options={{
        giftMode: true,
        async onSubscription(userReference, completeActivation) {
          const activation = await completeActivation().catch((error: unknown) => ({
            failed: String(error),
          }));
          sessionStorage.setItem(checkoutKey, JSON.stringify({ userReference, activation }));
          router.push(`/gift-recipient?plan=${encodeURIComponent(plan)}`);
        },
      }}
    >
      {children}
    </MastheadDialogButton>
  );
}
