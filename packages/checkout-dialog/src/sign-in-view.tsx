import { Form, Formik } from 'formik';
import { useState } from 'react';
import { FormAlert, LinkButton, OnEdit, PasswordField, SubmitButton, TextField } from '@masthead/auth-forms';
import type { AuthResult } from '@masthead/store';
import { Heading } from '@masthead/ui-kit';
import { copy } from './copy.ts';
import type { SignInError } from './errors.ts';
import { loadActions } from './load-actions.ts';
import { canSignIn, type SignInValues } from './rules.ts';
import { lazyValidate } from './validate.ts';
import styles from './checkout-dialog.module.css';

export interface SignInViewProps {
  giftMode: boolean;
  /** The email typed in another view, kept when switching. */
  defaultEmail: string;
  /** Runs the after-authentication steps; the dialog closes when it resolves. */
  onAuthenticated: (result: AuthResult) => Promise<void>;
  onRegister: (email: string) => void;
  onForgotPassword: (email: string) => void;
}

const validate = lazyValidate<SignInValues>((s) => s.signInSchema);

/** SPEC 2.2 sign-in view, SPEC 5 checkout rules, SPEC 8 sign-in errors. */
export function SignInView({
  giftMode,
  defaultEmail,
  onAuthenticated,
  onRegister,
  onForgotPassword,
}: SignInViewProps) {
  const [failure, setFailure] = useState<SignInError | null>(null);
  const initialValues: SignInValues = { emailAddress: defaultEmail, password: '' };

  const onSubmit = async (values: SignInValues) => {
    setFailure(null);
    const actions = await loadActions().catch(() => null);
    if (!actions) return setFailure({ message: copy.errors.generic, credentials: false });
    try {
      await onAuthenticated(await actions.submitSignIn(values));
    } catch (error) {
      setFailure(actions.signInError(error));
    }
  };

  return (
    <Formik initialValues={initialValues} validate={validate} onSubmit={onSubmit}>
      {({ values, isSubmitting }) => (
        <Form noValidate className={styles.form}>
          {/* SPEC 4: the invalid state clears when the user edits a field. */}
          <OnEdit onEdit={() => setFailure(null)} />
          <Heading level={3} size="sm">
            {copy.signIn.heading}
          </Heading>
          {giftMode ? <p className={styles.notice}>{copy.giftNotice}</p> : null}
          <TextField
            name="emailAddress"
            type="email"
            label={copy.signIn.email}
            autoComplete="email"
            required
          />
          <PasswordField
            name="password"
            label={copy.signIn.password}
            autoComplete="current-password"
            toggleLabel={copy.showPassword}
            required
          />
          <FormAlert>{failure?.message}</FormAlert>
          <SubmitButton disabled={!canSignIn(values) || Boolean(failure?.credentials)} loading={isSubmitting}>
            {giftMode ? copy.submit.gift : copy.submit.checkout}
          </SubmitButton>
          <p>
            <LinkButton onClick={() => onForgotPassword(values.emailAddress)}>
              {copy.signIn.toForgotPassword}
            </LinkButton>
          </p>
          <p>
            <LinkButton onClick={() => onRegister(values.emailAddress)}>{copy.signIn.toRegister}</LinkButton>
          </p>
        </Form>
      )}
    </Formik>
  );
}
