import { useEffect, type RefObject } from 'react';

/**
 * While `active`, marks a scrolling box with `data-scrolled` (content hidden above) and
 * `data-more` (content hidden below), kept current on scroll, resize and content changes, so
 * CSS can draw an edge where content goes out of view. Attributes, not state: scrolling
 * re-renders nothing.
 *
 * A form's action row that sticks to the box's bottom (`data-pinned`, `position: sticky`, drawn
 * over the box's fade) gets `data-stuck` while it stands in for its place further down, so CSS
 * can draw its top edge.
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    const box = ref.current;
    const view = box?.ownerDocument.defaultView;
    if (!active || !box || !view) return undefined;
    const update = () => {
      const more = box.scrollTop + box.clientHeight < box.scrollHeight - 1;
      box.toggleAttribute('data-scrolled', box.scrollTop > 0);
      box.toggleAttribute('data-more', more);
      const row = box.querySelector('[data-pinned]');
      row?.toggleAttribute(
        'data-stuck',
        more &&
          row.getBoundingClientRect().bottom >=
            box.getBoundingClientRect().top + box.clientTop + box.clientHeight - 1,
      );
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
      box.removeAttribute('data-scrolled');
      box.removeAttribute('data-more');
    };
  }, [ref, active]);
}
