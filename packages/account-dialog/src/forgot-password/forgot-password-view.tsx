import { Form, Formik } from 'formik';
import { useState } from 'react';
import type { ApiProblem } from '@masthead/api';
import {
  FormAlert,
  OnEdit,
  SecondaryButton,
  SubmitButton,
  TextField,
  useSubmission,
} from '@masthead/auth-forms';
import type { AccountView } from '@masthead/store';
import { copy, errors, links } from '../copy.ts';
import { resetMessage, WithServiceLink } from '../problem-text.tsx';
import { isEmail } from '../email.ts';
import { loadActions } from '../load-actions.ts';
import { lazyValidate } from '../validate.ts';
import type { DialogServices } from '../services.ts';
import { useAutoClose } from '../use-auto-close.ts';
import styles from '../views.module.css';

export interface ForgotPasswordViewProps {
  onViewChange: (view: AccountView) => void;
  services: DialogServices;
}

const initialValues = { emailAddress: '' };
const validate = lazyValidate<typeof initialValues>((s) => s.forgotPasswordSchema);

/** View 2 (SPEC 2.1): a reset link by email; success (and 404) confirm, then close after 3 s. */
export function ForgotPasswordView({ onViewChange, services }: ForgotPasswordViewProps) {
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  const [sent, setSent] = useState(false);
  const { loading, run } = useSubmission();
  const messageRef = useAutoClose<HTMLParagraphElement>(sent);

  const submit = (values: typeof initialValues) =>
    run(async () => {
      const { resetAction } = await loadActions();
      const failure = await resetAction(values.emailAddress, services.captcha);
      if (failure) setProblem(failure);
      else setSent(true);
    });

  if (sent) {
    return (
      <div className={styles.view} role="status">
        <p ref={messageRef} tabIndex={-1} className={styles.message}>
          {errors.resetSent}
        </p>
      </div>
    );
  }

  return (
    <div className={styles.view}>
      <p className={styles.customText}>{copy.forgotIntro}</p>
      <Formik initialValues={initialValues} validate={validate} onSubmit={submit}>
        {({ values }) => (
          <Form noValidate>
            <OnEdit onEdit={() => setProblem(null)} />
            <FormAlert>{problem ? <WithServiceLink text={resetMessage(problem)} /> : null}</FormAlert>
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
          </Form>
        )}
      </Formik>
    </div>
  );
}
