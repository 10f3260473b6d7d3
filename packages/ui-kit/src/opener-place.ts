/**
 * Where a dialog's opener sits, for giving focus back when the dialog closes: to the opener
 * itself, or, when it left the page while the dialog was open (the header's Sign In becomes
 * 'Hi, {first name}' once the reader is signed in through the dialog), to what took its place
 * (the element now at the opener's position in its parent, or the first focusable inside it).
 * Without it focus would fall to the body, and a keyboard reader would start again at the top
 * of the page. Used by the Modal (use-focus-replacement.ts) and by the loader, which knows the
 * opener of a dialog whose first view took the focus before the Modal rendered.
 */

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface OpenerPlace {
  opener: HTMLElement;
  parent: HTMLElement;
  index: number;
}

/** Where `element` sits in its parent, if it has one. */
export function placeOf(element: HTMLElement): OpenerPlace | null {
  const parent = element.parentElement;
  return parent
    ? { opener: element, parent, index: Array.prototype.indexOf.call(parent.children, element) }
    : null;
}

/** Where the element that has focus in `doc` sits, unless focus is on the body. */
export function openerPlace(doc: Document): OpenerPlace | null {
  const opener = doc.activeElement;
  return opener instanceof (doc.defaultView ?? window).HTMLElement && opener !== doc.body
    ? placeOf(opener)
    : null;
}

/**
 * Where focus is, for giving it back: fallen (on the body, or still inside a modal dialog that
 * is closing, `data-state="closed"` while it fades out), still in an open modal dialog (one
 * about to leave the page: the dialog that closes, whose render has not caught up yet), or
 * placed elsewhere by the reader or by whoever returned it.
 */
function focusState(doc: Document): 'fallen' | 'in-dialog' | 'placed' {
  const active = doc.activeElement;
  if (!active || active === doc.body) return 'fallen';
  const dialog = active.closest('[aria-modal="true"]');
  if (!dialog) return 'placed';
  return dialog.getAttribute('data-state') === 'closed' ? 'fallen' : 'in-dialog';
}

/** How many frames giving focus back waits at most: for a dialog to leave, for the page behind to stop being inert. */
const patienceFrames = 30;

/**
 * Runs `give` once focus has fallen: at once, or, while focus is still in a modal dialog, in
 * the first frame after it has left; never when focus has been placed elsewhere meanwhile.
 */
function onceFocusFallen(doc: Document, give: () => void, frames = patienceFrames): void {
  const state = focusState(doc);
  if (state === 'fallen') give();
  else if (state === 'in-dialog' && frames > 0)
    doc.defaultView?.requestAnimationFrame(() => onceFocusFallen(doc, give, frames - 1));
}

/**
 * Focus `target` now, or, while it is still inert (the page behind the dialog, released a
 * moment after the dialog let focus go), in the first frame it is not, unless focus has landed
 * somewhere meanwhile.
 */
function focusOnceReachable(target: HTMLElement, options: FocusOptions, frames = patienceFrames): void {
  const doc = target.ownerDocument;
  if (!target.closest('[inert]')) {
    target.focus(options);
    return;
  }
  if (frames === 0) return;
  doc.defaultView?.requestAnimationFrame(() => {
    if (target.isConnected && focusState(doc) === 'fallen') focusOnceReachable(target, options, frames - 1);
  });
}

/**
 * Focus the opener, or what took its place, once focus has fallen (above; something else that
 * has it, a field the closing dialog moved it to, keeps it); `returnToOpener: false` leaves an
 * opener still on the page to whoever returns focus to it (the Modal's trap).
 */
export function focusOpenerPlace({ opener, parent, index }: OpenerPlace, returnToOpener = true): void {
  const doc = parent.ownerDocument;
  onceFocusFallen(doc, () => {
    if (opener.isConnected) {
      if (returnToOpener) focusOnceReachable(opener, { preventScroll: true });
      return;
    }
    if (!parent.isConnected) return;
    const candidate = parent.children[index] ?? parent.lastElementChild;
    const target = candidate?.matches(focusable) ? candidate : candidate?.querySelector(focusable);
    if (target instanceof (doc.defaultView ?? window).HTMLElement) focusOnceReachable(target, {});
  });
}
