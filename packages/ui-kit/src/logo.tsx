import styles from './icons.module.css';

export interface LogoProps {
  /** Accessible name. Default 'Masthead'. Pass '' when a visible text names the link. */
  title?: string;
}

/** The Masthead wordmark: a serif M in a square beside the name. */
export function Logo({ title = 'Masthead' }: LogoProps) {
  const labelled = title !== '';
  return (
    <svg
      viewBox="0 0 150 28"
      height={28}
      width={150}
      className={styles.logo}
      role={labelled ? 'img' : undefined}
      aria-label={labelled ? title : undefined}
      aria-hidden={labelled ? undefined : true}
      focusable="false"
    >
      <rect width="28" height="28" rx="3" />
      <path d="M6 21V7h3.2L14 14l4.8-7H22v14h-3v-9l-5 7-5-7v9z" className={styles.logoLetter} />
      <text x="36" y="21" className={styles.logoName}>
        Masthead
      </text>
    </svg>
  );
}
