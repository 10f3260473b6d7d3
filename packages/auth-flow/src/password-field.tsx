import { useField } from 'formik';
import { useId, useState, type ReactNode } from 'react';
import { Icon, eyeOffPath, eyePath } from '@masthead/ui-kit';
import { describedBy, FieldMessages } from './field-frame.tsx';
import styles from './fields.module.css';

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
  /** An error from outside the schema (e.g. the server's message); shown touched or not. */
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
      />
    </div>
  );
}
