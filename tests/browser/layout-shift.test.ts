/**
 * No layout shift: the demo pages reserve what each widget takes, at every width, and
 * the footer is last on the page, so from the first paint through every widget's mount and the
 * ads' answers the cumulative layout shift stays under 0.01 (web.dev's "good" is 0.1), at a
 * phone, a laptop and a very tall window, with the ads filled, partly filled and empty.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, layoutShifts, watchShifts } from './support.ts';

const origin = inject('demoOrigin');
const viewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
  { width: 1280, height: 2400 },
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type ChangeWindow = Window & { lastChange?: number };

/**
 * Installed before the page's first byte, beside `watchShifts`: notes when the DOM last
 * changed, so the test knows when the widgets have finished mounting and the ads answering.
 */
function watchChanges() {
  const win = window as ChangeWindow;
  win.lastChange = performance.now();
  new MutationObserver(() => {
    win.lastChange = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
}

/** Until the page has been still for a second: every widget mounted, every ad answered. */
async function settled(page: Page) {
  await page.waitForLoadState('load');
  await page.getByRole('contentinfo', { name: 'Site footer' }).waitFor();
  await page.getByRole('banner', { name: 'Site header' }).waitFor();
  await page.waitForFunction(
    () => performance.now() - ((window as ChangeWindow).lastChange ?? 0) > 1000,
    undefined,
    { polling: 100, timeout: 20_000 },
  );
}

async function measure(path: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.addInitScript(watchShifts);
  await page.addInitScript(watchChanges);
  await page.goto(`${origin}${path}`);
  await settled(page);
  const result = await layoutShifts(page);
  await context.close();
  return result;
}

describe('the article page, from first paint to every widget mounted', () => {
  for (const fill of ['filled', 'partial', 'empty']) {
    for (const viewport of viewports) {
      it(`ads ${fill}, ${viewport.width}×${viewport.height}: CLS under 0.01`, async () => {
        const { total, shifts } = await measure(fill === 'filled' ? '/' : `/?adfill=${fill}`, viewport);
        expect(total, shifts.join('\n')).toBeLessThan(0.01);
      });
    }
  }

  it('counts a shift when there is one (the measurement is live)', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.addInitScript(watchShifts);
    await page.addInitScript(watchChanges);
    await page.goto(`${origin}/?hideIntromercial=true`);
    await settled(page);
    await page.evaluate(() => {
      const block = document.createElement('div');
      block.className = 'ad-reserve-partner';
      document.querySelector('main')?.prepend(block);
    });
    await expect.poll(async () => (await layoutShifts(page)).total).toBeGreaterThan(0.1);
    await context.close();
  });
});

describe('the other demo pages', () => {
  for (const path of [
    '/subscriptions',
    '/gift-subscriptions',
    '/checkout',
    '/gift-recipient',
    '/the-latest',
  ]) {
    it(`${path}: CLS under 0.01 at each size`, async () => {
      for (const viewport of viewports) {
        const { total, shifts } = await measure(path, viewport);
        expect(total, `${viewport.width}×${viewport.height}\n${shifts.join('\n')}`).toBeLessThan(0.01);
      }
    });
  }
});
