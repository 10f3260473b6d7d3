/**
 * Widgets look the same on any page: every widget and both dialogs, on host pages styled by
 * real stylesheets (host-pages.ts), at the top level of `<body>` and deep inside the page's
 * content, have the computed styles they have on a bare page; every text keeps 4.5:1. The
 * screenshots (test-results/screenshots/host-styles) are for the visual review.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hostStyleNames, type HostStyle, type Placement } from '../host-pages.ts';
import { launchBrowser, mastheadErrors, openPage } from '../support.ts';
import {
  comparedProperties,
  lowContrastInPage,
  styleDifferences,
  stylesInPage,
  widgetParts,
  type StyledElement,
} from '../widget-styles.ts';

const origin = inject('demoOrigin');
const screenshots = 'test-results/screenshots/host-styles';
mkdirSync(screenshots, { recursive: true });

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const styles = (page: Page, selector: string) =>
  page.evaluate(stylesInPage, { selector, properties: comparedProperties });
const lowContrast = (page: Page, selector: string) => page.evaluate(lowContrastInPage, selector);
/** A page with every widget mounted and its ads filled, interstitial closed. */
async function widgetsPage(style: HostStyle, placement: Placement, width: number) {
  const opened = await openPage(browser, `${origin}/host-styles/${style}/${placement}`, {
    viewport: { width, height: 900 },
  });
  const { page } = opened;
  const ad = page.getByRole('dialog', { name: 'Advertisement' });
  await ad.getByRole('link').first().waitFor();
  const interstitial = await styles(page, widgetParts.dialog);
  const interstitialContrast = await lowContrast(page, widgetParts.dialog);
  // Closed from the keyboard: a click would leave the pointer over (and hovering) a widget.
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: 'Advertisement' }).waitFor({ state: 'hidden' });
  await page.locator('masthead-footer [data-masthead-mounted] footer').waitFor();
  await page.locator('masthead-header [data-masthead-mounted] header').waitFor();
  await page.locator('masthead-partner-ads [data-masthead-mounted] a').first().waitFor();
  await page.locator('masthead-header-ad [data-masthead-mounted] a').first().waitFor();
  return { ...opened, interstitial, interstitialContrast };
}

const signIn = (page: Page) =>
  page.locator('masthead-header').getByRole('button', { name: 'Sign In', exact: true });

const header = (page: Page) => page.locator('masthead-header');
const menuButton = (page: Page, expanded: boolean) =>
  header(page).getByRole('button', { name: 'Menu', exact: true, expanded });

/** The header's overlays, one at a time: the slide-in menu, the suggestions, the cart, the user menu. */
async function headerOverlays(page: Page, shot: string) {
  // Closed, the menu stays in the page 1 s (for its slide-out): its root at the end of the body,
  // and an anchor of it in the header. It is waited out before the header is read again, but
  // after the next overlay has been asked for, whose wait (the search's debounce, the cart's
  // code) runs meanwhile.
  const mainMenu = page.getByRole('dialog', { name: 'Main menu' });
  await menuButton(page, false).press('Enter');
  await mainMenu.getByRole('link').first().waitFor();
  const menu = await styles(page, widgetParts['main menu']);
  const menuContrast = await lowContrast(page, widgetParts['main menu']);
  await page.screenshot({ path: `${screenshots}/${shot}-menu.png` });
  await page.keyboard.press('Escape');
  await menuButton(page, false).waitFor();

  // The bar's search field, or on a phone (where the bar has none) the menu's, opened again.
  const barSearch = header(page).getByRole('search', { name: 'Site search' }).getByRole('combobox');
  const inBar = await barSearch.isVisible();
  if (!inBar) await menuButton(page, false).press('Enter');
  const field = inBar ? barSearch : mainMenu.getByRole('combobox');
  const searchPart = inBar ? widgetParts.header : widgetParts['main menu'];
  await field.fill('lead');
  await page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option').first().waitFor();
  if (inBar) await mainMenu.waitFor({ state: 'hidden' });
  const search = await styles(page, searchPart);
  const searchContrast = await lowContrast(page, searchPart);
  await page.screenshot({ path: `${screenshots}/${shot}-search.png` });
  await field.fill('');
  await page.keyboard.press('Escape');
  if (!inBar) {
    // In the menu, the first Escape closes the suggestions (the top layer), the second the menu.
    if (await menuButton(page, true).isVisible()) await page.keyboard.press('Escape');
    await menuButton(page, false).waitFor();
  }

  await header(page).getByRole('button', { name: 'Cart' }).press('Enter');
  await page.getByText('Your cart').first().waitFor();
  await mainMenu.waitFor({ state: 'hidden' });
  const cart = await styles(page, widgetParts.header);
  const cartContrast = await lowContrast(page, widgetParts.header);
  await page.screenshot({ path: `${screenshots}/${shot}-cart.png` });
  await page.keyboard.press('Escape');

  await page.evaluate(() =>
    window.Masthead?.setAuth({ user: { firstName: 'Ada', lastName: 'Lovelace' }, subscriber: null }),
  );
  await header(page).getByRole('button', { name: 'Hi, Ada' }).press('Enter');
  await header(page).getByRole('button', { name: 'Log Out' }).waitFor();
  const userMenu = await styles(page, widgetParts.header);
  const userMenuContrast = await lowContrast(page, widgetParts.header);
  await page.screenshot({ path: `${screenshots}/${shot}-user-menu.png` });
  await page.keyboard.press('Escape');
  await page.evaluate(() => window.Masthead?.setAuth(null));
  await header(page).getByRole('button', { name: 'Sign In', exact: true }).waitFor();
  return {
    overlays: { menu, search, cart, userMenu },
    contrast: [...menuContrast, ...searchContrast, ...cartContrast, ...userMenuContrast],
  };
}

