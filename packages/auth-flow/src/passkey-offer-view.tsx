import { useEffect, useRef, useState } from 'react';
import { FormActions, FormAlert, PrimaryButton, SecondaryButton } from './buttons.tsx';
import { Confirmation } from './confirmation.tsx';
import { addPasskey } from './operations.ts';
import type { Failure } from './outcomes.ts';
import { passkeyCopy as copy } from './passkey-copy.ts';
import { markOffered } from './passkey-offer.ts';
import styles from './passkeys.module.css';
import { ProblemText } from './problem-text.tsx';

export interface PasskeyOfferViewProps {
  /** Added: the dialog closes 3 s later. */
  onAdded: () => void;
  /** 'Not now': the dialog closes now. */
  onDecline: () => void;
}

/**
 * 'Sign in faster next time with a passkey' (docs/behaviour.md#passkeys): made once in a browser,
 * after a password sign-in. 'Add a passkey' asks the browser for one; 'Not now' closes.
 */
export function PasskeyOfferView({ onAdded, onDecline }: PasskeyOfferViewProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [added, setAdded] = useState(false);
  useEffect(() => {
    const win = ref.current?.ownerDocument.defaultView;
    if (win) markOffered(win);
  }, []);

  const add = async () => {
    setBusy(true);
    setFailure(null);
    const outcome = await addPasskey();
    setBusy(false);
    if (outcome.kind === 'failed') {
      setFailure(outcome);
      return;
    }
    setAdded(true);
    onAdded();
  };

  if (added) return <Confirmation>{copy.passkeyAdded}</Confirmation>;
  return (
    <div ref={ref}>
      <p className={styles.intro}>{copy.passkeyOfferIntro}</p>
      <FormAlert>{failure ? <ProblemText text={failure.message.text} /> : null}</FormAlert>
      <FormActions>
        <PrimaryButton onClick={() => void add()} loading={busy} loadingLabel={copy.loading}>
          {copy.addPasskey}
        </PrimaryButton>
        <SecondaryButton onClick={onDecline} disabled={busy}>
          {copy.notNow}
        </SecondaryButton>
      </FormActions>
    </div>
  );
}
