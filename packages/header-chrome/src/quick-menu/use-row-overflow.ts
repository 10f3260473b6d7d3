import { useEffect, type RefObject } from 'react';

/**
 * While links of `row` (a box that scrolls sideways) are out of view, marks `nav` with
 * `data-cut-start` and `data-cut-end`, kept current on scroll, resize and content changes, so
 * CSS shows the row's scroll buttons only where something is cut (attributes, not state:
 * scrolling re-renders nothing). A scroll button that goes while it has the focus (the row
 * reached its end) hands the focus to the link at that end, never to the page.
 * Returns `scrollRow(direction)`: a screen's worth less the cues, smoothly unless the reader
 * asks for reduced motion.
 */
export function useRowOverflow(
  nav: RefObject<HTMLElement | null>,
  row: RefObject<HTMLElement | null>,
): (direction: 1 | -1) => void {
  useEffect(() => {
    const box = row.current;
    const root = nav.current;
    const view = box?.ownerDocument.defaultView;
    if (!box || !root || !view) return undefined;
    const update = () => {
      const max = box.scrollWidth - box.clientWidth;
      // Right-to-left pages scroll to negative offsets.
      const from = Math.abs(box.scrollLeft);
      const cutStart = from > 1;
      const cutEnd = max - from > 1;
      const active = box.ownerDocument.activeElement;
      const leaving = (attribute: string, cut: boolean) =>
        !cut && active instanceof view.HTMLElement && active.dataset.scroll === attribute;
      if (leaving('start', cutStart)) box.querySelector<HTMLElement>('a')?.focus({ preventScroll: true });
      if (leaving('end', cutEnd))
        [...box.querySelectorAll<HTMLElement>('a')].at(-1)?.focus({ preventScroll: true });
      root.toggleAttribute('data-cut-start', cutStart);
      root.toggleAttribute('data-cut-end', cutEnd);
    };
    update();
    box.addEventListener('scroll', update, { passive: true });
    // Absent where no layout is done (jsdom): nothing resizes there anyway.
    const resized = 'ResizeObserver' in view ? new view.ResizeObserver(update) : undefined;
    resized?.observe(box);
    const changed = new view.MutationObserver(update);
    changed.observe(box, { childList: true, subtree: true, characterData: true });
    return () => {
      box.removeEventListener('scroll', update);
      resized?.disconnect();
      changed.disconnect();
      root.removeAttribute('data-cut-start');
      root.removeAttribute('data-cut-end');
    };
  }, [nav, row]);

  return (direction: 1 | -1) => {
    const box = row.current;
    const view = box?.ownerDocument.defaultView;
    if (!box || !view) return;
    const reduce = view.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const rtl = view.getComputedStyle(box).direction === 'rtl' ? -1 : 1;
    const step = Math.max(box.clientWidth - 2 * 56, 64);
    box.scrollBy({ left: direction * rtl * step, behavior: reduce ? 'auto' : 'smooth' });
  };
}
