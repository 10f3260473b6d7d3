import { Form, Formik } from 'formik';
import { useState } from 'react';
import {
  FormAlert,
  LinkButton,
  ProblemText,
  requestPasswordReset,
  SecondaryButton,
  SubmitButton,
  TextField,
  type CaptchaProviders,
  type ResetOutcome,
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

/** SPEC 2.2 forgot-password view; SPEC 4 and 8 outcomes of the checkout dialog. */
export function ForgotPasswordView({
  defaultEmail,
  captchaProviders,
  onSignIn,
  onSent,
}: ForgotPasswordViewProps) {
  const [outcome, setOutcome] = useState<ResetOutcome | null>(null);
  const sent = outcome?.kind === 'sent';
  const failure = outcome?.kind === 'failed' ? outcome : null;

  const onSubmit = async (values: ResetValues) => {
    setOutcome(null);
    const next = await requestPasswordReset(values, { captchaProviders });
    setOutcome(next);
    if (next.kind === 'sent') onSent();
  };

  return (
    <Formik initialValues={{ emailAddress: defaultEmail }} validate={validate} onSubmit={onSubmit}>
      {({ values, isSubmitting }) => (
        <Form noValidate className={styles.form}>
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
          <FormAlert tone="success">{outcome?.kind === 'sent' ? outcome.message : null}</FormAlert>
          {/* SPEC 8: a 423 replaces the confirmation with the lockout notice. */}
          <FormAlert>{failure ? <ProblemText text={failure.message.text} /> : null}</FormAlert>
          {failure && failure.problem.kind !== 'reset-locked' ? (
            <SecondaryButton onClick={() => onSignIn(values.emailAddress)}>
              {copy.forgotPassword.onToSignIn}
            </SecondaryButton>
          ) : null}
          <SubmitButton
            disabled={!canReset(values) || sent}
            loading={isSubmitting}
            loadingLabel={copy.loading}
          >
            {copy.forgotPassword.send}
          </SubmitButton>
          <p>
            <LinkButton onClick={() => onSignIn(values.emailAddress)}>
              {copy.forgotPassword.backToSignIn}
            </LinkButton>
          </p>
        </Form>
      )}
    </Formik>
  );
}
