import { quickMenuLabel } from '../copy.ts';
import { quickLinksFor, type NavLinksOptions } from '../nav-links.ts';
import styles from './quick-menu.module.css';

/** The row of section links under the header bar (docs/behaviour.md#header-links), by role. */
export function QuickMenu(roles: NavLinksOptions) {
  return (
    <nav aria-label={quickMenuLabel} className={styles.nav}>
      <ul className={styles.list}>
        {quickLinksFor(roles).map((link) => (
          <li key={link.href}>
            <a className={styles.link} href={link.href}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
