/**
 * What a reader loses when a widget does not adapt to the room it is given (a 320 px screen, a
 * 256 px tall window, 200 % zoom, wider text spacing), measured in the page as laid out now:
 *
 * - the page scrolls sideways;
 * - a box scrolls sideways (a dialog's body must scroll only up and down), but for the ones
 *   named as sideways rows (the quick menu), which must then not scroll up and down as well;
 * - a box that hides its overflow has more content than it shows;
 * - a text runs out of its box (wider or taller than the box that holds it), or a control
 *   reaches past the viewport's left or right edge;
 * - the visible parts of two texts are drawn over each other (not where an opaque box, a
 *   flyout or a row stuck over scrolled content, hides the one under it).
 *
 * `unreachable` then brings each control into view as a reader would (focus, which scrolls
 * it in) and reports the ones that stay out of view or under something else.
 *
 * The readers run in the page (`page.evaluate`), so each is one self-contained function.
 */
import type { Page } from 'playwright-core';

export interface LayoutScope {
  /** The widget's roots: every element matching it is checked, with all it holds. */
  scope: string;
  /** Rows meant to scroll sideways (a row of links with scroll buttons). */
  sideways?: string;
}

function layoutFaultsInPage({ scope, sideways }: LayoutScope): string[] {
  const faults: string[] = [];
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth)
    faults.push(`the page scrolls sideways: ${root.scrollWidth} px in ${root.clientWidth}`);
  const viewportWidth = root.clientWidth;

  const name = (el: Element) => {
    const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ');
    const cls = [...el.classList].find((c) => c.startsWith('mh-'))?.replace(/-[\w-]{5}$/, '') ?? '';
    return `<${el.localName}${cls ? `.${cls}` : ''}> '${text.slice(0, 40)}'`;
  };
  const shown = (el: Element) => {
    const rect = el.getBoundingClientRect();
    if (rect.width < 2 || rect.height < 2) return false; // absent, or for screen readers only
    if (rect.right <= 0 || rect.left >= innerWidth) return false; // slid out of view (a closed panel)
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || Number(style.opacity) === 0) return false;
    // Cut away to nothing (a skip link until it has focus, text for screen readers only).
    for (let node: Element | null = el; node; node = node.parentElement) {
      const cut = getComputedStyle(node);
      if (cut.clipPath !== 'none' || (cut.clip !== 'auto' && cut.position === 'absolute')) return false;
    }
    return !el.closest('[hidden], [aria-hidden="true"], [inert]');
  };
  const clips = (value: string) => value !== 'visible';
  const inSideways = (el: Element) => Boolean(sideways && el.parentElement?.closest(sideways));
  /** The part of `rect` left once every box above `el` that clips or scrolls has cut it. */
  const visiblePart = (el: Element, rect: DOMRect) => {
    let { left, top, right, bottom } = rect;
    for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) {
      const style = getComputedStyle(box);
      if (!clips(style.overflowX) && !clips(style.overflowY)) continue;
      const edge = box.getBoundingClientRect();
      const inner = {
        left: edge.left + box.clientLeft,
        top: edge.top + box.clientTop,
        right: edge.left + box.clientLeft + box.clientWidth,
        bottom: edge.top + box.clientTop + box.clientHeight,
      };
      if (clips(style.overflowX)) [left, right] = [Math.max(left, inner.left), Math.min(right, inner.right)];
      if (clips(style.overflowY)) [top, bottom] = [Math.max(top, inner.top), Math.min(bottom, inner.bottom)];
    }
    [top, bottom] = [Math.max(top, 0), Math.min(bottom, innerHeight)];
    return right - left > 1 && bottom - top > 1 ? { left, top, right, bottom } : null;
  };

  const texts: { el: Element; rect: NonNullable<ReturnType<typeof visiblePart>> }[] = [];
  for (const top of document.querySelectorAll(scope)) {
    for (const el of [top, ...top.querySelectorAll('*')]) {
      if (!(el instanceof HTMLElement) || !shown(el)) continue;
      const style = getComputedStyle(el);
      const box = style.display !== 'inline' && style.display !== 'contents';
      if (box && (style.overflowX === 'auto' || style.overflowX === 'scroll')) {
        const wide = el.scrollWidth > el.clientWidth + 1;
        if (wide && !(sideways && el.matches(sideways)))
          faults.push(`scrolls sideways: ${name(el)} holds ${el.scrollWidth} px in ${el.clientWidth}`);
        if (wide && el.scrollHeight > el.clientHeight + 1) faults.push(`scrolls both ways: ${name(el)}`);
      } else if (box && (style.overflowX === 'hidden' || style.overflowX === 'clip')) {
        if (el.scrollWidth > el.clientWidth + 1)
          faults.push(`clipped: ${name(el)} shows ${el.clientWidth} px of ${el.scrollWidth}`);
      }
      if (box && (style.overflowY === 'hidden' || style.overflowY === 'clip')) {
        if (el.scrollHeight > el.clientHeight + 1)
          faults.push(`clipped: ${name(el)} shows ${el.clientHeight} px of ${el.scrollHeight} in height`);
      }
      if (el.matches('a[href], button, input, select, textarea') && !inSideways(el)) {
        const rect = el.getBoundingClientRect();
        if (rect.left < -1 || rect.right > viewportWidth + 1)
          faults.push(
            `past the viewport's edge: ${name(el)} from ${Math.round(rect.left)} to ${Math.round(rect.right)} px`,
          );
      }
      // Its own text: inside the box that holds it (the nearest ancestor that is not inline).
      let holder: Element = el;
      while (holder.parentElement && getComputedStyle(holder).display === 'inline')
        holder = holder.parentElement;
      const outer = holder.getBoundingClientRect();
      for (const node of el.childNodes) {
        if (node.nodeType !== Node.TEXT_NODE || !(node.textContent ?? '').trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0.5 && rect.height > 0.5);
        for (const rect of rects) {
          if (
            rect.left < outer.left - 1 ||
            rect.right > outer.right + 1 ||
            rect.top < outer.top - 1 ||
            rect.bottom > outer.bottom + 1
          ) {
            faults.push(
              `runs out of its box: '${(node.textContent ?? '').trim().slice(0, 40)}' (${Math.round(rect.width)}×${Math.round(rect.height)} px) out of ${name(holder)} (${Math.round(outer.width)}×${Math.round(outer.height)} px)`,
            );
            break;
          }
        }
        for (const rect of rects) {
          const part = visiblePart(el, rect);
          if (part) texts.push({ el, rect: part });
        }
      }
    }
  }
  // Two texts drawn over each other: where their visible parts meet, no opaque box lies between
  // the one on top and the other (a flyout, or a row stuck over content scrolled under it,
  // hides what is under it, as it should).
  const opaque = (el: Element) => {
    const alpha = /^rgba\(.*,\s*([\d.]+)\)$/.exec(getComputedStyle(el).backgroundColor)?.[1];
    return alpha === undefined || Number(alpha) > 0.9;
  };
  const reported = new Set<string>();
  for (let i = 0; i < texts.length; i += 1)
    for (let j = i + 1; j < texts.length; j += 1) {
      const [a, b] = [texts[i]!, texts[j]!];
      if (a.el === b.el || a.el.contains(b.el) || b.el.contains(a.el)) continue;
      const left = Math.max(a.rect.left, b.rect.left);
      const top = Math.max(a.rect.top, b.rect.top);
      const width = Math.min(a.rect.right, b.rect.right) - left;
      const height = Math.min(a.rect.bottom, b.rect.bottom) - top;
      if (width <= 1 || height <= 1) continue;
      const hit = document.elementFromPoint(left + width / 2, top + height / 2);
      const onTop = hit ? [a, b].find((text) => text.el.contains(hit)) : undefined;
      const under = onTop === a ? b : a;
      if (!onTop) continue; // both under something else
      let hidden = false;
      for (let node = hit; node && !node.contains(under.el); node = node.parentElement)
        if (opaque(node)) hidden = true;
      const pair = `overlap: ${name(a.el)} and ${name(b.el)}`;
      if (!hidden && !reported.has(pair)) {
        reported.add(pair);
        faults.push(`${pair} (${Math.round(width)}×${Math.round(height)} px)`);
      }
    }
  return faults;
}

