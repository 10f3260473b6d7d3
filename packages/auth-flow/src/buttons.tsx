import { useEffect, useRef, type ReactNode } from 'react';
import { Loader, VisuallyHidden } from '@masthead/ui-kit';
import styles from './fields.module.css';
import { useBlockedEnter } from './use-blocked-enter.ts';

export interface SubmitButtonProps {
  children: ReactNode;
  /** A request is running: the button is disabled and a loader shows. Default false. */
  loading?: boolean;
  /** The form's own rules say it cannot be sent yet. Default false. */
  disabled?: boolean;
  /** The loader's accessible name. Default 'Loading'. */
  loadingLabel?: string;
}

/**
 * The form's submit button with its loading state (disabled + Loader, docs/behaviour.md#states). A browser drops
 * focus to the page when the focused button is disabled; when the request ends with the form
 * still here (an error to read and fix), focus comes back into the form instead of the reader
 * starting over from the top of the dialog: to the button, or, while the form's rules keep it
 * disabled (a failed try stays blocked until a field is edited), to the first invalid field,
 * else the first field. Enter in a field while the form's rules keep it disabled says what is
 * missing (use-blocked-enter.ts).
 */
export function SubmitButton({
  children,
  loading = false,
  disabled = false,
  loadingLabel,
}: SubmitButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const wasLoading = useRef(loading);
  useBlockedEnter(ref, disabled && !loading);
  useEffect(() => {
    const button = ref.current;
    if (wasLoading.current && !loading && button) {
      const { activeElement, body } = button.ownerDocument;
      const target = button.disabled
        ? (button.form?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
          button.form?.querySelector<HTMLElement>('input, select, textarea'))
        : button;
      if (!activeElement || activeElement === body) target?.focus();
    }
    wasLoading.current = loading;
  }, [loading]);

  return (
    <div className={styles.submitRow} data-pinned="">
      <button
        ref={ref}
        type="submit"
        className={styles.primary}
        disabled={loading || disabled}
        aria-busy={loading || undefined}
      >
        {children}
      </button>
      {loading ? <Loader {...(loadingLabel === undefined ? {} : { label: loadingLabel })} /> : null}
    </div>
  );
}

export interface PrimaryButtonProps {
  children: ReactNode;
  onClick: () => void;
  /** Its action runs: the button is disabled and a loader shows. Default false. */
  loading?: boolean;
  disabled?: boolean;
  /** The loader's accessible name. Default 'Loading'. */
  loadingLabel?: string;
}

/** A view's main action outside a form ('Add a passkey'), drawn as a submit button is. */
export function PrimaryButton({
  children,
  onClick,
  loading = false,
  disabled = false,
  loadingLabel,
}: PrimaryButtonProps) {
  return (
    <div className={styles.submitRow} data-pinned="">
      <button
        type="button"
        className={styles.primary}
        onClick={onClick}
        disabled={loading || disabled}
        aria-busy={loading || undefined}
      >
        {children}
      </button>
      {loading ? <Loader {...(loadingLabel === undefined ? {} : { label: loadingLabel })} /> : null}
    </div>
  );
}

export interface LinkButtonProps {
  children: ReactNode;
  onClick: () => void;
}

/** A button drawn as a link: for actions inside a dialog, such as switching views. */
export function LinkButton({ children, onClick }: LinkButtonProps) {
  return (
    <button type="button" className={styles.linkButton} onClick={onClick}>
      {children}
    </button>
  );
}

export interface SecondaryButtonProps {
  children: ReactNode;
  onClick: () => void;
  disabled?: boolean;
}

/** A plain (non-submit) button, e.g. 'Go back' or 'Maybe later'. */
export function SecondaryButton({ children, onClick, disabled = false }: SecondaryButtonProps) {
  return (
    <button type="button" className={styles.secondary} onClick={onClick} disabled={disabled}>
      {children}
    </button>
  );
}

export interface FormActionsProps {
  children: ReactNode;
}

/** A form's buttons on one line: the submit button and, beside it, 'Go back' or 'Maybe later'. */
export function FormActions({ children }: FormActionsProps) {
  return (
    <div className={styles.actions} data-pinned="">
      {children}
    </div>
  );
}

export interface FormAlertProps {
  children?: ReactNode;
  /** 'error' (default) or 'success'. */
  tone?: 'error' | 'success';
  /** Told to screen readers but not shown (a failure the dialog answers with a button only). */
  unseen?: boolean;
}

/**
 * A form-level message (a server error, a confirmation). The region is always rendered, so
 * screen readers announce text put into it; it is empty when there is nothing to say.
 */
export function FormAlert({ children, tone = 'error', unseen = false }: FormAlertProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={children && !unseen ? styles[tone] : undefined}
    >
      {unseen && children ? <VisuallyHidden>{children}</VisuallyHidden> : children}
    </div>
  );
}
