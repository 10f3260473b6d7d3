/**
 * Focus visible (WCAG 2.4.7), in the default colours (forced-colors.test.ts has the system's):
 * Tab walks the header, its slide-in menu, the user menu and the cart, the footer, the sign-in
 * view of both dialogs and the interstitial ad, and every stop it makes draws a focus indicator
 * a reader can see:
 *
 * - by its computed style: an outline at least 2 px wide, in a colour that is not transparent,
 *   or a box shadow, on the element or on a box around it that draws it only while the element
 *   has the focus (a search form's ring round its field);
 * - by its pixels: that box and the 12 px around it, shot focused and again with the focus
 *   taken away, differ in at least as many pixels as a 1 px line round the element has (an
 *   outline a box around cuts away, or one in the colour behind it, draws none).
 */
import type { Browser, Page } from 'playwright-core';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { demoAccounts } from '@masthead/api/contract';
import { signInThroughApi } from '../reference-api.ts';
import { launchBrowser } from '../support.ts';
import { footerMounted } from '../lazy-footer.ts';

const origin = inject('demoOrigin');
const viewport = { width: 1280, height: 800 };

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport, reducedMotion: 'reduce' })).newPage();
});
afterAll(async () => {
  await browser?.close();
});

interface Stop {
  name: string;
  /** What draws the indicator, by the computed style, or why nothing does. */
  style: string;
  /** Pixels changed by the focus, and how many a 1 px line round the element has. */
  changed: number;
  perimeter: number;
}

type StopWindow = Window & { focusStop?: HTMLElement };

/**
 * The focused element and the three boxes around it, as drawn now: an indicator may be drawn by
 * a box that holds the element (a search form's ring while its field has the focus).
 */
const drawnNow = () =>
  page.evaluate(() => {
    const el = (window as StopWindow).focusStop;
    const boxes: { outline: string; shadow: string; indicator: boolean; rect: DOMRect; name: string }[] = [];
    for (let node: Element | null | undefined = el, i = 0; node && i < 4; node = node.parentElement, i += 1) {
      const style = getComputedStyle(node);
      const width = parseFloat(style.outlineWidth);
      const colour = style.outlineColor;
      const transparent = colour === 'transparent' || /rgba\(.*,\s*0\)$/.test(colour);
      const outline = style.outlineStyle !== 'none' && width >= 2 && !transparent;
      boxes.push({
        outline: `${style.outlineStyle} ${style.outlineWidth} ${colour} ${style.outlineOffset}`,
        shadow: style.boxShadow,
        indicator: outline || style.boxShadow !== 'none',
        rect: node.getBoundingClientRect().toJSON() as DOMRect,
        name: node.localName,
      });
    }
    return boxes;
  });

