/**
 * Links through the host's router. A site that routes on the client (Next.js, React Router)
 * would reload the whole page for every link in the header, the footer or a dialog: each is a
 * plain `<a href>`. The loader offers each such click to the page first, as a cancelable
 * `masthead:navigate` event on the document (`detail.href`, absolute); a page that cancels it
 * navigates itself, and the browser does not. A click the browser should keep is never
 * offered: another button or a modifier (a new tab or window, a download), a `target` other
 * than the page, `download`, another origin, or a jump within the same page.
 */
import { widgets } from '@masthead/federation';
import { dialogAttribute, widgetAttribute } from '../protocol/page.ts';
import { mountedAttribute } from '../common/prerendered.ts';

/** What the page's `masthead:navigate` listener receives. */
export interface MastheadNavigateDetail {
  /** The link's address, absolute, on the page's origin. */
  readonly href: string;
}

export const navigateEvent = 'masthead:navigate';

/** Where a link is Masthead's: a widget's placement (mounted or prerendered), or a dialog. */
const mastheadSelector = [
  ...Object.keys(widgets),
  `[${widgetAttribute}]`,
  `[${dialogAttribute}]`,
  `[${mountedAttribute}]`,
].join(',');

function offeredLink(event: MouseEvent, doc: Document): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || !link.closest(mastheadSelector)) return null;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href, doc.baseURI);
  const here = new URL(doc.URL);
  if (url.origin !== here.origin) return null;
  if (url.hash && url.pathname === here.pathname && url.search === here.search) return null;
  return link;
}

/** Offer the widgets' link clicks to the page (see above); returns the cleanup. */
export function offerNavigation(doc: Document): () => void {
  const onClick = (event: MouseEvent) => {
    const link = offeredLink(event, doc);
    if (!link) return;
    const offer = new CustomEvent<MastheadNavigateDetail>(navigateEvent, {
      cancelable: true,
      detail: { href: new URL(link.href, doc.baseURI).href },
    });
    if (!doc.dispatchEvent(offer)) event.preventDefault();
  };
  doc.addEventListener('click', onClick);
  return () => doc.removeEventListener('click', onClick);
}
