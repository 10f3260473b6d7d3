/**
 * Widgets look the same on any page: every widget and both dialogs, on host pages styled by
 * real stylesheets (host-pages.ts), at the top level of `<body>` and deep inside the page's
 * content, have the computed styles they have on a bare page; every text keeps 4.5:1. The
 * screenshots (test-results/screenshots/host-styles) are for the visual review.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hostStyleNames, type HostStyle, type Placement } from './host-pages.ts';
import { launchBrowser, mastheadErrors, openPage } from './support.ts';

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

/** The computed values compared: everything a theme's ordinary rules set on an element. */
const properties = [
  'color',
  'background-color',
  'background-image',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'line-height',
  'letter-spacing',
  'word-spacing',
  'text-transform',
  'text-decoration-line',
  'text-decoration-style',
  'text-indent',
  'text-align',
  'white-space',
  'box-sizing',
  'display',
  'list-style-type',
  'vertical-align',
  'max-width',
  'fill',
  'opacity',
  ...['top', 'right', 'bottom', 'left'].flatMap((side) => [
    `margin-${side}`,
    `padding-${side}`,
    `border-${side}-width`,
    `border-${side}-style`,
    `border-${side}-color`,
  ]),
  ...['top-left', 'top-right', 'bottom-right', 'bottom-left'].map((corner) => `border-${corner}-radius`),
];

/** What is compared: one widget (its placeholder) or one dialog (its root at the end of body). */
const parts = {
  header: 'masthead-header',
  'header ad': 'masthead-header-ad',
  'partner ads': 'masthead-partner-ads',
  footer: 'masthead-footer',
  dialog:
    '[data-masthead-scope]:has(> [role="dialog"]), [data-masthead-scope]:has([role="dialog"][aria-modal="true"])',
  'main menu': 'body > [data-masthead-scope]:has([role="dialog"][aria-label="Main menu"])',
} as const;

interface Element {
  path: string;
  style: Record<string, string>;
}

/**
 * Each element under `selector`, with its computed values. Computed, not resolved: where the
 * browser has the Typed OM, an `auto` margin stays `auto` instead of the pixels a narrower
 * content column gives it, so what is compared is what the rules say, not the layout around.
 */
async function styles(page: Page, selector: string): Promise<Element[]> {
  // Transitions run to their end first (a flyout fading in, a panel sliding); a cancelled one
  // (replaced by the next state) rejects, and counts as ended.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
  );
  return page.evaluate(
    ({ selector, properties }) => {
      const describe = (el: globalThis.Element) => {
        const parts: string[] = [];
        for (
          let node: globalThis.Element | null = el;
          node && !node.localName.startsWith('masthead-');
          node = node.parentElement
        ) {
          const role = node.getAttribute('role');
          parts.unshift(
            `${node.localName}${role ? `[role=${role}]` : ''}${node.getAttribute('aria-label') ? `[${node.getAttribute('aria-label')}]` : ''}`,
          );
          if (node.hasAttribute('data-masthead-scope') && node.parentElement === document.body) break;
        }
        return parts.join(' > ');
      };
      const out: { path: string; style: Record<string, string> }[] = [];
      for (const root of document.querySelectorAll(selector)) {
        for (const el of [root, ...root.querySelectorAll('*')]) {
          if (el.localName.startsWith('masthead-')) continue;
          const map = 'computedStyleMap' in el ? el.computedStyleMap() : undefined;
          const resolved = getComputedStyle(el);
          const style: Record<string, string> = {};
          for (const property of properties) {
            style[property] = map?.get(property)?.toString() ?? resolved.getPropertyValue(property);
          }
          out.push({ path: describe(el), style });
        }
      }
      return out;
    },
    { selector, properties },
  );
}