/** What a reader loses in `scope` as the page is laid out now (see the file's comment). */
export const layoutFaults = (page: Page, scope: LayoutScope) => page.evaluate(layoutFaultsInPage, scope);

async function unreachableInPage({ scope, sideways }: LayoutScope): Promise<string[]> {
  const faults: string[] = [];
  // One frame: the header's scroll for a focused element runs in the frame after the focus,
  // before this one's callback, which was asked for after it.
  const frame = () => new Promise((done) => requestAnimationFrame(done));
  /** The part of `rect` inside every box above `el` that clips or scrolls, and the viewport. */
  const visiblePart = (el: Element, rect: DOMRect) => {
    let { left, top, right, bottom } = rect;
    for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) {
      const style = getComputedStyle(box);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const edge = box.getBoundingClientRect();
      const [x, y] = [edge.left + box.clientLeft, edge.top + box.clientTop];
      [left, right] = [Math.max(left, x), Math.min(right, x + box.clientWidth)];
      [top, bottom] = [Math.max(top, y), Math.min(bottom, y + box.clientHeight)];
    }
    [left, right] = [Math.max(left, 0), Math.min(right, innerWidth)];
    [top, bottom] = [Math.max(top, 0), Math.min(bottom, innerHeight)];
    return right - left > 1 && bottom - top > 1 ? { x: (left + right) / 2, y: (top + bottom) / 2 } : null;
  };
  const controls = [...document.querySelectorAll(scope)].flatMap((top) => [
    ...top.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea'),
  ]);
  for (const el of controls) {
    if (
      !el.checkVisibility({ visibilityProperty: true }) ||
      el.closest('[hidden], [aria-hidden="true"], [inert]')
    )
      continue;
    if (sideways && el.closest(sideways)) continue; // its row's buttons bring it in (checked apart)
    el.focus();
    if (document.activeElement !== el) el.scrollIntoView({ block: 'center' });
    await frame();
    const rects = [...el.getClientRects()];
    if (rects.every((rect) => rect.width < 2 || rect.height < 2)) continue; // for screen readers only
    const label = `<${el.localName}> '${(el.getAttribute('aria-label') ?? el.textContent ?? el.getAttribute('name') ?? '').trim().slice(0, 40)}'`;
    // Each line of a link that wraps is a box of its own: one of them on top is enough.
    const centres = rects.map((rect) => visiblePart(el, rect)).filter((centre) => centre !== null);
    if (centres.length === 0) {
      faults.push(`out of view once brought in: ${label}`);
      continue;
    }
    const onTop = centres.some(({ x, y }) => {
      const hit = document.elementFromPoint(x, y);
      const viaLabel = hit?.closest('label');
      return hit !== null && (el.contains(hit) || (viaLabel !== null && viaLabel?.control === el));
    });
    if (!onTop) {
      const { x, y } = centres[0]!;
      faults.push(
        `under something else once brought in: ${label} (${document.elementFromPoint(x, y)?.localName ?? 'nothing'} is on top)`,
      );
    }
  }
  (document.activeElement as HTMLElement | null)?.blur();
  return faults;
}

/**
 * The controls in `scope` that a reader cannot bring into view: each is focused (or scrolled
 * into view, if it takes no focus), then some part of it must be inside the viewport and every
 * box that clips it, and on top there.
 */
export const unreachable = (page: Page, scope: LayoutScope) => page.evaluate(unreachableInPage, scope);
