import type { ReactNode } from 'react';
import { useMessages } from '@masthead/i18n/react';
import { AuthForm, type DialogFormProps } from './auth-form.tsx';
import { canRequestReset } from './form-rules.ts';
import { catalogue } from './messages.ts';
import { requestPasswordReset } from './operations.ts';
import type { ResetOutcome, ResetValues } from './outcomes.ts';
import { TextField } from './text-field.tsx';
import type { ViewAction } from './view-link.tsx';

/** The reset failures the dialogs name in words (docs/behaviour.md#reset-outcomes), and the rate limit's. */
const namedResetFailures = new Set(['reset-locked', 'restricted', 'rate-limited']);

export interface ForgotPasswordFormProps extends DialogFormProps {
  /** The confirmation shows: the dialog closes 3 s later (`closeSoon`). */
  onSent: () => void;
  /** Under the email while it is empty or not valid: a way to get help. Default none. */
  help?: ReactNode;
  /**
   * A button beside any failure's message but the lockout's, back to sign in; with it, a
   * failure other than the lockout, a restricted account or a rate limit is told to screen
   * readers only.
   * Default none.
   */
  toSignIn?: ViewAction | undefined;
}

/**
 * The email a reset link goes to, submitted to `requestPasswordReset`; once sent (or a 404)
 * the confirmation takes the place of the form but for its footer (docs/behaviour.md#reset-outcomes).
 */
export function ForgotPasswordForm({
  copy,
  validation,
  defaultEmail = '',
  captchaProviders,
  onSent,
  help,
  toSignIn,
  ...form
}: ForgotPasswordFormProps) {
  const messages = useMessages(catalogue);
  return (
    <AuthForm
      {...form}
      copy={copy}
      initialValues={{ emailAddress: defaultEmail }}
      validate={validation.validate.reset}
      onSubmit={(values: ResetValues) => requestPasswordReset(values, { captchaProviders, messages })}
      canSubmit={(values) => canRequestReset(values, validation)}
      confirmation={(outcome: ResetOutcome) => (outcome.kind === 'sent' ? outcome.message : null)}
      onDone={onSent}
      // docs/behaviour.md#checkout-errors: the lockout is no reason to go back to sign in, and
      // with the button a failure other than the lockout or a restricted account shows no text.
      recovery={toSignIn}
      recoveryFor={(failure) => failure.problem.kind !== 'reset-locked'}
      unseenFor={toSignIn ? (failure) => !namedResetFailures.has(failure.problem.kind) : undefined}
    >
      {({ values }) => (
        <>
          <TextField name="emailAddress" label={copy.email} type="email" autoComplete="email" required />
          {validation.validEmail(values.emailAddress) ? null : help}
        </>
      )}
    </AuthForm>
  );
}