/** Texts under 4.5:1 against the first opaque background behind them, as lines. */
function lowContrast(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const rgba = (value: string) => {
      const [r = 0, g = 0, b = 0, a = 1] = (value.match(/[\d.]+/g) ?? []).map(Number);
      return { r, g, b, a: value.startsWith('rgba') || value.includes('/') ? a : 1 };
    };
    const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const channel = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const backgroundOf = (el: globalThis.Element | null) => {
      for (let node = el; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.backgroundImage !== 'none') return undefined;
        const bg = rgba(style.backgroundColor);
        if (bg.a > 0.5) return bg;
      }
      return { r: 255, g: 255, b: 255, a: 1 };
    };
    const out: string[] = [];
    for (const root of document.querySelectorAll(selector)) {
      for (const el of root.querySelectorAll('*')) {
        const ownText = [...el.childNodes].some((node) => node.nodeType === 3 && node.textContent?.trim());
        if (!ownText || !el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
        const box = el.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1 || (el as HTMLButtonElement).disabled) continue;
        const background = backgroundOf(el);
        if (!background) continue;
        const fg = luminance(rgba(getComputedStyle(el).color));
        const bg = luminance(background);
        const ratio = (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05);
        if (ratio < 4.5)
          out.push(`${el.localName} "${el.textContent?.trim().slice(0, 40)}": ${ratio.toFixed(2)}:1`);
      }
    }
    return out;
  }, selector);
}

/** The differences from the bare page's, as readable lines (at most a few per property). */
function differences(bare: Element[], hosted: Element[]): string[] {
  const lines: string[] = [];
  if (bare.length !== hosted.length) lines.push(`${hosted.length} elements instead of ${bare.length}`);
  for (const [index, expected] of bare.entries()) {
    const actual = hosted[index];
    if (!actual) break;
    for (const [property, value] of Object.entries(expected.style)) {
      if (actual.style[property] !== value)
        lines.push(`${expected.path}: ${property} ${actual.style[property]} instead of ${value}`);
    }
  }
  return lines;
}

/** A page with every widget mounted and its ads filled, interstitial closed. */
async function widgetsPage(style: HostStyle, placement: Placement, width: number) {
  const opened = await openPage(browser, `${origin}/host-styles/${style}/${placement}`, {
    viewport: { width, height: 900 },
  });
  const { page } = opened;
  const ad = page.getByRole('dialog', { name: 'Advertisement' });
  await ad.getByRole('link').first().waitFor();
  const interstitial = await styles(page, parts.dialog);
  const interstitialContrast = await lowContrast(page, parts.dialog);
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

/** The header's overlays, one at a time: the slide-in menu, the suggestions, the cart, the user menu. */
async function headerOverlays(page: Page, shot: string) {
  await header(page).getByRole('button', { name: 'Menu', exact: true }).press('Enter');
  await page.getByRole('dialog', { name: 'Main menu' }).getByRole('link').first().waitFor();
  const menu = await styles(page, parts['main menu']);
  const menuContrast = await lowContrast(page, parts['main menu']);
  await page.screenshot({ path: `${screenshots}/${shot}-menu.png` });
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: 'Main menu' }).waitFor({ state: 'hidden' });

  // The bar's search field, or on a phone (where the bar has none) the menu's.
  const barSearch = header(page).getByRole('search', { name: 'Site search' }).getByRole('combobox');
  const inBar = await barSearch.isVisible();
  if (!inBar) await header(page).getByRole('button', { name: 'Menu', exact: true }).press('Enter');
  const field = inBar ? barSearch : page.getByRole('dialog', { name: 'Main menu' }).getByRole('combobox');
  const searchPart = inBar ? parts.header : parts['main menu'];
  await field.fill('lead');
  await page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option').first().waitFor();
  const search = await styles(page, searchPart);
  const searchContrast = await lowContrast(page, searchPart);
  await page.screenshot({ path: `${screenshots}/${shot}-search.png` });
  await field.fill('');
  await page.keyboard.press('Escape');
  if (!inBar) {
    // In the menu, the first Escape closes the suggestions (the top layer), the second the menu.
    const menu = page.getByRole('dialog', { name: 'Main menu' });
    if (await menu.isVisible()) await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
  }

  await header(page).getByRole('button', { name: 'Cart' }).press('Enter');
  await page.getByText('Your cart').first().waitFor();
  const cart = await styles(page, parts.header);
  const cartContrast = await lowContrast(page, parts.header);
  await page.screenshot({ path: `${screenshots}/${shot}-cart.png` });
  await page.keyboard.press('Escape');

  await page.evaluate(() =>
    window.Masthead?.setAuth({ user: { firstName: 'Ada', lastName: 'Lovelace' }, subscriber: null }),
  );
  await header(page).getByRole('button', { name: 'Hi, Ada' }).press('Enter');
  await header(page).getByRole('button', { name: 'Log Out' }).waitFor();
  const userMenu = await styles(page, parts.header);
  const userMenuContrast = await lowContrast(page, parts.header);
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
  const widgets = {} as Record<'header' | 'header ad' | 'partner ads' | 'footer', Element[]>;
  for (const part of ['header', 'header ad', 'partner ads', 'footer'] as const)
    widgets[part] = await styles(page, parts[part]);
  await page.screenshot({ path: `${screenshots}/${shot}.png`, fullPage: true });
  const { overlays, contrast: overlayContrast } = await headerOverlays(page, shot);
  await signIn(page).press('Enter');
  await page.getByRole('dialog', { name: 'Sign In', exact: true }).waitFor();
  await page.getByLabel('Email').first().waitFor();
  const account = await styles(page, parts.dialog);
  const accountContrast = await lowContrast(page, parts.dialog);
  await page.screenshot({ path: `${screenshots}/${shot}-account.png` });
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: 'Sign In', exact: true }).waitFor({ state: 'hidden' });
  await page.evaluate(() => window.Masthead?.openCheckoutDialog({}));
  const checkoutDialog = page.getByRole('dialog').filter({ has: page.getByLabel('Email') });
  await checkoutDialog.waitFor();
  const checkout = await styles(page, parts.dialog);
  const checkoutContrast = await lowContrast(page, parts.dialog);
  await page.screenshot({ path: `${screenshots}/${shot}-checkout.png` });
  const widgetContrast = await lowContrast(page, Object.values(parts).slice(0, 4).join(', '));
  return {
    widgets,
    overlays,
    account,
    checkout,
    contrast: [...widgetContrast, ...overlayContrast, ...accountContrast, ...checkoutContrast],
  };
}

