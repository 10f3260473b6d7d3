/**
 * Dialogs are prefetched on intent: a pointer over, focus on or a touch of an element marked
 * `data-masthead-opens="account"` (or `"checkout"`) fetches that dialog, so by the time the
 * click lands it is ready. Widgets mark their openers this way, and so can a CMS page's own
 * buttons (a paywall's), with no script. Optionally, every dialog is also prefetched once the
 * page has loaded and the browser is idle, unless the reader asked to save data or is on a
 * 2G connection; that never competes with the page's own widgets.
 */
import { isDialogKind, openerAttribute, type DialogKind } from '../protocol/page.ts';

const intentEvents = ['pointerover', 'focusin', 'touchstart'] as const;

/** The dialogs that have an opener in `root` now. */
export function openersIn(root: ParentNode): DialogKind[] {
  const kinds = [...root.querySelectorAll(`[${openerAttribute}]`)].map((element) =>
    element.getAttribute(openerAttribute),
  );
  return [...new Set(kinds.filter(isDialogKind))];
}

/** Listen for intent on openers; returns the cleanup. */
export function watchIntent(doc: Document, prefetch: (kind: DialogKind) => void): () => void {
  const onIntent = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const kind = target.closest(`[${openerAttribute}]`)?.getAttribute(openerAttribute) ?? null;
    if (isDialogKind(kind)) prefetch(kind);
  };
  const options = { capture: true, passive: true } as const;
  for (const type of intentEvents) doc.addEventListener(type, onIntent, options);
  return () => {
    for (const type of intentEvents) doc.removeEventListener(type, onIntent, options);
  };
}

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** Whether the reader's connection leaves room for fetching what may never be used. */
export function mayPrefetch(nav: Navigator): boolean {
  const connection = (nav as Navigator & { connection?: NetworkInformation }).connection;
  if (connection?.saveData) return false;
  return connection?.effectiveType !== 'slow-2g' && connection?.effectiveType !== '2g';
}

/**
 * After the page's load event and the page's own widgets (`widgetsSettled`), when the
 * browser is next idle, prefetch every dialog. Returns the cleanup.
 */
export function prefetchWhenIdle(
  win: Window,
  widgetsSettled: Promise<unknown>,
  prefetch: () => void,
): () => void {
  if (!mayPrefetch(win.navigator)) return () => undefined;
  let cancel: (() => void) | undefined;
  let cancelled = false;
  const loaded =
    win.document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) => win.addEventListener('load', () => resolve(), { once: true }));
  void Promise.all([loaded, widgetsSettled.catch(() => undefined)]).then(() => {
    if (cancelled) return;
    if (typeof win.requestIdleCallback === 'function') {
      const id = win.requestIdleCallback(prefetch, { timeout: 5000 });
      cancel = () => win.cancelIdleCallback(id);
    } else {
      const id = win.setTimeout(prefetch, 1000);
      cancel = () => win.clearTimeout(id);
    }
  });
  return () => {
    cancelled = true;
    cancel?.();
  };
}
