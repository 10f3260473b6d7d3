import {
  FlowForm,
  LinkButton,
  PasswordField,
  submitSignIn,
  SubmitButton,
  TextField,
  type CaptchaProviders,
} from '@masthead/auth-flow';
import type { AccountView } from '@masthead/store';
import { copy } from '../copy.ts';
import { validateWith } from '../validate.ts';
import styles from '../views.module.css';

export interface SignInViewProps {
  /** Text shown above the form (e.g. a paywall's). */
  customText?: string | undefined;
  onViewChange: (view: AccountView) => void;
  /** The user is stored and the events sent: the dialog closes. */
  onSignedIn: () => void;
  captchaProviders?: Partial<CaptchaProviders> | undefined;
}

const initialValues = { emailAddress: '', password: '' };
const validate = validateWith<typeof initialValues>((s) => s.signInSchema);

/** View 0 (docs/behaviour.md#account-dialog): email and password; success stores the user and closes the dialog. */
export function SignInView({ customText, onViewChange, onSignedIn, captchaProviders }: SignInViewProps) {
  const submit = async (values: typeof initialValues) => {
    const outcome = await submitSignIn(values, { captchaProviders });
    if (outcome.kind === 'signed-in') onSignedIn();
    return outcome;
  };

  return (
    <div className={styles.view}>
      {customText ? <p className={styles.customText}>{customText}</p> : null}
      <p className={styles.switchLine}>
        {copy.noAccount}{' '}
        <LinkButton onClick={() => onViewChange('register')}>{copy.createAccountLink}</LinkButton>
      </p>
      <FlowForm initialValues={initialValues} validate={validate} onSubmit={submit}>
        {({ values, loading, failure, alert }) => (
          <>
            {alert}
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
              disabled={
                !values.emailAddress.trim() || !values.password || Boolean(failure?.message.blocksSubmit)
              }
            >
              {copy.signInButton}
            </SubmitButton>
          </>
        )}
      </FlowForm>
    </div>
  );
}
