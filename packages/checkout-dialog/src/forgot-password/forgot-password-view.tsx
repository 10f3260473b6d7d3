import { useState } from 'react';
import {
  FlowForm,
  FormAlert,
  LinkButton,
  requestPasswordReset,
  SecondaryButton,
  SubmitButton,
  TextField,
  type CaptchaProviders,
} from '@masthead/auth-flow';
import { Heading } from '@masthead/ui-kit';
import { copy } from '../copy.ts';
import { canReset, type ResetValues } from '../rules.ts';
import { validateWith } from '../validate.ts';
import styles from '../checkout-dialog.module.css';

export interface ForgotPasswordViewProps {
  defaultEmail: string;
  captchaProviders?: Partial<CaptchaProviders> | undefined;
  onSignIn: (email: string) => void;
  /** The confirmation shows: the dialog closes 3 s later. */
  onSent: () => void;
}

const validate = validateWith<ResetValues>((s) => s.resetSchema);

/** docs/behaviour.md#checkout-dialog forgot-password view; docs/behaviour.md#sign-in-errors outcomes of the checkout dialog. */
export function ForgotPasswordView({
  defaultEmail,
  captchaProviders,
  onSignIn,
  onSent,
}: ForgotPasswordViewProps) {
  const [sent, setSent] = useState<string | null>(null);
  const onSubmit = async (values: ResetValues) => {
    setSent(null);
    const outcome = await requestPasswordReset(values, { captchaProviders });
    if (outcome.kind === 'sent') {
      setSent(outcome.message);
      onSent();
    }
    return outcome;
  };

  return (
    <FlowForm
      initialValues={{ emailAddress: defaultEmail }}
      validate={validate}
      onSubmit={onSubmit}
      className={styles.form}
    >
      {({ values, loading, failure, alert }) => (
        <>
          <Heading level={3} size="sm">
            {copy.forgotPassword.heading}
          </Heading>
          <p>{copy.forgotPassword.intro}</p>
          <TextField
            name="emailAddress"
            type="email"
            label={copy.forgotPassword.email}
            autoComplete="email"
            required
          />
          <FormAlert tone="success">{sent}</FormAlert>
          {/* docs/behaviour.md#errors: a 423 replaces the confirmation with the lockout notice. */}
          {alert}
          {failure && failure.problem.kind !== 'reset-locked' ? (
            <SecondaryButton onClick={() => onSignIn(values.emailAddress)}>
              {copy.forgotPassword.onToSignIn}
            </SecondaryButton>
          ) : null}
          <SubmitButton
            disabled={!canReset(values) || sent !== null}
            loading={loading}
            loadingLabel={copy.loading}
          >
            {copy.forgotPassword.send}
          </SubmitButton>
          <p>
            <LinkButton onClick={() => onSignIn(values.emailAddress)}>
              {copy.forgotPassword.backToSignIn}
            </LinkButton>
          </p>
        </>
      )}
    </FlowForm>
  );
}