/**
 * Every part's styles on the page as it is, and with each overlay and dialog open; opened
 * from the keyboard, so the pointer hovers nothing.
 */
async function snapshot(page: Page, shot: string) {
  const widgets = {} as Record<'header' | 'header ad' | 'partner ads' | 'footer', StyledElement[]>;
  for (const part of ['header', 'header ad', 'partner ads', 'footer'] as const)
    widgets[part] = await styles(page, widgetParts[part]);
  await page.screenshot({ path: `${screenshots}/${shot}.png`, fullPage: true });
  const { overlays, contrast: overlayContrast } = await headerOverlays(page, shot);
  await signIn(page).press('Enter');
  await page.getByRole('dialog', { name: 'Sign In', exact: true }).waitFor();
  await page.getByLabel('Email').first().waitFor();
  // The dialog's code has taken over from the first view the click may show before it.
  await page.waitForFunction(
    () => !document.querySelector('[data-masthead-dialog][data-masthead-prerendered]'),
  );
  const account = await styles(page, widgetParts.dialog);
  const accountContrast = await lowContrast(page, widgetParts.dialog);
  await page.screenshot({ path: `${screenshots}/${shot}-account.png` });
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: 'Sign In', exact: true }).waitFor({ state: 'hidden' });
  await page.evaluate(() => window.Masthead?.openCheckoutDialog({}));
  const checkoutDialog = page.getByRole('dialog').filter({ has: page.getByLabel('Email') });
  await checkoutDialog.waitFor();
  const checkout = await styles(page, widgetParts.dialog);
  const checkoutContrast = await lowContrast(page, widgetParts.dialog);
  await page.screenshot({ path: `${screenshots}/${shot}-checkout.png` });
  const widgetContrast = await lowContrast(page, Object.values(widgetParts).slice(0, 4).join(', '));
  return {
    widgets,
    overlays,
    account,
    checkout,
    contrast: [...widgetContrast, ...overlayContrast, ...accountContrast, ...checkoutContrast],
  };
}

// The two widths run side by side, each page in a context of its own; the tests of one width
// one after another, after its two bare pages, read at once. A page spends much of its time
// waiting (for the ads, the search's debounce, the flyouts' fades): two at a time keep the two
// cores busy without slowing each other down much.
for (const width of [1280, 390]) {
  describe(`at ${width} px`, { concurrent: true }, () => {
    let bare: Record<Placement, Awaited<ReturnType<typeof snapshot>>>;
    const bareInterstitial = {} as Record<Placement, StyledElement[]>;
    beforeAll(async () => {
      bare = {} as typeof bare;
      await Promise.all(
        (['top', 'content'] as const).map(async (placement) => {
          const { page, errors, interstitial } = await widgetsPage('bare', placement, width);
          bare[placement] = await snapshot(page, `bare-${placement}-${width}`);
          bareInterstitial[placement] = interstitial;
          expect(mastheadErrors(errors)).toEqual([]);
          await page.context().close();
        }),
      );
    }, 120_000);

    it.sequential(
      'a bare page: every text at 4.5:1 or more, and the same styles at the top level as in content',
      ({ expect }) => {
        expect(bare.top.contrast).toEqual([]);
        expect(bare.content.contrast).toEqual([]);
        for (const part of Object.keys(bare.top.widgets) as (keyof typeof bare.top.widgets)[]) {
          expect(bare.top.widgets[part].length, part).toBeGreaterThan(5);
          expect(styleDifferences(bare.top.widgets[part], bare.content.widgets[part]), part).toEqual([]);
        }
        expect(styleDifferences(bare.top.account, bare.content.account)).toEqual([]);
      },
    );

    for (const style of hostStyleNames) {
      for (const placement of ['top', 'content'] as const) {
        it.sequential(
          `${style}, ${placement === 'top' ? 'at the top level' : 'inside the content'}: the bare page's styles and contrast`,
          async ({ expect }) => {
            const { page, errors, interstitial, interstitialContrast } = await widgetsPage(
              style,
              placement,
              width,
            );
            expect(styleDifferences(bareInterstitial.top, interstitial), 'interstitial').toEqual([]);
            expect(interstitialContrast).toEqual([]);
            const hosted = await snapshot(page, `${style}-${placement}-${width}`);
            for (const part of Object.keys(hosted.widgets) as (keyof typeof hosted.widgets)[]) {
              expect(styleDifferences(bare.top.widgets[part], hosted.widgets[part]), part).toEqual([]);
            }
            for (const [overlay, elements] of Object.entries(hosted.overlays)) {
              expect(
                styleDifferences(bare.top.overlays[overlay as keyof typeof hosted.overlays], elements),
                overlay,
              ).toEqual([]);
            }
            expect(styleDifferences(bare.top.account, hosted.account), 'account dialog').toEqual([]);
            expect(styleDifferences(bare.top.checkout, hosted.checkout), 'checkout dialog').toEqual([]);
            expect(hosted.contrast).toEqual([]);
            expect(mastheadErrors(errors).filter((e) => !e.includes('placed inside'))).toEqual([]);
            await page.context().close();
          },
          60_000,
        );
      }
    }
  });
}
