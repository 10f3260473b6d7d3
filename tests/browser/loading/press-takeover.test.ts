/**
 * A press that spans the swap: the reader presses a button of a widget's prerendered markup
 * (the mouse's button, or Space on a focused button), the widget's code arrives and its own
 * render takes the markup's place, and only then the reader lets go. The element pressed has
 * left the page, so the browser clicks nothing; the loader makes the click on what took its
 * place, once, as the press would have. For the header, the footer and a dialog's first view.
 * A touch held across the swap is the browser's: it taps what is under the finger when it is
 * lifted, the widget's own render by then.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { demoAccounts } from '@masthead/api/contract';
import { remoteNames } from '../../../module-federation.config.ts';
import { dialogCodeIn, holdRequests, launchBrowser } from '../support.ts';

const origin = inject('demoOrigin');
const accountOrigin = `http://localhost:${Number(new URL(origin).port) + 1 + remoteNames.indexOf('account-dialog')}`;
/** The demo's article without its interstitial ad (docs/behaviour.md#limits), which would cover the page. */
const home = `${origin}/?hideIntromercial=true`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** `url` opened with the code that `held` matches kept back until `release`; `hasTouch` for a touch screen. */
async function openHeld(url: string, held: RegExp | ((url: URL) => boolean), hasTouch = false) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    bypassCSP: true,
    hasTouch,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  const release = await holdRequests(page, held);
  await page.goto(url);
  await page.waitForFunction(() => window.Masthead !== undefined);
  return { page, release, errors, close: () => context.close() };
}

/** Presses the mouse's button down on the middle of `target`. */
async function pressOn(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to press');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
}

const signInDialog = (page: Page) => page.getByRole('dialog', { name: 'Sign In', exact: true });
/** Whether focus is inside the Sign In dialog. */
const focusInDialog = (page: Page) =>
  signInDialog(page).evaluate((dialog) => dialog.contains(document.activeElement));
/** How many Sign In dialogs the page shows: one, never two from one press. */
const dialogs = (page: Page) => signInDialog(page).count();

describe("the header's Sign In pressed in its prerendered markup, released once the header's own render is in", () => {
  const header = /\/assets\/header-[\w-]+\.js$/;
  const markupSignIn = (page: Page) =>
    page
      .locator('masthead-header > :not([data-masthead-mounted])')
      .getByRole('button', { name: 'Sign In', exact: true });
  const mounted = (page: Page) => page.locator('masthead-header [data-masthead-mounted] header');

  it('by the mouse: opens the account dialog, with focus in it', async () => {
    const { page, release, errors, close } = await openHeld(home, header);
    await pressOn(page, markupSignIn(page));
    release();
    await mounted(page).waitFor();
    expect(await markupSignIn(page).count()).toBe(0);
    await page.mouse.up();
    await signInDialog(page).getByRole('textbox', { name: 'Email' }).waitFor();
    await expect.poll(() => focusInDialog(page)).toBe(true);
    expect(await dialogs(page)).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });

  it('by Space held down across the swap: opens the account dialog, with focus in it', async () => {
    const { page, release, errors, close } = await openHeld(home, header);
    await markupSignIn(page).focus();
    await page.keyboard.down('Space');
    release();
    await mounted(page).waitFor();
    expect(await markupSignIn(page).count()).toBe(0);
    await page.keyboard.up('Space');
    await signInDialog(page).getByRole('textbox', { name: 'Email' }).waitFor();
    await expect.poll(() => focusInDialog(page)).toBe(true);
    expect(await dialogs(page)).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });

  it('and released away from it: nothing opens, as with any button', async () => {
    const { page, release, close } = await openHeld(home, header);
    await pressOn(page, markupSignIn(page));
    release();
    await mounted(page).waitFor();
    await page.mouse.move(640, 600);
    await page.mouse.up();
    // Long enough for a click made a task after the release to have opened it.
    await page.waitForTimeout(500);
    expect(await dialogs(page)).toBe(0);
    await close();
  });
});

