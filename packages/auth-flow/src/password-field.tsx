import { useField } from 'formik';
import { useId, useState, type ReactNode } from 'react';
import { Icon, eyeOffPath, eyePath } from '@masthead/ui-kit';
import { describedBy, FieldMessages } from './field-frame.tsx';
import styles from './fields.module.css';
import { useErrorSaid } from './use-blocked-enter.ts';
import type { FormCopy } from './form-rules.ts';
import type { Failure } from './outcomes.ts';

export interface PasswordFieldProps {
  /** Formik field name. */
  name: string;
  /** Visible label. */
  label: ReactNode;
  /** Accessible name of the toggle; it is a toggle button, `aria-pressed` says whether the password shows. */
  toggleLabel: string;
  /** 'current-password' (sign in) or 'new-password' (register). Default 'current-password'. */
  autoComplete?: 'current-password' | 'new-password';
  /** Hint shown under the field (e.g. the password rules), linked by `aria-describedby`. */
  description?: ReactNode;
  /** An error from outside the schema (e.g. the server's message); shown touched or not, said assertively, as the form's alert is. */
  error?: string | undefined;
  /** Marks the field required for assistive technology. Default false. */
  required?: boolean;
}

/** A labelled password input bound to Formik, with a show/hide toggle button. */
export function PasswordField({
  name,
  label,
  toggleLabel,
  autoComplete = 'current-password',
  description,
  error,
  required = false,
}: PasswordFieldProps) {
  const [field, meta] = useField<string>(name);
  const [visible, setVisible] = useState(false);
  const id = useId();
  const said = useErrorSaid(name);
  const shown = error ?? (meta.touched ? meta.error : undefined);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.passwordRow}>
        <input
          {...field}
          id={id}
          type={visible ? 'text' : 'password'}
          className={styles.input}
          autoComplete={autoComplete}
          spellCheck={false}
          aria-required={required || undefined}
          aria-invalid={shown ? true : undefined}
          aria-describedby={describedBy(description ? `${id}-hint` : false, shown ? `${id}-error` : false)}
        />
        <button
          type="button"
          className={styles.toggle}
          aria-label={toggleLabel}
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((v) => !v)}
        >
          <Icon path={visible ? eyeOffPath : eyePath} />
        </button>
      </div>
      <FieldMessages
        descriptionId={`${id}-hint`}
        errorId={`${id}-error`}
        description={description}
        error={shown}
        said={said}
        urgent={error !== undefined}
      />
    </div>
  );
}

export interface NewPasswordFieldProps {
  /** Visible label ('Password', 'New password'). */
  label: string;
  /** The dialog's words: the toggle's name and the password policy shown under the field. */
  copy: Pick<FormCopy, 'showPassword' | 'passwordHint'>;
  /** The form's last failure: its message shows under the field when it belongs to the password. */
  failure: Failure | null;
}

/**
 * A new password (`password`), the policy under it and the server's refusal as its error. The
 * refusal is usually the policy itself: then it is said once, as the error.
 */
export function NewPasswordField({ label, copy, failure }: NewPasswordFieldProps) {
  const error = failure?.message.at === 'password' ? failure.message.text : undefined;
  return (
    <PasswordField
      name="password"
      label={label}
      toggleLabel={copy.showPassword}
      autoComplete="new-password"
      description={error === copy.passwordHint ? undefined : copy.passwordHint}
      error={error}
      required
    />
  );
}
