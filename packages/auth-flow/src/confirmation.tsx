import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import styles from './fields.module.css';

export interface ConfirmationProps {
  children: ReactNode;
}

/**
 * What a view says once its form has done its work (a reset link sent, a profile saved), in
 * the form's place: it takes focus, so it is read and focus stays in the dialog.
 *
 * Focus alone makes it heard: the focused element is a group named by its own words, which a
 * screen reader says as focus lands. Not a paragraph, which has no name, so a reader following
 * the roles says 'paragraph' and no word of it. Not a live region as well: the words would be
 * said twice, once for focus and once as the region's news.
 */
export function Confirmation({ children }: ConfirmationProps) {
  const ref = useRef<HTMLParagraphElement>(null);
  const id = useId();
  // In the commit that removes the form, before the dialog's focus trap would put focus on Close.
  useLayoutEffect(() => ref.current?.focus(), []);
  return (
    <p ref={ref} id={id} role="group" aria-labelledby={id} tabIndex={-1} className={styles.message}>
      {children}
    </p>
  );
}
