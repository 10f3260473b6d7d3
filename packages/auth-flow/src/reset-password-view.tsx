import { useState } from 'react';
import type { Format } from '@masthead/i18n';
import { useMessages } from '@masthead/i18n/react';
import { AuthForm } from './auth-form.tsx';
import { FormActions, SecondaryButton } from './buttons.tsx';
import type { FormCopy, Validate } from './form-rules.ts';
import { catalogue } from './messages.ts';
import { completePasswordReset } from './operations.ts';
import type { CompleteResetOutcome, Failure } from './outcomes.ts';
import { NewPasswordField } from './password-field.tsx';
import { ProblemText } from './problem-text.tsx';
import { RichText } from './rich-text.tsx';
import { useResetLink } from './use-reset-link.ts';
import styles from './fields.module.css';

/** The words of 'Choose a new password' (docs/behaviour.md#reset-completion), from the dialog's catalogue. */
export interface ResetPasswordCopy extends Pick<FormCopy, 'loading' | 'showPassword' | 'passwordHint'> {
  newPassword: string;
  /** Whose account it resets: 'Choose a new password for {email}' (the email in bold). */
  resetFor: Format;
  checkingLink: string;
  savePassword: string;
  newLink: string;
  passwordChanged: string;
  goBack: string;
}

export interface ResetPasswordViewProps {
  /** The token of the mailed link (the request's `resetToken`); missing counts as an unusable link. */
  token: string | undefined;
  copy: ResetPasswordCopy;
  /** The new password's messages: the dialog's schema. */
  validate: Validate<NewPasswordValues>;
  /** 'Request a new link': the dialog's forgot-password view. */
  onNewLink: () => void;
  /** 'Go back': the dialog's sign-in view. */
  onBack: () => void;
  /** The reader is signed in and the confirmation shows: the dialog closes 3 s later. */
  onReset: () => void;
}

export interface NewPasswordValues {
  password: string;
}

const initialValues: NewPasswordValues = { password: '' };

/** A link that cannot be used (expired, used, unknown): its message and the way to a new link. */
function LinkProblem({
  failure,
  label,
  onNewLink,
}: {
  failure: Failure;
  label: string;
  onNewLink: () => void;
}) {
  const newLink = failure.problem.kind === 'reset-token-invalid';
  return (
    <>
      <p role="alert" className={styles.lead}>
        <ProblemText text={failure.message.text} />
      </p>
      {newLink ? (
        <FormActions>
          <SecondaryButton onClick={onNewLink}>{label}</SecondaryButton>
        </FormActions>
      ) : null}
    </>
  );
}

/**
 * 'Choose a new password' (docs/behaviour.md#reset-completion): opened from a mailed reset link.
 * The link is checked first; the new password signs the reader in, a confirmation shows, then
 * the dialog closes after 3 s.
 */
export function ResetPasswordView({
  token,
  copy,
  validate,
  onNewLink,
  onBack,
  onReset,
}: ResetPasswordViewProps) {
  const messages = useMessages(catalogue);
  const link = useResetLink(token, messages);
  const [linkFailure, setLinkFailure] = useState<Failure | null>(null);

  const submit = async (values: NewPasswordValues) => {
    const outcome = await completePasswordReset(
      { token: token ?? '', password: values.password },
      { messages },
    );
    if (outcome.kind === 'failed' && outcome.problem.kind === 'reset-token-invalid') setLinkFailure(outcome);
    return outcome;
  };

  if (linkFailure) return <LinkProblem failure={linkFailure} label={copy.newLink} onNewLink={onNewLink} />;
  if (link.kind === 'failed')
    return <LinkProblem failure={link} label={copy.newLink} onNewLink={onNewLink} />;
  if (link.kind === 'checking') {
    return (
      <p role="status" className={styles.lead}>
        {copy.checkingLink}
      </p>
    );
  }
  return (
    <AuthForm
      copy={copy}
      submitLabel={copy.savePassword}
      initialValues={initialValues}
      validate={validate}
      onSubmit={submit}
      // Save waits for a password; after a 423 or 403, for an edit too (the flow's rule).
      canSubmit={(values) => values.password !== ''}
      confirmation={(outcome: CompleteResetOutcome) =>
        outcome.kind === 'reset' ? copy.passwordChanged : null
      }
      onDone={onReset}
      header={
        <p className={styles.lead}>
          <RichText message={copy.resetFor} parts={{ email: <strong>{link.emailAddress}</strong> }} />
        </p>
      }
      besideSubmit={<SecondaryButton onClick={onBack}>{copy.goBack}</SecondaryButton>}
    >
      {({ failure }) => <NewPasswordField label={copy.newPassword} copy={copy} failure={failure} />}
    </AuthForm>
  );
}
