/**
 * The header chrome on the built demo: scroll states at docs/behaviour.md's offsets,
 * no layout shift while it mounts, search suggestions by keyboard, roles following
 * sign-in and log out, keyboard-only menus, focus never under the sticky header,
 * axe, and what loads on page load versus on first use.
 */
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { demoAccounts } from '@masthead/api/contract';
import { remoteNames } from '../../../module-federation.config.ts';
import {
  accessibilityTree,
  axeViolations,
  dialogCodeIn,
  holdRequests,
  launchBrowser,
  launchBrowserForRoutedPages,
  layoutShifts,
  mastheadErrors,
  openPage,
  watchShifts,
} from '../support.ts';
import { signInThroughApi } from '../reference-api.ts';

const origin = inject('demoOrigin');
const headerOrigin = `http://localhost:${Number(new URL(origin).port) + 1 + remoteNames.indexOf('header-chrome')}`;
/** Chunks that must wait for first use: the header's page-load bytes carry none of them. */
const lazyChunks = ['mega-menu-panel', 'suggestion-source', 'cart-panel', 'user-menu-panel', 'query-client'];

/** The demo's pages with the interstitial ad kept away (docs/behaviour.md#limits), so it never covers the header. */
const home = `${origin}/?hideIntromercial=true`;

let browser: Browser;
/** For pages of our own fulfilled by the test (support.ts). */
let routedBrowser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  routedBrowser = await launchBrowserForRoutedPages();
});
afterAll(async () => {
  await browser?.close();
  await routedBrowser?.close();
});

