/**
 * Layout stability in any engine. Where the engine has the Layout Instability API (Chromium),
 * the cumulative layout shift is summed from its entries, as CLS is. Where it has none
 * (Firefox, WebKit), the fallback watches element boxes instead: on every animation frame,
 * every element of the page's body, its article and each widget's placeholder is measured,
 * and a move of a pixel or more, in or into the viewport, is recorded, as a layout shift would
 * be. Both run from the first script the engine allows (an init script) until the page has
 * been still for a second.
 */
import { watchShifts, type ShiftWindow } from '../support.ts';
import type { Journey } from './journey.ts';
import { widgetsMounted } from './checks.ts';

export interface LayoutState {
  /** CLS so far, or null where the engine has no layout-shift entries. */
  cls: number | null;
  shifts: string[];
  /** Boxes that moved, e.g. "main > h1 moved 0,120 px". */
  moved: string[];
  /** How many frames were measured, and the document's state when the watch began. */
  frames: number;
  startedIn: DocumentReadyState;
  lastChange: number;
}

/** What `watchLayout` keeps on the page's window: the boxes' part of the state. */
type BoxWatch = Omit<LayoutState, 'cls' | 'shifts'>;
type LayoutWindow = Window & { __mhLayout?: BoxWatch };

/**
 * An init script: watches the boxes (self-contained; sent as source). Installed after
 * `watchShifts`, which sums the layout shifts where the engine has them (`layoutWatch`).
 */
export function watchLayout() {
  const win = window as LayoutWindow;
  if (win.__mhLayout) return;
  const state: BoxWatch = {
    moved: [],
    frames: 0,
    startedIn: document.readyState,
    lastChange: performance.now(),
  };
  win.__mhLayout = state;
  const nameOf = (node: Element) =>
    `${node.parentElement?.localName ?? ''} > ${node.localName}${
      typeof node.className === 'string' && node.className ? `.${node.className.split(' ')[0]}` : ''
    }`;
  type Box = { x: number; y: number; width: number; height: number; fixed: boolean };
  const boxes = new Map<Element, Box>();
  const tracked =
    'body > *, main > *, masthead-header, masthead-header-ad, masthead-partner-ads, masthead-footer';
  const inView = (box: Box) => {
    const [left, top] = box.fixed ? [box.x, box.y] : [box.x - window.scrollX, box.y - window.scrollY];
    return (
      top < window.innerHeight && top + box.height > 0 && left < window.innerWidth && left + box.width > 0
    );
  };
  const measure = () => {
    state.frames += 1;
    for (const element of document.querySelectorAll(tracked)) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 && rect.height === 0) continue;
      // A fixed box (an overlay's backdrop) stays where it is in the viewport as the page
      // scrolls (as a reader scrolls to a lazily loaded footer): measured there.
      const fixed = getComputedStyle(element).position === 'fixed';
      const box = {
        x: rect.left + (fixed ? 0 : window.scrollX),
        y: rect.top + (fixed ? 0 : window.scrollY),
        width: rect.width,
        height: rect.height,
        fixed,
      };
      const before = boxes.get(element);
      boxes.set(element, box);
      if (!before) continue;
      const dx = box.x - before.x;
      const dy = box.y - before.y;
      if (Math.abs(dx) < 1 && Math.abs(dy) < 1) continue;
      // As CLS: only a move a reader can see, in the viewport before or after.
      if (inView(before) || inView(box))
        state.moved.push(`${nameOf(element)} moved ${Math.round(dx)},${Math.round(dy)} px`);
    }
  };
  const started = performance.now();
  const frame = () => {
    measure();
    if (performance.now() - started < 30_000) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  new MutationObserver(() => {
    state.lastChange = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
}

/** Waits until header and footer have mounted and the page has been still for a second; returns the measurements. */
export async function settledLayout(journey: Journey): Promise<LayoutState> {
  await widgetsMounted(journey, ['masthead-header', 'masthead-footer']);
  await journey.until(
    'the header and footer to mount and the page to be still for a second',
    () =>
      journey.evaluate(() => {
        const state = (window as LayoutWindow).__mhLayout;
        const mounted = ['masthead-header', 'masthead-footer'].every((tag) =>
          document.querySelector(`${tag} [data-masthead-mounted]`),
        );
        return Boolean(state && mounted && performance.now() - state.lastChange > 1000);
      }),
    25_000,
  );
  return layoutState(journey);
}

export async function layoutState(journey: Journey): Promise<LayoutState> {
  const state = await journey.evaluate(() => {
    const win = window as LayoutWindow & ShiftWindow;
    const boxes = win.__mhLayout;
    return boxes ? { ...boxes, cls: win.layoutShift ?? null, shifts: win.shifts ?? [] } : null;
  });
  if (!state) throw new Error(`[${journey.engine}] the layout watch is not in the page`);
  return state;
}

/** Both init scripts, in their order: the layout shifts, then the boxes. */
export const layoutWatch = [watchShifts, watchLayout];
