import { useEffect, useRef, useState } from 'react';
import {
  FlowForm,
  requestPasswordReset,
  SecondaryButton,
  SubmitButton,
  TextField,
  type CaptchaProviders,
} from '@masthead/auth-flow';
import type { AccountView } from '@masthead/store';
import { copy, links } from '../copy.ts';
import { isEmail } from '../email.ts';
import { validateWith } from '../validate.ts';
import styles from '../views.module.css';

export interface ForgotPasswordViewProps {
  onViewChange: (view: AccountView) => void;
  /** The confirmation shows: the dialog closes 3 s later. */
  onSent: () => void;
  captchaProviders?: Partial<CaptchaProviders> | undefined;
}

const initialValues = { emailAddress: '' };
const validate = validateWith<typeof initialValues>((s) => s.forgotPasswordSchema);

/** View 2 (docs/behaviour.md#account-dialog): a reset link by email; success (and 404) confirm, then close after 3 s. */
export function ForgotPasswordView({ onViewChange, onSent, captchaProviders }: ForgotPasswordViewProps) {
  const [sent, setSent] = useState<string | null>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);
  // The confirmation takes focus, so it is read and focus stays in the dialog.
  useEffect(() => {
    if (sent !== null) messageRef.current?.focus();
  }, [sent]);

  const submit = async (values: typeof initialValues) => {
    const outcome = await requestPasswordReset(values, { captchaProviders });
    if (outcome.kind === 'sent') {
      setSent(outcome.message);
      onSent();
    }
    return outcome;
  };

  if (sent !== null) {
    return (
      <div className={styles.view} role="status">
        <p ref={messageRef} tabIndex={-1} className={styles.message}>
          {sent}
        </p>
      </div>
    );
  }

  return (
    <div className={styles.view}>
      <p className={styles.customText}>{copy.forgotIntro}</p>
      <FlowForm initialValues={initialValues} validate={validate} onSubmit={submit}>
        {({ values, loading, alert }) => (
          <>
            {alert}
            <TextField name="emailAddress" label={copy.email} type="email" autoComplete="email" required />
            {isEmail(values.emailAddress) ? null : (
              <p className={styles.note}>
                <a href={links.help}>{copy.getHelp}</a>
              </p>
            )}
            <div className={styles.actions}>
              <SubmitButton
                loading={loading}
                loadingLabel={copy.loading}
                disabled={!isEmail(values.emailAddress)}
              >
                {copy.continue}
              </SubmitButton>
              <SecondaryButton onClick={() => onViewChange('sign-in')}>{copy.goBack}</SecondaryButton>
            </div>
          </>
        )}
      </FlowForm>
    </div>
  );
}