const banner = (page: Page) => page.getByRole('banner', { name: 'Site header' });
const headerState = (page: Page) => page.locator('masthead-header header').getAttribute('data-state');
const frames = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/** A CMS page of our own: the header, a long article, no ads (their own shifts are not the header's). */
async function openLongPage(...inits: (() => void)[]) {
  const context = await routedBrowser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  for (const init of inits) await page.addInitScript(init);
  await page.route(`${origin}/long-article`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Long</title><link rel="icon" href="data:,">
        <script type="module" src="/masthead/masthead-loader.js" data-masthead-config="/masthead.config.json"></script>
        </head><body style="margin:0">
        <masthead-header style="display:block;min-height:108px"><header style="height:108px">Masthead</header></masthead-header>
        <main><h1>Long article</h1><div style="height:700px"></div>
        <p><a id="target" href="/elsewhere">A link further down</a></p><div style="height:3000px"></div></main>
        </body></html>`,
    }),
  );
  await page.goto(`${origin}/long-article`);
  await banner(page).waitFor();
  return page;
}

describe('the header on page load', () => {
  it('replaces its fallback with no layout shift (CLS 0) and keeps its 108 px', async () => {
    const page = await openLongPage(watchShifts, () => {
      const win = window as Window & { fallbackHeight?: number };
      document.addEventListener('DOMContentLoaded', () => {
        win.fallbackHeight = document.querySelector('masthead-header')?.getBoundingClientRect().height ?? 0;
      });
    });
    await page.waitForLoadState('networkidle');
    await frames(page);
    await expect(
      page.evaluate(() => (window as Window & { fallbackHeight?: number }).fallbackHeight),
    ).resolves.toBe(108);
    await expect(
      page.evaluate(() => document.querySelector('masthead-header')?.getBoundingClientRect().height),
    ).resolves.toBe(108);
    const { total, shifts } = await layoutShifts(page);
    expect(total, shifts.join('\n')).toBe(0);
    await page.context().close();
  });

  it('fits 320 and 360 px phones without scrolling sideways, signed out and with a long first name (WCAG 1.4.10)', async () => {
    for (const width of [320, 360]) {
      const { page } = await openPage(routedBrowser, `${origin}/?hideIntromercial=true`, {
        viewport: { width, height: 640 },
      });
      await banner(page).getByRole('button', { name: 'Sign In', exact: true }).waitFor();
      const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
      expect(await pageWidth()).toBe(width);
      await page.evaluate(() =>
        window.Masthead?.setAuth({
          user: { firstName: 'Maximiliana-Josephine', lastName: 'Lee' },
          subscriber: null,
        }),
      );
      // The whole name stays the button's accessible name, however much of it shows.
      const greeting = banner(page).getByRole('button', { name: 'Hi, Maximiliana-Josephine' });
      await greeting.waitFor();
      expect(await pageWidth()).toBe(width);
      const box = await greeting.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(width);
      await page.context().close();
    }
  });

  it('keeps the same height on the demo pages, fallback and mounted', async () => {
    for (const path of ['/?hideIntromercial=true', '/subscriptions', '/gift-subscriptions', '/the-latest']) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      // The fallback's height once the page's stylesheets are in (nothing is painted before),
      // and before the header's code has replaced it.
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          const win = window as Window & { fallbackHeight?: number | string };
          const sheets = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
          const loaded = sheets.map((link) =>
            link.sheet
              ? undefined
              : new Promise((done) => link.addEventListener('load', done, { once: true })),
          );
          void Promise.all(loaded).then(() => {
            const header = document.querySelector('masthead-header');
            win.fallbackHeight = header?.querySelector('[data-masthead-mounted]')
              ? 'mounted before the stylesheets were in'
              : (header?.getBoundingClientRect().height ?? 0);
          });
        });
      });
      await page.goto(`${origin}${path}`);
      await banner(page).waitFor();
      const heights = await page.evaluate(() => [
        (window as Window & { fallbackHeight?: number | string }).fallbackHeight,
        document.querySelector('masthead-header')?.getBoundingClientRect().height,
      ]);
      expect(heights, path).toEqual([108, 108]);
      await context.close();
    }
  });

  it("shows with the page's HTML (the server's markup), and answers a reader before its code is in", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    // The header's code is held back until the test lets it through.
    const release = await holdRequests(page, /\/assets\/header-[\w-]+\.js$/);
    await page.goto(home, { waitUntil: 'commit' });
    const signIn = banner(page).getByRole('button', { name: 'Sign In', exact: true });
    await signIn.waitFor();
    const mounted = page.locator('masthead-header [data-masthead-mounted] header');
    expect(await mounted.count()).toBe(0);
    await page.waitForFunction(() => window.Masthead !== undefined);
    // Sign In opens the dialog, before the header's code has arrived.
    await signIn.click();
    const dialog = page.getByRole('dialog', { name: 'Sign In', exact: true });
    await dialog.getByRole('textbox', { name: 'Email' }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // What the reader typed, and a click on the menu, wait for the code and are not lost.
    await banner(page).getByRole('combobox', { name: 'Search' }).fill('lead');
    await banner(page).getByRole('button', { name: 'Menu', exact: true }).click();
    expect(await mounted.count()).toBe(0);
    release();
    await mounted.waitFor();
    await page.getByRole('dialog', { name: 'Main menu' }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Menu');
    const siteSearch = banner(page).getByRole('search', { name: 'Site search' }).getByRole('combobox');
    await expect(siteSearch.inputValue()).resolves.toBe('lead');
    // One header, one Sign In, and its stylesheet fetched once.
    expect(await page.locator('masthead-header header').count()).toBe(1);
    expect(requests.filter((url) => /\/assets\/header-[\w-]+\.css$/.test(url))).toHaveLength(1);
    await context.close();
  });

  it('reads to a screen reader as its own render does, from its markup on', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const release = await holdRequests(page, /\/assets\/header-[\w-]+\.js$/);
    await page.goto(home, { waitUntil: 'commit' });
    await banner(page).getByRole('button', { name: 'Sign In', exact: true }).waitFor();
    await page.waitForFunction(() => window.Masthead !== undefined);
    const mounted = page.locator('masthead-header [data-masthead-mounted] header');
    expect(await mounted.count()).toBe(0);
    // The browser's own tree, names as it computes them: the markup's text nodes are split
    // where React's server render puts its comments.
    const markup = await accessibilityTree(page, 'masthead-header');
    expect(markup).toEqual(
      expect.arrayContaining(['banner: Site header', 'button: Sign In', 'button: Menu', 'link: Subscribe']),
    );
    release();
    await mounted.waitFor();
    await expect(accessibilityTree(page, 'masthead-header')).resolves.toEqual(markup);
    await context.close();
  });

  it('brings the reset with the markup a server puts in, and the loader adopts no second copy', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    /**
     * The rules that reset an element (isolation.css) in the sheet the loader adopts once the
     * page is parsed, with its rule that makes the widget elements blocks.
     */
    const adoptedResets = async () => {
      const handle = await page.waitForFunction(() => {
        const rules = document.adoptedStyleSheets.flatMap((sheet) =>
          Array.from(sheet.cssRules, (rule) => rule.cssText),
        );
        return rules.some((text) => text.startsWith(':where(masthead-')) && rules;
      });
      return ((await handle.jsonValue()) as string[]).filter((text) => text.includes('revert')).length;
    };
    await page.goto(home);
    expect(await adoptedResets()).toBe(0);
    // The sign-in page's first view of the dialog comes with the reset's own stylesheet.
    await page.goto(`${origin}/sign-in`);
    expect(await adoptedResets()).toBe(0);
    // A page without prerendered markup (the gallery) has the reset from the loader.
    await page.goto(`${origin}/widgets`);
    expect(await adoptedResets()).toBeGreaterThan(0);
    await context.close();
  });

  it('restyles none of the widgets on the page when a dialog opens: its stylesheets bring no reset', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(home);
    await page.waitForLoadState('networkidle');
    const styles: Promise<string>[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.endsWith('.css')) styles.push(response.text());
    });
    await banner(page).getByRole('button', { name: 'Sign In', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Sign In', exact: true })
      .getByRole('textbox', { name: 'Email' })
      .waitFor();
    const fetched = await Promise.all(styles);
    // The Modal's, the form kit's and the dialog's own.
    expect(fetched.length).toBeGreaterThanOrEqual(3);
    for (const text of fetched) expect(text).not.toContain('--masthead-reset');
    await context.close();
  });

  it('keeps its markup when its code cannot load: Sign In and search still work, the rest is disabled', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    // At every address: the loader asks again with `?masthead-retry=N` after a failure.
    await page.route(/\/assets\/header-[\w-]+\.js(\?.*)?$/, (route) => route.abort());
    await page.goto(home);
    await expect
      .poll(() => banner(page).getByRole('button', { name: 'Menu', exact: true }).isDisabled())
      .toBe(true);
    await expect(banner(page).getByRole('button', { name: 'Cart' }).isDisabled()).resolves.toBe(true);
    await expect(banner(page).getByRole('button', { name: 'Search', exact: true }).isEnabled()).resolves.toBe(
      true,
    );
    await banner(page).getByRole('button', { name: 'Sign In', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Sign In', exact: true })
      .getByRole('textbox', { name: 'Email' })
      .waitFor();
    await context.close();
  });

  it('loads at most 35 KB gzip from its origin, and the menus, suggestions and cart only when first used', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const requests: string[] = [];
    const bodies: Promise<number>[] = [];
    page.on('request', (request) => requests.push(request.url()));
    let onLoad = true;
    page.on('response', (response) => {
      if (onLoad && response.url().startsWith(headerOrigin)) {
        bodies.push(response.body().then((b) => gzipSync(b).length));
      }
    });
    await page.goto(home);
    await banner(page).waitFor();
    await page.waitForLoadState('networkidle');
    const sizes = await Promise.all(bodies);
    onLoad = false;
    const total = sizes.reduce((sum, size) => sum + size, 0);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(35 * 1024);
    const loaded = () => requests.filter((url) => url.startsWith(headerOrigin));
    for (const chunk of lazyChunks) expect(loaded().some((url) => url.includes(chunk))).toBe(false);

    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('dialog', { name: 'Main menu' }).waitFor();
    expect(loaded().some((url) => url.includes('mega-menu-panel'))).toBe(true);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Cart' }).click();
    await expect.poll(() => loaded().some((url) => url.includes('cart-panel'))).toBe(true);
    await page.context().close();
  });
});

describe('header states by scroll position (docs/behaviour.md#states)', () => {
  it('is normal, then hidden past 250 + 280 px, then sticky past 250 + 280 + 60 px without an ad, and back', async () => {
    const page = await openLongPage();
    const at = async (y: number) => {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await frames(page);
      return headerState(page);
    };
    await expect(at(0)).resolves.toBe('normal');
    await expect(at(530)).resolves.toBe('normal');
    await expect(at(531)).resolves.toBe('hidden');
    // Scrolling down past the offset hides the bar without a transition; it slides in when sticky.
    const transition = () =>
      page.evaluate(() => {
        const bar = document.querySelector('masthead-header header');
        return bar ? getComputedStyle(bar).transitionDuration : '';
      });
    await expect(transition()).resolves.toBe('0s');
    const hiddenBox = await banner(page).boundingBox();
    expect((hiddenBox?.y ?? 0) + (hiddenBox?.height ?? 0)).toBeLessThanOrEqual(0);
    await expect(at(590)).resolves.toBe('hidden');
    await expect(at(591)).resolves.toBe('sticky');
    await expect(transition()).resolves.toBe('0.3s');
    await page.waitForTimeout(400);
    await expect(banner(page).boundingBox()).resolves.toMatchObject({ y: 0, height: 108 });
    await expect(at(0)).resolves.toBe('normal');
    await page.context().close();
  });

  it('uses 250 + 100 + 60 px on the demo home page, where the header ad is filled', async () => {
    const { page, errors } = await openPage(browser, home);
    await banner(page).waitFor();
    await expect
      .poll(() => page.locator('masthead-header-ad aside').getAttribute('data-fill'), { timeout: 10_000 })
      .toBe('filled');
    const at = async (y: number) => {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await frames(page);
      expect(await page.evaluate(() => window.scrollY), 'the page scrolls that far').toBe(y);
      return headerState(page);
    };
    await expect(at(350)).resolves.toBe('normal');
    await expect(at(351)).resolves.toBe('hidden');
    await expect(at(410)).resolves.toBe('hidden');
    await expect(at(411)).resolves.toBe('sticky');
    await expect(at(0)).resolves.toBe('normal');
    expect(mastheadErrors(errors).filter((e) => e.includes('header'))).toEqual([]);
    await page.context().close();
  });

  it('never changes the page height or the host page styles', async () => {
    const page = await openLongPage();
    const height = () => page.evaluate(() => document.documentElement.scrollHeight);
    const before = await height();
    await page.evaluate(() => window.scrollTo(0, 1000));
    await frames(page);
    expect(await headerState(page)).toBe('sticky');
    expect(await height()).toBe(before);
    await expect(page.evaluate(() => document.documentElement.getAttribute('style'))).resolves.toBeNull();
    await page.context().close();
  });

  it('keeps a focused page element out from under the sticky header (WCAG 2.2, 2.4.11)', async () => {
    const page = await openLongPage();
    // Put the link 30 px from the top of the viewport, under the sticky bar.
    await page.evaluate(() => {
      const target = document.getElementById('target');
      if (target) window.scrollTo(0, target.getBoundingClientRect().top + window.scrollY - 30);
    });
    await frames(page);
    expect(await headerState(page)).toBe('sticky');
    await page.focus('#target');
    await frames(page);
    await frames(page);
    const [linkTop, barBottom] = await page.evaluate(() => [
      document.getElementById('target')?.getBoundingClientRect().top ?? 0,
      document.querySelector('masthead-header header')?.getBoundingClientRect().bottom ?? 0,
    ]);
    expect(linkTop).toBeGreaterThanOrEqual(barBottom);
    await page.context().close();
  });
});

describe('search suggestions (docs/behaviour.md#validation)', () => {
  it('appear after three characters and follow the arrow keys', async () => {
    const { page, requests, errors } = await openPage(browser, home);
    const input = banner(page).getByRole('combobox', { name: 'Search' });
    await input.focus();
    await page.keyboard.type('le');
    await page.waitForTimeout(700);
    expect(requests.some((url) => url.includes('/service/search/auto-suggest'))).toBe(false);
    await page.keyboard.type('a');
    const listbox = page.getByRole('listbox', { name: 'Search suggestions' });
    await listbox.waitFor();
    expect(requests.filter((url) => url.includes('/service/search/auto-suggest'))).toEqual([
      `${origin}/service/search/auto-suggest?term=lea`,
    ]);
    const options = listbox.getByRole('option');
    expect(await options.count()).toBeGreaterThan(1);
    expect(await input.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowDown');
    expect(await input.getAttribute('aria-activedescendant')).toBe(await options.nth(0).getAttribute('id'));
    await page.keyboard.press('ArrowDown');
    expect(await input.getAttribute('aria-activedescendant')).toBe(await options.nth(1).getAttribute('id'));
    expect(await options.nth(1).getAttribute('aria-selected')).toBe('true');
    await expect(axeViolations(page, 'masthead-header')).resolves.toEqual([]);
    const href = await options.nth(1).getAttribute('href');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${origin}${href}`);
    expect(mastheadErrors(errors)).toEqual([]);
    await page.context().close();
  });
});