/** The focused element's indicator: what draws it, and its pixels focused and not. */
async function focusedStop(): Promise<Stop | null> {
  const name = await page.evaluate(() => {
    const el = document.activeElement;
    if (!(el instanceof HTMLElement) || el === document.body) return null;
    (window as StopWindow).focusStop = el;
    const label = el.getAttribute('aria-label') || el.textContent || el.getAttribute('name') || '';
    return `<${el.localName}> '${label.trim().slice(0, 40)}'`;
  });
  if (!name) return null;
  const blur = () => page.evaluate(() => (window as StopWindow).focusStop?.blur());
  // Back where it was: a key press first, so script focus counts as the keyboard's (:focus-visible).
  const refocus = async () => {
    await page.keyboard.press('Shift');
    await page.evaluate(() => (window as StopWindow).focusStop?.focus());
  };
  const focused = await drawnNow();
  await blur();
  const blurred = await drawnNow();
  await refocus();
  // The box that draws the indicator: the element's own, or the first around it that shows
  // an outline or a shadow only while the element has the focus.
  const own = focused[0]!;
  const drawer =
    (own.indicator ? own : undefined) ??
    focused.find(
      (box, i) => box.indicator && (box.outline !== blurred[i]?.outline || box.shadow !== blurred[i]?.shadow),
    );
  const style = drawer
    ? `${drawer === own ? '' : `on its <${drawer.name}>: `}${drawer.outline}, ${drawer.shadow}`
    : `none: outline ${own.outline}, box-shadow ${own.shadow}`;
  const rect = (drawer ?? own).rect;
  const reach = 12;
  const x = Math.max(0, Math.floor(rect.left - reach));
  const y = Math.max(0, Math.floor(rect.top - reach));
  const clip = {
    x,
    y,
    width: Math.min(viewport.width, Math.ceil(rect.right + reach)) - x,
    height: Math.min(viewport.height, Math.ceil(rect.bottom + reach)) - y,
  };
  const perimeter = Math.round(2 * (own.rect.width + own.rect.height));
  if (clip.width < 1 || clip.height < 1) return { name, style, changed: 0, perimeter };
  const shotFocused = PNG.sync.read(await page.screenshot({ clip, caret: 'hide' }));
  await blur();
  const shotBlurred = PNG.sync.read(await page.screenshot({ clip, caret: 'hide' }));
  await refocus();
  const changed = pixelmatch(shotFocused.data, shotBlurred.data, undefined, clip.width, clip.height, {
    threshold: 0.1,
    // A ring round a round button is mostly anti-aliased edge: those pixels count too.
    includeAA: true,
  });
  return { name, style, changed, perimeter };
}

/** Presses Tab until focus leaves `within` (or comes back to where it began), collecting each stop. */
async function tabThrough(within: string, limit = 80): Promise<Stop[]> {
  const stops: Stop[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    const inside = await page.evaluate(
      ([selector]) => {
        const el = document.activeElement;
        if (!el || !el.closest(selector!)) return null;
        // Where it is in the page, to tell the first stop coming round again (a focus trap).
        const path: number[] = [];
        for (let node: Element | null = el; node?.parentElement; node = node.parentElement)
          path.unshift([...node.parentElement.children].indexOf(node));
        return path.join('.');
      },
      [within],
    );
    if (inside === null || seen.has(inside)) break;
    seen.add(inside);
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const stop = await focusedStop();
    if (stop) stops.push(stop);
  }
  return stops;
}

const faults = (stops: Stop[]) =>
  stops.flatMap((stop) => [
    ...(stop.style.startsWith('none:') ? [`${stop.name}: ${stop.style}`] : []),
    ...(stop.changed < stop.perimeter
      ? [
          `${stop.name}: the focus changes ${stop.changed} pixels, fewer than the ${stop.perimeter} of a 1 px line round it`,
        ]
      : []),
  ]);

/** The article page, once both widgets' own render has taken over from their markup. */
async function openArticle() {
  await page.goto(`${origin}/?hideIntromercial=true`);
  await page.locator('masthead-header [data-masthead-mounted] header').waitFor();
  // The footer loads as the reader comes to it.
  await footerMounted(page);
}

