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
  /**
   * The error blocks the reader (the server refused what was sent): said at once, assertively,
   * as the form's alert says a refused sign-in. Default false: politely (a field left blank,
   * checked as the reader goes).
   */
  urgent?: boolean;
}

/**
 * How the error is said as it appears. The region keeps its one role: an `alert` role put on
 * it as the refusal comes changes the role and the words at once, which a screen reader may
 * take for more than one alert (the virtual screen reader said it three times).
 */
function liveness(urgent: boolean, said: boolean): 'assertive' | 'polite' | 'off' {
  if (urgent) return 'assertive';
  return said ? 'polite' : 'off';
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
  urgent = false,
}: FieldMessagesProps) {
  return (
    <>
      {description ? (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      ) : null}
      <p id={errorId} className={styles.error} aria-live={liveness(urgent, said)}>
        {error ?? ''}
      </p>
    </>
  );
}
