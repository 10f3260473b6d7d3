/**
 * The loader's page API as a React host reaches it: `window.Masthead` once the loader has run,
 * which may be before or after the host's own code (its tag is `async`), so anything that
 * needs it takes it now or on `masthead:ready`. No React here.
 */
import type { MastheadPageApi } from './types.ts';

/** The event the loader dispatches on `document` once `window.Masthead` is there. */
export const readyEvent = 'masthead:ready';

/**
 * The event the loader dispatches on `document` for an unmodified primary click on a
 * same-origin link inside a widget or a dialog, cancelable: a host that calls
 * `preventDefault()` navigates itself (its router), and the loader then keeps the click from
 * loading the page.
 */
export const navigateEvent = 'masthead:navigate';

export interface NavigateDetail {
  /** The link's address, as the link has it resolved (`anchor.href`). */
  href: string;
}

/** `window.Masthead`, read without declaring a global of this package's own. */
export function pageApiOf(win: Window | null): MastheadPageApi | undefined {
  return (win as (Window & { Masthead?: MastheadPageApi }) | null)?.Masthead;
}

/**
 * Calls `withApi` with the page API of `doc`'s window: at once when the loader has run, else on
 * `masthead:ready`. Returns the cancel (the listener removed, `withApi` never called).
 */
export function whenMasthead(doc: Document, withApi: (api: MastheadPageApi) => void): () => void {
  const now = pageApiOf(doc.defaultView);
  if (now) {
    withApi(now);
    return () => undefined;
  }
  const onReady = () => {
    const api = pageApiOf(doc.defaultView);
    if (!api) return;
    doc.removeEventListener(readyEvent, onReady);
    withApi(api);
  };
  doc.addEventListener(readyEvent, onReady);
  return () => doc.removeEventListener(readyEvent, onReady);
}
