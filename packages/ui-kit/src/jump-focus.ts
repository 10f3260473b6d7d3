/**
 * Moves focus to the element a link jumps to, focusable or not (a skip link's `<main>`): one
 * that has no `tabindex` gets `tabindex="-1"` for the jump only, taken off when focus leaves it,
 * so the page's own tab order is never changed. The next Tab goes on from there. Scrolling is
 * the caller's, who knows what covers the top of the screen.
 */
export function jumpFocus(target: HTMLElement): void {
  if (!target.hasAttribute('tabindex')) {
    target.setAttribute('tabindex', '-1');
    target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true });
  }
  target.focus({ preventScroll: true });
}

/**
 * How tall the page's own fixed bar is (`--mh-offset-top`, docs/embedding.md), as computed
 * where `element` sits; 0 without one.
 */
export function offsetTop(element: Element): number {
  const win = element.ownerDocument.defaultView;
  return Number.parseFloat(win?.getComputedStyle(element).getPropertyValue('--mh-offset-top') ?? '') || 0;
}
