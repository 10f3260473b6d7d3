import type { SVGProps } from 'react';
import styles from './icons.module.css';

/*
 * One place for every icon the product names (docs/behaviour.md#ui-kit): paths on a 24×24 grid. Each is an export of its
 * own, so a remote's bundle carries only the icons it draws (the password field's two eyes
 * cost the account dialog ~0.1 KB instead of the whole set's ~1 KB).
 */
export const facebookPath =
  'M14 8V6.5c0-.8.2-1.3 1.4-1.3H17V2.1A23 23 0 0 0 14.7 2C12.3 2 11 3.4 11 6v2H8.5v3.2H11V22h3v-10.8h2.6L17 8z';
export const xPath =
  'M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.3L5.3 21H2.2l7.2-8.3L2 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.5z';
export const linkedinPath =
  'M4 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM2.3 9h3.5v12H2.3zM9 9h3.3v1.7c.5-.9 1.7-2 3.6-2 3.8 0 4.5 2.5 4.5 5.8V21h-3.5v-5.7c0-1.4 0-3.1-1.9-3.1s-2.2 1.5-2.2 3V21H9z';
export const instagramPath =
  'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm0 8.2a3.2 3.2 0 1 1 0-6.4 3.2 3.2 0 0 1 0 6.4zM17.3 5.5a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4zM7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v10a3 3 0 0 0 3 3h10a3 3 0 0 0 3-3V7a3 3 0 0 0-3-3z';
export const youtubePath =
  'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z';
export const userPath =
  'M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zm0 2c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5z';
export const subscriberPath =
  'M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zm0 2c-4.4 0-8 2.2-8 5v2h10.3A6 6 0 0 1 12 14zm6 .5 1.3 2.6 2.7.4-2 1.9.5 2.8-2.5-1.3-2.5 1.3.5-2.8-2-1.9 2.7-.4z';
export const searchPath =
  'M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10z';
export const closePath =
  'M6.4 5 12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z';
export const cartPath =
  'M3 3h2.3l.6 2H21l-2.3 8.6a2 2 0 0 1-1.9 1.4H8.6l.5 2H19v2H7.6L4 5H3zm5.5 17a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3zm9 0a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3z';
export const menuPath = 'M3 5h18v2H3zm0 6h18v2H3zm0 6h18v2H3z';
export const chevronPath = 'm8.6 16.6 4.6-4.6-4.6-4.6L10 6l6 6-6 6z';
export const eyePath =
  'M12 5c5 0 8.7 3.6 10 7-1.3 3.4-5 7-10 7S3.3 15.4 2 12c1.3-3.4 5-7 10-7zm0 3a4 4 0 1 0 0 8 4 4 0 0 0 0-8z';
export const eyeOffPath =
  'm3.3 2 18.7 18.7-1.4 1.4-3.4-3.4A11 11 0 0 1 12 20c-5 0-8.7-3.6-10-7a12 12 0 0 1 3.8-5L1.9 3.4zM12 5c5 0 8.7 3.6 10 7a12 12 0 0 1-2.4 3.6L8.4 5.4A11 11 0 0 1 12 5z';

/** The whole set, by name (the icon stories). */
export const iconPaths = {
  facebook: facebookPath,
  x: xPath,
  linkedin: linkedinPath,
  instagram: instagramPath,
  youtube: youtubePath,
  user: userPath,
  subscriber: subscriberPath,
  search: searchPath,
  close: closePath,
  cart: cartPath,
  menu: menuPath,
  chevron: chevronPath,
  eye: eyePath,
  eyeOff: eyeOffPath,
} as const;

export type IconName = keyof typeof iconPaths;

export interface IconProps extends SVGProps<SVGSVGElement> {
  /** One of the paths above, e.g. `searchPath`. */
  path: string;
  /** Pixel size, one of the product's four. Default 20. */
  size?: IconSize;
  /** Accessible name; without it the icon is decorative and hidden from screen readers. */
  label?: string;
}

export type IconSize = 18 | 20 | 22 | 28;

export function Icon({ path, size = 20, label, className, ...rest }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="currentColor"
      className={[styles.icon, styles[`s${size}`], className].filter(Boolean).join(' ')}
      focusable="false"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      {...rest}
    >
      <path d={path} />
    </svg>
  );
}
