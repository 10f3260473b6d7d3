// A React host written against the generated declarations only: masthead-loader.d.ts (the
// page API, the events, the custom elements) and the remotes' @mf-types.d.ts. Compiled by
// packages/loader/src/declarations.test.ts; each @ts-expect-error line must be an error.
import { lazy, Suspense } from 'react';
import type * as FooterRemote from 'masthead_footer/Footer';
import type * as HeaderRemote from 'masthead_header_chrome/Header';
import type { MastheadFooterElement, MastheadSnapshot } from './masthead-loader';

declare const footerRemote: typeof FooterRemote;
const RemoteFooter = footerRemote.default;
const RemoteHeader = lazy(async (): Promise<typeof HeaderRemote> => {
  throw new Error('compiled, never run');
});

export function Page() {
  return (
    <>
      <masthead-header state="sticky" hide-search>
        <header>Static header</header>
      </masthead-header>
      <masthead-header-ad provider="demo" demo-fill="partial" />
      <masthead-footer heading-level={3} hide-social="true" className="site-footer" />
      <masthead-footer heading-level="2" />
      <masthead-interstitial consent="granted" provider="gpt" />
      <masthead-partner-ads provider="demo" />
      {/* @ts-expect-error heading levels go from 1 to 6 */}
      <masthead-footer heading-level={9} />
      {/* @ts-expect-error the header has three states */}
      <masthead-header state="floating" />
      {/* @ts-expect-error an ad provider the widgets do not know */}
      <masthead-partner-ads provider="adsense" />
      <RemoteFooter headingLevel={2} hideSocial />
      {/* @ts-expect-error the footer's prop is headingLevel, a number */}
      <RemoteFooter headingLevel="2" />
      {/* @ts-expect-error the footer has no such prop */}
      <RemoteFooter hideSocials />
      <Suspense>
        <RemoteHeader state="hidden" hideSearch onLogout={() => undefined} />
      </Suspense>
    </>
  );
}

export function usePageApi(): MastheadSnapshot | undefined {
  const masthead = window.Masthead;
  masthead?.openAccountDialog({ view: 'register', fromPaywall: true, customText: 'Sign in to read on.' });
  masthead?.openCheckoutDialog({ giftMode: true, onSubscription: (reference, complete) => void complete() });
  masthead?.closeDialog();
  masthead?.setAuth(null);
  const unsubscribe = masthead?.subscribe((state) => state.user?.firstName);
  unsubscribe?.();
  // @ts-expect-error misspelled member
  masthead?.openAcountDialog();
  // @ts-expect-error not a view of the account dialog
  masthead?.openAccountDialog({ view: 'checkout' });
  // @ts-expect-error the page API is read-only
  if (masthead) masthead.version = '2';
  const state = masthead?.getState();
  // A paywall's own link, when the loader could not start (its config unreachable, say).
  if (state?.loader.status === 'unavailable')
    void `/sign-in?why=${state.loader.reason}: ${state.loader.message}`;
  // @ts-expect-error only a loader that could not start says why
  void state?.loader.reason;
  // @ts-expect-error not a status of the loader
  if (state?.loader.status === 'failed') return undefined;
  return state;
}

document.addEventListener('masthead:ready', (event) => event.detail);
document.addEventListener('masthead:logout', (event) => event.bubbles);
window.addEventListener('masthead:digital-data', (event) => {
  if (event.detail.kind === 'event') return event.detail.event.eventInfo.eventName;
  return undefined;
});
export const footer: MastheadFooterElement | null = document.querySelector('masthead-footer');
// @ts-expect-error the element map knows each tag
export const notAFooter: MastheadFooterElement | null = document.querySelector('masthead-header');
