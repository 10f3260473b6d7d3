/**
 * A dialog that cannot load says so: with the account-dialog or checkout-dialog
 * remote's origin unreachable, or too slow, the reader who clicked gets the loader's own
 * message in place, with focus handled as for any dialog, one console error naming the
 * remote and one data-layer event; once the origin is back, Try again opens the dialog.
 * The origin goes down and comes back with Playwright routes on the remote's port.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { remoteNames, type RemoteName } from '../../../module-federation.config.ts';
import { axeViolations, launchBrowser, mastheadErrors, openPage } from '../support.ts';

const origin = inject('demoOrigin');
const remoteOrigin = (name: RemoteName) =>
  `http://localhost:${Number(new URL(origin).port) + 1 + remoteNames.indexOf(name)}`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Every request to the remote's origin is refused, as when its deployment is down. */
async function takeDown(page: Page, remote: RemoteName): Promise<() => Promise<void>> {
  const pattern = `${remoteOrigin(remote)}/**`;
  await page.route(pattern, (route) => route.abort('connectionrefused'));
  return () => page.unroute(pattern);
}

const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim());
const insideMessage = (page: Page) =>
  page.evaluate(() => Boolean(document.activeElement?.closest('[role="alertdialog"]')));
const dialogEvents = (page: Page) =>
  page.evaluate(() =>
    (
      (window as Window & { digitalData?: { event: { eventInfo: Record<string, unknown> }[] } }).digitalData
        ?.event ?? []
    )
      .map((event) => event.eventInfo)
      .filter((info) => info.eventName === 'dialogUnavailable'),
  );

/**
 * With the account dialog's origin down, a keyboard reader presses Enter on the header's Sign In
 * and gets the message, focus on Try again; the origin comes back and Enter on Try again opens
 * the dialog, the message gone. Returns the dialog.
 */
async function retriedWhenBack(page: Page) {
  const bringBack = await takeDown(page, 'account-dialog');
  await page
    .getByRole('banner', { name: 'Site header' })
    .getByRole('button', { name: 'Sign In', exact: true })
    .focus();
  await page.keyboard.press('Enter');
  await page.getByRole('alertdialog', { name: 'Sign In' }).waitFor();
  await expect.poll(() => focused(page)).toBe('Try again');
  await bringBack();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByLabel(/email/i).waitFor();
  expect(await page.getByRole('alertdialog').count()).toBe(0);
  return dialog;
}

