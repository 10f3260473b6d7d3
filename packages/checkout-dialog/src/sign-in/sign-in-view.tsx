import {
  FlowForm,
  LinkButton,
  PasswordField,
  submitSignIn,
  SubmitButton,
  TextField,
  type CaptchaProviders,
} from '@masthead/auth-flow';
import { Heading } from '@masthead/ui-kit';
import { copy } from '../copy.ts';
import { canSignIn, type SignInValues } from '../rules.ts';
import { validateWith } from '../validate.ts';
import styles from '../checkout-dialog.module.css';

export interface SignInViewProps {
  giftMode: boolean;
  /** The email typed in another view, kept when switching. */
  defaultEmail: string;
  captchaProviders?: Partial<CaptchaProviders> | undefined;
  /** Runs the after-authentication steps; the dialog closes when it resolves. */
  onAuthenticated: () => Promise<void>;
  onRegister: (email: string) => void;
  onForgotPassword: (email: string) => void;
}

const validate = validateWith<SignInValues>((s) => s.signInSchema);

/** docs/behaviour.md#checkout-dialog sign-in view, docs/behaviour.md#checkout-validation checkout rules, docs/behaviour.md#errors sign-in errors. */
export function SignInView({
  giftMode,
  defaultEmail,
  captchaProviders,
  onAuthenticated,
  onRegister,
  onForgotPassword,
}: SignInViewProps) {
  const initialValues: SignInValues = { emailAddress: defaultEmail, password: '' };
  const onSubmit = async (values: SignInValues) => {
    const outcome = await submitSignIn(values, { captchaProviders });
    if (outcome.kind === 'signed-in') await onAuthenticated();
    return outcome;
  };

  return (
    <FlowForm initialValues={initialValues} validate={validate} onSubmit={onSubmit} className={styles.form}>
      {({ values, loading, failure, alert }) => (
        <>
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
          {alert}
          <SubmitButton
            disabled={!canSignIn(values) || Boolean(failure?.message.blocksSubmit)}
            loading={loading}
            loadingLabel={copy.loading}
          >
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
        </>
      )}
    </FlowForm>
  );
}
