/**
 * A press that spans a swap. A click is a press and a release: the mouse's button down then
 * up (the browser clicks the nearest element that holds both where it went down and where it
 * came up), or Space down then up on a focused button (clicked on the release). When a
 * widget's own render takes the place of its prerendered markup between the two (mount.tsx,
 * early-dialog/kept.ts), the element pressed has left the page and the browser clicks nothing of
 * the widget's: the reader's click would be lost. So the loader follows the press in progress
 * (`watchPresses`), and a swap that removes the pressed element hands the press to what took
 * its place (`carryPress`, from `moveAcross`): on the release, that element is clicked as the
 * pressed one would have been, once, a task later (after the browser's own click, if any).
 * A release elsewhere (the reader changed their mind), a cancelled pointer or a prevented
 * Space clicks nothing, as with any button. A tap is left alone: the browser clicks what is
 * under the finger when it is lifted, the widget's render by then.
 */

/** What Space clicks on its release when it went down on it (HTML's buttons). */
const spaceActivated = [
  'button',
  'summary',
  ...['button', 'checkbox', 'radio', 'reset', 'submit', 'image'].map((type) => `input[type="${type}"]`),
].join(',');

interface Press {
  /** What went down: the pointer's target, or the button Space went down on. */
  target: Element;
  /** The pointer pressing, or null for Space. */
  pointerId: number | null;
  /** The pointer's down or Space's keydown: a prevented Space clicks nothing. */
  down: Event;
  /** What took the pressed element's place at a swap, and the render it is in (carryPress). */
  twin?: { element: HTMLElement; within: Element };
}

/** The press in progress in each document. */
const presses = new WeakMap<Document, Press>();

/** The nearest element that holds both `a` and `b`, as the browser picks a click's target. */
function commonAncestor(a: Element, b: Node): Element | null {
  let at: Element | null = a;
  while (at && !at.contains(b)) at = at.parentElement;
  return at;
}

/**
 * Click `target` a task after `release`, unless the browser's own click reached it meanwhile
 * or, `cancellable`, the release or the press was prevented.
 */
function clickAfter(doc: Document, target: HTMLElement, release: Event, cancellable: Event | null): void {
  let clicked = false;
  const onClick = (event: Event) => {
    if (event.target instanceof Node && target.contains(event.target)) clicked = true;
  };
  doc.addEventListener('click', onClick, true);
  doc.defaultView?.setTimeout(() => {
    doc.removeEventListener('click', onClick, true);
    if (clicked || !target.isConnected) return;
    if (cancellable && (cancellable.defaultPrevented || release.defaultPrevented)) return;
    target.click();
  }, 0);
}

/** Follow the press in progress in `doc` (see above); returns the cleanup. */
export function watchPresses(doc: Document): () => void {
  const begin = (target: EventTarget | null, pointerId: number | null, down: Event) => {
    if (target instanceof Element) presses.set(doc, { target, pointerId, down });
    else presses.delete(doc);
  };
  /** The press of `pointerId` is over: the one it was, if it is to be carried. */
  const end = (pointerId: number | null) => {
    const press = presses.get(doc);
    if (!press || press.pointerId !== pointerId) return null;
    presses.delete(doc);
    // Still in the page (a widget that failed put its fallback back): the browser clicks it.
    return press.twin && !press.target.isConnected ? { ...press, twin: press.twin } : null;
  };
  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType === 'mouse' && event.isPrimary && event.button === 0)
      begin(event.target, event.pointerId, event);
  };
  const onPointerUp = (event: PointerEvent) => {
    const press = end(event.pointerId);
    if (!press || !(event.target instanceof Node)) return;
    const target = commonAncestor(press.twin.element, event.target);
    if (target instanceof HTMLElement && press.twin.within.contains(target))
      clickAfter(doc, target, event, null);
  };
  const onPointerCancel = (event: PointerEvent) => void end(event.pointerId);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== ' ' || event.repeat) return;
    if (event.target instanceof Element && event.target.matches(spaceActivated))
      begin(event.target, null, event);
  };
  const onKeyUp = (event: KeyboardEvent) => {
    if (event.key !== ' ') return;
    const press = end(null);
    // Space clicks what it went down on, if focus is still there: the twin, focused at the swap.
    if (press && event.target === press.twin.element) clickAfter(doc, press.twin.element, event, press.down);
  };
  doc.addEventListener('pointerdown', onPointerDown, true);
  doc.addEventListener('pointerup', onPointerUp, true);
  doc.addEventListener('pointercancel', onPointerCancel, true);
  doc.addEventListener('keydown', onKeyDown, true);
  doc.addEventListener('keyup', onKeyUp, true);
  return () => {
    doc.removeEventListener('pointerdown', onPointerDown, true);
    doc.removeEventListener('pointerup', onPointerUp, true);
    doc.removeEventListener('pointercancel', onPointerCancel, true);
    doc.removeEventListener('keydown', onKeyDown, true);
    doc.removeEventListener('keyup', onKeyUp, true);
    presses.delete(doc);
  };
}

/**
 * `from` (prerendered markup) is about to leave the page for `to`, a render of the same markup
 * whose elements `counterpart` finds: a press in progress on an element of `from` is handed to
 * that element's twin in `to`, to be clicked on the release as the pressed one would have been.
 */
export function carryPress(
  from: Element,
  to: Element,
  counterpart: (element: Element) => HTMLElement | null,
): void {
  const press = presses.get(from.ownerDocument);
  if (!press || !from.contains(press.target) || to.contains(press.target)) return;
  // A press on a button's icon (SVG) is a press on the button.
  let pressed: Element | null = press.target;
  while (pressed && !(pressed instanceof HTMLElement)) pressed = pressed.parentElement;
  const element = pressed && from.contains(pressed) ? counterpart(pressed) : null;
  if (element) press.twin = { element, within: to };
}
