/**
 * No dead clicks when the loader cannot start: with the page's config a 404, refused, not
 * JSON, or naming no remote, the prerendered header's Sign In, a page's own openers and
 * the page API show the loader's 'unavailable' message; Try again, once the config is back,
 * starts the loader (the header mounts) and opens the dialog. An account link of the
 * footer's prerendered markup is followed as a plain link. `window.Masthead.getState().loader` says why, the console
 * has one error naming the cause and the data layer one `loaderUnavailable` event. The config
 * fails and comes back with a Playwright route on its URL. With the loader's core unreachable
 * (no React to draw with), the entry draws the same message itself.
 */
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  accessibleDescription,
  axeViolations,
  launchBrowser,
  mastheadErrors,
  retriesFailedModules,
} from '../support.ts';

const origin = inject('demoOrigin');
const configUrl = `${origin}/masthead.config.json`;
const home = `${origin}/?hideIntromercial=true`;

let browser: Browser;
/** Whether this Chromium asks again for a module whose request failed (support.ts). */
let modulesRetried: boolean;
beforeAll(async () => {
  browser = await launchBrowser();
  modulesRetried = await retriesFailedModules(browser, origin);
});
afterAll(async () => {
  await browser?.close();
});

interface Failure {
  what: string;
  fail: (route: Route) => Promise<void>;
  reason: string;
  cause: string;
}

const failures: Failure[] = [
  {
    what: 'a 404',
    fail: (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }),
    reason: 'config-unreachable',
    cause: 'config /masthead.config.json answered 404',
  },
  {
    what: 'a refused connection',
    fail: (route) => route.abort('connectionrefused'),
    reason: 'config-unreachable',
    cause: 'config /masthead.config.json could not be fetched',
  },
  {
    what: 'a body that is not JSON',
    fail: (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><p>Moved</p>' }),
    reason: 'config-not-json',
    cause: 'config /masthead.config.json is not JSON',
  },
  {
    what: 'a config naming no remote',
    fail: (route) => route.fulfill({ json: { remotes: {}, loadTimeoutMs: 10_000 } }),
    reason: 'no-remotes',
    cause: 'config /masthead.config.json names no remote in config.remotes',
  },
];

/** A fresh page whose config fails as `failure` says until the returned function brings it back. */
async function openWithConfig(url: string, failure: Failure) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  await page.route(configUrl, failure.fail);
  await page.goto(url);
  await expect.poll(() => loaderStatus(page)).toBe('unavailable');
  return { page, errors, bringBack: () => page.unroute(configUrl) };
}

const loaderStatus = (page: Page) => page.evaluate(() => window.Masthead?.getState().loader.status);
const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim());
const loaderEvents = (page: Page) =>
  page.evaluate(() =>
    (
      (window as Window & { digitalData?: { event: { eventInfo: Record<string, unknown> }[] } }).digitalData
        ?.event ?? []
    )
      .map((event) => event.eventInfo)
      .filter((info) => info.eventName === 'loaderUnavailable'),
  );
const signIn = (page: Page) =>
  page.getByRole('banner', { name: 'Site header' }).getByRole('button', { name: 'Sign In', exact: true });

describe.each(failures)('the config answering $what', (failure) => {
  it('window.Masthead says why; one error, one event; Sign In tells the reader, and Try again starts the loader once it is back', async () => {
    const { page, errors, bringBack } = await openWithConfig(home, failure);
    const state = await page.evaluate(() => window.Masthead?.getState().loader);
    expect(state).toEqual({ status: 'unavailable', reason: failure.reason, message: expect.any(String) });
    expect(mastheadErrors(errors)).toEqual([expect.stringContaining(`could not start: ${failure.cause}`)]);
    await expect
      .poll(() => loaderEvents(page))
      .toEqual([expect.objectContaining({ reason: failure.reason })]);

    // The header's prerendered markup stays; its Sign In is not a dead click.
    await signIn(page).click();
    const message = page.getByRole('alertdialog', { name: 'Sign In' });
    await message.waitFor();
    await page.getByText('Sign in is unavailable right now. Please try again.').waitFor();
    await expect.poll(() => focused(page)).toBe('Try again');

    await bringBack();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Sign In' });
    await dialog.getByLabel(/email/i).waitFor();
    expect(await message.count()).toBe(0);
    // The loader has started as it would have: the header is its own render now.
    await expect.poll(() => loaderStatus(page)).toBe('started');
    await page.locator('masthead-header [data-masthead-mounted]').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => focused(page)).toBe('Sign In');
    expect(mastheadErrors(errors)).toHaveLength(1);
    await page.context().close();
  });
});

