import type { HTMLAttributes, ReactNode } from 'react';
import styles from './heading.module.css';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** Document outline level, 1 to 6. Checked at run time because CMS attributes are strings. */
  level: HeadingLevel;
  /**
   * Visual size, independent of the level; 'sm' is a section label's face (the body font,
   * small capitals), as `sectionLabelClass` gives text that is not a heading. Default: the
   * level's own size.
   */
  size?: 'sm' | 'md' | 'lg';
  children: ReactNode;
}

/** Messages of docs/behaviour.md#heading-levels (heading component). */
export const headingErrors = {
  notANumber: 'only accepts number type',
  outOfRange: 'only accepts number values 1-6',
} as const;

/** Throws docs/behaviour.md's errors when `level` is not a whole number from 1 to 6. */
export function assertHeadingLevel(level: unknown): asserts level is HeadingLevel {
  if (typeof level !== 'number' || Number.isNaN(level)) throw new TypeError(headingErrors.notANumber);
  if (!Number.isInteger(level) || level < 1 || level > 6) throw new RangeError(headingErrors.outOfRange);
}

/** The section label's face for text that is not a heading (a group's visible title). */
export const sectionLabelClass = `${styles.heading} ${styles.sm}`;

function defaultSize(level: HeadingLevel): NonNullable<HeadingProps['size']> {
  if (level <= 2) return 'lg';
  return level <= 4 ? 'md' : 'sm';
}

export function Heading({ level, size, className, children, ...rest }: HeadingProps) {
  assertHeadingLevel(level);
  const Tag = `h${level}` as const;
  const sizeClass = styles[size ?? defaultSize(level)];
  return (
    <Tag className={[styles.heading, sizeClass, className].filter(Boolean).join(' ')} {...rest}>
      {children}
    </Tag>
  );
}
