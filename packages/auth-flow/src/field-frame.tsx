import type { ReactNode } from 'react';
import styles from './fields.module.css';

/** The ids a field's control points at through `aria-describedby`. */
export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

export interface FieldMessagesProps {
  /** Id of the description (hint) element. */
  descriptionId: string;
  /** Id of the error element. */
  errorId: string;
  description?: ReactNode;
  error?: string | undefined;
  /** The error is said as it appears. Default true: off while it waits for the reader (use-blocked-enter.ts). */
  said?: boolean;
}

/**
 * The hint and the error under a control. The error is a live region so it is announced
 * when it appears, and is linked to the control by `aria-describedby`.
 */
export function FieldMessages({
  descriptionId,
  errorId,
  description,
  error,
  said = true,
}: FieldMessagesProps) {
  return (
    <>
      {description ? (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      ) : null}
      <p id={errorId} className={styles.error} aria-live={said ? 'polite' : 'off'}>
        {error ?? ''}
      </p>
    </>
  );
}
