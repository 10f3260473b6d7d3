/**
 * The sign-in form before its code: the demo's /sign-in page opens the account dialog at load
 * (`data-masthead-open="account"`), and the demo server puts the dialog's first view in the
 * page. With the account dialog's code held back (a route that delays the remote's chunk), the
 * reader types, presses Sign In, and the code, once let through, takes over what they did in
 * the same frame and sends the kept submit once; when the code cannot load, they are told.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { demoAccounts } from '@masthead/api/contract';
import { remoteNames } from '../../../module-federation.config.ts';
import {
  accessibilityTree,
  accessibleDescription,
  axeViolations,
  holdRequests,
  launchBrowser,
  mastheadErrors,
  retriesFailedModules,
} from '../support.ts';

const origin = inject('demoOrigin');
const accountOrigin = `http://localhost:${Number(new URL(origin).port) + 1 + remoteNames.indexOf('account-dialog')}`;
/** The account dialog's own chunk: its code, past the remote's entry. */
const dialogChunk = (url: URL) =>
  url.origin === accountOrigin && /\/assets\/account-dialog-[^/]*\.js$/.test(url.pathname);

/** Any of the remote's code (its stylesheet comes through: the early form is drawn with it). */
const remoteCode = (url: URL) => url.origin === accountOrigin && url.pathname.endsWith('.js');

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

/**
 * Opens /sign-in with the dialog's chunk held back until `release`; or, `refuse`, with the
 * remote's code held back until `release` and then refused, as from an origin that went down
 * (it comes back with `page.unroute`).
 */
async function heldBack(mode: 'hold' | 'refuse' = 'hold') {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
  const page = await context.newPage();
  const release = await holdRequests(page, mode === 'refuse' ? remoteCode : dialogChunk, {
    refuse: mode === 'refuse',
  });
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  const signIns: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/sign-in')) signIns.push(request.url());
  });
  await page.goto(`${origin}/sign-in`);
  return { page, release, errors, signIns, close: () => context.close() };
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Sign In', exact: true });
const early = '[data-masthead-dialog="account"][data-masthead-prerendered]';
const earlyThere = (page: Page) => page.locator(early).count();
/**
 * Where focus is: the field's name (else the button's label or text), and whether it is in
 * the early form.
 */
const focus = (page: Page) =>
  page.evaluate((selector) => {
    const active = document.activeElement as HTMLInputElement | null;
    return {
      name: active?.getAttribute('name') ?? (active?.getAttribute('aria-label') || active?.textContent),
      early: Boolean(active?.closest(selector)),
      selection: [active?.selectionStart ?? null, active?.selectionEnd ?? null],
    };
  }, early);
/**
 * A submit made in the first view is kept, not sent (no request, the view still there), until
 * the dialog's code is let through (`release`); then it is sent once and the reader is signed in.
 */
async function keptThenSent(page: Page, signIns: string[], release: () => void) {
  await page.waitForTimeout(300);
  expect(signIns).toEqual([]);
  expect(await earlyThere(page)).toBe(1);
  release();
  await expect.poll(() => status(page), { timeout: 15_000 }).toBe('authenticated');
  await dialog(page).waitFor({ state: 'detached' });
  expect(signIns).toHaveLength(1);
  expect(await earlyThere(page)).toBe(0);
}

/** A reader signs in with the keyboard in the form that holds the Email field: typed, then Enter. */
async function signInByKeyboard(page: Page) {
  const { digital } = demoAccounts;
  await dialog(page).getByRole('textbox', { name: 'Email' }).click();
  await page.keyboard.type(digital.emailAddress);
  await page.keyboard.press('Tab');
  await page.keyboard.type(digital.password);
  await page.keyboard.press('Enter');
}

const status = (page: Page) =>
  page.evaluate(
    () => (window as Window & { Masthead?: { getState(): { status: string } } }).Masthead?.getState().status,
  );

