import { AuthForm, type DialogFormProps } from './auth-form.tsx';
import { canSignIn } from './form-rules.ts';
import { submitSignIn } from './operations.ts';
import type { SignInValues } from './outcomes.ts';
import { PasswordField } from './password-field.tsx';
import { TextField } from './text-field.tsx';

export interface SignInFormProps extends DialogFormProps {
  /** Signed in, the user stored and the events sent: the dialog's next step (awaited). */
  onSignedIn: () => void | Promise<void>;
}

/** Email and password, submitted to `submitSignIn` (docs/behaviour.md#sign-in-flow). */
export function SignInForm({
  copy,
  validation,
  defaultEmail = '',
  captchaProviders,
  onSignedIn,
  ...form
}: SignInFormProps) {
  const submit = async (values: SignInValues) => {
    const outcome = await submitSignIn(values, { captchaProviders });
    if (outcome.kind === 'signed-in') await onSignedIn();
    return outcome;
  };
  return (
    <AuthForm
      {...form}
      copy={copy}
      initialValues={{ emailAddress: defaultEmail, password: '' }}
      validate={validation.validate.signIn}
      onSubmit={submit}
      canSubmit={(values) => canSignIn(values, validation)}
    >
      {() => (
        <>
          <TextField name="emailAddress" label={copy.email} type="email" autoComplete="email" required />
          <PasswordField
            name="password"
            label={copy.password}
            toggleLabel={copy.showPassword}
            autoComplete="current-password"
            required
          />
        </>
      )}
    </AuthForm>
  );
}
