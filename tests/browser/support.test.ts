/**
 * The browser tests' own axe check (support.ts) reads a page at rest: text fading in is
 * checked once its fade has ended, where axe alone, run in mid-fade, finds its contrast too low.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser } from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A page of its own context (axe opens a page beside it to run its checks). */
const newPage = async () => (await browser.newContext()).newPage();

/** A page whose panel of white-on-black text fades in over `ms`, as the header's flyouts do. */
async function fadingPanel(ms: number): Promise<Page> {
  const page = await newPage();
  await page.setContent(`<!doctype html><html lang="en"><head><title>Fade</title></head><body>
    <main><p id="panel" style="opacity:0;transition:opacity ${ms}ms linear">
      <a href="#cart" style="background:#1a1a1a;color:#fff;padding:8px">View Cart</a>
    </p></main>
    <script>requestAnimationFrame(() => requestAnimationFrame(() => { panel.style.opacity = '1'; }));</script>
  </body></html>`);
  // Past the fade's start, well before its end.
  await page.waitForFunction(() => Number(getComputedStyle(document.getElementById('panel')!).opacity) > 0.2);
  return page;
}

describe('axeViolations', () => {
  it('checks text that fades in once the fade has ended', async () => {
    const page = await fadingPanel(1500);
    await expect(axeViolations(page)).resolves.toEqual([]);
    expect(await page.evaluate(() => getComputedStyle(document.getElementById('panel')!).opacity)).toBe('1');
    await page.context().close();
  });

  it('where axe alone, in mid-fade, finds the contrast too low (the fade is real)', async () => {
    const page = await fadingPanel(4000);
    const { violations } = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
    expect(violations.map((violation) => violation.id)).toEqual(['color-contrast']);
    await page.context().close();
  });

  it('reports a node with the colours and ratio axe measured', async () => {
    const page = await newPage();
    await page.setContent(
      '<!doctype html><html lang="en"><head><title>Grey</title></head><body><main><p style="color:#aaa">Faint</p></main></body></html>',
    );
    const [line] = await axeViolations(page);
    expect(line).toMatch(
      /^color-contrast: .*\(p: Element has insufficient color contrast of 2\.32 \(foreground color: #aaaaaa, background color: #ffffff/,
    );
    await page.context().close();
  });
});