describe('with the config unreachable', () => {
  const notFound = failures[0] as Failure;

  it('the message is accessible, Close returns focus to Sign In, and a retry while still down says so again', async () => {
    const { page, errors } = await openWithConfig(home, notFound);
    await signIn(page).click();
    const message = page.getByRole('alertdialog', { name: 'Sign In' });
    await message.waitFor();
    await expect(axeViolations(page, '[role="alertdialog"]')).resolves.toEqual([]);

    await page.keyboard.press('Enter');
    await expect.poll(() => mastheadErrors(errors)).toHaveLength(2);
    await expect.poll(() => focused(page)).toBe('Try again');
    await expect.poll(() => loaderEvents(page)).toHaveLength(2);
    expect(await message.count()).toBe(1);

    await page.getByRole('button', { name: 'Close' }).click();
    await message.waitFor({ state: 'detached' });
    await expect.poll(() => focused(page)).toBe('Sign In');
    await page.context().close();
  });

  it("the page's own paywall button and the page API tell the reader too", async () => {
    const { page } = await openWithConfig(home, notFound);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('alertdialog', { name: 'Sign In' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });
    await page.evaluate(() => window.Masthead?.openCheckoutDialog());
    await page.getByRole('alertdialog', { name: 'Sign in or register' }).waitFor();
    await page.getByText('Checkout is unavailable right now. Please try again.').waitFor();
    await page.context().close();
  });

  it("a plan's button on the subscriptions page says checkout is unavailable; Try again opens it once back", async () => {
    const { page, bringBack } = await openWithConfig(`${origin}/subscriptions`, notFound);
    await page.getByRole('button', { name: 'Subscribe to Digital' }).click();
    await page.getByRole('alertdialog', { name: 'Sign in or register' }).waitFor();
    await bringBack();
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('dialog', { name: 'Sign in or register' }).waitFor();
    await page.context().close();
  });

  it("an account link in the footer's prerendered markup is followed as a plain link; menu buttons are disabled", async () => {
    const { page } = await openWithConfig(home, notFound);
    await expect(
      page.getByRole('banner', { name: 'Site header' }).getByRole('button', { name: 'Menu' }).isDisabled(),
    ).resolves.toBe(true);
    const myLibrary = page
      .getByRole('contentinfo', { name: 'Site footer' })
      .getByRole('link', { name: 'My Library' });
    await expect(myLibrary.getAttribute('data-masthead-opens')).resolves.toBe('account');
    await myLibrary.click();
    await page.waitForURL(`${origin}/my-library`);
    await page.context().close();
  });
});

