import { useLayoutEffect, useRef, type ReactNode } from 'react';
import styles from './fields.module.css';

export interface ConfirmationProps {
  children: ReactNode;
}

/**
 * What a view says once its form has done its work (a reset link sent, a profile saved), in
 * the form's place: it takes focus, so it is read and focus stays in the dialog.
 */
export function Confirmation({ children }: ConfirmationProps) {
  const ref = useRef<HTMLParagraphElement>(null);
  // In the commit that removes the form, before the dialog's focus trap would put focus on Close.
  useLayoutEffect(() => ref.current?.focus(), []);
  return (
    <div role="status">
      <p ref={ref} tabIndex={-1} className={styles.message}>
        {children}
      </p>
    </div>
  );
}
