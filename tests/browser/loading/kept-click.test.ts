/**
 * A click before the loader runs: the header's prerendered markup paints with the page, while
 * the loader may still be on its way. Each of its buttons that waits for code keeps a click
 * made meanwhile, with no script at all (a popover of its own it opens), shows it is busy, and
 * the loader, once it runs, answers the click as if it had been there: Sign In opens the
 * account dialog, Menu the main menu, Cart its panel.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hostStyleNames } from '../host-pages.ts';
import { holdRequests, launchBrowserForRoutedPages } from '../support.ts';

const origin = inject('demoOrigin');
/** The demo's article without its interstitial ad, which would cover the page. */
const home = `${origin}/?hideIntromercial=true`;
const loaderEntry = /\/masthead\/masthead-loader\.js$/;

let browser: Browser;
beforeAll(async () => {
  // The themed article is the demo's, with a stylesheet added on its way (`route.fulfill`).
  browser = await launchBrowserForRoutedPages();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * The article with the loader's entry held back until `release`; `reducedMotion` as the reader
 * set it; `hostStyle`, one of the host pages' real stylesheets added to the article's own.
 */
async function openBeforeLoader(
  reducedMotion: 'reduce' | 'no-preference' = 'no-preference',
  hostStyle?: (typeof hostStyleNames)[number],
) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion });
  const page = await context.newPage();
  if (hostStyle)
    await page.route(home, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        '</head>',
        `<link rel="stylesheet" href="/host-styles/${hostStyle}.css" /></head>`,
      );
      await route.fulfill({ response, body: html });
    });
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  const release = await holdRequests(page, loaderEntry);
  await page.goto(home, { waitUntil: 'domcontentloaded' });
  return { page, release, errors, close: () => context.close() };
}

/** The header's prerendered markup (not yet the header's own render). */
const markup = (page: Page) => page.locator('masthead-header > :not([data-masthead-mounted])');
const mounted = (page: Page) => page.locator('masthead-header [data-masthead-mounted] header');
const loaderRan = (page: Page) => page.evaluate(() => window.Masthead !== undefined);

/** What a reader sees of `name`'s button: busy (a bar under its label, running) or not. */
const busy = (page: Page, name: string) =>
  markup(page)
    .getByRole('button', { name, exact: true })
    .evaluate((button) => {
      const bar = getComputedStyle(button, '::after');
      return {
        bar: bar.content !== 'none' && bar.content !== 'normal',
        moving: bar.animationName !== 'none',
      };
    });

describe("the header's prerendered Sign In clicked before the loader runs", () => {
  it('shows it is busy, then opens the account dialog once the loader runs, with focus in it', async () => {
    const { page, release, errors, close } = await openBeforeLoader();
    const signIn = markup(page).getByRole('button', { name: 'Sign In', exact: true });
    expect(await busy(page, 'Sign In')).toEqual({ bar: false, moving: false });
    await signIn.click();
    expect(await loaderRan(page)).toBe(false);
    // The button answers the click with no script: it is busy, and nothing has opened yet.
    expect(await busy(page, 'Sign In')).toEqual({ bar: true, moving: true });
    await page.screenshot({
      path: 'test-results/screenshots/kept-click-sign-in.png',
      clip: { x: 0, y: 0, width: 1280, height: 120 },
    });
    expect(await page.getByRole('dialog').count()).toBe(0);
    // A second click while it waits changes nothing: one dialog opens.
    await signIn.click();
    release();
    const dialog = page.getByRole('dialog', { name: 'Sign In', exact: true });
    await dialog.getByRole('textbox', { name: 'Email' }).waitFor();
    await expect
      .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
      .toBe(true);
    expect(await page.getByRole('dialog', { name: 'Sign In', exact: true }).count()).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });

  it('with reduced motion, the bar stands still', async () => {
    const { page, release, close } = await openBeforeLoader('reduce');
    await markup(page).getByRole('button', { name: 'Sign In', exact: true }).click();
    expect(await busy(page, 'Sign In')).toEqual({ bar: true, moving: false });
    release();
    await page.getByRole('dialog', { name: 'Sign In', exact: true }).waitFor();
    await close();
  });
});

