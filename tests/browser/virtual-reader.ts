/**
 * Guidepup's Virtual Screen Reader (`@guidepup/virtual-screen-reader`) in a demo page, for the
 * spoken journeys (spoken-journey.test.ts): it runs inside the page, reads the DOM as a screen
 * reader's model of it (roles, names, states, live regions) and keeps a log of the phrases it
 * would speak. It follows the real focus as the keyboard moves it, and speaks live regions as
 * they change. It is no NVDA, JAWS or VoiceOver: what it says is computed to the ARIA and HTML
 * mappings, not heard from a product with its own habits.
 *
 * Two things the tool does that no screen reader does are set aside, each in one place:
 * - it speaks an atomic live region (an alert) again on any attribute change inside it, a
 *   class name included, which the accessibility tree never shows: it is given a
 *   MutationObserver that watches the attributes that change what is read (ARIA's, role,
 *   hidden, disabled, alt, title, value);
 * - it speaks a live region emptied as an empty phrase ('assertive: '); those are dropped.
 * It also says no role or state for a password field (`input type="password"` has no ARIA
 * role); `focusedInTree` reads the browser's own accessibility tree for it.
 *
 * It follows focus only, not `aria-activedescendant`: a combobox's option made active while
 * focus stays in the field goes unsaid, where a screen reader speaks it as if it had focus.
 * `startReader(page, origin, { activeDescendant: true })` hands such an option to the reader's
 * own focus handling, so it is said as the reader says a focused element.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const readerScript = readFileSync(
  createRequire(import.meta.url).resolve('@guidepup/virtual-screen-reader/browser.js'),
  'utf8',
);
const readerPath = '/__virtual-screen-reader.js';

/** Loads the virtual screen reader into `page` (an ES module, served on the page's origin) and starts it on the body. */
export async function startReader(page: Page, origin: string, { activeDescendant = false } = {}) {
  await page.route(`${origin}${readerPath}`, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: readerScript }),
  );
  // A string, not a function: the test runner rewrites an `import()` in a function's body.
  await page.evaluate(`(async () => {
    const { virtual } = await import(${JSON.stringify(readerPath)});
    const read = ['role', 'hidden', 'disabled', 'inert', 'alt', 'title', 'value', 'aria-label',
      'aria-labelledby', 'aria-describedby', 'aria-hidden', 'aria-expanded', 'aria-invalid',
      'aria-required', 'aria-live', 'aria-atomic', 'aria-busy', 'aria-modal', 'aria-selected',
      'aria-checked', 'aria-disabled', 'aria-pressed', 'aria-current'];
    class ReadChanges extends MutationObserver {
      observe(target, { attributes, ...options }) {
        super.observe(target, { ...options, attributeFilter: read });
      }
    }
    window.virtualReader = virtual;
    const listen = document.body.addEventListener;
    let onFocus;
    if (${activeDescendant}) {
      document.body.addEventListener = function (type, handler, options) {
        if (type === 'focusin') onFocus = handler;
        return listen.call(this, type, handler, options);
      };
    }
    try {
      await virtual.start({ container: document.body, window: { MutationObserver: ReadChanges } });
    } finally {
      delete document.body.addEventListener;
    }
    if (onFocus) {
      new MutationObserver((changes) => {
        for (const { target } of changes) {
          const id = target === document.activeElement && target.getAttribute('aria-activedescendant');
          const active = id && document.getElementById(id);
          if (active) void onFocus({ target: active });
        }
      }).observe(document.body, { subtree: true, attributeFilter: ['aria-activedescendant'] });
    }
  })()`);
}

type ReaderWindow = Window & {
  virtualReader: { spokenPhraseLog(): Promise<string[]>; clearSpokenPhraseLog(): Promise<void> };
};

/** What the reader has said since the last call (emptied live regions left out), once the page is still. */
export async function heard(page: Page): Promise<string[]> {
  // A live region's change is spoken after a microtask; two frames cover it.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return page.evaluate(async () => {
    const reader = (window as unknown as ReaderWindow).virtualReader;
    const phrases = await reader.spokenPhraseLog();
    await reader.clearSpokenPhraseLog();
    return phrases.filter((phrase) => !/^(assertive|polite): $/.test(phrase));
  });
}

export const focusedLabel = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label'));

/** The focused element as the browser's accessibility tree has it: role, name, required. */
export async function focusedInTree(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('Accessibility.enable');
    const { result } = await cdp.send('Runtime.evaluate', { expression: 'document.activeElement' });
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', {
      objectId: result.objectId!,
      fetchRelatives: false,
    });
    const node = nodes[0];
    const required = node?.properties?.find((p) => p.name === 'required')?.value.value === true;
    return `${node?.role?.value}: ${node?.name?.value}${required ? ' [required]' : ''}`;
  } finally {
    await cdp.detach();
  }
}
