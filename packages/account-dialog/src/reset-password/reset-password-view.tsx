import { useState } from 'react';
import {
  completePasswordReset,
  Confirmation,
  FlowForm,
  FormActions,
  PasswordField,
  ProblemText,
  SecondaryButton,
  SubmitButton,
  type Failure,
} from '@masthead/auth-flow';
import type { AccountView } from '@masthead/store';
import { copy, validation } from '../copy.ts';
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
  const [done, setDone] = useState(false);

  const submit = async (values: Values) => {
    const outcome = await completePasswordReset({ token: token ?? '', password: values.password });
    if (outcome.kind === 'reset') {
      setDone(true);
      onReset();
    } else if (outcome.problem.kind === 'reset-token-invalid') setLinkFailure(outcome);
    return outcome;
  };

  if (done) return <Confirmation>{copy.passwordChanged}</Confirmation>;
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
    <>
      <p className={styles.customText}>
        {copy.resetFor} <strong>{link.emailAddress}</strong>
      </p>
      <FlowForm initialValues={initialValues} validate={validate} onSubmit={submit}>
        {({ values, loading, failure: refused, alert }) => {
          const error = refused?.message.at === 'password' ? refused.message.text : undefined;
          return (
            <>
              <PasswordField
                name="password"
                label={copy.newPassword}
                toggleLabel={copy.showPassword}
                autoComplete="new-password"
                // The server's refusal is usually the hint itself: said once, as the error.
                description={error === validation.passwordHint ? undefined : validation.passwordHint}
                error={error}
                required
              />
              {alert}
              <FormActions>
                <SubmitButton
                  loading={loading}
                  loadingLabel={copy.loading}
                  // A locked or restricted account cannot try again until the reader changes something.
                  disabled={!values.password || Boolean(refused?.message.blocksSubmit)}
                >
                  {copy.savePassword}
                </SubmitButton>
                <SecondaryButton onClick={() => onViewChange('sign-in')}>{copy.goBack}</SecondaryButton>
              </FormActions>
            </>
          );
        }}
      </FlowForm>
    </>
  );
}
