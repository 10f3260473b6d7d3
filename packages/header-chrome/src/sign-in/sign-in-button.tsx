import type { Ref } from 'react';
import { openAccountDialog } from '@masthead/store';
import { useKeptClick } from '@masthead/ui-kit';
import { useMessages } from '@masthead/i18n/react';
import { catalogue } from '../messages.ts';

export interface SignInButtonProps {
  className?: string | undefined;
  /** The button's ref (the header carries focus across the Sign In / greeting swap with it). Default none. */
  buttonRef?: Ref<HTMLButtonElement> | undefined;
}

/**
 * 'Sign In': asks the store for the account dialog at its sign-in view, wherever the header
 * shows it (the bar, the mega menu). The `data-masthead-opens` mark lets the loader fetch the
 * dialog on intent (a pointer over it, focus, a touch) and answer a click made before the
 * header's code is in; in prerendered markup the button also keeps such a click.
 */
export function SignInButton({ className, buttonRef }: SignInButtonProps) {
  const kept = useKeptClick(className);
  const copy = useMessages(catalogue);
  return (
    <button
      ref={buttonRef}
      type="button"
      aria-haspopup="dialog"
      data-masthead-opens="account"
      onClick={() => openAccountDialog({ view: 'sign-in' })}
      {...kept.props}
    >
      {copy.signInLabel}
      {kept.marker}
    </button>
  );
}