describe('the sign-in form a page opens at load, before its code', () => {
  it('is a labelled dialog with its email field focused and enabled, and no axe violation', async () => {
    const { page, close } = await heldBack();
    await dialog(page).getByRole('textbox', { name: 'Email' }).waitFor();
    expect(await earlyThere(page)).toBe(1);
    const email = dialog(page).getByRole('textbox', { name: 'Email' });
    await expect(email.isEnabled()).resolves.toBe(true);
    await expect.poll(() => focus(page)).toMatchObject({ name: 'emailAddress', early: true });
    await expect(dialog(page).getByLabel('Password', { exact: true }).isEnabled()).resolves.toBe(true);
    // The mounted form's rule: Sign In waits for both fields.
    await expect(
      dialog(page).getByRole('button', { name: 'Sign In', exact: true }).isDisabled(),
    ).resolves.toBe(true);
    expect(await axeViolations(page, early)).toEqual([]);
    await close();
  });

  it('reads to a screen reader as the mounted dialog does', async () => {
    const { page, release, close } = await heldBack();
    await dialog(page).getByRole('textbox', { name: 'Email' }).waitFor();
    expect(await earlyThere(page)).toBe(1);
    // The browser's own tree, names as it computes them from the first view's markup.
    const markup = await accessibilityTree(page, `${early} [role="dialog"]`);
    expect(markup).toEqual(
      expect.arrayContaining([
        'dialog: Sign In',
        'button: Close',
        'textbox: Email',
        'textbox: Password',
        'button: Sign In [disabled]',
      ]),
    );
    release();
    await expect.poll(() => earlyThere(page), { timeout: 15_000 }).toBe(0);
    await expect(accessibilityTree(page, '[role="dialog"]')).resolves.toEqual(markup);
    await close();
  });

  it('is modal: Tab and Shift+Tab go round inside it, the page behind is out of reach; then the mounted dialog holds focus', async () => {
    const { page, release, close } = await heldBack();
    await dialog(page).getByRole('textbox', { name: 'Email' }).waitFor();
    await expect.poll(() => focus(page)).toMatchObject({ name: 'emailAddress', early: true });
    const back = page.getByRole('link', { name: 'Back to the article' });
    // Out of reach once the loader runs the view: the page behind is inert (no click, no focus,
    // not in the accessibility tree).
    await expect.poll(() => back.evaluate((link) => Boolean(link.closest('[inert]')))).toBe(true);
    // Forward: round the dialog and back to the email field, never outside it.
    const seen: (string | null | undefined)[] = [];
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Tab');
      const at = await focus(page);
      expect(at.early).toBe(true);
      seen.push(at.name);
    }
    expect(seen).toContain('Close');
    expect(seen).toContain('Sign in with a passkey');
    expect(seen.filter((name) => name === 'emailAddress').length).toBeGreaterThan(0);
    // Backward from the first stop (Close) to the last (the passkey button), and on.
    await dialog(page).getByRole('button', { name: 'Close' }).focus();
    await page.keyboard.press('Shift+Tab');
    await expect(focus(page)).resolves.toMatchObject({ name: 'Sign in with a passkey', early: true });
    await page.keyboard.press('Shift+Tab');
    await expect(focus(page)).resolves.toMatchObject({ early: true });
    await dialog(page).getByRole('textbox', { name: 'Email' }).focus();

    release();
    await expect.poll(() => earlyThere(page), { timeout: 15_000 }).toBe(0);
    await page.waitForTimeout(500);
    // The mounted dialog's own trap: Tab stays in it; the page behind is still inert, once.
    for (let i = 0; i < 10; i += 1) {
      await page.keyboard.press('Tab');
      await expect(
        page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]'))),
      ).resolves.toBe(true);
    }
    await expect(back.evaluate((link) => Boolean(link.closest('[inert]')))).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    // Nothing of the early view's inert is left behind once the mounted dialog has closed.
    await expect(page.locator('[inert]').count()).resolves.toBe(0);
    await back.focus();
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(
      'Back to the article',
    );
    await close();
  });

  it('shows a kept press on Sign In as the form shows a sign-in under way: busy, disabled, Loading', async () => {
    const { page, release, close } = await heldBack();
    const { digital } = demoAccounts;
    await dialog(page).getByRole('textbox', { name: 'Email' }).waitFor();
    await page.keyboard.type(digital.emailAddress);
    await page.keyboard.press('Tab');
    await page.keyboard.type(digital.password);
    const submit = dialog(page).getByRole('button', { name: 'Sign In', exact: true });
    await expect(dialog(page).getByRole('status').count()).resolves.toBe(0);
    await page.keyboard.press('Enter');
    await expect(submit.isDisabled()).resolves.toBe(true);
    await expect(submit.getAttribute('aria-busy')).resolves.toBe('true');
    await expect(dialog(page).getByRole('status').textContent()).resolves.toBe('Loading');
    // Still busy after more typing: the press was taken.
    await page.keyboard.type('x');
    await expect(submit.isDisabled()).resolves.toBe(true);
    await page.keyboard.press('Backspace');
    release();
    await expect.poll(() => status(page), { timeout: 15_000 }).toBe('authenticated');
    await close();
  });

  it('keeps what was typed and a press on Sign In, and sends it once the code runs: signed in', async () => {
    const { page, release, errors, signIns, close } = await heldBack();
    const { digital } = demoAccounts;
    await dialog(page).getByRole('textbox', { name: 'Email' }).waitFor();
    await page.keyboard.type(digital.emailAddress);
    await page.keyboard.press('Tab');
    await page.keyboard.type(digital.password);
    await dialog(page).getByRole('button', { name: 'Sign In', exact: true }).click();
    await keptThenSent(page, signIns, release);
    expect(new URL(page.url()).pathname).toBe('/sign-in');
    expect(mastheadErrors(errors)).toEqual([]);
    await close();
  });

  it('hands focus, the caret and the selection to the mounted form in the frame it renders in', async () => {
    const { page, release, close } = await heldBack();
    await dialog(page).getByRole('textbox', { name: 'Email' }).waitFor();
    await page.keyboard.type('reader@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Secret#123');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Shift+ArrowLeft');
    await page.keyboard.press('Shift+ArrowLeft');
    // 'Secret#123', '12' selected backwards from before the '3'.
    await expect.poll(() => focus(page)).toEqual({ name: 'password', early: true, selection: [7, 9] });
    // Every frame from here shows exactly one sign-in form, with what was typed in it.
    await page.evaluate(() => {
      const frames: string[] = [];
      (window as Window & { frames_?: string[] }).frames_ = frames;
      const sample = () => {
        const forms = [...document.querySelectorAll('[role="dialog"] form')].filter(
          (form) => !form.closest('[inert]'),
        );
        const emails = forms.map(
          (form) => form.querySelector<HTMLInputElement>('input[name="emailAddress"]')?.value,
        );
        frames.push(emails.join('|'));
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    release();
    await expect.poll(() => earlyThere(page), { timeout: 15_000 }).toBe(0);
    // Past the focus trap's first focus, which comes a task after the dialog renders.
    await page.waitForTimeout(500);
    expect(await focus(page)).toEqual({ name: 'password', early: false, selection: [7, 9] });
    const frames = await page.evaluate(() => (window as Window & { frames_?: string[] }).frames_ ?? []);
    expect(frames.length).toBeGreaterThan(0);
    expect(new Set(frames)).toEqual(new Set(['reader@example.com']));
    // Still in the form the reader was in: typing goes on where the caret was.
    await page.keyboard.type('4');
    await expect(dialog(page).getByLabel('Password', { exact: true }).inputValue()).resolves.toBe(
      'Secret#43',
    );
    await close();
  });

  it('closes at once on Escape: the store asks for no dialog, and the code opens none', async () => {
    const { page, release, close } = await heldBack();
    await dialog(page).getByRole('textbox', { name: 'Email' }).waitFor();
    // The markup is painted before the loader runs; keys are answered once it runs the view,
    // which makes the page behind inert.
    await page.waitForFunction(() => document.querySelector('[inert]') !== null);
    await page.keyboard.press('Escape');
    expect(await earlyThere(page)).toBe(0);
    await expect(dialog(page).count()).resolves.toBe(0);
    release();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await dialog(page).getByRole('textbox', { name: 'Email' }).waitFor();
    await close();
  });

  it('tells the reader when the code cannot load, and keeps what they typed for Try again', async () => {
    const { page, release, errors, close } = await heldBack('refuse');
    await dialog(page).getByRole('textbox', { name: 'Email' }).waitFor();
    await page.keyboard.type('reader@example.com');
    release();
    const message = page.getByRole('alertdialog', { name: 'Sign In' });
    await message.waitFor({ timeout: 15_000 });
    await page.getByText('Sign in is unavailable right now. Please try again.').waitFor();
    expect(mastheadErrors(errors).length).toBeGreaterThan(0);
    // Under the message, the early form still holds the email.
    await expect(page.locator(`${early} input[name="emailAddress"]`).inputValue()).resolves.toBe(
      'reader@example.com',
    );
    await page.unroute(remoteCode);
    await message.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => earlyThere(page), { timeout: 15_000 }).toBe(0);
    await expect(dialog(page).getByRole('textbox', { name: 'Email' }).inputValue()).resolves.toBe(
      'reader@example.com',
    );
    await close();
  });

  it("tells a reader who presses Sign In when the loader's core cannot load; Try again brings it, or, where the browser keeps the failure, it asks for a reload", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
    const page = await context.newPage();
    const coreChunk = (url: URL) => url.pathname === '/masthead/chunks/masthead-core.js';
    await page.route(coreChunk, (route) => route.abort('connectionrefused'));
    const signIns: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/sign-in')) signIns.push(request.url());
    });
    await page.goto(`${origin}/sign-in`);
    const { digital } = demoAccounts;
    await dialog(page).getByRole('textbox', { name: 'Email' }).waitFor();
    await expect.poll(() => focus(page)).toMatchObject({ name: 'emailAddress', early: true });
    await page.keyboard.type(digital.emailAddress);
    await page.keyboard.press('Tab');
    await page.keyboard.type(digital.password);
    await expect
      .poll(() => page.evaluate(() => window.Masthead?.getState().loader))
      .toMatchObject({ status: 'unavailable', reason: 'code-unreachable' });
    await page.keyboard.press('Enter');
    const message = page.getByRole('alertdialog', { name: 'Sign In' });
    await message.waitFor();
    await expect(
      message.getByText('Sign in is unavailable right now. Please try again.').count(),
    ).resolves.toBe(1);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Try again');
    // Focus stays in the message.
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Close');
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Try again');
    await page.keyboard.press('Enter');
    if (!modulesRetried) {
      // A browser that keeps a failed module request fails the core again without asking for
      // it: only a reload can bring it, and the message says so. Nothing is sent, and what was
      // typed is still there until the reader reloads, and the email after.
      await expect
        .poll(() => accessibleDescription(message))
        .toBe('Sign in is unavailable right now. Please reload the page.');
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Reload page');
      expect(await message.getByRole('button', { name: 'Try again' }).count()).toBe(0);
      expect(signIns).toEqual([]);
      await expect(page.locator(`${early} input[name="emailAddress"]`).inputValue()).resolves.toBe(
        digital.emailAddress,
      );
      await page.unroute(coreChunk);
      await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
      await expect.poll(() => page.evaluate(() => window.Masthead?.getState().loader.status)).toBe('started');
      // The email typed is back in the reloaded page's form, the password is not, and the
      // focus waits on the password for the reader to type it again; then the sign-in works.
      const email = dialog(page).getByRole('textbox', { name: 'Email' });
      await expect.poll(() => email.inputValue()).toBe(digital.emailAddress);
      await expect.poll(() => focus(page)).toMatchObject({ name: 'password' });
      await expect(page.evaluate(() => (document.activeElement as HTMLInputElement).value)).resolves.toBe('');
      expect(await message.count()).toBe(0);
      await page.keyboard.type(digital.password);
      await page.keyboard.press('Enter');
      await expect.poll(() => status(page), { timeout: 15_000 }).toBe('authenticated');
      expect(signIns).toHaveLength(1);
      await context.close();
      return;
    }
    // Still down: Try again says so again.
    await expect
      .poll(() => message.getByRole('button', { name: 'Try again' }).getAttribute('aria-disabled'))
      .toBe(null);
    await expect(
      message.getByText('Sign in is unavailable right now. Please try again.').count(),
    ).resolves.toBe(1);
    expect(signIns).toEqual([]);
    // What was typed is still there under the message.
    await expect(page.locator(`${early} input[name="emailAddress"]`).inputValue()).resolves.toBe(
      digital.emailAddress,
    );
    await page.unroute(coreChunk);
    await message.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => status(page), { timeout: 15_000 }).toBe('authenticated');
    expect(signIns).toHaveLength(1);
    await expect(message.count()).resolves.toBe(0);
    expect(await earlyThere(page)).toBe(0);
    await context.close();
  });
});

