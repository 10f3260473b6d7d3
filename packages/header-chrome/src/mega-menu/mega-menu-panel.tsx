import { useMessages } from '@masthead/i18n/react';
import { selectIsAuthenticated, useMasthead } from '@masthead/store';
import { Heading, Icon, closePath } from '@masthead/ui-kit';
import { SlideInPanel } from '@masthead/ui-kit/slide-in-panel';
import { CallToAction } from '../call-to-action/call-to-action.tsx';
import { megaMenuSections } from '../links.ts';
import { catalogue } from '../messages.ts';
import { labelled, quickLinksFor, type NavLinksOptions } from '../nav-links.ts';
import { SearchForm } from '../search/search-form.tsx';
import { SignInButton } from '../sign-in/sign-in-button.tsx';
import styles from './mega-menu.module.css';

export interface MegaMenuPanelProps extends NavLinksOptions {
  /** The element the menu button controls, at the end of the page's body: the panel goes in it. */
  container: Element;
  open: boolean;
  onClose: () => void;
}

/**
 * The slide-in navigation (docs/behaviour.md#mega-menu): close button, the call to action and,
 * for a reader not signed in, Sign In (first, within a phone's first screen), then search and
 * every main-menu link. Sign In opens the account dialog over the menu, as the bar's does; the
 * menu stays under it, so closing the dialog gives focus back where the reader was.
 */
export default function MegaMenuPanel({ container, open, onClose, ...roles }: MegaMenuPanelProps) {
  const signedIn = useMasthead(selectIsAuthenticated);
  const copy = useMessages(catalogue);
  return (
    <SlideInPanel
      container={container}
      open={open}
      onClose={onClose}
      label={copy.megaMenuLabel}
      className={styles.panel}
    >
      <div className={styles.panelHead}>
        <button type="button" className={styles.close} aria-label={copy.megaMenuCloseLabel} onClick={onClose}>
          <Icon path={closePath} size={22} />
        </button>
      </div>
      <div className={styles.account}>
        <CallToAction placement="mega-menu" isSubscriber={roles.isSubscriber} className={styles.cta} />
        {signedIn ? null : <SignInButton className={styles.signIn} />}
      </div>
      <SearchForm label={copy.megaMenuSearchLabel} />
      <nav aria-label={copy.megaMenuLabel} className={styles.nav}>
        <ul className={styles.list}>
          {quickLinksFor(roles, copy).map((link) => (
            <li key={link.href}>
              <a className={styles.link} href={link.href}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
        {megaMenuSections.map((section) => (
          <section key={section.title} className={styles.section}>
            <Heading level={2} size="sm" className={styles.sectionTitle}>
              {copy[section.title]}
            </Heading>
            <ul className={styles.list}>
              {labelled(section.links, copy).map((link) => (
                <li key={link.href}>
                  <a className={styles.link} href={link.href}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
    </SlideInPanel>
  );
}
