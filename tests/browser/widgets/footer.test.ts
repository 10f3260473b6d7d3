/**
 * The footer's prerendered markup on the built demo: the article's footer comes in the page's
 * HTML (the demo server puts it there, as `withPrerenderedMarkup` does for any host), shows and
 * answers a reader before its code is in, and the footer's own render takes its place with no
 * visible change: nothing shifts, and a reader who tabbed into a link keeps focus on it.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { accessibilityTree, holdRequests, launchBrowser, layoutShifts, watchShifts } from '../support.ts';
import { footerMounted } from '../lazy-footer.ts';

const origin = inject('demoOrigin');
/** The article without its interstitial ad (docs/behaviour.md#limits), which would cover the page. */
const article = `${origin}/?hideIntromercial=true`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const footer = (page: Page) => page.getByRole('contentinfo', { name: 'Site footer' });
const mounted = (page: Page) => page.locator('masthead-footer [data-masthead-mounted] footer');

type BoxWindow = Window & { footerBox?: () => number[] | undefined };

/** Installed before the page's first byte, beside `watchShifts`: measures the footer. */
function watchFooterBox() {
  (window as BoxWindow).footerBox = () => {
    const rect = document.querySelector('masthead-footer footer')?.getBoundingClientRect();
    return rect && [rect.left, rect.top + scrollY, rect.width, rect.height];
  };
}

/** A page whose footer code (its expose's chunk) waits until `release` is called. */
async function withFooterHeld(viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.addInitScript(watchShifts);
  await page.addInitScript(watchFooterBox);
  const release = await holdRequests(page, /\/assets\/footer-[\w-]+\.js$/);
  return { context, page, release };
}

describe("the footer's prerendered markup", () => {
  it("is in the article's HTML, with the footer's stylesheet linked in the head", async () => {
    const html = await (await fetch(article)).text();
    // The article places it `loading="lazy"`: its code comes as the reader nears it.
    expect(html).toMatch(
      /<masthead-footer loading="lazy" data-masthead-prerendered><footer class="mh-footer-[\w-]+"/,
    );
    expect(html).toContain('aria-label="Site footer"');
    expect(html).toMatch(/<link rel="stylesheet" href="[^"]+\/assets\/footer-[\w-]+\.css" \/>[^]*<\/head>/);
    // The CMS's own fallback made way for it.
    expect(html).not.toContain('<a href="/subscriber-help">Help Center</a> ·');
  });

  it('shows before its code is in, its account links open sign-in and its plain links are links', async () => {
    const { context, page, release } = await withFooterHeld({ width: 1280, height: 900 });
    await page.goto(article, { waitUntil: 'commit' });
    await footer(page).getByRole('link', { name: 'Careers' }).waitFor();
    expect(await mounted(page).count()).toBe(0);
    // Styled by the remote's own stylesheet (linked in the head, so in before the first paint;
    // the parser may reach the footer first): its dark background.
    await expect
      .poll(() => footer(page).evaluate((element) => getComputedStyle(element).backgroundColor))
      .toBe('rgb(29, 29, 31)');
    await expect(footer(page).getByRole('link', { name: 'Careers' }).getAttribute('href')).resolves.toBe(
      '/careers',
    );
    await page.waitForFunction(() => window.Masthead !== undefined);
    await footer(page).getByRole('link', { name: 'My Library' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign In', exact: true });
    await dialog.getByRole('textbox', { name: 'Email' }).waitFor();
    expect(page.url()).toBe(article);
    expect(await mounted(page).count()).toBe(0);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    release();
    await mounted(page).waitFor();
    await context.close();
  });

  it('is in the accessibility tree while far below the fold, every link of it, named as its render names it', async () => {
    // A phone, where the article is long enough for the footer to be far below the fold.
    const { context, page, release } = await withFooterHeld({ width: 390, height: 844 });
    await page.goto(article);
    await footer(page).getByRole('link', { name: 'Careers' }).waitFor({ state: 'attached' });
    const withinTwoScreens = await footer(page).evaluate(
      (element) => element.getBoundingClientRect().top < innerHeight * 2,
    );
    expect(withinTwoScreens).toBe(false);
    expect(await mounted(page).count()).toBe(0);
    const markup = await accessibilityTree(page, 'masthead-footer');
    const links = await footer(page).locator('a[href]').count();
    expect(links).toBeGreaterThan(20);
    expect(markup.filter((line) => line.startsWith('link: '))).toHaveLength(links);
    expect(markup).toContain('link: Careers');
    expect(markup).toContain('link: Masthead on LinkedIn (opens in a new tab)');
    release();
    await footerMounted(page);
    await expect(accessibilityTree(page, 'masthead-footer')).resolves.toEqual(markup);
    await context.close();
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 2400 },
  ])
    it(`gives way to the footer's own render with no shift and focus kept, ${viewport.width}×${viewport.height}`, async () => {
      const { context, page, release } = await withFooterHeld(viewport);
      await page.goto(article);
      const link = footer(page).getByRole('link', { name: 'Orders' });
      await link.waitFor();
      // A reader tabs into the footer: from its link before, to Orders.
      await footer(page).getByRole('link', { name: 'My Library' }).focus();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Orders');
      const before = await page.evaluate(() => (window as BoxWindow).footerBox?.());
      const shot = await page.locator('masthead-footer').screenshot();
      const shifted = (await layoutShifts(page)).total;
      // Where the footer is in the first frame after the swap: the ads, which load once the
      // page's own widgets are in, may move the page later.
      const swapped = page.evaluate(
        () =>
          new Promise((done) => {
            const observer = new MutationObserver(() => {
              if (!document.querySelector('masthead-footer [data-masthead-mounted] footer')) return;
              observer.disconnect();
              requestAnimationFrame(() => done((window as BoxWindow).footerBox?.()));
            });
            observer.observe(document.querySelector('masthead-footer')!, { childList: true, subtree: true });
          }),
      );
      release();
      await mounted(page).waitFor();
      await expect(swapped).resolves.toEqual(before);
      expect(await page.locator('masthead-footer footer').count()).toBe(1);
      // The same link has focus, now the mounted footer's.
      await expect(
        page.evaluate(() => {
          const active = document.activeElement;
          return [active?.textContent, active?.closest('[data-masthead-mounted]') !== null];
        }),
      ).resolves.toEqual(['Orders', true]);
      expect((await page.locator('masthead-footer').screenshot()).equals(shot)).toBe(true);
      const { total, shifts } = await layoutShifts(page);
      expect(total - shifted, shifts.join('\n')).toBeLessThan(0.01);
      await context.close();
    });
});
