import { useState } from 'react';
import {
  AuthForm,
  completePasswordReset,
  FormActions,
  NewPasswordField,
  ProblemText,
  SecondaryButton,
  type CompleteResetOutcome,
  type Failure,
} from '@masthead/auth-flow';
import type { AccountView } from '@masthead/store';
import { copy } from '../copy.ts';
import { validateWith } from '../validation.ts';
import styles from '../views.module.css';
import { useResetLink } from './use-reset-link.ts';

export interface ResetPasswordViewProps {
  /** The token of the mailed link (the request's `resetToken`); missing counts as an unusable link. */
  token: string | undefined;
  onViewChange: (view: AccountView) => void;
  /** The reader is signed in and the confirmation shows: the dialog closes 3 s later. */
  onReset: () => void;
}

const initialValues = { password: '' };
type Values = typeof initialValues;
const validate = validateWith<Values>((s) => s.resetPasswordSchema);

/** A link that cannot be used (expired, used, unknown): its message and the way to a new link. */
function LinkProblem({ failure, onNewLink }: { failure: Failure; onNewLink: () => void }) {
  const newLink = failure.problem.kind === 'reset-token-invalid';
  return (
    <>
      <p role="alert" className={styles.customText}>
        <ProblemText text={failure.message.text} />
      </p>
      {newLink ? (
        <FormActions>
          <SecondaryButton onClick={onNewLink}>{copy.newLink}</SecondaryButton>
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
export function ResetPasswordView({ token, onViewChange, onReset }: ResetPasswordViewProps) {
  const link = useResetLink(token);
  const [linkFailure, setLinkFailure] = useState<Failure | null>(null);

  const submit = async (values: Values) => {
    const outcome = await completePasswordReset({ token: token ?? '', password: values.password });
    if (outcome.kind === 'failed' && outcome.problem.kind === 'reset-token-invalid') setLinkFailure(outcome);
    return outcome;
  };

  const toNewLink = () => onViewChange('forgot-password');
  if (linkFailure) return <LinkProblem failure={linkFailure} onNewLink={toNewLink} />;
  if (link.kind === 'failed') return <LinkProblem failure={link} onNewLink={toNewLink} />;
  if (link.kind === 'checking') {
    return (
      <p role="status" className={styles.customText}>
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
        <p className={styles.customText}>
          {copy.resetFor} <strong>{link.emailAddress}</strong>
        </p>
      }
      besideSubmit={<SecondaryButton onClick={() => onViewChange('sign-in')}>{copy.goBack}</SecondaryButton>}
    >
      {({ failure }) => <NewPasswordField label={copy.newPassword} copy={copy} failure={failure} />}
    </AuthForm>
  );
}