const { subscriber } = demoAccounts;

describe('roles (docs/behaviour.md#roles)', () => {
  it("signing in through the dialog turns 'Sign In' into 'Hi, Sam' and Subscribe into Give a Gift", async () => {
    const { page } = await openPage(browser, home);
    await banner(page).getByRole('button', { name: 'Sign In', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/email/i).fill(subscriber.emailAddress);
    await dialog.getByLabel(/^password/i).fill(subscriber.password ?? '');
    await dialog.getByRole('button', { name: /^sign in$/i }).click();
    await banner(page).getByRole('button', { name: 'Hi, Sam' }).waitFor();
    await banner(page).getByRole('link', { name: 'Give a Gift!' }).waitFor();
    expect(await banner(page).getByRole('link', { name: 'Subscribe' }).count()).toBe(0);
    const quickMenu = page.getByRole('navigation', { name: 'Quick menu' });
    expect(await quickMenu.getByRole('link', { name: 'Ask AI' }).count()).toBe(1);
    await page.context().close();
  });

  it('follows the store both ways without a reload: signed in as subscriber@example.com, then Log Out by keyboard', async () => {
    const { page, errors } = await openPage(browser, home);
    await banner(page).getByRole('button', { name: 'Sign In', exact: true }).waitFor();
    await signInThroughApi(page, subscriber.emailAddress, subscriber.password ?? '');
    const greeting = banner(page).getByRole('button', { name: 'Hi, Sam' });
    await greeting.waitFor();
    await banner(page).getByRole('link', { name: 'Give a Gift!' }).waitFor();
    expect(await banner(page).getByRole('link', { name: 'Subscribe' }).count()).toBe(0);
    expect(
      await page
        .getByRole('navigation', { name: 'Quick menu' })
        .getByRole('link', { name: 'Ask AI' })
        .count(),
    ).toBe(1);
    expect(
      await page
        .getByRole('navigation', { name: 'Quick menu' })
        .getByRole('link', { name: 'Learning' })
        .count(),
    ).toBe(1);

    await greeting.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('region', { name: 'Account menu' });
    await menu.waitFor();
    await expect(axeViolations(page, 'masthead-header')).resolves.toEqual([]);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('My Library');
    await page.keyboard.press('Escape');
    expect(await greeting.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Hi, Sam');

    await page.keyboard.press('Enter');
    await menu.getByRole('button', { name: 'Log Out' }).focus();
    await page.keyboard.press('Enter');
    await banner(page).getByRole('button', { name: 'Sign In', exact: true }).waitFor();
    await banner(page).getByRole('link', { name: 'Subscribe' }).waitFor();
    // Log Out went with the menu; focus went to what took the greeting's place, not to the page.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Sign In');
    const session = await page.evaluate(async () => (await fetch('/api/auth/session')).json());
    expect(session).toEqual({ session: null });
    expect(mastheadErrors(errors)).toEqual([]);
    await page.context().close();
  });
});

describe('keyboard-only menus', () => {
  it('the mega menu: Enter opens it with focus trapped inside, Escape closes it and returns focus', async () => {
    const { page } = await openPage(browser, home);
    const button = banner(page).getByRole('button', { name: 'Menu', exact: true });
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Main menu' });
    await menu.waitFor();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    // The menu is placed at the end of the page's body, with the page behind it inert.
    await expect(axeViolations(page, 'body > [data-masthead-scope]')).resolves.toEqual([]);
    const insideMenu = () => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
    await expect.poll(insideMenu).toBe(true);
    for (let i = 0; i < 40; i++) await page.keyboard.press('Tab');
    expect(await insideMenu()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Menu');
    // The panel slides out, then leaves the page; the element the button controls, which held
    // it, stays.
    const controlled = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    const panel = controlled.locator('[role="dialog"]');
    expect(await panel.count()).toBe(1);
    await expect.poll(() => panel.count(), { timeout: 3000 }).toBe(0);
    expect(await controlled.count()).toBe(1);
    await page.context().close();
  });

  it("the mega menu's suggestions close alone on Escape or a press on the panel; the menu after them", async () => {
    const { page, errors } = await openPage(browser, home);
    const button = banner(page).getByRole('button', { name: 'Menu', exact: true });
    await button.click();
    const menu = page.getByRole('dialog', { name: 'Main menu' });
    const input = menu.getByRole('combobox', { name: 'Search' });
    const listbox = menu.getByRole('listbox', { name: 'Search suggestions' });
    const behindIsInert = () =>
      page.evaluate(() => Boolean(document.querySelector('masthead-header')?.closest('[inert]')));
    await input.click();
    await page.keyboard.type('lead');
    await listbox.waitFor();
    // A press on the panel's own content: the list (the top layer) closes, the menu stays.
    await menu.getByRole('heading').last().click();
    await listbox.waitFor({ state: 'detached' });
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await behindIsInert()).toBe(true);
    // A press on the overlay beside the panel closes the list alone too; the next one, the menu.
    await input.click();
    await page.keyboard.type('e');
    await listbox.waitFor();
    await page.mouse.click(1200, 400);
    await listbox.waitFor({ state: 'detached' });
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await page.mouse.click(1200, 400);
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    await button.click();
    await input.waitFor();
    // Escape goes to the list first, then to the menu, whose focus goes back to Menu.
    await input.fill('leader');
    await listbox.waitFor();
    await page.keyboard.press('Escape');
    await listbox.waitFor({ state: 'detached' });
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    // The list's Escape was the list's only: the field keeps its text.
    expect(await input.inputValue()).toBe('leader');
    await page.keyboard.press('Escape');
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Menu');
    expect(await behindIsInert()).toBe(false);
    expect(mastheadErrors(errors)).toEqual([]);
    await page.context().close();
  });

  it('the cart: Enter opens it, Tab walks into it, Escape closes it back onto its button', async () => {
    const { page } = await openPage(browser, home);
    const button = banner(page).getByRole('button', { name: 'Cart' });
    await button.focus();
    await page.keyboard.press('Enter');
    const cart = page.getByRole('region', { name: 'Cart' });
    await cart.getByRole('link', { name: 'View Cart' }).waitFor();
    await expect(axeViolations(page, 'masthead-header')).resolves.toEqual([]);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="region"]')))).toBe(true);
    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Cart');
    await page.context().close();
  });

  it('the quick menu and the call to action are reachable with Tab, in reading order', async () => {
    const { page } = await openPage(browser, home);
    await banner(page).getByRole('button', { name: 'Menu', exact: true }).focus();
    const names: string[] = [];
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      names.push(
        await page.evaluate(() => {
          const el = document.activeElement;
          if (el instanceof HTMLInputElement) return `${el.getAttribute('role')} ${el.name}`;
          return el?.getAttribute('aria-label') ?? el?.textContent ?? '';
        }),
      );
    }
    expect(names).toEqual([
      'Masthead home',
      'combobox term',
      'Search',
      'Subscribe',
      'Sign In',
      'Cart',
      'The Latest',
      'Magazine',
    ]);
    await page.context().close();
  });
});

