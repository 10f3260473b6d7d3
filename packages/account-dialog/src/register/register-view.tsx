import { Form, Formik, useFormikContext } from 'formik';
import { useEffect, useState } from 'react';
import type { ApiProblem } from '@masthead/api';
import {
  CheckboxField,
  FormAlert,
  LinkButton,
  OnEdit,
  PasswordField,
  SubmitButton,
  TextField,
  useSubmission,
} from '@masthead/auth-forms';
import type { AccountView } from '@masthead/store';
import { copy, links, validation } from '../copy.ts';
import { registerMessage, WithServiceLink } from '../problem-text.tsx';
import { isEmail } from '../email.ts';
import { loadActions } from '../load-actions.ts';
import { lazyValidate } from '../validate.ts';
import type { DialogServices } from '../services.ts';
import styles from '../views.module.css';

export interface RegisterViewProps {
  onViewChange: (view: AccountView) => void;
  services: DialogServices;
}

const initialValues = { firstName: '', lastName: '', emailAddress: '', password: '', optIn: false };
type Values = typeof initialValues;
const validate = lazyValidate<Values>((s) => s.registerSchema);

/** SPEC 4: on a US location the opt-in starts checked (unless the reader already chose). */
function UsOptIn({ isUs }: { isUs: boolean }) {
  const { setFieldValue, touched } = useFormikContext<Values>();
  useEffect(() => {
    if (isUs && !touched.optIn) void setFieldValue('optIn', true, false);
    // Only when the answer arrives; the reader's own choice wins afterwards.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isUs]);
  return null;
}

/** View 1 (SPEC 2.1): lookup first, then create; success goes on to the questionnaire. */
export function RegisterView({ onViewChange, services }: RegisterViewProps) {
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  const [isUs, setIsUs] = useState(false);
  const { loading, run } = useSubmission();
  const { usLocation, navigate } = services;

  useEffect(() => {
    // Once per session (the analytics package keeps count); loaded with the submit logic.
    // If the chunk fails to load the event is lost; the submit reports the failure.
    loadActions().then(
      ({ trackRegistrationStart }) => trackRegistrationStart(),
      () => undefined,
    );
  }, []);

  useEffect(() => {
    let active = true;
    void usLocation.isUs().then((us) => {
      if (active) setIsUs(us);
    });
    return () => {
      active = false;
    };
  }, [usLocation]);

  const submit = (values: Values) =>
    run(async () => {
      const { registerAction } = await loadActions();
      const outcome = await registerAction(values, services.captcha);
      if (outcome.kind === 'subscription-exists')
        navigate(links.subscriberRegistration(outcome.emailAddress));
      else if (outcome.kind === 'registered') onViewChange('profile-settings');
      else setProblem(outcome.problem);
    });

  const formMessage = problem ? registerMessage(problem) : null;
  const passwordError = problem?.kind === 'validation' ? problem.message : undefined;

  return (
    <div className={styles.view}>
      <p className={styles.switchLine}>
        {copy.haveAccount} <LinkButton onClick={() => onViewChange('sign-in')}>{copy.signInLink}</LinkButton>
      </p>
      <Formik initialValues={initialValues} validate={validate} onSubmit={submit}>
        {({ values }) => (
          <Form noValidate>
            <OnEdit onEdit={() => setProblem(null)} />
            <UsOptIn isUs={isUs} />
            <FormAlert>{formMessage ? <WithServiceLink text={formMessage} /> : null}</FormAlert>
            <TextField name="firstName" label={copy.firstName} autoComplete="given-name" required />
            <TextField name="lastName" label={copy.lastName} autoComplete="family-name" required />
            <TextField name="emailAddress" label={copy.email} type="email" autoComplete="email" required />
            <PasswordField
              name="password"
              label={copy.password}
              toggleLabel={copy.showPassword}
              autoComplete="new-password"
              description={validation.passwordHint}
              error={passwordError}
              required
            />
            <CheckboxField name="optIn" label={isUs ? copy.optInUs : copy.optIn} />
            <p className={styles.note}>
              {copy.privacyNote} <a href={links.privacyPolicy}>{copy.privacyPolicy}</a>
            </p>
            <SubmitButton
              loading={loading}
              loadingLabel={copy.loading}
              disabled={
                !values.password ||
                !values.firstName.trim() ||
                !values.lastName.trim() ||
                !isEmail(values.emailAddress)
              }
            >
              {copy.createAccount}
            </SubmitButton>
          </Form>
        )}
      </Formik>
    </div>
  );
}
