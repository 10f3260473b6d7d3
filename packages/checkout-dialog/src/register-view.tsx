import { Form, Formik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { trackRegistrationStart } from '@masthead/analytics';
import {
  FormAlert,
  LinkButton,
  PasswordField,
  SecondaryButton,
  SubmitButton,
  TextField,
} from '@masthead/auth-forms';
import type { AuthResult } from '@masthead/store';
import { Heading, VisuallyHidden } from '@masthead/ui-kit';
import { copy, links } from './copy.ts';
import type { RegisterError } from './errors.ts';
import { navigate } from './navigate.ts';
import { loadActions } from './load-actions.ts';
import { canRegister, type RegisterValues } from './rules.ts';
import { lazyValidate } from './validate.ts';
import styles from './checkout-dialog.module.css';

export interface RegisterViewProps {
  giftMode: boolean;
  defaultEmail: string;
  onAuthenticated: (result: AuthResult) => Promise<void>;
  /** Back to sign in, with the email typed here. */
  onSignIn: (email: string) => void;
}

const validate = lazyValidate<RegisterValues>((s) => s.registerSchema);

/** SPEC 2.2 register view, SPEC 5 checkout rules, SPEC 8 register errors. */
export function RegisterView({ giftMode, defaultEmail, onAuthenticated, onSignIn }: RegisterViewProps) {
  const [failure, setFailure] = useState<RegisterError | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const initialValues: RegisterValues = {
    firstName: '',
    lastName: '',
    emailAddress: defaultEmail,
    password: '',
  };

  // SPEC 4: registration start when the view shows, once per session (analytics counts).
  useEffect(() => {
    trackRegistrationStart();
  }, []);

  const onSubmit = async (values: RegisterValues) => {
    setFailure(null);
    const actions = await loadActions().catch(() => null);
    if (!actions) return setFailure({ kind: 'form', message: copy.errors.generic });
    try {
      const outcome = await actions.submitRegister(values);
      if (outcome.kind === 'created') return await onAuthenticated(outcome.result);
      // SPEC 4: a subscription exists for this email; its registration page takes over.
      navigate(formRef.current, links.subscriberRegistration(values.emailAddress.trim()));
    } catch (error) {
      setFailure(actions.registerError(error));
    }
  };

  return (
    <Formik initialValues={initialValues} validate={validate} onSubmit={onSubmit}>
      {({ values, isSubmitting }) => (
        <Form ref={formRef} noValidate className={styles.form}>
          <Heading level={3} size="sm">
            {copy.register.heading}
          </Heading>
          {giftMode ? <p className={styles.notice}>{copy.giftNotice}</p> : null}
          <TextField name="firstName" label={copy.register.firstName} autoComplete="given-name" required />
          <TextField name="lastName" label={copy.register.lastName} autoComplete="family-name" required />
          <TextField
            name="emailAddress"
            type="email"
            label={copy.register.email}
            autoComplete="email"
            required
          />
          <PasswordField
            name="password"
            label={copy.register.password}
            autoComplete="new-password"
            description={copy.passwordHint}
            error={failure?.kind === 'password' ? failure.message : undefined}
            toggleLabel={copy.showPassword}
            required
          />
          <FormAlert>{failure && failure.kind !== 'password' ? failure.message : null}</FormAlert>
          {failure?.kind === 'unavailable' ? (
            <SecondaryButton onClick={() => onSignIn(values.emailAddress)}>
              {copy.register.signInInstead}
            </SecondaryButton>
          ) : null}
          <SubmitButton disabled={!canRegister(values)} loading={isSubmitting}>
            {giftMode ? copy.submit.gift : copy.submit.checkout}
          </SubmitButton>
          <p>
            <LinkButton onClick={() => onSignIn(values.emailAddress)}>{copy.register.toSignIn}</LinkButton>
          </p>
          <p className={styles.small}>
            {copy.register.privacyPrefix}
            <a href={links.privacyPolicy} target="_blank" rel="noopener">
              {copy.register.privacyLink}
              <VisuallyHidden>{copy.newTab}</VisuallyHidden>
            </a>
            {copy.register.privacySuffix}
          </p>
        </Form>
      )}
    </Formik>
  );
}
