import { useEffect, useRef, type RefObject } from 'react';

/**
 * Closes an open disclosure on Escape or on a press outside its button and its
 * content, whether or not the content rendered anything. The cart needs this: after a
 * failed answer its flyout renders nothing (docs/behaviour.md#errors), and without these listeners the
 * button would stay 'expanded' with no way to close it but pressing it again.
 * (When the flyout does render, its own dismissal does the same; closing twice is harmless.)
 */
export function useDismissWhileOpen(
  open: boolean,
  button: HTMLElement | null,
  content: RefObject<HTMLElement | null>,
  close: () => void,
): void {
  const latestClose = useRef(close);
  useEffect(() => {
    latestClose.current = close;
  });
  useEffect(() => {
    const doc = button?.ownerDocument;
    if (!open || !button || !doc) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latestClose.current();
    };
    const onPointerDown = (event: Event) => {
      const target = event.target as Node | null;
      if (target && (button.contains(target) || content.current?.contains(target))) return;
      latestClose.current();
    };
    doc.addEventListener('keydown', onKeyDown);
    doc.addEventListener('pointerdown', onPointerDown);
    return () => {
      doc.removeEventListener('keydown', onKeyDown);
      doc.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, button, content]);
}
