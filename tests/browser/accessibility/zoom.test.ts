/**
 * Resize text (WCAG 1.4.4) by the browser's zoom: a 1280×800 window at 200 % lays a page out
 * 640×400 CSS px wide and tall, each CSS px two device pixels, and that is the window this test
 * opens (a viewport of 640×400 at a device scale factor of 2: the same layout, the same
 * media queries, the same pixels). The header with its slide-in menu, the header ad, the
 * partner ads, the footer and the sign-in and register views of both dialogs then lose
 * nothing (layout-faults.ts), and each control of the dialogs and the menu can be brought
 * into view.
 *
 * The other way to larger text, a larger default font size in the browser's settings, is not
 * followed: the widgets set their text in px (docs/accessibility.md, 1.4.4).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { layoutFaults, unreachable, type LayoutScope } from '../layout-faults.ts';
import { launchBrowser } from '../support.ts';
import { footerMounted } from '../lazy-footer.ts';

const origin = inject('demoOrigin');

let browser: Browser;
let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({
    viewport: { width: 640, height: 400 },
    deviceScaleFactor: 2,
    reducedMotion: 'reduce',
  });
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
});

const banner = () => page.getByRole('banner', { name: 'Site header' });
const header: LayoutScope = { scope: 'masthead-header', sideways: 'nav[aria-label="Quick menu"] div' };
const openDialog: LayoutScope = { scope: '[role="dialog"][aria-modal="true"]' };

const frames = () =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

async function expectDialogKept(state: string) {
  await frames();
  expect(await layoutFaults(page, openDialog), state).toEqual([]);
  expect(await unreachable(page, openDialog), state).toEqual([]);
}

describe('at 200 % zoom of a 1280×800 window', () => {
  it('the article page: the header and its slide-in menu, the ads and the footer', async () => {
    await page.goto(`${origin}/?hideIntromercial=true`);
    await expect(page.evaluate(() => [innerWidth, innerHeight, devicePixelRatio])).resolves.toEqual([
      640, 400, 2,
    ]);
    await page.locator('masthead-header [data-masthead-mounted] header').waitFor();
    await footerMounted(page);
    await page.locator('masthead-header-ad a').first().waitFor();
    await page.locator('masthead-partner-ads a').first().waitFor();
    await frames();
    for (const scope of [header, { scope: 'masthead-header-ad' }, { scope: 'masthead-partner-ads' }])
      expect(await layoutFaults(page, scope), scope.scope).toEqual([]);
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
    await frames();
    expect(await layoutFaults(page, { scope: 'masthead-footer' }), 'the footer').toEqual([]);
    await page.evaluate(() => scrollTo(0, 0));

    await banner().getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Main menu' });
    await menu.getByRole('button', { name: 'Close menu' }).waitFor();
    await expectDialogKept('the slide-in menu');
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect.poll(() => menu.getAttribute('aria-modal')).toBe('false');
  });

  it('the account dialog: sign in and register', async () => {
    await banner().getByRole('button', { name: 'Sign In', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign In', exact: true });
    await dialog.getByLabel('Email').waitFor();
    await expectDialogKept('sign in');
    await dialog.getByRole('button', { name: 'Create an account' }).click();
    const register = page.getByRole('dialog', { name: 'Create an account' });
    await register.getByLabel('First name').waitFor();
    await expectDialogKept('register');
    await page.keyboard.press('Escape');
    await register.waitFor({ state: 'hidden' });
  });

  it('the checkout dialog: sign in and register', async () => {
    await page.goto(`${origin}/subscriptions`);
    await page.getByRole('button', { name: 'Subscribe to Digital' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in or register' });
    await dialog.getByRole('button', { name: 'On to checkout' }).waitFor();
    await expectDialogKept('checkout: sign in');
    await dialog.getByRole('button', { name: 'Create an account' }).click();
    await dialog.getByLabel('Your first name').waitFor();
    await expectDialogKept('checkout: register');
  });
});
