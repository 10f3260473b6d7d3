import { useEffect, type RefObject } from 'react';

/** Space kept between the sticky header and a focused element scrolled out from under it. */
export const FOCUS_CLEARANCE = 8;

/** Scrolls `target` down from under `bar` when the bar covers its top. */
export function scrollClearOf(bar: HTMLElement, target: Element): void {
  const covered = bar.getBoundingClientRect().bottom;
  const { top } = target.getBoundingClientRect();
  if (top < covered) bar.ownerDocument.defaultView?.scrollBy({ top: top - covered - FOCUS_CLEARANCE });
}

/**
 * WCAG 2.2, 2.4.11 (focus not obscured): while the header is sticky, an element of
 * the page that receives focus underneath it is scrolled just below it. Done with
 * one focus listener instead of `scroll-padding` on the host's <html>, so the page's
 * own styles are never touched; the listener goes when the header stops being sticky.
 */
export function useFocusNotObscured(barRef: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const bar = barRef.current;
    const doc = bar?.ownerDocument;
    const win = doc?.defaultView;
    if (!active || !bar || !doc || !win) return undefined;
    let frame = 0;
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof win.Element) || bar.contains(target)) return;
      // After the browser's own scroll-into-view for the focus has happened.
      win.cancelAnimationFrame(frame);
      frame = win.requestAnimationFrame(() => scrollClearOf(bar, target));
    };
    doc.addEventListener('focusin', onFocusIn);
    return () => {
      doc.removeEventListener('focusin', onFocusIn);
      win.cancelAnimationFrame(frame);
    };
  }, [barRef, active]);
}
