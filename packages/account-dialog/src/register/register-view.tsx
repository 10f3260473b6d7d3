import { useFormikContext } from 'formik';
import { useEffect, useRef, useState } from 'react';
import {
  CheckboxField,
  FlowForm,
  LinkButton,
  PasswordField,
  submitRegistration,
  SubmitButton,
  TextField,
  type CaptchaProviders,
  type UsLocation,
} from '@masthead/auth-flow';
import type { AccountView } from '@masthead/store';
import { copy, links, validation } from '../copy.ts';
import { isEmail } from '../email.ts';
import { validateWith } from '../validate.ts';
import styles from '../views.module.css';

export interface RegisterViewProps {
  onViewChange: (view: AccountView) => void;
  /** The US-location check (opt-in default). */
  usLocation: UsLocation;
  /** Leaves the page (a subscription exists for the email). */
  navigate: (url: string) => void;
  captchaProviders?: Partial<CaptchaProviders> | undefined;
}

const initialValues = { firstName: '', lastName: '', emailAddress: '', password: '', optIn: false };
type Values = typeof initialValues;
const validate = validateWith<Values>((s) => s.registerSchema);

/** docs/behaviour.md#account-views: on a US location the opt-in starts checked (unless the reader already chose). */
function UsOptIn({ isUs }: { isUs: boolean }) {
  const { setFieldValue, touched } = useFormikContext<Values>();
  const latest = useRef({ setFieldValue, chosen: false });
  useEffect(() => {
    latest.current = { setFieldValue, chosen: Boolean(touched.optIn) };
  });
  // Only when the answer arrives; the reader's own choice wins afterwards.
  useEffect(() => {
    if (isUs && !latest.current.chosen) void latest.current.setFieldValue('optIn', true, false);
  }, [isUs]);
  return null;
}

/** View 1 (docs/behaviour.md#account-dialog): lookup first, then create; success goes on to the questionnaire. */
export function RegisterView({ onViewChange, usLocation, navigate, captchaProviders }: RegisterViewProps) {
  const [isUs, setIsUs] = useState(false);

  useEffect(() => {
    let active = true;
    void usLocation.isUs().then((us) => {
      if (active) setIsUs(us);
    });
    return () => {
      active = false;
    };
  }, [usLocation]);

  const submit = async (values: Values) => {
    const outcome = await submitRegistration(values, { captchaProviders });
    if (outcome.kind === 'subscription-exists') navigate(outcome.url);
    else if (outcome.kind === 'registered') onViewChange('profile-settings');
    return outcome;
  };

  return (
    <div className={styles.view}>
      <p className={styles.switchLine}>
        {copy.haveAccount} <LinkButton onClick={() => onViewChange('sign-in')}>{copy.signInLink}</LinkButton>
      </p>
      <FlowForm initialValues={initialValues} validate={validate} onSubmit={submit}>
        {({ values, loading, failure, alert }) => (
          <>
            <UsOptIn isUs={isUs} />
            {alert}
            <TextField name="firstName" label={copy.firstName} autoComplete="given-name" required />
            <TextField name="lastName" label={copy.lastName} autoComplete="family-name" required />
            <TextField name="emailAddress" label={copy.email} type="email" autoComplete="email" required />
            <PasswordField
              name="password"
              label={copy.password}
              toggleLabel={copy.showPassword}
              autoComplete="new-password"
              description={validation.passwordHint}
              error={failure?.message.at === 'password' ? failure.message.text : undefined}
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
          </>
        )}
      </FlowForm>
    </div>
  );
}
