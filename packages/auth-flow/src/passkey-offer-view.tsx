import { useEffect, useRef, useState } from 'react';
import { useMessages } from '@masthead/i18n/react';
import { FormActions, FormAlert, PrimaryButton, SecondaryButton } from './buttons.tsx';
import { Confirmation } from './confirmation.tsx';
import { ConfirmSignInForm } from './confirm-sign-in-form.tsx';
import { catalogue } from './messages.ts';
import { addPasskey } from './operations.ts';
import type { Failure } from './outcomes.ts';
import { markOffered } from './passkey-offer.ts';
import styles from './passkeys.module.css';
import { ProblemText } from './problem-text.tsx';
import { useFocusReturn } from './use-focus-return.ts';
import { useReauthentication } from './use-reauthentication.ts';

export interface PasskeyOfferViewProps {
  /** Added: the dialog closes 3 s later. */
  onAdded: () => void;
  /** 'Not now': the dialog closes now. */
  onDecline: () => void;
}

/**
 * 'Sign in faster next time with a passkey' (docs/behaviour.md#passkeys): made once in a browser,
 * after a password sign-in. 'Add a passkey' asks the browser for one (the password again first,
 * should the sign-in have grown old meanwhile); 'Not now' closes.
 */
export function PasskeyOfferView({ onAdded, onDecline }: PasskeyOfferViewProps) {
  const ref = useRef<HTMLDivElement>(null);
  const copy = useMessages(catalogue);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [added, setAdded] = useState(false);
  const reauthentication = useReauthentication();
  const { asking } = reauthentication;
  const remember = useFocusReturn(!busy && !asking);
  useEffect(() => {
    const win = ref.current?.ownerDocument.defaultView;
    if (win) markOffered(win);
  }, []);

  const add = async () => {
    setBusy(true);
    setFailure(null);
    const outcome = await addPasskey({ messages: copy });
    setBusy(false);
    if (outcome.kind === 'failed') {
      // Left long enough for the sign-in to count as old: the password first, then again.
      if (!reauthentication.hold(outcome, () => void add())) setFailure(outcome);
      return;
    }
    setAdded(true);
    onAdded();
  };

  if (added) return <Confirmation>{copy.passkeyAdded}</Confirmation>;
  return (
    <div ref={ref}>
      <p className={styles.intro}>{copy.passkeyOfferIntro}</p>
      {asking ? (
        <ConfirmSignInForm onConfirmed={reauthentication.confirmed} onCancel={reauthentication.cancel} />
      ) : null}
      <FormAlert>{failure ? <ProblemText text={failure.message.text} /> : null}</FormAlert>
      <FormActions>
        <PrimaryButton
          onClick={() => {
            remember(ref.current?.ownerDocument.activeElement);
            void add();
          }}
          loading={busy}
          disabled={asking}
          loadingLabel={copy.loading}
        >
          {copy.addPasskey}
        </PrimaryButton>
        <SecondaryButton onClick={onDecline} disabled={busy || asking}>
          {copy.notNow}
        </SecondaryButton>
      </FormActions>
    </div>
  );
}
