import { Form, Formik } from 'formik';
import { useEffect, useState } from 'react';
import { FormAlert, LinkButton, SecondaryButton, SubmitButton, TextField } from '@masthead/auth-forms';
import { Heading } from '@masthead/ui-kit';
import { copy, RESET_CLOSE_DELAY_MS } from './copy.ts';
import type { ResetOutcome } from './errors.ts';
import { loadActions } from './load-actions.ts';
import { canReset, type ResetValues } from './rules.ts';
import { lazyValidate } from './validate.ts';
import styles from './checkout-dialog.module.css';

export interface ForgotPasswordViewProps {
  defaultEmail: string;
  onSignIn: (email: string) => void;
  /** Closes the dialog, 3 s after the confirmation shows (SPEC 4, 9). */
  onDone: () => void;
}

function alertOf(outcome: ResetOutcome | null): string | null {
  if (outcome?.kind === 'locked') return copy.errors.resetLocked;
  return outcome?.kind === 'failed' ? outcome.message : null;
}

const validate = lazyValidate<ResetValues>((s) => s.resetSchema);

/** SPEC 2.2 forgot-password view; SPEC 4 and 8 outcomes of the checkout dialog. */
export function ForgotPasswordView({ defaultEmail, onSignIn, onDone }: ForgotPasswordViewProps) {
  const [outcome, setOutcome] = useState<ResetOutcome | null>(null);
  const sent = outcome?.kind === 'sent';

  useEffect(() => {
    if (!sent) return undefined;
    const timer = setTimeout(onDone, RESET_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [sent, onDone]);

  const onSubmit = async (values: ResetValues) => {
    setOutcome(null);
    const actions = await loadActions().catch(() => null);
    setOutcome(
      actions ? await actions.submitReset(values) : { kind: 'failed', message: copy.errors.generic },
    );
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
          <FormAlert tone="success">{sent ? copy.resetSent : null}</FormAlert>
          {/* SPEC 8: a 423 replaces the confirmation with the lockout notice. */}
          <FormAlert>{alertOf(outcome)}</FormAlert>
          {outcome?.kind === 'failed' ? (
            <SecondaryButton onClick={() => onSignIn(values.emailAddress)}>
              {copy.forgotPassword.onToSignIn}
            </SecondaryButton>
          ) : null}
          <SubmitButton disabled={!canReset(values) || sent} loading={isSubmitting}>
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
