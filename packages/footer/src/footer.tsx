import { useId, type MouseEvent } from 'react';
import { useLanguageAttributes, useLocale, useMessages } from '@masthead/i18n/react';
import { openAccountDialog, selectIsAuthenticated, useMasthead } from '@masthead/store';
import {
  Heading,
  Icon,
  Logo,
  VisuallyHidden,
  facebookPath,
  instagramPath,
  linkedinPath,
  xPath,
  youtubePath,
  type HeadingLevel,
} from '@masthead/ui-kit';
import { scopeProps } from '@masthead/ui-kit/isolation';
// The reset under the footer's root: its prerendered markup (prerender.tsx) is in the page
// before the loader, which brings the reset for mounted widgets.
import '@masthead/ui-kit/isolation.css';
import { accountSection, footerSections, legalLinks, socialLinks, type FooterSection } from './links.ts';
import { catalogue, type FooterMessages } from './messages.ts';
import { BackToTop } from './back-to-top.tsx';
import styles from './footer.module.css';

const networkIcons: Record<(typeof socialLinks)[number]['network'], string> = {
  facebook: facebookPath,
  x: xPath,
  linkedin: linkedinPath,
  instagram: instagramPath,
  youtube: youtubePath,
};

export interface FooterProps {
  /** Level of the section headings, so the footer fits the page's outline. Default 2. */
  headingLevel?: HeadingLevel;
  /** Hide the social links. Default false. */
  hideSocial?: boolean;
}

/** The year in the locale's own digits, without a thousands separator. */
const yearIn = (locale: string, year: number) =>
  new Intl.NumberFormat(locale, { useGrouping: false }).format(year);

function LinkList({
  section,
  copy,
  headingLevel,
  onLinkClick,
  popup,
}: {
  section: FooterSection;
  copy: FooterMessages;
  headingLevel: HeadingLevel;
  onLinkClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  popup?: boolean;
}) {
  // From React, so the prerendered markup's ids (prerender.tsx) differ from the mounted footer's.
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Heading level={headingLevel} size="sm" id={headingId} className={styles.title}>
        {copy[section.title]}
      </Heading>
      <ul className={styles.list}>
        {section.links.map((link) => (
          <li key={link.href}>
            <a
              className={styles.link}
              href={link.href}
              onClick={onLinkClick}
              aria-haspopup={popup ? 'dialog' : undefined}
              data-masthead-opens={popup ? 'account' : undefined}
            >
              {copy[link.label]}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The site footer (docs/behaviour.md#footer-links). */
export default function Footer({ headingLevel = 2, hideSocial = false }: FooterProps) {
  const signedIn = useMasthead(selectIsAuthenticated);
  const socialHeadingId = useId();
  const year = new Date().getFullYear();
  const copy = useMessages(catalogue);
  const locale = useLocale();
  // Its own language too: the prerendered markup (prerender.tsx) is in the page before the
  // loader's container, which carries the mounted footer's.
  const language = useLanguageAttributes();

  // Anonymous visitors get the sign-in dialog instead of a page they cannot see.
  const onAccountLinkClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (signedIn || event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    openAccountDialog({ view: 'sign-in' });
  };

  return (
    <footer className={styles.footer} aria-label={copy.footerLandmark} {...language} {...scopeProps}>
      <div className={styles.inner}>
        <div className={styles.head}>
          <a className={styles.logo} href="/">
            <Logo />
          </a>
          <BackToTop className={styles.link} />
        </div>
        <div className={styles.grid}>
          {footerSections.map((section) => (
            <LinkList key={section.id} section={section} copy={copy} headingLevel={headingLevel} />
          ))}
          <LinkList
            section={accountSection}
            copy={copy}
            headingLevel={headingLevel}
            onLinkClick={onAccountLinkClick}
            popup={!signedIn}
          />
        </div>
        {hideSocial ? null : (
          <section className={styles.social} aria-labelledby={socialHeadingId}>
            <Heading level={headingLevel} size="sm" id={socialHeadingId} className={styles.title}>
              {copy.socialTitle}
            </Heading>
            <ul className={styles.socialList}>
              {socialLinks.map((link) => (
                <li key={link.network}>
                  <a className={styles.socialLink} href={link.href} target="_blank" rel="noopener noreferrer">
                    <Icon path={networkIcons[link.network]} size={22} />
                    {/* One text node: in the server's markup, React puts comments between
                        pieces, and Chromium's accessible name drops the space between them. */}
                    <VisuallyHidden>{copy.opensInNewTab({ label: copy[link.label] })}</VisuallyHidden>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
        <div className={styles.bottom}>
          <nav aria-label={copy.legalNav}>
            <ul className={styles.legal}>
              {legalLinks.map((link) => (
                <li key={link.href}>
                  <a className={styles.link} href={link.href}>
                    {copy[link.label]}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {/* The year marked, for a server to bring the prerendered markup's up to date. */}
          <p className={styles.copyright} data-masthead-year={year}>
            {copy.copyright({ year: yearIn(locale, year) })}
          </p>
        </div>
      </div>
    </footer>
  );
}
