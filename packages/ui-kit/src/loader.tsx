import { useMessages } from '@masthead/i18n/react';
import { catalogue } from './messages.ts';
import styles from './loader.module.css';
import { VisuallyHidden } from './visually-hidden.tsx';

export interface LoaderProps {
  /** Accessible name announced while loading. Default 'Loading', in the widget's language. */
  label?: string;
}

/** A spinner announced politely to screen readers. */
export function Loader({ label }: LoaderProps) {
  const copy = useMessages(catalogue);
  return (
    <span role="status" className={styles.loader}>
      <span className={styles.spinner} aria-hidden="true" />
      <VisuallyHidden>{label ?? copy.loading}</VisuallyHidden>
    </span>
  );
}