describe('each stop of Tab shows where the focus is', () => {
  it('in the header', async () => {
    await openArticle();
    const stops = await tabThrough('masthead-header');
    expect(stops.map((stop) => stop.name)).toContain("<a> 'Skip to content'");
    expect(stops.length, 'the header’s stops').toBeGreaterThan(8);
    expect(faults(stops)).toEqual([]);
  });

  it('in the footer', async () => {
    await openArticle();
    // From the last element before the footer: the footer's first stop is the next Tab's.
    await page.evaluate(() => {
      const footer = document.querySelector('masthead-footer');
      const before = [...document.querySelectorAll<HTMLElement>('a[href], button')]
        .filter((el) => footer?.compareDocumentPosition(el) === Node.DOCUMENT_POSITION_PRECEDING)
        .at(-1);
      before?.focus();
    });
    const stops = await tabThrough('masthead-footer');
    expect(stops.map((stop) => stop.name)).toContain("<a> 'Back to top'");
    expect(stops.length, 'the footer’s stops').toBeGreaterThan(20);
    expect(faults(stops)).toEqual([]);
  });

  it('in the account dialog’s sign-in view', async () => {
    await openArticle();
    const signIn = page.getByRole('banner', { name: 'Site header' }).getByRole('button', {
      name: 'Sign In',
      exact: true,
    });
    await signIn.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Sign In', exact: true });
    await dialog.getByLabel('Email').waitFor();
    // Filled, so its buttons are enabled and take the focus.
    await dialog.getByLabel('Email').fill('reader@example.com');
    await dialog.getByLabel('Password', { exact: true }).fill('typed');
    const stops = await tabThrough('[role="dialog"][aria-modal="true"]');
    expect(stops.map((stop) => stop.name)).toEqual(
      expect.arrayContaining(["<button> 'Sign In'", "<input> 'emailAddress'", "<button> 'Close'"]),
    );
    expect(faults(stops)).toEqual([]);
  });

  it('in the slide-in menu', async () => {
    await openArticle();
    await page.getByRole('banner', { name: 'Site header' }).getByRole('button', { name: 'Menu' }).focus();
    await page.keyboard.press('Enter');
    await page
      .getByRole('dialog', { name: 'Main menu' })
      .getByRole('button', { name: 'Close menu' })
      .waitFor();
    const stops = await tabThrough('[role="dialog"][aria-modal="true"]');
    expect(stops.map((stop) => stop.name)).toContain("<button> 'Close menu'");
    expect(stops.length, 'the menu’s stops').toBeGreaterThan(10);
    expect(faults(stops)).toEqual([]);
  });

  it('in the user menu and the cart', async () => {
    await openArticle();
    await signInThroughApi(page, demoAccounts.subscriber.emailAddress, demoAccounts.subscriber.password);
    const banner = page.getByRole('banner', { name: 'Site header' });
    await banner.getByRole('button', { name: /^Hi, / }).focus();
    await page.keyboard.press('Enter');
    await banner.getByRole('button', { name: 'Log Out' }).waitFor();
    const userMenu = await tabThrough('masthead-header [role="region"]');
    expect(userMenu.map((stop) => stop.name)).toContain("<button> 'Log Out'");
    await page.keyboard.press('Escape');
    await banner.getByRole('button', { name: /Cart/ }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('region', { name: 'Cart' }).getByRole('listitem').first().waitFor();
    const cart = await tabThrough('masthead-header [role="region"]');
    expect(cart.map((stop) => stop.name)).toContain("<a> 'View Cart'");
    expect(faults([...userMenu, ...cart])).toEqual([]);
    await page.keyboard.press('Escape');
    await page.context().clearCookies();
  });

  it('in the checkout dialog’s sign-in view', async () => {
    await page.goto(`${origin}/subscriptions`);
    await page.getByRole('button', { name: 'Subscribe to Digital' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Sign in or register' });
    await dialog.getByRole('button', { name: 'On to checkout' }).waitFor();
    await dialog.getByLabel('Your email').fill('reader@example.com');
    await dialog.getByLabel('Your password').fill('typed');
    const stops = await tabThrough('[role="dialog"][aria-modal="true"]');
    expect(stops.map((stop) => stop.name)).toContain("<button> 'On to checkout'");
    expect(faults(stops)).toEqual([]);
  });

  it('in the interstitial ad', async () => {
    await page.goto(`${origin}/`);
    const ad = page.getByRole('dialog', { name: 'Advertisement' });
    await ad.getByRole('link').waitFor();
    const stops = await tabThrough('[role="dialog"][aria-modal="true"]');
    expect(stops.map((stop) => stop.name)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^<button> 'Close/), expect.stringMatching(/^<a> /)]),
    );
    expect(faults(stops)).toEqual([]);
  });
});
