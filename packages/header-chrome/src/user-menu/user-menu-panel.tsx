import { useState } from 'react';
import { openAccountDialog } from '@masthead/store';
import { useMessages } from '@masthead/i18n/react';
import { Flyout } from '@masthead/ui-kit/flyout';
import { userMenuLinks } from '../links.ts';
import { catalogue } from '../messages.ts';
import { labelled } from '../nav-links.ts';
import styles from '../header/flyout.module.css';
import { logOut } from './log-out.ts';

export interface UserMenuPanelProps {
  anchor: HTMLElement | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onLoggedOut: () => void;
}

/** The account flyout: library links, the reader's passkeys and Log Out. */
export default function UserMenuPanel({ anchor, open, onOpenChange, onLoggedOut }: UserMenuPanelProps) {
  const [busy, setBusy] = useState(false);
  const copy = useMessages(catalogue);
  return (
    <Flyout
      anchor={anchor}
      open={open}
      onOpenChange={onOpenChange}
      label={copy.userMenuLabel}
      className={styles.flyout}
    >
      <ul className={styles.list}>
        {labelled(userMenuLinks, copy).map((link) => (
          <li key={link.href}>
            <a className={styles.link} href={link.href}>
              {link.label}
            </a>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={styles.link}
            aria-haspopup="dialog"
            data-masthead-opens="account"
            onClick={() => {
              onOpenChange(false);
              openAccountDialog({ view: 'passkeys' });
            }}
          >
            {copy.passkeysLabel}
          </button>
        </li>
        <li>
          <button
            type="button"
            className={styles.link}
            disabled={busy}
            onClick={(event) => {
              const win = event.currentTarget.ownerDocument.defaultView;
              if (!win) return;
              setBusy(true);
              void logOut(win, onLoggedOut).finally(() => setBusy(false));
            }}
          >
            {copy.logoutLabel}
          </button>
        </li>
      </ul>
    </Flyout>
  );
}
