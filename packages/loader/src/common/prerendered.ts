/**
 * A widget's markup can reach the page before its code: a host's server that puts the
 * header's and the footer's prerendered markup in their placeholders (server/page-hints.ts,
 * `withPrerenderedMarkup`) shows them with the page's first paint. Until the code is in, that markup is the
 * widget's fallback, and the reader can already use it:
 *
 * - its links and its search form work as HTML does;
 * - its buttons keep a click made before the loader runs (@masthead/ui-kit/kept-click): once
 *   the loader runs, each button that kept one is clicked again (`takeKeptClicks`) and
 *   answers as below;
 * - an account opener (the header's Sign In, the footer's account links) opens the account dialog from the moment the
 *   loader runs (`openFromFallbacks`), as a page script's `openAccountDialog` would; if the
 *   loader cannot start (startup.ts), an opener that is a link is followed, as HTML does,
 *   and a button says the dialog is unavailable (dialogs.ts); for a reader signed in, an
 *   account link is a plain link, and says so (`followReaderInMarkup`);
 * - a click on any other button (the menu, the cart) is kept and replayed on the same
 *   button of the widget once it has mounted, and focus and what the reader typed move
 *   across with the swap (`carryOver` in core/carry-over.ts, called by mount.tsx), so
 *   nothing done early is lost;
 * - a press in progress at the swap (down on the markup, not yet let go) clicks the same
 *   control of the widget when it is let go (press.ts).
 *
 * Once the widget has mounted, its own handlers answer; this code leaves its render alone.
 * If its code cannot load, the markup stays, and the buttons that waited for the code are
 * disabled (`retireWaitingButtons`): none is left a dead click.
 */
import { widgets } from '@masthead/federation';
import { mastheadStore, openAccountDialog } from '@masthead/store/vanilla';
import { keptClickAttribute } from '@masthead/ui-kit/kept-click';
import { openerAttribute, prerenderedAttribute, widgetAttribute } from '../protocol/page.ts';
import { carryPress } from './press.ts';

/** Marks the element a widget renders into (mount.tsx): what is inside is the widget's own. */
export const mountedAttribute = 'data-masthead-mounted';

/** A widget's placement: its custom element, or an ordinary element that names it (data-placements.ts). */
const widgetSelector = [...Object.keys(widgets), `[${widgetAttribute}]`].join(',');

/** The last button clicked in each widget's fallback, for the widget to click once mounted. */
const pendingClicks = new WeakMap<Element, Element>();

/**
 * Handle clicks in widgets' fallbacks (see above); returns the cleanup. `unavailable` says
 * whether the loader could not start: a dialog then only says it cannot open.
 */
export function openFromFallbacks(doc: Document, unavailable: () => boolean = () => false): () => void {
  const onClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element)) return;
    // The loader is here: a button of markup parsed since it ran keeps no click any more.
    const keeping = event.target.closest('button');
    if (keeping) releaseKeptClick(keeping);
    if (event.defaultPrevented) return;
    const host = event.target.closest(widgetSelector);
    if (!host || event.target.closest(`[${mountedAttribute}]`)) return;
    const opener = event.target.closest(`[${openerAttribute}="account"]`);
    if (opener) {
      // A link goes to its page when the dialog cannot open, or for a reader signed in
      // already (the footer's My Library), as the widget's own link would.
      const signedIn = mastheadStore.getState().status === 'authenticated';
      if ((unavailable() || signedIn) && opener.matches('a[href]')) return;
      event.preventDefault();
      openAccountDialog({ view: 'sign-in' });
      return;
    }
    // In prerendered markup (a CMS's own fallback runs its own buttons), a submit button
    // submits its form, as HTML does; any other button waits for the code.
    const button = event.target.closest('button:not([type="submit"])');
    if (button && host.contains(button) && host.hasAttribute(prerenderedAttribute))
      pendingClicks.set(host, button);
  };
  doc.addEventListener('click', onClick);
  return () => doc.removeEventListener('click', onClick);
}

/**
 * The markup is drawn for an anonymous reader: its account links say they open a dialog
 * (`aria-haspopup`). For a reader who is signed in they are plain links (`openFromFallbacks`
 * lets them go), and say so, until the widget's own render takes over, which for a placement
 * that loads lazily may be long after the page has loaded. Returns the cleanup.
 */
export function followReaderInMarkup(doc: Document): () => void {
  const follow = () => {
    const signedIn = mastheadStore.getState().status === 'authenticated';
    for (const link of doc.querySelectorAll(`[${prerenderedAttribute}] a[${openerAttribute}="account"]`)) {
      if (link.closest(`[${mountedAttribute}]`)) continue;
      if (signedIn) link.removeAttribute('aria-haspopup');
      else link.setAttribute('aria-haspopup', 'dialog');
    }
  };
  follow();
  return mastheadStore.subscribe((state, previous) => {
    if (state.status !== previous.status) follow();
  });
}

/** Whether `marker` is open; false where the browser has no popovers (it kept nothing). */
function isOpen(marker: Element): boolean {
  try {
    return marker.matches(':popover-open');
  } catch {
    return false;
  }
}