describe('the account dialog with its origin down', () => {
  it('Sign In shows the message in place; focus moves in, stays in, and Escape returns it to Sign In', async () => {
    const { page, errors } = await openPage(browser, `${origin}/?hideIntromercial=true`);
    await takeDown(page, 'account-dialog');
    const signIn = page.getByRole('banner', { name: 'Site header' }).getByRole('button', {
      name: 'Sign In',
      exact: true,
    });
    await signIn.click();
    const message = page.getByRole('alertdialog', { name: 'Sign In' });
    await message.waitFor();
    await expect(message.getAttribute('aria-describedby')).resolves.toBeTruthy();
    await page.getByText('Sign in is unavailable right now. Please try again.').waitFor();
    await expect.poll(() => focused(page)).toBe('Try again');
    for (let i = 0; i < 5; i++) await page.keyboard.press('Tab');
    expect(await insideMessage(page)).toBe(true);
    await expect(axeViolations(page, '[role="alertdialog"]')).resolves.toEqual([]);

    expect(mastheadErrors(errors)).toHaveLength(1);
    expect(mastheadErrors(errors)[0]).toContain('could not load from remote "account-dialog"');
    await expect
      .poll(() => dialogEvents(page))
      .toEqual([
        expect.objectContaining({ dialog: 'account', remote: 'account-dialog', reason: 'unreachable' }),
      ]);

    await page.keyboard.press('Escape');
    await message.waitFor({ state: 'detached' });
    await expect.poll(() => focused(page)).toBe('Sign In');
    await expect(page.evaluate(() => window.Masthead?.getState().dialog)).resolves.toBeNull();
    await page.context().close();
  });

  it("the footer's My Library shows it too, and Close returns focus to the link", async () => {
    const { page } = await openPage(browser, `${origin}/?hideIntromercial=true`);
    await takeDown(page, 'account-dialog');
    const myLibrary = page.getByRole('contentinfo', { name: 'Site footer' }).getByRole('link', {
      name: 'My Library',
    });
    await myLibrary.click();
    await page.getByRole('alertdialog', { name: 'Sign In' }).waitFor();
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });
    await expect.poll(() => focused(page)).toBe('My Library');
    expect(page.url()).toBe(`${origin}/?hideIntromercial=true`);
    await page.context().close();
  });

  it('once the origin is back, Try again opens the dialog, and closing it returns focus to Sign In', async () => {
    const { page, errors } = await openPage(browser, `${origin}/?hideIntromercial=true`);
    const dialog = await retriedWhenBack(page);
    await expect
      .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]'))))
      .toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => focused(page)).toBe('Sign In');
    expect(mastheadErrors(errors)).toHaveLength(1);
    await page.context().close();
  });

  it('down only after the page had its manifest and first view: Try again opens the dialog, styled', async () => {
    const { page, errors } = await openPage(browser, `${origin}/?hideIntromercial=true`);
    // Everything the page asks for at load is in, the dialog's manifest and first view too;
    // its code and stylesheet are not. The focus below asks for them (a prefetch on intent),
    // and the open again: both fail, and a later try must not take those failures for loads.
    await page.waitForLoadState('networkidle');
    const dialog = await retriedWhenBack(page);
    // The dialog's own stylesheet applies: its view is a grid.
    await expect(
      dialog
        .locator('[class*="mh-view-"]')
        .first()
        .evaluate((view) => getComputedStyle(view).display),
    ).resolves.toBe('grid');
    expect(mastheadErrors(errors)).toHaveLength(1);
    await page.context().close();
  });

  it('a load slower than loadTimeoutMs shows the message, recorded as a timeout; Try again loads it once it answers', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    // The page's config with a short timeout, so the test does not wait the default 10 s.
    await page.route(`${origin}/masthead.config.json`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), loadTimeoutMs: 1500 } });
    });
    // The remote's origin accepts the connection and never answers, until released.
    const held: (() => Promise<void>)[] = [];
    const pattern = `${remoteOrigin('account-dialog')}/**`;
    await page.route(pattern, (route) => {
      held.push(() => route.continue());
    });
    await page.goto(`${origin}/?hideIntromercial=true`);
    await page
      .getByRole('banner', { name: 'Site header' })
      .getByRole('button', { name: 'Sign In', exact: true })
      .click();
    await page.getByRole('alertdialog', { name: 'Sign In' }).waitFor({ timeout: 5000 });
    expect(mastheadErrors(errors)).toHaveLength(1);
    expect(mastheadErrors(errors)[0]).toContain('remote "account-dialog"');
    await expect.poll(() => dialogEvents(page)).toEqual([expect.objectContaining({ reason: 'timeout' })]);
    await page.unroute(pattern);
    await Promise.all(held.map((release) => release()));
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('dialog', { name: 'Sign In' }).getByLabel(/email/i).waitFor();
    await context.close();
  });

  it("with the loader's message unreachable too, the message is drawn without it and works alike", async () => {
    const { page, errors } = await openPage(browser, `${origin}/?hideIntromercial=true`);
    await page.route(`${origin}/masthead/chunks/dialog-unavailable-*.js`, (route) =>
      route.abort('connectionrefused'),
    );
    const bringBack = await takeDown(page, 'account-dialog');
    const signIn = page.getByRole('banner', { name: 'Site header' }).getByRole('button', {
      name: 'Sign In',
      exact: true,
    });
    await signIn.focus();
    await page.keyboard.press('Enter');
    const message = page.getByRole('alertdialog', { name: 'Sign In' });
    await message.waitFor();
    await page.getByText('Sign in is unavailable right now. Please try again.').waitFor();
    await expect.poll(() => focused(page)).toBe('Try again');
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Try again');
    // Modal: the page behind takes no pointer, focus or screen-reader cursor.
    await expect(
      page.evaluate(() => document.querySelector('main')?.closest('[inert]') !== null),
    ).resolves.toBe(true);
    // Drawn as the usual message is: over the whole window, on a white panel.
    await expect(
      message.evaluate((panel) => ({
        panel: getComputedStyle(panel).backgroundColor,
        backdrop: panel.parentElement?.getBoundingClientRect().width === window.innerWidth,
      })),
    ).resolves.toEqual({ panel: 'rgb(255, 255, 255)', backdrop: true });
    await expect(axeViolations(page, '[role="alertdialog"]')).resolves.toEqual([]);
    expect(mastheadErrors(errors)).toEqual([
      expect.stringContaining('could not load from remote "account-dialog"'),
      expect.stringContaining('could not load the message that a dialog is unavailable'),
    ]);

    await bringBack();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Sign In' });
    await dialog.getByLabel(/email/i).waitFor();
    expect(await message.count()).toBe(0);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => focused(page)).toBe('Sign In');
    await expect(
      page.evaluate(() => document.querySelector('main')?.closest('[inert]') ?? null),
    ).resolves.toBeNull();
    await page.context().close();
  });
});

