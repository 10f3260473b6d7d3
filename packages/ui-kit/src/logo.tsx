export interface LogoProps {
  /** Accessible name. Default 'Masthead'. Pass '' when a visible text names the link. */
  title?: string;
  /** Height in pixels; the width follows. Default 28. */
  height?: number;
}

/** The Masthead wordmark: a serif M in a square beside the name. */
export function Logo({ title = 'Masthead', height = 28 }: LogoProps) {
  const labelled = title !== '';
  return (
    <svg
      viewBox="0 0 150 28"
      height={height}
      width={(height * 150) / 28}
      role={labelled ? 'img' : undefined}
      aria-label={labelled ? title : undefined}
      aria-hidden={labelled ? undefined : true}
      focusable="false"
    >
      <rect width="28" height="28" rx="3" fill="currentColor" />
      <path d="M6 21V7h3.2L14 14l4.8-7H22v14h-3v-9l-5 7-5-7v9z" fill="var(--mh-color-surface, #fff)" />
      <text x="36" y="21" fontFamily="Georgia, serif" fontSize="19" fontWeight="700" fill="currentColor">
        Masthead
      </text>
    </svg>
  );
}