/**
 * The loader takes over from `button`'s kept click (@masthead/ui-kit/kept-click): its marker
 * leaves (a popover removed from the page closes), and with it the target a click would open.
 * Returns whether the marker was open: the reader clicked before the loader ran.
 */
function releaseKeptClick(button: Element): boolean {
  const marker = button.querySelector(`:scope > [${keptClickAttribute}]`);
  if (!marker) return false;
  const kept = isOpen(marker);
  button.removeAttribute('popovertarget');
  button.removeAttribute('popovertargetaction');
  marker.remove();
  return kept;
}

/**
 * Click again each button of `doc`'s prerendered markup that kept a click before the loader
 * ran, now that `openFromFallbacks` answers it; the others stop keeping clicks. Call it once
 * the loader listens, and again once the page is parsed (markup the parser reached since).
 */
export function takeKeptClicks(doc: Document): void {
  const buttons = new Set<HTMLElement>();
  for (const marker of doc.querySelectorAll(`[${keptClickAttribute}]`)) {
    const button = marker.parentElement;
    if (button && releaseKeptClick(button)) buttons.add(button);
  }
  for (const button of buttons) button.click();
}

/** Child indices from `root` down to `node`, or null when `node` is not inside it. */
function pathTo(root: Element, node: Element): number[] | null {
  const path: number[] = [];
  for (let at: Element | null = node; at !== root; at = at.parentElement) {
    const parent: Element | null = at?.parentElement ?? null;
    if (!at || !parent) return null;
    path.unshift(Array.prototype.indexOf.call(parent.children, at));
  }
  return path;
}

/**
 * The element at `path` under `root`, if every element on the way is of the same kind as the
 * one at the same place on the way to `like`: the same markup, not merely the same indices.
 */
function follow(root: Element, path: number[], from: Element, like: Element): HTMLElement | null {
  const kinds: string[] = [];
  for (let at: Element | null = like; at && at !== from; at = at.parentElement) kinds.unshift(at.tagName);
  let at: Element | undefined = root;
  for (const [step, index] of path.entries()) {
    at = at?.children[index];
    if (at?.tagName !== kinds[step]) return null;
  }
  return at instanceof HTMLElement ? at : null;
}

const valueSetter = (element: HTMLInputElement | HTMLTextAreaElement) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element) as object, 'value')?.set;

/** Finds, for an element of one render, its twin in another render of the same markup. */
export type Counterpart = (element: Element) => HTMLElement | null;

/**
 * Move what the reader did in `from` (a fallback: prerendered markup) over to `to`, a render of
 * the same markup: what was typed in its fields and the boxes ticked (as input events, so the
 * widget's state follows), then the focus, with the caret and the selection where the field
 * has them, and a press still in progress (press.ts: its release clicks the twin of what was
 * pressed). Returns how to find an element's twin, for what the caller moves besides.
 */
export function moveAcross(from: Element, to: Element): Counterpart {
  const counterpart: Counterpart = (element) => {
    const path = pathTo(from, element);
    return path ? follow(to, path, from, element) : null;
  };
  for (const field of from.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (to.contains(field)) continue;
    const twin = counterpart(field);
    if (!(twin instanceof HTMLInputElement || twin instanceof HTMLTextAreaElement)) continue;
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      // A click, as the reader's own: the widget's handlers see the change.
      if (twin instanceof HTMLInputElement && field.checked !== twin.checked) twin.click();
      continue;
    }
    if (field.value === field.defaultValue) continue;
    valueSetter(twin)?.call(twin, field.value);
    twin.dispatchEvent(new Event('input', { bubbles: true }));
  }
  const doc = from.ownerDocument;
  const active = doc.activeElement;
  if (active && from.contains(active) && !to.contains(active)) {
    const twin = counterpart(active);
    twin?.focus({ preventScroll: true });
    if (
      (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) &&
      (twin instanceof HTMLInputElement || twin instanceof HTMLTextAreaElement) &&
      active.selectionStart !== null &&
      active.selectionEnd !== null &&
      twin.selectionStart !== null
    )
      twin.setSelectionRange(active.selectionStart, active.selectionEnd, active.selectionDirection ?? 'none');
  }
  carryPress(from, to, counterpart);
  return counterpart;
}

/** The last button clicked in `host`'s fallback before its widget mounted, now taken (carry-over.ts). */
export function takePendingClick(host: Element): Element | undefined {
  const clicked = pendingClicks.get(host);
  pendingClicks.delete(host);
  return clicked;
}

/**
 * `host`'s widget could not load and its fallback stays for good. In prerendered markup
 * (marked by the host's server), the buttons that waited for the code will never get it:
 * they are disabled. Submit buttons and account openers still work without it.
 */
export function retireWaitingButtons(host: Element): void {
  if (!host.hasAttribute(prerenderedAttribute)) return;
  pendingClicks.delete(host);
  const waiting = `button:not([type="submit"]):not([${openerAttribute}="account"])`;
  for (const button of host.querySelectorAll<HTMLButtonElement>(waiting)) button.disabled = true;
}
