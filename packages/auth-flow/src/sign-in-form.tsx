import type { SignInMethod } from '@masthead/analytics';
import { useMessages } from '@masthead/i18n/react';
import { AuthForm, type DialogFormProps } from './auth-form.tsx';
import { canSignIn } from './form-rules.ts';
import { catalogue } from './messages.ts';
import { submitSignIn } from './operations.ts';
import type { SignInValues } from './outcomes.ts';
import { PasskeySignIn } from './passkey-sign-in.tsx';
import { PasswordField } from './password-field.tsx';
import { TextField } from './text-field.tsx';
import { AsideLink, ViewPrompt, type ViewAction, type ViewPromptProps } from './view-link.tsx';

export interface SignInFormProps extends DialogFormProps {
  /**
   * Signed in, the user stored and the events sent: the dialog's next step (awaited), told how
   * the reader signed in ('password' or 'passkey').
   */
  onSignedIn: (method: SignInMethod) => void | Promise<void>;
  /** Above the fields, the way to register: "Don't have an account?" 'Create an account'. Default none. */
  prompt?: ViewPromptProps | undefined;
  /** Under the password, at the right edge: 'Forgot your password'. Default none. */
  forgotPassword?: ViewAction | undefined;
}

/**
 * Email and password, submitted to `submitSignIn` (docs/behaviour.md#sign-in-flow); with the
 * dialog's `copy.passkeySignIn`, passkeys too: a button after the submit button, and the email
 * field's autofill (docs/behaviour.md#passkeys).
 */
export function SignInForm({
  copy,
  validation,
  defaultEmail = '',
  captchaProviders,
  onSignedIn,
  prompt,
  forgotPassword,
  header,
  beforeSubmit,
  ...form
}: SignInFormProps) {
  const messages = useMessages(catalogue);
  const submit = async (values: SignInValues) => {
    const outcome = await submitSignIn(values, { captchaProviders, messages });
    if (outcome.kind === 'signed-in') await onSignedIn('password');
    return outcome;
  };
  const passkeyLabel = copy.passkeySignIn;
  return (
    <AuthForm
      {...form}
      copy={copy}
      header={
        <>
          {header}
          {prompt ? <ViewPrompt {...prompt} /> : null}
        </>
      }
      beforeSubmit={
        <>
          {forgotPassword ? <AsideLink {...forgotPassword} /> : null}
          {beforeSubmit}
        </>
      }
      initialValues={{ emailAddress: defaultEmail, password: '' }}
      validate={validation.validate.signIn}
      onSubmit={submit}
      canSubmit={(values) => canSignIn(values, validation)}
      alternative={
        passkeyLabel
          ? (state) => (
              <PasskeySignIn label={passkeyLabel} form={state} onSignedIn={() => onSignedIn('passkey')} />
            )
          : undefined
      }
    >
      {() => (
        <>
          {/* `webauthn` last: the browser offers the site's passkeys among the suggestions. */}
          <TextField
            name="emailAddress"
            label={copy.email}
            type="email"
            autoComplete={passkeyLabel ? 'username webauthn' : 'email'}
            required
          />
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
