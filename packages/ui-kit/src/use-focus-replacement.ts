import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface OpenerPlace {
  opener: HTMLElement;
  parent: HTMLElement;
  index: number;
}

/**
 * The Modal's focus trap returns focus to the opener on close. When the opener left the page
 * while the dialog was open (the header's Sign In becomes 'Hi, {first name}' once the reader is
 * signed in through the dialog), focus would fall to the body and a keyboard reader would start
 * again at the top of the page: it goes to what took the opener's place instead (the element
 * now at the opener's position in its parent, or the first focusable inside it).
 *
 * `docRef` points into the dialog's document (the page's one when the ref is not set yet).
 */
export function useFocusReplacementOnClose(open: boolean, docRef: RefObject<HTMLElement | null>): void {
  const place = useRef<OpenerPlace | null>(null);

  // Before focus moves in (the trap moves it after this commit), remember where the opener sits.
  useLayoutEffect(() => {
    if (!open) return;
    const doc = docRef.current?.ownerDocument ?? document;
    const opener = doc.activeElement;
    const parent = opener?.parentElement;
    place.current =
      opener instanceof (doc.defaultView ?? window).HTMLElement && opener !== doc.body && parent
        ? { opener, parent, index: Array.prototype.indexOf.call(parent.children, opener) }
        : null;
  }, [open, docRef]);

  useEffect(() => {
    if (open) return undefined;
    const saved = place.current;
    place.current = null;
    if (!saved) return undefined;
    // After the Modal's own return of focus, which wins whenever the opener is still there.
    const timer = setTimeout(() => {
      const { opener, parent, index } = saved;
      const doc = parent.ownerDocument;
      const active = doc.activeElement;
      if (opener.isConnected || !parent.isConnected || (active && active !== doc.body)) return;
      const candidate = parent.children[index] ?? parent.lastElementChild;
      const target = candidate?.matches(focusable) ? candidate : candidate?.querySelector(focusable);
      if (target instanceof (doc.defaultView ?? window).HTMLElement) target.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [open]);
}