describe('accessibility', () => {
  for (const path of ['/', '/subscriptions', '/gift-subscriptions', '/the-latest']) {
    it(`${path}: the header has no WCAG 2.2 AA violation`, async () => {
      const { page, errors } = await openPage(browser, `${origin}${path}`);
      await banner(page).waitFor();
      await expect(axeViolations(page, 'masthead-header')).resolves.toEqual([]);
      expect(mastheadErrors(errors).filter((e) => e.includes('header'))).toEqual([]);
      await page.context().close();
    });
  }
});

describe('menus on a phone and a tablet', () => {
  const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;

  it("at 390 px the mega menu's call to action is in the first screen, and its Sign In opens the account dialog", async () => {
    const context = await browser.newContext(phone);
    const page = await context.newPage();
    await page.goto(home);
    await banner(page).getByRole('button', { name: 'Sign In', exact: true }).waitFor();
    await banner(page).getByRole('button', { name: 'Menu', exact: true }).tap();
    const menu = page.getByRole('dialog', { name: 'Main menu' });
    const cta = menu.getByRole('link', { name: 'Start my subscription!' });
    await cta.waitFor();
    await page.waitForTimeout(400);
    const box = await cta.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(844 / 2);
    expect(box && box.x).toBeGreaterThanOrEqual(0);
    const signIn = menu.getByRole('button', { name: 'Sign In' });
    await signIn.tap();
    const dialog = page.getByRole('dialog', { name: 'Sign In', exact: true });
    await dialog.getByRole('textbox', { name: 'Email' }).waitFor();
    await dialogCodeIn(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // The menu was under the dialog: the reader is back where they were.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Sign In');
    expect(
      await banner(page).getByRole('button', { name: 'Menu', exact: true }).getAttribute('aria-expanded'),
    ).toBe('true');
    await context.close();
  });

  /**
   * The first frame after the tap already shows the slide running, the first time too. In time
   * that is within 50 ms on an idle machine (30 to 45 ms measured); on two cores shared with
   * other test runs a frame can come 60 to 70 ms after the click, so the time bound here is the
   * regression's, not the ideal: a panel held back by a Suspense reveal took over 300 ms.
   */
  it('a tap opens the mega menu at once: its slide runs from the first frame after the tap', async () => {
    const context = await browser.newContext({ ...phone, reducedMotion: 'no-preference' });
    const page = await context.newPage();
    // A reader who taps once the page has settled: on a touch screen the menu's code comes
    // when the page is idle, with no hover to ask for it.
    const warmedUp = ['mega-menu-panel', 'slide-in-panel'].map((chunk) =>
      page.waitForResponse((response) => response.url().includes(chunk), { timeout: 10_000 }),
    );
    await page.goto(home);
    await banner(page).getByRole('button', { name: 'Sign In', exact: true }).waitFor();
    await Promise.all(warmedUp);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      const win = window as Window & { motion?: { clickAt: number; movedAt?: number; frames: number } };
      document.addEventListener(
        'click',
        () => {
          const motion = { clickAt: performance.now(), frames: 0 } as {
            clickAt: number;
            movedAt?: number;
            frames: number;
          };
          win.motion = motion;
          const sample = () => {
            motion.frames += 1;
            const panel = document.querySelector<HTMLElement>('[role="dialog"][aria-label="Main menu"]');
            // Its first frame of motion: its slide is running (or it has already moved).
            const sliding = panel?.getAnimations().some((animation) => animation.playState === 'running');
            const offset = panel ? new DOMMatrix(getComputedStyle(panel).transform).m41 : null;
            if (panel && (sliding || (offset !== null && offset > -panel.offsetWidth)))
              motion.movedAt = performance.now();
            else if (performance.now() - motion.clickAt < 2000) requestAnimationFrame(sample);
          };
          requestAnimationFrame(sample);
        },
        { capture: true, once: true },
      );
    });
    await banner(page).getByRole('button', { name: 'Menu', exact: true }).tap();
    type Motion = { clickAt: number; movedAt?: number; frames: number };
    const motion = await page
      .waitForFunction(() => (window as Window & { motion?: Motion }).motion?.movedAt)
      .then(() => page.evaluate(() => (window as Window & { motion?: Motion }).motion));
    expect(motion?.frames).toBe(1);
    expect((motion?.movedAt ?? Infinity) - (motion?.clickAt ?? 0)).toBeLessThanOrEqual(100);
    // And it arrives: fully in view once its slide has ended.
    await expect
      .poll(() =>
        page.evaluate(
          () => document.querySelector('[role="dialog"][aria-label="Main menu"]')?.getBoundingClientRect().x,
        ),
      )
      .toBe(0);
    await context.close();
  });

  it("at 768 px the quick menu shows 'More links' where links are cut, and it reveals 'Case Selections'", async () => {
    const { page } = await openPage(browser, home, { viewport: { width: 768, height: 1024 } });
    const nav = page.getByRole('navigation', { name: 'Quick menu' });
    const more = nav.getByRole('button', { name: 'More links' });
    await more.waitFor();
    const caseSelections = nav.getByRole('link', { name: 'Case Selections' });
    const inView = async () => {
      const box = await caseSelections.boundingBox();
      return box !== null && box.x >= 0 && box.x + box.width <= 768;
    };
    // The precondition: the link is cut at this width.
    expect(await inView()).toBe(false);
    expect(await nav.getByRole('button', { name: 'Previous links' }).isVisible()).toBe(false);
    await more.click();
    await expect.poll(inView).toBe(true);
    // Nothing is cut at the end any more: the cue goes, and the start's comes.
    await more.waitFor({ state: 'hidden' });
    await nav.getByRole('button', { name: 'Previous links' }).waitFor();
    await page.context().close();
  });

  it('at 1280 px every quick link shows, and no scroll button', async () => {
    const { page } = await openPage(browser, home);
    const nav = page.getByRole('navigation', { name: 'Quick menu' });
    await nav.getByRole('link', { name: 'Case Selections' }).waitFor();
    await page.waitForLoadState('networkidle');
    for (const name of ['More links', 'Previous links'])
      expect(await nav.getByRole('button', { name }).isVisible()).toBe(false);
    await page.context().close();
  });
});
