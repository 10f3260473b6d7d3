import { useEffect, useRef, useState } from 'react';
import { useMessages } from '@masthead/i18n/react';
import { useServerRender } from '@masthead/ui-kit';
import { SecondaryButton } from './buttons.tsx';
import type { FlowFormState } from './flow-form.tsx';
import { catalogue } from './messages.ts';
import { submitPasskeySignIn } from './operations.ts';
import type { PasskeySignInOutcome, SignInValues } from './outcomes.ts';
import { hasPasskeyAutofill, hasPasskeys } from './passkey-device.ts';
import styles from './fields.module.css';

/** A waiting autofill request is renewed this often: its challenge lives 5 minutes. */
export const AUTOFILL_RENEW_MS = 4 * 60_000;

export interface PasskeySignInProps {
  /** The button's words ('Sign in with a passkey'). */
  label: string;
  /** The sign-in form's state: its operations share the loading state and the message. */
  form: FlowFormState<SignInValues>;
  /** Signed in with a passkey: the dialog's next step (awaited). */
  onSignedIn: () => void | Promise<void>;
}

/** The latest value, for effects that must not restart when it changes. */
function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}

/**
 * Passkeys beside a sign-in form (docs/behaviour.md#passkeys): a 'Sign in with a passkey'
 * button where the browser has WebAuthn, and, where it offers passkeys in autofill, a
 * waiting request that the email field's suggestions answer (its `autocomplete` ends with
 * `webauthn`), made once the reader reaches for the form (a pointer over it, focus in it, a
 * touch, a key), so a dialog opened and left alone fetches no passkey code. Where neither works,
 * nothing shows and the password form works as ever.
 */
export function PasskeySignIn({ label, form, onSignedIn }: PasskeySignInProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [found, setButton] = useState(false);
  const button = useServerRender() || found;
  const [autofill, setAutofill] = useState(false);
  // The reader reached for the form (pointer, focus, touch, a key): autofill is worth its code now.
  const [reached, setReached] = useState(false);
  // Each new round asks the browser again: after the button's try, a failure, or a renewal.
  const [round, setRound] = useState(0);
  const messages = useMessages(catalogue);
  const latest = useLatest({ perform: form.perform, onSignedIn, messages });

  useEffect(() => {
    const win = ref.current?.ownerDocument.defaultView;
    let live = true;
    setButton(hasPasskeys(win));
    void hasPasskeyAutofill(win).then((available) => {
      if (live) setAutofill(available);
    });
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const form = ref.current?.closest('form');
    if (!autofill || reached || !form) return undefined;
    // A key counts too: focus may already be in a field (carried over from the dialog's first
    // view) with no focusin to come, and a reader typing there is reaching for the form. Focus
    // the dialog put there itself, with no key pressed, is not.
    const events = ['pointerover', 'focusin', 'touchstart', 'keydown'] as const;
    const reach = () => setReached(true);
    for (const type of events) form.addEventListener(type, reach, { passive: true });
    return () => {
      for (const type of events) form.removeEventListener(type, reach);
    };
  }, [autofill, reached]);

  useEffect(() => {
    if (!autofill || !reached) return undefined;
    const controller = new AbortController();
    let settle: (outcome: PasskeySignInOutcome) => void = () => undefined;
    const chosen = new Promise<PasskeySignInOutcome>((resolve) => {
      settle = resolve;
    });
    const renewal = setTimeout(() => setRound((count) => count + 1), AUTOFILL_RENEW_MS);
    void submitPasskeySignIn({
      autofill: true,
      signal: controller.signal,
      messages: latest.current.messages,
      onChosen: () => {
        clearTimeout(renewal);
        void latest.current.perform(() => chosen);
      },
    }).then(async (outcome) => {
      // Dismissed: the button asked instead, or the form went; the button's end starts a round.
      if (controller.signal.aborted || outcome.kind === 'dismissed') return;
      if (outcome.kind === 'signed-in') await latest.current.onSignedIn();
      settle(outcome);
      if (outcome.kind === 'failed') setRound((count) => count + 1);
    });
    return () => {
      clearTimeout(renewal);
      controller.abort();
    };
  }, [autofill, reached, round, latest]);

  const signInWithPasskey = () =>
    void form
      .perform(async () => {
        const outcome = await submitPasskeySignIn({ messages });
        if (outcome.kind === 'signed-in') await onSignedIn();
        return outcome;
      })
      .finally(() => setRound((count) => count + 1));

  return (
    <div ref={ref} className={styles.alternative}>
      {button ? (
        <SecondaryButton onClick={signInWithPasskey} disabled={form.loading}>
          {label}
        </SecondaryButton>
      ) : null}
    </div>
  );
}
