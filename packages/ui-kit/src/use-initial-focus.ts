import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

const fields = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

export interface InitialFocusRefs {
  /** An element of the dialog's document, there from the first render. */
  anchorRef: RefObject<HTMLElement | null>;
  panelRef: RefObject<HTMLElement | null>;
  bodyRef: RefObject<HTMLElement | null>;
  closeRef: RefObject<HTMLElement | null>;
  /** The owner's choice: always wins. */
  initialFocusRef?: RefObject<HTMLElement | null> | undefined;
}

/**
 * What the Modal focuses when it opens. A dialog the reader opened (focus sat on the opener
 * they pressed, or anywhere else on the page) focuses its close button, first in the tab
 * order, so the reader can leave at once. A dialog the page opened on its own (a script at
 * load: a sign-in page, the page a mailed reset link leads to), with nothing focused, focuses
 * its first field: nobody chose to be there to leave, and typing is what the reader came for.
 * A dialog with no field yet (a reset link being checked) focuses its close button, and its
 * field once it comes, unless the reader has moved focus meanwhile. Focus, not the browser's
 * user activation, tells them apart: Chromium counts a navigation from its address bar as an
 * activation for seconds after the load. Safari does not focus a pressed button, so there a
 * pointer-opened dialog starts on its first field. `shown`: the dialog's body is rendered.
 */
export function useInitialFocus(
  open: boolean,
  shown: boolean,
  { anchorRef, panelRef, bodyRef, closeRef, initialFocusRef }: InitialFocusRefs,
) {
  const byPage = useRef(false);
  // Read as the dialog opens, before focus moves in and the page behind turns inert.
  useLayoutEffect(() => {
    if (!open) return;
    const doc = anchorRef.current?.ownerDocument;
    const focused = doc?.activeElement;
    byPage.current = !initialFocusRef && doc !== undefined && (!focused || focused === doc.body);
  }, [open, anchorRef, initialFocusRef]);

  const firstField = () => bodyRef.current?.querySelector<HTMLElement>(fields) ?? null;

  useEffect(() => {
    const body = bodyRef.current;
    const view = body?.ownerDocument.defaultView;
    if (!shown || !byPage.current || !body || !view) return undefined;
    /** Moves focus to the first field once there is one; true when done waiting. */
    const focusField = () => {
      const field = firstField();
      if (!field) return false;
      const focused = body.ownerDocument.activeElement;
      if (focused === panelRef.current || focused === closeRef.current) field.focus();
      // Focus not in the dialog yet: the trap's first focus asks `initialFocus`, which answers
      // with the field; keep watching until then.
      return focused === panelRef.current || focused === closeRef.current || focused === field;
    };
    // The field may be there already, the trap having placed focus before it rendered.
    if (focusField()) return undefined;
    const waiting = new view.MutationObserver(() => {
      if (focusField()) waiting.disconnect();
    });
    // A field can come, or come out of `disabled` (a form waiting for its settings).
    waiting.observe(body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['disabled'],
    });
    return () => waiting.disconnect();
    // firstField reads refs only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown, bodyRef, panelRef, closeRef]);

  return (): HTMLElement | undefined => {
    if (initialFocusRef?.current) return initialFocusRef.current;
    // Focus already in the dialog (moved there from the dialog's first view, prerendered in
    // the page, as its code took over) stays where the reader is.
    const focused = panelRef.current?.ownerDocument.activeElement;
    if (focused instanceof HTMLElement && focused !== panelRef.current && panelRef.current?.contains(focused))
      return focused;
    return (byPage.current ? firstField() : null) ?? closeRef.current ?? undefined;
  };
}
