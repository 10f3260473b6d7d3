/**
 * The demo's loader tags carry `async` (as a tag manager's do), so the loader can run before
 * the parser has reached the page's widgets or a server's dialog, or after the page's own
 * scripts. Here the parser is held (a script the page waits for) until the loader has run and
 * half a second more, so the loader's core could define the widget elements before their
 * markup is parsed; the widgets and the server's dialog are still taken over as on any page,
 * once each. Then the loader is held instead: the page's scripts wait for its page API.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowserForRoutedPages, mastheadErrors, openPage } from '../support.ts';
import { footerMounted } from '../lazy-footer.ts';

const origin = inject('demoOrigin');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowserForRoutedPages();
});
afterAll(async () => {
  await browser?.close();
});

const asyncLoaderTag = /<script\s+type="module"\s+async\s+src="\/masthead\/masthead-loader\.js"/;

/**
 * `path` as the demo serves it, with the parser held before `before` until the loader has
 * run; resolves with what the page had parsed by then.
 */
async function holdParser(page: Page, path: string, before: string) {
  let parsedAtHold: { loaderRan: boolean; reached: boolean } | undefined;
  await page.route(`${origin}${path}`, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    if (!asyncLoaderTag.test(html) || !html.includes(before))
      throw new Error(`${path} has no async loader tag or no ${before}`);
    await route.fulfill({
      response,
      body: html.replace(before, `<script src="/hold-the-parser.js"></script>${before}`),
    });
  });
  await page.route(`${origin}/hold-the-parser.js`, async (route) => {
    await page.waitForFunction(() => window.Masthead !== undefined);
    await page.waitForTimeout(500);
    parsedAtHold = await page.evaluate(
      (selector) => ({
        loaderRan: window.Masthead !== undefined,
        reached: document.querySelector(selector) !== null,
      }),
      before.replace(/^<([a-z-]+).*/, '$1'),
    );
    await route.fulfill({ contentType: 'text/javascript', body: '' });
  });
  return () => parsedAtHold;
}

describe('a loader that runs before the page is parsed', () => {
  it('takes over the footer the parser reaches after it, once', async () => {
    const { page, errors } = await openPage(browser, 'about:blank');
    try {
      const held = await holdParser(page, '/?hideIntromercial=true', '<masthead-footer');
      await page.goto(`${origin}/?hideIntromercial=true`);
      await footerMounted(page);
      await page.locator('masthead-header [data-masthead-mounted]').waitFor();
      // The loader had run and the footer was not parsed yet when the parser went on.
      expect(held()).toEqual({ loaderRan: true, reached: false });
      await expect.poll(() => page.getByRole('contentinfo', { name: 'Site footer' }).count()).toBe(1);
      await expect.poll(() => page.locator('footer[aria-label="Site footer"]').count()).toBe(1);
      await expect.poll(() => page.getByRole('banner', { name: 'Site header' }).count()).toBe(1);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect
        .poll(() => page.getByRole('dialog', { name: 'Sign In', exact: true }).isVisible())
        .toBe(true);
      expect(mastheadErrors(errors)).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('takes over the sign-in form a server put after it, with one dialog on the page', async () => {
    const { page, errors } = await openPage(browser, 'about:blank');
    try {
      const held = await holdParser(page, '/sign-in', '<div data-masthead-dialog="account"');
      await page.goto(`${origin}/sign-in`);
      // The dialog's code has taken the server's first view over.
      await page.locator('[data-masthead-dialog][data-masthead-prerendered]').waitFor({ state: 'detached' });
      expect(held()).toEqual({ loaderRan: true, reached: false });
      await expect.poll(() => page.getByRole('dialog').count()).toBe(1);
      const email = page.getByRole('dialog', { name: 'Sign In', exact: true }).getByLabel('Email');
      await expect.poll(() => email.evaluate((field) => field === document.activeElement)).toBe(true);
      expect(mastheadErrors(errors)).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});

/** Holds the loader's file until the page is parsed, its own scripts have run, and `ms` more. */
async function holdLoader(page: Page, ms: number) {
  await page.route(`${origin}/masthead/masthead-loader.js`, async (route) => {
    await page.waitForFunction(() => document.readyState !== 'loading');
    await page.waitForTimeout(ms);
    await route.continue();
  });
}

describe("the demo's page scripts when the loader comes after them", () => {
  it("open the reset link's dialog once the loader has run", async () => {
    const { page, errors } = await openPage(browser, 'about:blank');
    try {
      await holdLoader(page, 300);
      await page.goto(`${origin}/reset-password?token=held-token`, { waitUntil: 'domcontentloaded' });
      expect(await page.evaluate(() => window.Masthead)).toBeUndefined();
      const dialog = page.getByRole('dialog', { name: 'Choose a new password', exact: true });
      // An unknown token: the server's answer, with the way to a new link.
      await dialog
        .getByText('This reset link has expired or has already been used. You can ask for a new link below.')
        .waitFor();
      // The page's script read the token and took it out of the address bar at once.
      expect(new URL(page.url()).search).toBe('');
      expect(mastheadErrors(errors)).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('keep a paywall click made before the loader ran, and the demo panel shows the store', async () => {
    const { page, errors } = await openPage(browser, 'about:blank');
    try {
      await holdLoader(page, 600);
      await page.goto(`${origin}/?hideIntromercial=true`, { waitUntil: 'domcontentloaded' });
      await page.locator('[data-paywall-sign-in]').click();
      expect(await page.evaluate(() => window.Masthead)).toBeUndefined();
      const dialog = page.getByRole('dialog', { name: 'Sign In', exact: true });
      await dialog.waitFor();
      await expect
        .poll(() =>
          dialog.getByText('Sign in to keep reading. Subscribers get unlimited access.').isVisible(),
        )
        .toBe(true);
      await expect
        .poll(() => page.locator('[data-demo-state]').textContent())
        .toContain('"status": "anonymous"');
      expect(mastheadErrors(errors)).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
