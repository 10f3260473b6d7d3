import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { focusOpenerPlace, openerPlace, type OpenerPlace } from './opener-place.ts';

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
    place.current = openerPlace(docRef.current?.ownerDocument ?? document);
  }, [open, docRef]);

  useEffect(() => {
    if (open) return undefined;
    const saved = place.current;
    place.current = null;
    if (!saved) return undefined;
    // After the Modal's own return of focus, which wins whenever the opener is still there.
    const timer = setTimeout(() => focusOpenerPlace(saved, false), 0);
    return () => clearTimeout(timer);
  }, [open]);
}
