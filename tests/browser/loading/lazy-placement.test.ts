/**
 * A placement marked `loading="lazy"` (the footer of the demo's article) asks for its widget's
 * code only when the reader needs it: as they scroll within a screen of it, or press or focus
 * inside it. Until then the server's markup (or the CMS's fallback) stands in, drawn with its
 * stylesheet, and the page downloads nothing else of it.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { remoteNames } from '../../../module-federation.config.ts';
import { launchBrowser, launchBrowserForRoutedPages, mastheadErrors, openPage } from '../support.ts';

const origin = inject('demoOrigin');
const footerOrigin = `http://localhost:${Number(new URL(origin).port) + 1 + remoteNames.indexOf('footer')}`;
/** The demo's article without its interstitial ad, which would cover the page. */
const article = `${origin}/?hideIntromercial=true`;
const mountedFooter = 'masthead-footer [data-masthead-mounted] footer';
/** The footer's own render, whichever element places it. */
const anyMountedFooter = '[data-masthead-mounted] footer[aria-label="Site footer"]';

let browser: Browser;
let routed: Browser;
beforeAll(async () => {
  [browser, routed] = await Promise.all([launchBrowser(), launchBrowserForRoutedPages()]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), routed?.close()]);
});

/** The footer remote's code the page has asked for (its stylesheet aside). */
const footerCode = (requests: string[]) =>
  requests.filter((url) => url.startsWith(footerOrigin) && /\.js(\?|$)/.test(new URL(url).pathname));

/** Whether the footer's own render has taken the markup's place. */
const mounted = (page: Page) => page.locator(mountedFooter).count();

describe('the footer of a long article, placed loading="lazy"', () => {
  it("shows the server's markup, styled, and asks for none of its code while the reader reads the top", async () => {
    const { page, requests, errors } = await openPage(browser, article, {
      viewport: { width: 1280, height: 720 },
    });
    await page.waitForLoadState('networkidle');
    const footer = page.getByRole('contentinfo', { name: 'Site footer' });
    await expect.poll(() => footer.getByRole('link', { name: 'Help Center' }).count()).toBe(1);
    expect(footerCode(requests)).toEqual([]);
    expect(requests.some((url) => url.startsWith(footerOrigin) && url.endsWith('.css'))).toBe(true);
    expect(await mounted(page)).toBe(0);
    // Its links are styled by the footer's stylesheet, not the browser's default blue.
    const color = await footer
      .getByRole('link', { name: 'Help Center' })
      .evaluate((a) => getComputedStyle(a).color);
    expect(color).not.toBe('rgb(0, 0, 238)');

    // Scrolling toward it, a screen away, brings its code and its own render.
    await page.evaluate(() => {
      const top = document.querySelector('masthead-footer')!.getBoundingClientRect().top;
      window.scrollBy(0, top - 2 * window.innerHeight + 40);
    });
    await page.locator(mountedFooter).waitFor();
    expect(footerCode(requests).length).toBeGreaterThan(0);
    expect(mastheadErrors(errors)).toEqual([]);
    await page.context().close();
  });

  it('loads as soon as a keyboard reader focuses one of its links', async () => {
    const { page, requests } = await openPage(browser, article, { viewport: { width: 1280, height: 720 } });
    await page.waitForLoadState('networkidle');
    expect(footerCode(requests)).toEqual([]);
    // Focus without scrolling, as an assistive technology may move it.
    await page.evaluate(() =>
      document.querySelector<HTMLElement>('masthead-footer a')?.focus({ preventScroll: true }),
    );
    await page.locator(mountedFooter).waitFor();
    expect(footerCode(requests).length).toBeGreaterThan(0);
    await page.context().close();
  });

  it('opens the sign-in dialog from its My Library link pressed before its code is in', async () => {
    const { page } = await openPage(browser, article, { viewport: { width: 1280, height: 720 } });
    await page.waitForLoadState('networkidle');
    await page
      .getByRole('contentinfo', { name: 'Site footer' })
      .getByRole('link', { name: 'My Library' })
      .click();
    await page
      .getByRole('dialog', { name: 'Sign In', exact: true })
      .getByRole('textbox', { name: 'Email' })
      .waitFor();
    expect(page.url()).toBe(article);
    await page.context().close();
  });
});

describe('a lazy placement without server markup', () => {
  const body = (footer: string, filler: number) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>A long page</title>
<script type="module" src="/masthead/masthead-loader.js" data-masthead-config="/masthead.config.json"></script>
</head><body>
<masthead-header></masthead-header>
<main><h1>A long read</h1><div style="height: ${filler}px"></div></main>
${footer}
</body></html>`;

  async function open(footer: string, filler = 4000) {
    const opened = await openPage(routed, 'about:blank', { viewport: { width: 1280, height: 720 } });
    await opened.page.route(`${origin}/long-read`, (route) =>
      route.fulfill({ contentType: 'text/html', body: body(footer, filler) }),
    );
    await opened.page.goto(`${origin}/long-read`);
    await opened.page.getByRole('banner', { name: 'Site header' }).waitFor();
    await opened.page.waitForLoadState('networkidle');
    return opened;
  }

  for (const [kind, footer] of [
    [
      'a custom element',
      '<masthead-footer loading="lazy"><p><a href="/subscriber-help">Help</a></p></masthead-footer>',
    ],
    [
      'an ordinary element',
      '<div data-masthead-widget="footer" data-loading="lazy"><p><a href="/subscriber-help">Help</a></p></div>',
    ],
    ['a link', '<p><a name="masthead-footer loading=lazy" href="/subscriber-help">Help</a></p>'],
  ] as const)
    it(`keeps the CMS's fallback until the reader scrolls near, placed by ${kind}`, async () => {
      const { page, requests, errors } = await open(footer);
      expect(footerCode(requests)).toEqual([]);
      expect(await page.getByRole('link', { name: 'Help', exact: true }).count()).toBe(1);
      await page.mouse.wheel(0, 4000);
      await page.locator(anyMountedFooter).waitFor();
      expect(await page.getByRole('link', { name: 'Help', exact: true }).count()).toBe(0);
      expect(mastheadErrors(errors)).toEqual([]);
      await page.context().close();
    });

  it('loads at once where the page is short enough for it to be near', async () => {
    const { page, requests } = await open('<masthead-footer loading="lazy"></masthead-footer>', 200);
    await page.locator(anyMountedFooter).waitFor();
    expect(footerCode(requests).length).toBeGreaterThan(0);
    await page.context().close();
  });
});
