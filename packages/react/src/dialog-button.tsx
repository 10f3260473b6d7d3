'use client';
/**
 * A page's own opener of the account or the checkout dialog (a paywall's Sign In, a plan's
 * Subscribe). It carries `data-masthead-opens`, so the loader fetches the dialog as soon as a
 * reader points at, focuses or touches it, and a click opens the dialog through the page API,
 * once the loader has run if it has not yet.
 */
import { useEffect, useRef, type ComponentPropsWithoutRef, type MouseEvent } from 'react';
import { whenMasthead } from './page-api.ts';
import type { AccountDialogOptions, CheckoutDialogOptions, MastheadPageApi } from './types.ts';

type Opener =
  | {
      /** Which dialog the button opens. */
      dialog: 'account';
      /** What `Masthead.openAccountDialog` takes: `view`, `fromPaywall`, `customText`, … Default `{}`. */
      options?: AccountDialogOptions | undefined;
    }
  | {
      dialog: 'checkout';
      /** What `Masthead.openCheckoutDialog` takes: `giftMode`, `onSubscription`. Default `{}`. */
      options?: CheckoutDialogOptions | undefined;
    };

export type MastheadDialogButtonProps = Opener & Omit<ComponentPropsWithoutRef<'button'>, 'type'>;

function open(api: MastheadPageApi, opener: Opener): void {
  switch (opener.dialog) {
    case 'account':
      api.openAccountDialog(opener.options ?? {});
      return;
    case 'checkout':
      api.openCheckoutDialog(opener.options ?? {});
      return;
  }
}

/**
 * A `<button type="button">` that opens `dialog` with `options`. `onClick` runs first; calling
 * `preventDefault()` in it keeps the dialog closed.
 */
export function MastheadDialogButton({ dialog, options, onClick, ...button }: MastheadDialogButtonProps) {
  // A click before the loader has run opens the dialog once it has; only the last one does.
  const pending = useRef<(() => void) | null>(null);
  useEffect(() => () => pending.current?.(), []);

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    pending.current?.();
    const opener = { dialog, options } as Opener;
    pending.current = whenMasthead(event.currentTarget.ownerDocument, (api) => {
      pending.current = null;
      open(api, opener);
    });
  };

  return <button {...button} type="button" data-masthead-opens={dialog} onClick={handleClick} />;
}
