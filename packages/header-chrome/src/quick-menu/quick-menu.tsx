import { useRef } from 'react';
import { useMessages } from '@masthead/i18n/react';
import { Icon, chevronPath } from '@masthead/ui-kit';
import { catalogue } from '../messages.ts';
import { quickLinksFor, type NavLinksOptions } from '../nav-links.ts';
import { useRowOverflow } from './use-row-overflow.ts';
import styles from './quick-menu.module.css';

/**
 * The row of section links under the header bar (docs/behaviour.md#header-links), by role.
 * Where the row is narrower than its links it scrolls sideways, and each end that cuts links
 * shows a scroll button ('Previous links', 'More links') over a fade, in Tab order where it
 * sits; neither shows while nothing is cut there (nor before the header's code runs).
 */
export function QuickMenu(roles: NavLinksOptions) {
  const navRef = useRef<HTMLElement>(null);
  const rowRef = useRef<HTMLDivElement>(null);
  const scrollRow = useRowOverflow(navRef, rowRef);
  const copy = useMessages(catalogue);
  return (
    <nav ref={navRef} aria-label={copy.quickMenuLabel} className={styles.nav}>
      <button
        type="button"
        className={styles.back}
        aria-label={copy.quickMenuBackLabel}
        data-scroll="start"
        onClick={() => scrollRow(-1)}
      >
        <Icon path={chevronPath} size={22} className={styles.backIcon} />
      </button>
      <div ref={rowRef} className={styles.row}>
        <ul className={styles.list}>
          {quickLinksFor(roles, copy).map((link) => (
            <li key={link.href}>
              <a className={styles.link} href={link.href}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
      <button
        type="button"
        className={styles.more}
        aria-label={copy.quickMenuMoreLabel}
        data-scroll="end"
        onClick={() => scrollRow(1)}
      >
        <Icon path={chevronPath} size={22} />
      </button>
    </nav>
  );
}
