import {
  FlowForm,
  LinkButton,
  PasswordField,
  SecondaryButton,
  submitRegistration,
  SubmitButton,
  TextField,
  type CaptchaProviders,
} from '@masthead/auth-flow';
import { Heading, VisuallyHidden } from '@masthead/ui-kit';
import { copy, links } from '../copy.ts';
import { canRegister, type RegisterValues } from '../rules.ts';
import { validateWith } from '../validate.ts';
import styles from '../checkout-dialog.module.css';

export interface RegisterViewProps {
  giftMode: boolean;
  defaultEmail: string;
  captchaProviders?: Partial<CaptchaProviders> | undefined;
  onAuthenticated: () => Promise<void>;
  /** Back to sign in, with the email typed here. */
  onSignIn: (email: string) => void;
  /** Leaves the page (a subscription exists for the email). */
  navigate: (url: string) => void;
}

const validate = validateWith<RegisterValues>((s) => s.registerSchema);

/** docs/behaviour.md#checkout-dialog register view, docs/behaviour.md#checkout-validation checkout rules, docs/behaviour.md#errors register errors. */
export function RegisterView({
  giftMode,
  defaultEmail,
  captchaProviders,
  onAuthenticated,
  onSignIn,
  navigate,
}: RegisterViewProps) {
  const initialValues: RegisterValues = {
    firstName: '',
    lastName: '',
    emailAddress: defaultEmail,
    password: '',
  };
  const onSubmit = async (values: RegisterValues) => {
    // This dialog has no opt-in checkbox: nobody is opted in from here.
    const outcome = await submitRegistration({ ...values, optIn: false }, { captchaProviders });
    if (outcome.kind === 'registered') await onAuthenticated();
    else if (outcome.kind === 'subscription-exists') navigate(outcome.url);
    return outcome;
  };

  return (
    <FlowForm initialValues={initialValues} validate={validate} onSubmit={onSubmit} className={styles.form}>
      {({ values, loading, failure, alert }) => (
        <>
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
            error={failure?.message.at === 'password' ? failure.message.text : undefined}
            toggleLabel={copy.showPassword}
            required
          />
          {alert}
          {failure?.problem.kind === 'username-unavailable' ? (
            <SecondaryButton onClick={() => onSignIn(values.emailAddress)}>
              {copy.register.signInInstead}
            </SecondaryButton>
          ) : null}
          <SubmitButton disabled={!canRegister(values)} loading={loading} loadingLabel={copy.loading}>
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
        </>
      )}
    </FlowForm>
  );
}
