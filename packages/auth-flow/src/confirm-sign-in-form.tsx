import { useEffect, useId, useRef } from 'react';
import { useMessages } from '@masthead/i18n/react';
import { Heading } from '@masthead/ui-kit';
import { AuthForm } from './auth-form.tsx';
import { SecondaryButton } from './buttons.tsx';
import { catalogue } from './messages.ts';
import { confirmSignIn } from './operations.ts';
import styles from './passkeys.module.css';
import { PasswordField } from './password-field.tsx';

export interface ConfirmSignInFormProps {
  /** The sign-in is confirmed: the change that asked for it runs again. */
  onConfirmed: () => void;
  /** 'Cancel': the change is dropped. */
  onCancel: () => void;
}

/**
 * "Confirm it's you" (docs/behaviour.md#passkeys): the password again, asked in place when the
 * server wants a recent sign-in before adding or removing a passkey. Focus moves to the
 * password; what failed is in the form's alert, in sign-in's words (a wrong password counts
 * towards the same lock). Enter with the password blank says it is required, in the field.
 */
export function ConfirmSignInForm({ onConfirmed, onCancel }: ConfirmSignInFormProps) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const copy = useMessages(catalogue);
  useEffect(() => {
    ref.current?.querySelector('input')?.focus();
  }, []);
  const submit = async ({ password }: { password: string }) => {
    const outcome = await confirmSignIn(password, { messages: copy });
    if (outcome.kind === 'confirmed') onConfirmed();
    return outcome;
  };
  return (
    <div
      ref={ref}
      role="group"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-intro`}
      className={styles.confirmSignIn}
    >
      <AuthForm
        copy={copy}
        submitLabel={copy.confirmSignIn}
        initialValues={{ password: '' }}
        onSubmit={submit}
        canSubmit={({ password }) => password !== ''}
        // What Enter in the blank field says (the submit is disabled meanwhile).
        validate={({ password }) =>
          Promise.resolve(password === '' ? { password: copy.confirmSignInPasswordRequired } : {})
        }
        header={
          <>
            <Heading level={3} size="sm" id={`${id}-title`}>
              {copy.confirmSignInTitle}
            </Heading>
            <p id={`${id}-intro`} className={styles.intro}>
              {copy.confirmSignInIntro}
            </p>
          </>
        }
        besideSubmit={<SecondaryButton onClick={onCancel}>{copy.cancel}</SecondaryButton>}
      >
        {() => (
          <PasswordField
            name="password"
            label={copy.confirmSignInPassword}
            toggleLabel={copy.showPassword}
            autoComplete="current-password"
            required
          />
        )}
      </AuthForm>
    </div>
  );
}