for (const width of [1280, 390]) {
  describe(`at ${width} px`, () => {
    let bare: Record<Placement, Awaited<ReturnType<typeof snapshot>>>;
    const bareInterstitial = {} as Record<Placement, Element[]>;
    beforeAll(async () => {
      bare = {} as typeof bare;
      for (const placement of ['top', 'content'] as const) {
        const { page, errors, interstitial } = await widgetsPage('bare', placement, width);
        bare[placement] = await snapshot(page, `bare-${placement}-${width}`);
        bareInterstitial[placement] = interstitial;
        expect(mastheadErrors(errors)).toEqual([]);
        await page.context().close();
      }
    }, 120_000);

    it('a bare page: every text at 4.5:1 or more, and the same styles at the top level as in content', () => {
      expect(bare.top.contrast).toEqual([]);
      expect(bare.content.contrast).toEqual([]);
      for (const part of Object.keys(bare.top.widgets) as (keyof typeof bare.top.widgets)[]) {
        expect(bare.top.widgets[part].length, part).toBeGreaterThan(5);
        expect(differences(bare.top.widgets[part], bare.content.widgets[part]), part).toEqual([]);
      }
      expect(differences(bare.top.account, bare.content.account)).toEqual([]);
    });

    for (const style of hostStyleNames) {
      for (const placement of ['top', 'content'] as const) {
        it(`${style}, ${placement === 'top' ? 'at the top level' : 'inside the content'}: the bare page's styles and contrast`, async () => {
          const { page, errors, interstitial, interstitialContrast } = await widgetsPage(
            style,
            placement,
            width,
          );
          expect(differences(bareInterstitial.top, interstitial), 'interstitial').toEqual([]);
          expect(interstitialContrast).toEqual([]);
          const hosted = await snapshot(page, `${style}-${placement}-${width}`);
          for (const part of Object.keys(hosted.widgets) as (keyof typeof hosted.widgets)[]) {
            expect(differences(bare.top.widgets[part], hosted.widgets[part]), part).toEqual([]);
          }
          for (const [overlay, elements] of Object.entries(hosted.overlays)) {
            expect(
              differences(bare.top.overlays[overlay as keyof typeof hosted.overlays], elements),
              overlay,
            ).toEqual([]);
          }
          expect(differences(bare.top.account, hosted.account), 'account dialog').toEqual([]);
          expect(differences(bare.top.checkout, hosted.checkout), 'checkout dialog').toEqual([]);
          expect(hosted.contrast).toEqual([]);
          expect(mastheadErrors(errors).filter((e) => !e.includes('placed inside'))).toEqual([]);
          await page.context().close();
        }, 60_000);
      }
    }
  });
}
