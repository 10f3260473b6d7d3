/**
 * The visual polish every screenshot test holds a state to (visual.test.ts, rtl.test.ts): a
 * shot compared with the accepted one, and the problems a reader would see in the widgets on
 * screen (small touch targets, clipped content).
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { compareWithAccepted } from './screenshot-compare.ts';

/** Two frames: styles applied and transitions (reduced to none) done; flyouts past their fade-in. */
export async function settle(page: Page) {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[class*="mh-flyout"]')].every(
      (el) => getComputedStyle(el).opacity === '1',
    ),
  );
}

export async function shoot(page: Page, size: { name: string }, state: string) {
  await settle(page);
  const name = `${state}--${size.name}.png`;
  const { outcome, changedRatio, diff } = compareWithAccepted(
    name,
    await page.screenshot({ animations: 'disabled', caret: 'hide' }),
  );
  const changed = `${(changedRatio * 100).toFixed(2)} % of ${name} changed (${diff ?? 'a new size'})`;
  // Soft: the journey goes on to its other states, and the test fails at its end.
  expect.soft(outcome, `${changed}; accept with pnpm screenshots:accept`).not.toBe('changed');
}

/**
 * Problems a reader would see in the widgets now on screen: small targets (touch only) and
 * clipped content. Runs in the page; a widget's elements are the ones with our `mh-` classes.
 */
export function findProblems(page: Page, touch: boolean): Promise<string[]> {
  return page.evaluate((checkTargets) => {
    const problems: string[] = [];
    const isOurs = (el: Element) => [...el.classList].some((c) => c.startsWith('mh-'));
    const inWidget = (el: Element) => {
      for (let node: Element | null = el; node; node = node.parentElement) if (isOurs(node)) return true;
      return false;
    };
    const name = (el: Element) => {
      const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ');
      const cls = [...el.classList].find((c) => c.startsWith('mh-'))?.replace(/-[\w-]{5}$/, '') ?? '';
      return `<${el.localName}${cls ? `.${cls}` : ''}> '${text.slice(0, 40)}'`;
    };
    const shown = (el: Element) => {
      const rect = el.getBoundingClientRect();
      if (rect.width < 2 || rect.height < 2) return false; // absent or visually hidden (screen readers only)
      if (rect.right <= 0 || rect.left >= innerWidth) return false; // slid out of view (a closed panel)
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || Number(style.opacity) === 0) return false;
      if (el.closest('[hidden], [aria-hidden="true"], [inert]')) return false;
      return true;
    };

    // --- 44×44 px targets on touch screens ---
    if (checkTargets) {
      const interactive = document.querySelectorAll<HTMLElement>(
        'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="option"], [tabindex="0"]',
      );
      const hits = (target: Element, x: number, y: number) => {
        if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return false;
        const hit = document.elementFromPoint(x, y);
        if (!hit) return false;
        const label = hit.closest('label');
        return target.contains(hit) || (label !== null && label.control === target);
      };
      for (const el of interactive) {
        if (!inWidget(el) || !shown(el)) continue;
        // Links inside a sentence (text on the same line around them) are exempt (WCAG 2.5.5).
        const parent = el.parentElement;
        const inSentence =
          getComputedStyle(el).display === 'inline' &&
          parent !== null &&
          (parent.textContent ?? '').trim().length > (el.textContent ?? '').trim().length + 1;
        if (inSentence) continue;
        let rect = el.getBoundingClientRect();
        if (rect.width >= 44 && rect.height >= 44) continue;
        el.scrollIntoView({ block: 'center', inline: 'center' });
        rect = el.getBoundingClientRect();
        const cx = rect.left + rect.width / 2;
        const cy = rect.top + rect.height / 2;
        const wide = rect.width >= 44 || (hits(el, cx - 21.5, cy) && hits(el, cx + 21.5, cy));
        const tall = rect.height >= 44 || (hits(el, cx, cy - 21.5) && hits(el, cx, cy + 21.5));
        if (!wide || !tall) {
          problems.push(`target ${name(el)} is ${Math.round(rect.width)}×${Math.round(rect.height)} px`);
        }
      }
    }

    // --- clipped content ---
    const all = document.querySelectorAll('*');
    for (const box of all) {
      if (!isOurs(box) || !shown(box)) continue;
      const style = getComputedStyle(box);
      if (style.display === 'inline' || style.display === 'contents') continue;
      const clips = (value: string) => value === 'hidden' || value === 'clip';
      if (clips(style.overflowX) || clips(style.overflowY)) {
        const overX = clips(style.overflowX) && box.scrollWidth > box.clientWidth + 1;
        const overY = clips(style.overflowY) && box.scrollHeight > box.clientHeight + 1;
        if (overX || overY) {
          problems.push(
            `clipped: ${name(box)} shows ${box.clientWidth}×${box.clientHeight} of ${box.scrollWidth}×${box.scrollHeight}`,
          );
        }
        continue;
      }
      if (style.overflowX !== 'visible' || style.overflowY !== 'visible') continue; // scrolls
      // A box that does not grow with its content: anything in its flow that runs out of it.
      const outer = box.getBoundingClientRect();
      const runsOut = (rect: DOMRect) =>
        rect.width > 0 &&
        (rect.bottom > outer.bottom + 1 ||
          rect.top < outer.top - 1 ||
          rect.right > outer.right + 1 ||
          rect.left < outer.left - 1);
      for (const child of box.childNodes) {
        let rect: DOMRect | undefined;
        if (child instanceof Element) {
          const childStyle = getComputedStyle(child);
          if (childStyle.position === 'absolute' || childStyle.position === 'fixed' || !shown(child))
            continue;
          rect = child.getBoundingClientRect();
        } else if (child.nodeType === Node.TEXT_NODE && (child.textContent ?? '').trim()) {
          const range = document.createRange();
          range.selectNodeContents(child);
          rect = range.getBoundingClientRect();
        }
        if (rect && runsOut(rect)) {
          problems.push(
            `overflows: ${child instanceof Element ? name(child) : `'${(child.textContent ?? '').trim().slice(0, 40)}'`} runs out of ${name(box)}`,
          );
        }
      }
    }
    return problems;
  }, touch);
}
