import { useField } from 'formik';
import { useId, type ReactNode } from 'react';
import { describedBy, FieldMessages } from './field-frame.tsx';
import styles from './fields.module.css';
import { useErrorSaid } from './use-blocked-enter.ts';

export interface TextFieldProps {
  /** Formik field name. */
  name: string;
  /** Visible label. */
  label: ReactNode;
  /** Input type. Default 'text'. */
  type?: 'text' | 'email';
  /** HTML autocomplete token, e.g. 'email', 'given-name'. */
  autoComplete?: string;
  /** Hint shown under the field and linked by `aria-describedby`. */
  description?: ReactNode;
  /**
   * An error from outside the form's schema (e.g. the server's message). Shown instead of the
   * schema error and always, touched or not, and said assertively, as the form's alert is. Default none.
   */
  error?: string | undefined;
  /** Marks the field required for assistive technology. Default false. */
  required?: boolean;
}

/**
 * A labelled text or email input bound to Formik. The schema error shows once the field was
 * touched (blur or submit); the control gets `aria-invalid` and points at the error through
 * `aria-describedby`.
 */
export function TextField({
  name,
  label,
  type = 'text',
  autoComplete,
  description,
  error,
  required = false,
}: TextFieldProps) {
  const [field, meta] = useField<string>(name);
  const id = useId();
  const said = useErrorSaid(name);
  const shown = error ?? (meta.touched ? meta.error : undefined);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        {...field}
        id={id}
        type={type}
        className={styles.input}
        autoComplete={autoComplete}
        aria-required={required || undefined}
        aria-invalid={shown ? true : undefined}
        aria-describedby={describedBy(description ? `${id}-hint` : false, shown ? `${id}-error` : false)}
      />
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
