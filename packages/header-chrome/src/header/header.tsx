import { useCallback, useEffect, useRef, useState } from 'react';
import {
  selectIsAuthenticated,
  selectIsSubscriber,
  selectUser,
  useMasthead,
  type MastheadState,
} from '@masthead/store';
import { Logo } from '@masthead/ui-kit';
import { scopeProps } from '@masthead/ui-kit/isolation';
import '@masthead/ui-kit/isolation.css';
import type { WidgetAttributes } from '@masthead/federation/contract';
import { useMessages } from '@masthead/i18n/react';
import { CallToAction } from '../call-to-action/call-to-action.tsx';
import { CartButton } from '../cart/cart-button.tsx';
import { QueryHolderContext, type QueryClientHolder } from '../data/query-holder.ts';
import { MegaMenu } from '../mega-menu/mega-menu.tsx';
import { catalogue } from '../messages.ts';
import { QuickMenu } from '../quick-menu/quick-menu.tsx';
import { HeaderSearch } from '../search/header-search.tsx';
import { SignInButton } from '../sign-in/sign-in-button.tsx';
import { SkipLink } from '../skip-link/skip-link.tsx';
import { UserMenu } from '../user-menu/user-menu.tsx';
import type { HeaderState } from './header-state.ts';
import { useFocusNotObscured } from './use-focus-not-obscured.ts';
import { useHeaderState } from './use-header-state.ts';
import styles from './header.module.css';

/** Event dispatched (bubbling, from the header) after a log out: the CMS's logout callback. */
export const LOGOUT_EVENT = 'masthead:logout';

export interface HeaderProps {
  /** Leave the search form out of the bar (the mega menu keeps its own). Default false. */
  hideSearch?: boolean;
  /** Pin the header to one state instead of following the scroll (previews, stories). Default: follows the scroll. */
  state?: HeaderState;
  /** Called after a successful log out, before the menus close. Default: none (the `masthead:logout` event still fires). */
  onLogout?: () => void;
  /** CSS selector of the page's content, where 'Skip to content' goes. Default: the page's `main`. */
  skipTo?: string;
}

/** CMS attributes of `<masthead-header>`, parsed by the loader into `HeaderProps`. */
export const attributes = {
  'hide-search': { prop: 'hideSearch', type: 'boolean' },
  state: { prop: 'state', type: 'enum', values: ['normal', 'hidden', 'sticky'] },
  'skip-to': { prop: 'skipTo', type: 'string', maxLength: 200 },
} as const satisfies WidgetAttributes;

type OpenMenu = 'mega' | 'user' | 'cart' | null;
const selectHmmEligible = (state: MastheadState) =>
  state.isSubscriber && Boolean(state.user?.subscriber?.isHmmEligible);

/** The site header (docs/behaviour.md#header): logo, menus, search, account, cart and the call to action. */
export default function Header({ hideSearch = false, state: forcedState, onLogout, skipTo }: HeaderProps) {
  const signedIn = useMasthead(selectIsAuthenticated);
  const user = useMasthead(selectUser);
  const isSubscriber = useMasthead(selectIsSubscriber);
  const isHmmEligible = useMasthead(selectHmmEligible);
  const adPresent = useMasthead((s) => s.headerAdPresent);
  const copy = useMessages(catalogue);

  const rootRef = useRef<HTMLDivElement>(null);
  const barRef = useRef<HTMLElement>(null);
  const state = useHeaderState(rootRef, adPresent, forcedState);
  useFocusNotObscured(barRef, state === 'sticky');

  const [openMenu, setOpenMenu] = useState<OpenMenu>(null);
  const menu = (name: Exclude<OpenMenu, null>) => ({
    open: openMenu === name,
    onOpenChange: (open: boolean) => {
      if (open) setOpenMenu(name);
      else setOpenMenu((current) => (current === name ? null : current));
    },
  });

  // The data cache of the lazily loaded parts; cleared with its timers when the header goes.
  const [queryHolder] = useState<QueryClientHolder>(() => ({ client: null }));
  useEffect(() => () => queryHolder.client?.clear(), [queryHolder]);

  // The account control swaps as the reader signs in or out: Sign In becomes the greeting,
  // and Log Out goes with the greeting's menu. Focus on the control that goes (or on Log Out)
  // goes to the one that comes, unless it moved elsewhere meanwhile (WCAG 2.4.3): a dialog
  // that closes as the reader signs in may give focus back to Sign In just before the header
  // renders the greeting in its place.
  const carryFocus = useRef(false);
  const accountControlRef = useCallback((button: HTMLButtonElement | null) => {
    if (!button) return undefined;
    const doc = button.ownerDocument;
    if (carryFocus.current) {
      carryFocus.current = false;
      if (!doc.activeElement || doc.activeElement === doc.body) button.focus();
    }
    // Runs while the button is still in the page, before React removes it.
    return () => {
      if (doc.activeElement === button) carryFocus.current = true;
    };
  }, []);

  const onLoggedOut = useCallback(() => {
    carryFocus.current = true;
    onLogout?.();
    rootRef.current?.dispatchEvent(new CustomEvent(LOGOUT_EVENT, { bubbles: true, composed: true }));
    setOpenMenu(null);
  }, [onLogout]);

  const roles = { isSubscriber, isHmmEligible };
  return (
    <QueryHolderContext.Provider value={queryHolder}>
      <div ref={rootRef} className={styles.root} {...scopeProps}>
        <header ref={barRef} className={styles.bar} data-state={state} aria-label={copy.headerLandmarkLabel}>
          {/* In the top row, which the bar keeps in every state at every width. */}
          <div className={styles.top}>
            <SkipLink skipTo={skipTo} />
            <MegaMenu {...menu('mega')} {...roles} />
            <a className={styles.logo} href="/" aria-label={copy.homeLinkLabel}>
              <Logo title="" />
            </a>
            {hideSearch ? null : <HeaderSearch label={copy.headerSearchLabel} className={styles.search} />}
            <div className={styles.actions}>
              <CallToAction placement="header" isSubscriber={isSubscriber} className={styles.cta} />
              {signedIn && user ? (
                <UserMenu
                  firstName={user.firstName}
                  isSubscriber={isSubscriber}
                  onLoggedOut={onLoggedOut}
                  buttonRef={accountControlRef}
                  {...menu('user')}
                />
              ) : (
                <SignInButton buttonRef={accountControlRef} className={styles.signIn} />
              )}
              <CartButton {...menu('cart')} />
            </div>
          </div>
          <QuickMenu {...roles} />
        </header>
      </div>
    </QueryHolderContext.Provider>
  );
}
