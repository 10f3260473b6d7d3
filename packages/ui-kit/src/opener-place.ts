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
 * Focus the opener, or what took its place, if focus fell to the body (something else that
 * has it, a field the closing dialog moved it to, keeps it); `returnToOpener: false` leaves an
 * opener still on the page to whoever returns focus to it (the Modal's trap).
 */
export function focusOpenerPlace({ opener, parent, index }: OpenerPlace, returnToOpener = true): void {
  const doc = parent.ownerDocument;
  const active = doc.activeElement;
  if (active && active !== doc.body) return;
  if (opener.isConnected) {
    if (returnToOpener) opener.focus({ preventScroll: true });
    return;
  }
  if (!parent.isConnected) return;
  const candidate = parent.children[index] ?? parent.lastElementChild;
  const target = candidate?.matches(focusable) ? candidate : candidate?.querySelector(focusable);
  if (target instanceof (doc.defaultView ?? window).HTMLElement) target.focus();
}
