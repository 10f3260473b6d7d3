/**
 * Keeps the page behind an overlay (a modal, the slide-in menu) from scrolling. Locks are
 * counted on the body itself, not in this module: the modal and the slide-in panel are
 * shared as separate modules, each with its own copy of this file, and the page must scroll
 * again only when the last overlay of either kind closes. The body's own inline values come
 * back as they were.
 */
const countKey = 'mhScrollLocks';
const overflowKey = 'mhScrollOverflow';
const paddingKey = 'mhScrollPadding';

export function lockScroll(doc: Document): () => void {
  const body = doc.body;
  const count = Number(body.dataset[countKey] ?? 0);
  if (count === 0) {
    body.dataset[overflowKey] = body.style.overflow;
    body.dataset[paddingKey] = body.style.paddingRight;
    const win = doc.defaultView;
    // Hiding the scrollbar widens the page; pad by its width so nothing behind the overlay moves.
    const viewport = doc.documentElement.clientWidth;
    const scrollbar = win && viewport > 0 ? win.innerWidth - viewport : 0;
    if (win && scrollbar > 0) {
      const padding = Number.parseFloat(win.getComputedStyle(body).paddingRight) || 0;
      body.style.paddingRight = `${padding + scrollbar}px`;
    }
    body.style.overflow = 'hidden';
  }
  body.dataset[countKey] = String(count + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = Number(body.dataset[countKey] ?? 1) - 1;
    if (left > 0) {
      body.dataset[countKey] = String(left);
      return;
    }
    body.style.overflow = body.dataset[overflowKey] ?? '';
    body.style.paddingRight = body.dataset[paddingKey] ?? '';
    delete body.dataset[countKey];
    delete body.dataset[overflowKey];
    delete body.dataset[paddingKey];
  };
}