describe('an account dialog that throws while rendering', () => {
  it('is replaced by the message, with one error naming its remote, recorded as a render failure', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    // The remote's exposed module (the first file its manifest lists), as a broken release would ship it.
    const manifestUrl = `${remoteOrigin('account-dialog')}/mf-manifest.json`;
    const manifest = (await (await fetch(manifestUrl)).json()) as {
      exposes: { path: string; assets: { js: { sync: string[] } } }[];
    };
    const exposed = manifest.exposes.find((expose) => expose.path === './AccountDialog')?.assets.js.sync[0];
    expect(exposed).toBeDefined();
    await page.route(new URL(exposed ?? '', manifestUrl).href, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        headers: { 'access-control-allow-origin': '*' },
        body: 'export default function AccountDialog() { throw new Error("a broken release"); }',
      }),
    );
    await page.goto(`${origin}/?hideIntromercial=true`);
    const signIn = page.getByRole('banner', { name: 'Site header' }).getByRole('button', {
      name: 'Sign In',
      exact: true,
    });
    await signIn.click();
    await page.getByRole('alertdialog', { name: 'Sign In' }).waitFor();
    await expect.poll(() => focused(page)).toBe('Try again');
    expect(mastheadErrors(errors)).toEqual([
      expect.stringContaining('the account dialog from remote "account-dialog" failed while rendering'),
    ]);
    await expect.poll(() => dialogEvents(page)).toEqual([expect.objectContaining({ reason: 'render' })]);
    await page.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => focused(page)).toBe('Sign In');
    await context.close();
  });
});

describe('the checkout dialog with its origin down', () => {
  it("a plan's button shows the checkout message; Try again while down says so again; once back it opens", async () => {
    const { page, errors } = await openPage(browser, `${origin}/subscriptions`);
    const bringBack = await takeDown(page, 'checkout-dialog');
    const plan = page.getByRole('button', { name: 'Subscribe to Digital' });
    await plan.click();
    const message = page.getByRole('alertdialog', { name: 'Sign in or register' });
    await message.waitFor();
    await page.getByText('Checkout is unavailable right now. Please try again.').waitFor();
    await expect.poll(() => focused(page)).toBe('Try again');
    await expect(axeViolations(page, '[role="alertdialog"]')).resolves.toEqual([]);

    await page.keyboard.press('Enter');
    await expect.poll(() => mastheadErrors(errors)).toHaveLength(2);
    await expect.poll(() => focused(page)).toBe('Try again');
    expect(await message.count()).toBe(1);
    expect(mastheadErrors(errors).every((e) => e.includes('remote "checkout-dialog"'))).toBe(true);
    await expect
      .poll(() => dialogEvents(page))
      .toEqual([
        expect.objectContaining({ dialog: 'checkout', remote: 'checkout-dialog', reason: 'unreachable' }),
        expect.objectContaining({ dialog: 'checkout', remote: 'checkout-dialog', reason: 'unreachable' }),
      ]);

    await bringBack();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Sign in or register' });
    await dialog.waitFor();
    await expect(message.count()).resolves.toBe(0);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => focused(page)).toBe('Subscribe to Digital');
    await page.context().close();
  });

  it('on the gift page too, and Close leaves the reader on the page with focus on the plan', async () => {
    const { page } = await openPage(browser, `${origin}/gift-subscriptions`);
    await takeDown(page, 'checkout-dialog');
    await page.getByRole('button', { name: 'Give All Access' }).click();
    await page.getByRole('alertdialog', { name: 'Sign in or register' }).waitFor();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => focused(page)).toBe('Give All Access');
    expect(new URL(page.url()).pathname).toBe('/gift-subscriptions');
    await page.context().close();
  });
});
