import { useCallback, useLayoutEffect, useRef } from 'react';
import { inertOutside } from './inert-outside.ts';
import { openLayer } from './layer.ts';

export interface LayerOptions {
  /**
   * What counts as inside: the overlay's element, and the button that opens it where a press
   * on it toggles. Read when the layer opens and at each press; the first element present
   * gives the document whose stack the layer joins.
   */
  inside: () => readonly (Element | null | undefined)[];
  /** Escape while the layer is the top one. Call `event.preventDefault()` once handled. */
  onEscape: (event: KeyboardEvent) => void;
  /** A pointerdown outside `inside` while the layer is the top one. */
  onOutsidePress: (event: PointerEvent) => void;
  /** The page navigated itself from a widget's link (layer.ts): an overlay of the old page closes. */
  onNavigate?: () => void;
  /**
   * A modal overlay's root at the end of `<body>`: while the layer is open everything else in
   * `<body>` is inert (inert-outside.ts). Default none (a non-modal layer).
   */
  modalRoot?: () => Element | null | undefined;
}

/**
 * Joins the document's overlay stack (layer.ts) while `open`, from before the first paint;
 * leaves it when `open` turns false or on unmount, taking its listeners and the page's inert
 * marks with it. Returns a function that leaves at once, for a focus trap's deactivation that
 * hands focus back to an opener behind the overlay before React's cleanup has run.
 */
export function useLayer(open: boolean, options: LayerOptions): () => void {
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const leave = useRef<() => void>(() => undefined);
  useLayoutEffect(() => {
    if (!open) return undefined;
    const doc = latest.current.inside().find((element) => element)?.ownerDocument;
    if (!doc) return undefined;
    const root = latest.current.modalRoot?.();
    const releaseInert = root ? inertOutside(root) : undefined;
    const close = openLayer(doc, {
      contains: (node) => latest.current.inside().some((element) => element?.contains(node)),
      onEscape: (event) => latest.current.onEscape(event),
      onOutsidePress: (event) => latest.current.onOutsidePress(event),
      onNavigate: () => latest.current.onNavigate?.(),
    });
    const release = () => {
      close();
      releaseInert?.();
    };
    leave.current = release;
    return release;
  }, [open]);
  return useCallback(() => leave.current(), []);
}
