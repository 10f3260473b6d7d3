import { Form, Formik } from 'formik';
import { useState } from 'react';
import type { ApiProblem } from '@masthead/api';
import {
  FormAlert,
  LinkButton,
  OnEdit,
  PasswordField,
  SubmitButton,
  TextField,
  useSubmission,
} from '@masthead/auth-forms';
import type { AccountView } from '@masthead/store';
import { copy } from '../copy.ts';
import { loadActions } from '../load-actions.ts';
import { signInMessage, WithServiceLink } from '../problem-text.tsx';
import { lazyValidate } from '../validate.ts';
import type { DialogServices } from '../services.ts';
import styles from '../views.module.css';

export interface SignInViewProps {
  /** Text shown above the form (e.g. a paywall's). */
  customText?: string | undefined;
  onViewChange: (view: AccountView) => void;
  services: DialogServices;
}

const initialValues = { emailAddress: '', password: '' };
const validate = lazyValidate<typeof initialValues>((s) => s.signInSchema);

/** View 0 (SPEC 2.1): email and password; success stores the user and closes the dialog. */
export function SignInView({ customText, onViewChange, services }: SignInViewProps) {
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  const { loading, run } = useSubmission();

  const submit = (values: typeof initialValues) =>
    run(async () => {
      const { signInAction } = await loadActions();
      setProblem(await signInAction(values, services.captcha));
    });

  return (
    <div className={styles.view}>
      {customText ? <p className={styles.customText}>{customText}</p> : null}
      <p className={styles.switchLine}>
        {copy.noAccount}{' '}
        <LinkButton onClick={() => onViewChange('register')}>{copy.createAccountLink}</LinkButton>
      </p>
      <Formik initialValues={initialValues} validate={validate} onSubmit={submit}>
        {({ values }) => (
          <Form noValidate>
            <OnEdit onEdit={() => setProblem(null)} />
            <FormAlert>{problem ? <WithServiceLink text={signInMessage(problem)} /> : null}</FormAlert>
            <TextField name="emailAddress" label={copy.email} type="email" autoComplete="email" required />
            <PasswordField
              name="password"
              label={copy.password}
              toggleLabel={copy.showPassword}
              autoComplete="current-password"
              required
            />
            <div className={styles.row}>
              <LinkButton onClick={() => onViewChange('forgot-password')}>{copy.forgotPassword}</LinkButton>
            </div>
            <SubmitButton
              loading={loading}
              loadingLabel={copy.loading}
              disabled={!values.emailAddress.trim() || !values.password || problem !== null}
            >
              {copy.signInButton}
            </SubmitButton>
          </Form>
        )}
      </Formik>
    </div>
  );
}
