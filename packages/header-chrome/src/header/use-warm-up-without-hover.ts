import { useEffect } from 'react';

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * A menu's code loads when a pointer hovers its button or focus reaches it, so it is in by
 * the time the press lands. A touch screen has no hover: its first tap was the first sign,
 * and the reader watched the menu wait for its code (about 200 ms on a phone). Where no
 * pointer hovers, `load` runs once the page has loaded and the browser is idle, unless the
 * reader asked to save data or is on a 2G connection. `element` is the menu's button, for its
 * window. Where a pointer hovers, nothing changes: hover and focus still load it.
 */
export function useWarmUpWithoutHover(element: HTMLElement | null, load: () => Promise<unknown>) {
  useEffect(() => {
    const view = element?.ownerDocument.defaultView;
    if (!view || typeof view.matchMedia !== 'function') return undefined;
    if (!view.matchMedia('(hover: none)').matches) return undefined;
    const connection = (view.navigator as Navigator & { connection?: NetworkInformation }).connection;
    if (connection?.saveData || connection?.effectiveType === 'slow-2g' || connection?.effectiveType === '2g')
      return undefined;
    let cancelIdle: (() => void) | undefined;
    const whenIdle = () => {
      if (typeof view.requestIdleCallback === 'function') {
        const id = view.requestIdleCallback(() => void load().catch(() => undefined), { timeout: 3000 });
        cancelIdle = () => view.cancelIdleCallback(id);
      } else {
        const id = view.setTimeout(() => void load().catch(() => undefined), 1000);
        cancelIdle = () => view.clearTimeout(id);
      }
    };
    if (view.document.readyState === 'complete') whenIdle();
    else view.addEventListener('load', whenIdle, { once: true });
    return () => {
      view.removeEventListener('load', whenIdle);
      cancelIdle?.();
    };
  }, [element, load]);
}