/** How the markup's Sign In looks once clicked: its box, its bar's and its open marker's styles. */
const keptLook = (page: Page) =>
  markup(page)
    .getByRole('button', { name: 'Sign In', exact: true })
    .evaluate((button) => {
      const pick = (style: CSSStyleDeclaration, names: string[]) =>
        Object.fromEntries(names.map((name) => [name, style.getPropertyValue(name)]));
      const { width, height } = button.getBoundingClientRect();
      const marker = button.querySelector('[data-masthead-kept-click]')!;
      const markerBox = marker.getBoundingClientRect();
      return {
        button: {
          width,
          height,
          ...pick(getComputedStyle(button), ['color', 'background-color', 'position']),
        },
        bar: pick(getComputedStyle(button, '::after'), [
          'content',
          'position',
          'left',
          'right',
          'bottom',
          'height',
          'background-color',
          'animation-name',
          'transform-origin',
          'opacity',
        ]),
        marker: { open: marker.matches(':popover-open'), width: markerBox.width, height: markerBox.height },
        markerStyle: pick(getComputedStyle(marker), [
          'opacity',
          'pointer-events',
          'border-top-width',
          'padding-top',
        ]),
      };
    });

describe("a click kept on a page styled by a real site's stylesheet", () => {
  let bare: Awaited<ReturnType<typeof keptLook>>;
  beforeAll(async () => {
    const { page, release, close } = await openBeforeLoader();
    await markup(page).getByRole('button', { name: 'Sign In', exact: true }).click();
    bare = await keptLook(page);
    expect(bare.bar['animation-name']).not.toBe('none');
    expect(bare.marker).toEqual({ open: true, width: 0, height: 0 });
    release();
    await close();
  });

  for (const style of hostStyleNames)
    it(`${style}: the busy bar and the hidden marker look as on the article alone, and the dialog opens`, async () => {
      const { page, release, errors, close } = await openBeforeLoader('no-preference', style);
      const signIn = markup(page).getByRole('button', { name: 'Sign In', exact: true });
      await signIn.click();
      expect(await loaderRan(page)).toBe(false);
      expect(await keptLook(page)).toEqual(bare);
      release();
      const dialog = page.getByRole('dialog', { name: 'Sign In', exact: true });
      await dialog.getByRole('textbox', { name: 'Email' }).waitFor();
      expect(errors).toEqual([]);
      await close();
    });
});

describe("the header's other prerendered buttons clicked before the loader runs", () => {
  it("Menu: opens the main menu once the header's own render is in", async () => {
    const { page, release, errors, close } = await openBeforeLoader();
    await markup(page).getByRole('button', { name: 'Menu', exact: true }).click();
    expect(await busy(page, 'Menu')).toEqual({ bar: true, moving: true });
    release();
    await page.getByRole('dialog', { name: 'Main menu' }).getByRole('link').first().waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it("Cart: opens its panel once the header's own render is in", async () => {
    const { page, release, errors, close } = await openBeforeLoader();
    await markup(page).getByRole('button', { name: 'Cart', exact: true }).click();
    expect(await busy(page, 'Cart')).toEqual({ bar: true, moving: true });
    release();
    await page.getByRole('region', { name: 'Cart' }).getByRole('link', { name: 'View Cart' }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });
});

describe('nothing clicked before the loader runs', () => {
  it('nothing opens, and the markup that stays until the swap keeps no click any more', async () => {
    const { page, release, errors, close } = await openBeforeLoader();
    await markup(page).getByRole('button', { name: 'Sign In', exact: true }).waitFor();
    release();
    await page.waitForFunction(() => window.Masthead !== undefined);
    expect(await page.locator('[data-masthead-kept-click]').count()).toBe(0);
    expect(await page.locator('masthead-header [popovertarget]').count()).toBe(0);
    await mounted(page).waitFor();
    // Long enough for a replayed click to have opened a dialog.
    await page.waitForTimeout(500);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });
});
