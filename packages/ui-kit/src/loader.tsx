import styles from './loader.module.css';
import { VisuallyHidden } from './visually-hidden.tsx';

export interface LoaderProps {
  /** Accessible name announced while loading. Default 'Loading'. */
  label?: string;
}

/** A spinner announced politely to screen readers. */
export function Loader({ label = 'Loading' }: LoaderProps) {
  return (
    <span role="status" className={styles.loader}>
      <span className={styles.spinner} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
