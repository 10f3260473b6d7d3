import { useField } from 'formik';
import { useId, type ReactNode } from 'react';
import styles from './fields.module.css';

export interface CheckboxFieldProps {
  /** Formik field name (a boolean value). */
  name: string;
  /** The checkbox's label; may hold links. */
  label: ReactNode;
}

/** A labelled checkbox bound to a boolean Formik value. */
export function CheckboxField({ name, label }: CheckboxFieldProps) {
  const [field] = useField<boolean>({ name, type: 'checkbox' });
  const id = useId();
  return (
    <div className={styles.checkbox}>
      <input
        id={id}
        type="checkbox"
        name={field.name}
        checked={field.checked ?? false}
        onChange={field.onChange}
        onBlur={field.onBlur}
        className={styles.checkboxInput}
      />
      <label htmlFor={id} className={styles.checkboxLabel}>
        {label}
      </label>
    </div>
  );
}

/** A choice: its value, and the words the reader sees when they are not the value itself. */
export type SelectOption = string | { readonly value: string; readonly label: string };

export interface SelectFieldProps {
  /** Formik field name (a string value; '' is the blank choice). */
  name: string;
  /** Visible label. */
  label: ReactNode;
  /**
   * The choices, in order: a string is both the value and the text; a pair keeps its value
   * (e.g. the API's English) under words of the reader's language.
   */
  options: readonly SelectOption[];
  /** Text of the blank first choice (value ''). Default '' (an empty option). */
  blankLabel?: string;
}

/** A labelled native select bound to Formik, starting with a blank choice. */
export function SelectField({ name, label, options, blankLabel = '' }: SelectFieldProps) {
  const [field] = useField<string>(name);
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select {...field} id={id} className={styles.select}>
        <option value="">{blankLabel}</option>
        {options.map((option) => {
          const { value, label: text } =
            typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
    </div>
  );
}
