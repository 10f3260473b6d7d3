/**
 * Where focus goes when the interstitial closes on a page where nothing had focus.
 *
 * The Modal gives focus back to what had it when the dialog opened. The interstitial opens by
 * itself, as the page loads, often before the reader has focused anything: the browser then
 * leaves focus on the page itself (the body) once the dialog has gone. The reader's next Tab
 * starts over at the top of the page, and a screen reader is told nothing and has lost its
 * place. The dialog pattern's rule when there is no opener to go back to (WAI-ARIA Authoring
 * Practices, Dialog) is to put focus where the reader's work goes on: where they were, the
 * element they last pressed on the page (where the browser would have started their next Tab,
 * a place lost once focus went into the dialog), else the start of the page's main content,
 * what they came to read and where the header's skip link goes. A page with neither keeps the
 * platform's behaviour: nothing there is a better guess than its top.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { jumpFocus } from '@masthead/ui-kit';
import type { InterstitialPhase } from './use-interstitial.ts';

/** Until the ad shows, the page is the reader's: what they press there is where they are. */
const beforeShowing: ReadonlySet<InterstitialPhase> = new Set(['checking', 'loading', 'waiting']);

/** A control the reader can act on again: a press inside one (its icon, its text) is a press on it. */
const control = 'a[href], button, input, select, textarea, summary, [tabindex]';

/** The element the reader pressed, as something focus can go back to; null when it is gone or in a dialog. */
function pressedPlace(doc: Document, pressed: Element | null): HTMLElement | null {
  const view = doc.defaultView;
  const target = pressed?.closest(control) ?? pressed;
  const onPage =
    target?.isConnected &&
    target !== doc.body &&
    target !== doc.documentElement &&
    !target.closest('[aria-modal]');
  return onPage && view && target instanceof view.HTMLElement ? target : null;
}

/** Focus is nowhere the reader can go on from: on the page itself, or left in the closing dialog. */
function focusLost(doc: Document, dialog: Element | null): boolean {
  const active = doc.activeElement;
  return !active || active === doc.body || Boolean(dialog?.contains(active));
}

/**
 * Watches what the reader presses on the page (`anchor`'s document) until the ad shows, and
 * when it closes, puts focus back there, or at the start of `main`, if it was lost. `frame` is
 * an element inside the dialog.
 */
export function useReaderPlace(
  anchor: RefObject<HTMLElement | null>,
  frame: RefObject<HTMLElement | null>,
  phase: InterstitialPhase,
): void {
  const pressed = useRef<Element | null>(null);
  const watching = beforeShowing.has(phase);

  useEffect(() => {
    const doc = anchor.current?.ownerDocument;
    if (!watching || !doc) return undefined;
    const onPress = (event: Event) => {
      pressed.current = event.target as Element | null;
    };
    doc.addEventListener('pointerdown', onPress, true);
    return () => doc.removeEventListener('pointerdown', onPress, true);
  }, [anchor, watching]);

  useEffect(() => {
    const doc = anchor.current?.ownerDocument;
    if (phase !== 'closing' || !doc) return undefined;
    const dialog = frame.current?.closest('[aria-modal]') ?? null;
    // After the Modal's own return of focus (and its search for what took an opener's place).
    const timer = setTimeout(() => {
      if (!focusLost(doc, dialog)) return;
      const place =
        pressedPlace(doc, pressed.current) ?? doc.querySelector<HTMLElement>('main, [role="main"]');
      if (place) jumpFocus(place);
    }, 0);
    return () => clearTimeout(timer);
  }, [anchor, frame, phase]);
}
