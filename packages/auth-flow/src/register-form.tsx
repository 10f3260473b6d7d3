import { useMessages } from '@masthead/i18n/react';
import { AuthForm, type DialogFormProps } from './auth-form.tsx';
import { canRegister } from './form-rules.ts';
import { catalogue } from './messages.ts';
import { submitRegistration } from './operations.ts';
import { OptInField, type OptInFieldProps } from './opt-in-field.tsx';
import type { RegisterValues } from './outcomes.ts';
import { NewPasswordField } from './password-field.tsx';
import { TextField } from './text-field.tsx';
import { ViewPrompt, type ViewAction, type ViewPromptProps } from './view-link.tsx';

export interface RegisterFormProps extends DialogFormProps {
  /** The email opt-in after the fields. Default none: nobody is opted in. */
  optIn?: OptInFieldProps | undefined;
  /** Registered, the user stored and the events sent: the dialog's next step (awaited). */
  onRegistered: () => void | Promise<void>;
  /** Leaves the page for subscriber registration: a subscription exists for the email. */
  navigate: (url: string) => void;
  /** A button beside the unavailable-username message, to sign in instead. Default none. */
  signInInstead?: ViewAction | undefined;
  /** Above the fields, the way to sign in: 'Already have an account?' 'Sign in'. Default none. */
  prompt?: ViewPromptProps | undefined;
}

/**
 * First name, last name, email and password (with the hint and the server's message under it),
 * submitted to `submitRegistration` (docs/behaviour.md#registration-flow).
 */
export function RegisterForm({
  copy,
  validation,
  defaultEmail = '',
  captchaProviders,
  optIn,
  onRegistered,
  navigate,
  signInInstead,
  prompt,
  header,
  ...form
}: RegisterFormProps) {
  const messages = useMessages(catalogue);
  const submit = async (values: RegisterValues) => {
    const outcome = await submitRegistration(values, { captchaProviders, messages });
    if (outcome.kind === 'subscription-exists') navigate(outcome.url);
    else if (outcome.kind === 'registered') await onRegistered();
    return outcome;
  };
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
      initialValues={{ firstName: '', lastName: '', emailAddress: defaultEmail, password: '', optIn: false }}
      validate={validation.validate.register}
      onSubmit={submit}
      canSubmit={(values) => canRegister(values, validation)}
      recovery={signInInstead}
      recoveryFor={(failure) => failure.problem.kind === 'username-unavailable'}
    >
      {({ failure }) => (
        <>
          <TextField name="firstName" label={copy.firstName} autoComplete="given-name" required />
          <TextField name="lastName" label={copy.lastName} autoComplete="family-name" required />
          <TextField name="emailAddress" label={copy.email} type="email" autoComplete="email" required />
          <NewPasswordField label={copy.registerPassword ?? copy.password} copy={copy} failure={failure} />
          {optIn ? <OptInField {...optIn} /> : null}
        </>
      )}
    </AuthForm>
  );
}