describe("the footer's My Library pressed in its prerendered markup, released once the footer's own render is in", () => {
  it('opens the account dialog on the page, with focus in it', async () => {
    const { page, release, errors, close } = await openHeld(home, /\/assets\/footer-[\w-]+\.js$/);
    const markup = page
      .locator('masthead-footer > :not([data-masthead-mounted])')
      .getByRole('link', { name: 'My Library' });
    await pressOn(page, markup);
    release();
    await page.locator('masthead-footer [data-masthead-mounted] footer').waitFor();
    expect(await markup.count()).toBe(0);
    await page.mouse.up();
    await signInDialog(page).getByRole('textbox', { name: 'Email' }).waitFor();
    await expect.poll(() => focusInDialog(page)).toBe(true);
    expect(page.url()).toBe(home);
    expect(errors).toEqual([]);
    await close();
  });
});

describe("the sign-in form's first view: Show password pressed before the code, released after", () => {
  it('shows the password in the mounted form', async () => {
    const early = '[data-masthead-dialog="account"][data-masthead-prerendered]';
    const { page, release, errors, close } = await openHeld(
      `${origin}/sign-in`,
      (url) => url.origin === accountOrigin && /\/assets\/account-dialog-[^/]*\.js$/.test(url.pathname),
    );
    const show = page.locator(early).getByRole('button', { name: 'Show password' });
    await pressOn(page, show);
    release();
    await page.locator(early).waitFor({ state: 'detached' });
    await page.mouse.up();
    await expect
      .poll(() =>
        signInDialog(page).getByRole('button', { name: 'Show password' }).getAttribute('aria-pressed'),
      )
      .toBe('true');
    await expect(
      signInDialog(page).getByLabel('Password', { exact: true }).getAttribute('type'),
    ).resolves.toBe('text');
    expect(errors).toEqual([]);
    await close();
  });
});

describe("the header's Sign In touched in its prerendered markup, the finger lifted once the header's own render is in", () => {
  it('opens the account dialog once: the browser taps what is under the finger', async () => {
    const { page, release, errors, close } = await openHeld(home, /\/assets\/header-[\w-]+\.js$/, true);
    const markupSignIn = page
      .locator('masthead-header > :not([data-masthead-mounted])')
      .getByRole('button', { name: 'Sign In', exact: true });
    const box = await markupSignIn.boundingBox();
    if (!box) throw new Error('nothing to touch');
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    release();
    await page.locator('masthead-header [data-masthead-mounted] header').waitFor();
    expect(await markupSignIn.count()).toBe(0);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await signInDialog(page).getByRole('textbox', { name: 'Email' }).waitFor();
    await page.waitForTimeout(300);
    expect(await dialogs(page)).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });
});

describe("the dialog opened from the header's prerendered Sign In, the header's own render in while it is open", () => {
  it("gives focus to the greeting that took Sign In's place once the reader is signed in", async () => {
    const { page, release, errors, close } = await openHeld(home, /\/assets\/header-[\w-]+\.js$/);
    await page
      .locator('masthead-header > :not([data-masthead-mounted])')
      .getByRole('button', { name: 'Sign In', exact: true })
      .press('Enter');
    const email = signInDialog(page).getByRole('textbox', { name: 'Email' });
    await email.waitFor();
    await expect.poll(() => focusInDialog(page)).toBe(true);
    // The header's own render takes its markup's place, Sign In included, behind the dialog.
    release();
    await page.locator('masthead-header [data-masthead-mounted] header').waitFor();
    await dialogCodeIn(page);
    const { digital } = demoAccounts;
    await email.fill(digital.emailAddress);
    await signInDialog(page).getByLabel('Password', { exact: true }).fill(digital.password);
    await page.keyboard.press('Enter');
    await signInDialog(page).waitFor({ state: 'detached' });
    const greeting = page
      .getByRole('banner', { name: 'Site header' })
      .getByRole('button', { name: `Hi, ${digital.firstName}` });
    await greeting.waitFor();
    await expect.poll(() => greeting.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });
});