describe('the sign-in form at the first Sign In click, before its code', () => {
  /** The article, its header rendered, with the account dialog's chunk held back until `release`. */
  async function article() {
    // The page's own Content-Security-Policy holds (Trusted Types included): the view is built
    // without an HTML parser.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const release = await holdRequests(page, dialogChunk);
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(String(error)));
    const signIns: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/sign-in')) signIns.push(request.url());
    });
    await page.goto(`${origin}/?hideIntromercial=true`);
    await page.locator('masthead-header [data-masthead-mounted]').waitFor();
    return { page, release, errors, signIns, close: () => context.close() };
  }

  it('comes with the click, focused on Close, labelled, with no axe violation; typed and sent, it signs in once the code runs', async () => {
    const { page, release, errors, signIns, close } = await article();
    await page.locator('masthead-header').getByRole('button', { name: 'Sign In', exact: true }).click();
    await dialog(page).getByRole('textbox', { name: 'Email' }).waitFor();
    expect(await earlyThere(page)).toBe(1);
    // The reader opened it: focus starts on Close, as the mounted dialog's does.
    await expect.poll(() => focus(page)).toMatchObject({ name: 'Close', early: true });
    // The page behind is out of reach from the view's first frame on.
    await expect
      .poll(() =>
        page.evaluate(
          (selector) =>
            Array.from(document.body.children).every(
              (child) => child.matches(selector) || (child as HTMLElement).inert,
            ),
          early,
        ),
      )
      .toBe(true);
    expect(await axeViolations(page, early)).toEqual([]);
    await signInByKeyboard(page);
    await keptThenSent(page, signIns, release);
    expect(mastheadErrors(errors)).toEqual([]);
    expect(errors.filter((error) => /TrustedHTML|Trusted Type/i.test(error))).toEqual([]);
    await close();
  });

  it('closes on Escape and gives focus back to Sign In; the code, once in, opens nothing', async () => {
    const { page, release, close } = await article();
    const signIn = page.locator('masthead-header').getByRole('button', { name: 'Sign In', exact: true });
    await signIn.click();
    await dialog(page).getByRole('textbox', { name: 'Email' }).waitFor();
    await page.keyboard.press('Escape');
    expect(await earlyThere(page)).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Sign In');
    release();
    await page.waitForTimeout(500);
    await expect(dialog(page).count()).resolves.toBe(0);
    await close();
  });

  it('once its code has taken over, closes as the dialog does: focus back on Sign In', async () => {
    const { page, release, errors, close } = await article();
    await page.locator('masthead-header').getByRole('button', { name: 'Sign In', exact: true }).click();
    await dialog(page).getByRole('textbox', { name: 'Email' }).click();
    await page.keyboard.type('reader@example.com');
    release();
    await expect.poll(() => earlyThere(page), { timeout: 15_000 }).toBe(0);
    await expect.poll(() => focus(page)).toMatchObject({ name: 'emailAddress', early: false });
    await expect(dialog(page).getByRole('textbox', { name: 'Email' }).inputValue()).resolves.toBe(
      'reader@example.com',
    );
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Sign In');
    expect(mastheadErrors(errors)).toEqual([]);
    await close();
  });
});
