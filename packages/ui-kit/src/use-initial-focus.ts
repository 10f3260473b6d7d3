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
 * What the Modal focuses when it opens. A dialog the reader opened (a press or a key still
 * counts as the reader's, or focus sat on the opener) focuses its close button, first in the
 * tab order, so the reader can leave at once. A dialog the page opened on its own (a script
 * at load: a sign-in page, the page a mailed reset link leads to) focuses its first field:
 * nobody chose to be there to leave, and typing is what the reader came for. A dialog with no
 * field yet (a reset link being checked) focuses its close button, and its field once it
 * comes, unless the reader has moved focus meanwhile. Where the browser cannot tell (no
 * `navigator.userActivation`), the close button. `shown`: the dialog's body is rendered.
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
    const activation = doc?.defaultView?.navigator.userActivation;
    const focused = doc?.activeElement;
    byPage.current =
      !initialFocusRef &&
      activation !== undefined &&
      !activation.isActive &&
      (!focused || focused === doc?.body);
  }, [open, anchorRef, initialFocusRef]);

  const firstField = () => bodyRef.current?.querySelector<HTMLElement>(fields) ?? null;

  useEffect(() => {
    const body = bodyRef.current;
    const view = body?.ownerDocument.defaultView;
    if (!shown || !byPage.current || !body || !view) return undefined;
    const waiting = new view.MutationObserver(() => {
      const field = firstField();
      if (!field) return;
      waiting.disconnect();
      const focused = body.ownerDocument.activeElement;
      if (focused === panelRef.current || focused === closeRef.current) field.focus();
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
    return (byPage.current ? firstField() : null) ?? closeRef.current ?? undefined;
  };
}
