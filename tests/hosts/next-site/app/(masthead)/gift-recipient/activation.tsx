'use client';
/** What the checkout dialog handed over: the reader and the activation's answer. */
import { useSyncExternalStore } from 'react';
import { checkoutKey } from '../subscriptions/gift-button.tsx';

const noSubscription = () => () => undefined;

export function Activation() {
  // Read after hydration (the server has no session storage), without an effect's extra render.
  const handedOver = useSyncExternalStore(
    noSubscription,
    () => sessionStorage.getItem(checkoutKey),
    () => null,
  );
  if (!handedOver) return <p>Waiting for the checkout.</p>;
  const { activation } = JSON.parse(handedOver) as { activation?: { completed?: boolean } };
  return (
    <>
      <p>{activation?.completed ? 'Activation complete.' : 'Activation failed.'}</p>
      <pre data-activation>{handedOver}</pre>
    </>
  );
}
