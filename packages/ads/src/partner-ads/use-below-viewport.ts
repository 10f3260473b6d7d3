import { useEffect, useState, type RefObject } from 'react';

/**
 * Once `watch` is true: turns true (and stays true) when the element is entirely below the
 * viewport, where a change of its height moves nothing the reader sees (no layout shift).
 * Without IntersectionObserver (old browsers) it turns true at once.
 */
export function useBelowViewport(ref: RefObject<HTMLElement | null>, watch: boolean): boolean {
  const [below, setBelow] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!watch || below || !element) return undefined;
    const Observer = element.ownerDocument.defaultView?.IntersectionObserver;
    if (!Observer) {
      setBelow(true);
      return undefined;
    }
    const observer = new Observer(([entry]) => {
      if (!entry) return;
      const viewportBottom = entry.rootBounds?.bottom ?? element.ownerDocument.documentElement.clientHeight;
      if (!entry.isIntersecting && entry.boundingClientRect.top >= viewportBottom) setBelow(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, watch, below]);
  return below;
}