describe("with the loader's core unreachable", () => {
  const coreUrl = `${origin}/masthead/chunks/masthead-core.js`;

  /** A fresh page whose loader core answers 404 until the returned function brings it back. */
  async function openWithoutCore(url: string, bypassCSP = false) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.route(coreUrl, (route) =>
      route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }),
    );
    await page.goto(url);
    await expect.poll(() => loaderStatus(page)).toBe('unavailable');
    return { page, errors, bringBack: () => page.unroute(coreUrl) };
  }

  it('Sign In tells the reader, over an inert page; Close returns focus; Try again opens the dialog once the core is back (where the browser keeps the failure, Reload page)', async () => {
    const { page, errors, bringBack } = await openWithoutCore(home);
    expect(await page.evaluate(() => window.Masthead?.getState().loader)).toEqual({
      status: 'unavailable',
      reason: 'code-unreachable',
      message: expect.any(String),
    });

    await signIn(page).click();
    const message = page.getByRole('alertdialog', { name: 'Sign In' });
    await message.waitFor();
    await message.getByText('Sign in is unavailable right now. Please try again.').waitFor();
    await expect.poll(() => focused(page)).toBe('Try again');
    await expect(axeViolations(page, '[role="alertdialog"]')).resolves.toEqual([]);
    // The page behind is out of reach; Tab stays in the message.
    await expect(page.locator('main').evaluate((main) => main.closest('[inert]') !== null)).resolves.toBe(
      true,
    );
    await page.keyboard.press('Tab');
    await expect.poll(() => focused(page)).toBe('Close');
    await page.keyboard.press('Tab');
    await expect.poll(() => focused(page)).toBe('Try again');

    // Still down: it says so again, and stays; where the browser fails the core again without
    // asking for it, only a reload can bring it, and the message says so.
    await page.keyboard.press('Enter');
    const again = modulesRetried
      ? { text: 'Sign in is unavailable right now. Please try again.', button: 'Try again' }
      : { text: 'Sign in is unavailable right now. Please reload the page.', button: 'Reload page' };
    await expect.poll(() => accessibleDescription(message)).toBe(again.text);
    await expect.poll(() => focused(page)).toBe(again.button);
    await expect(message.getByRole('button', { name: again.button }).isVisible()).resolves.toBe(true);

    await page.keyboard.press('Escape');
    await message.waitFor({ state: 'detached' });
    await expect.poll(() => focused(page)).toBe('Sign In');
    await expect(page.locator('main').evaluate((main) => main.closest('[inert]') !== null)).resolves.toBe(
      false,
    );

    // The page API asks the same way.
    await page.evaluate(() => window.Masthead?.openAccountDialog());
    await message.waitFor();
    await expect.poll(() => accessibleDescription(message)).toBe(again.text);
    await bringBack();
    if (modulesRetried) await page.getByRole('button', { name: 'Try again' }).click();
    else {
      await Promise.all([
        page.waitForEvent('load'),
        page.getByRole('button', { name: 'Reload page' }).click(),
      ]);
      await expect.poll(() => loaderStatus(page)).toBe('started');
      await page.evaluate(() => window.Masthead?.openAccountDialog());
    }
    const dialog = page.getByRole('dialog', { name: 'Sign In' });
    await dialog.getByLabel(/email/i).waitFor();
    expect(await message.count()).toBe(0);
    await expect.poll(() => loaderStatus(page)).toBe('started');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(mastheadErrors(errors).length).toBeGreaterThanOrEqual(1);
    await page.context().close();
  });

  it('the message keeps its own look on a page whose rules restyle headings and buttons', async () => {
    // The page's own stylesheet, added past its policy for the test.
    const { page } = await openWithoutCore(home, true);
    await page.addStyleTag({
      content: 'h2, p, button { color: #ff00ff !important; font-size: 40px; text-transform: uppercase; }',
    });
    await signIn(page).click();
    const message = page.getByRole('alertdialog', { name: 'Sign In' });
    await message.waitFor();
    const look = await message.evaluate((box) => {
      const style = (element: Element | null) => (element ? getComputedStyle(element) : null);
      const title = style(box.querySelector('h2'));
      const retry = style(box.querySelector('button'));
      return {
        title: [title?.color, title?.fontSize, title?.textTransform],
        retry: [retry?.color, retry?.backgroundColor],
        panel: style(box)?.backgroundColor,
      };
    });
    // The Modal's and the loader's message's look, from the same tokens (their defaults here).
    expect(look).toEqual({
      title: ['rgb(26, 26, 26)', '24px', 'none'],
      retry: ['rgb(255, 255, 255)', 'rgb(164, 22, 26)'],
      panel: 'rgb(255, 255, 255)',
    });
    await page.screenshot({ path: 'test-results/core-unavailable.png' });
    await page.context().close();
  });
});
