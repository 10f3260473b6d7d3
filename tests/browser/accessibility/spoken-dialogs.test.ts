/**
 * What a screen reader says in two dialogs the page opens, heard through Guidepup's Virtual
 * Screen Reader (virtual-reader.ts): the checkout dialog in gift mode, opened from the gift
 * page's own button, and its views taking one another's place; and the interstitial ad. What
 * is heard at each step is compared whole, as in spoken-journey.test.ts.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { holdRequests, launchBrowser, openPage } from '../support.ts';
import { focusedInTree, focusedLabel, heard, startReader } from '../virtual-reader.ts';

const origin = inject('demoOrigin');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent);

describe('dialogs heard through a virtual screen reader', () => {
  it('the checkout dialog in gift mode: its name, each field, a missing password', async () => {
    const { page } = await openPage(browser, `${origin}/gift-subscriptions`);
    const give = page.getByRole('button', { name: 'Give Digital' });
    await give.waitFor();
    await startReader(page, origin);
    await heard(page);
    await give.focus();
    expect(await heard(page)).toEqual(['button, Give Digital']);

    // Enter: the dialog by its role and name (its title, hidden in gift mode, still names it),
    // once, then focus on its Close button.
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Sign in or register' });
    await dialog.getByRole('button', { name: 'On to recipient' }).waitFor();
    await expect.poll(() => focusedLabel(page)).toBe('Close');
    expect(await heard(page)).toEqual(['dialog, Sign in or register, modal', 'button, Close']);

    // Each field by its label, with its required state.
    await page.keyboard.press('Tab');
    expect(await heard(page)).toEqual(['button, Create an account']);
    await page.keyboard.press('Tab');
    expect(await heard(page)).toEqual(['textbox, Your email, required']);
    await page.keyboard.type('reader@example.com');
    await page.keyboard.press('Tab');
    expect(await heard(page)).toEqual(['Your password']);
    expect(await focusedInTree(page)).toBe('textbox: Your password [required]');

    // Enter with the password missing submits nothing (the submit button stays disabled until
    // both fields are filled): the dialog stays, and so does focus, in the password field,
    // where its error is said at once, politely, and the field is marked invalid.
    await page.keyboard.press('Enter');
    const error = dialog.getByText('This field is required.');
    await error.waitFor();
    expect(await dialog.getByRole('button', { name: 'On to recipient' }).isDisabled()).toBe(true);
    expect(page.url()).toBe(`${origin}/gift-subscriptions`);
    expect(await focusedInTree(page)).toBe('textbox: Your password [required]');
    expect(await heard(page)).toEqual(['polite: This field is required.']);
    const password = dialog.getByLabel('Your password', { exact: true });
    expect(await password.getAttribute('aria-invalid')).toBe('true');

    // Leaving the field, the next control alone is said: the error is not said again out of place.
    await page.keyboard.press('Tab');
    await expect.poll(() => focusedInTree(page)).toBe('button: Show password');
    expect(await heard(page)).toEqual(['button, Show password, 1 control, not pressed']);
    expect(await error.count()).toBe(1);

    // Back in the field, the error is read with it, and the field is marked invalid.
    await page.keyboard.press('Shift+Tab');
    expect(await heard(page)).toEqual(['Your password, This field is required.']);
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    expect(await focusedInTree(page)).toBe('textbox: Your password [required]');
    await page.context().close();
  });

  it('the checkout dialog: a new view said by its heading, the reset confirmation by its words', async () => {
    const { page } = await openPage(browser, `${origin}/subscriptions`);
    const subscribe = page.getByRole('button', { name: 'Subscribe to Digital' });
    await subscribe.waitFor();
    await startReader(page, origin);
    await subscribe.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Sign in or register' });
    await dialog.waitFor();
    await expect.poll(() => focusedLabel(page)).toBe('Close');
    await dialog.getByRole('button', { name: 'Forgot your password?' }).focus();
    await heard(page);

    // The dialog keeps its name; the view's heading is said, after the field focus lands on.
    await page.keyboard.press('Enter');
    await dialog.getByRole('heading', { name: 'Reset password' }).waitFor();
    await expect.poll(() => focusedInTree(page)).toBe('textbox: Your email [required]');
    expect(await heard(page)).toEqual(['textbox, Your email, required', 'polite: Reset password']);

    // Sent: the confirmation takes the form's place and focus, and is said by its words, once.
    const sent =
      'If your email is registered with us, you will receive an email with a link to reset your password.';
    await page.keyboard.type('reader@example.com');
    await page.keyboard.press('Enter');
    await dialog.getByText(sent).waitFor();
    await expect.poll(() => focusedText(page)).toBe(sent);
    expect(await heard(page)).toEqual([`group, ${sent}`]);
    await page.context().close();
  });

  it('the interstitial: its name and Close said on show; closing it puts the reader back where they were', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    // The dialog's code is held back until the reader has started and is on a control.
    const modalCode = /\/assets\/[^/]*modal__loadShare__[^/]*\.js$/;
    const release = await holdRequests(page, modalCode);
    const asked = page.waitForRequest(modalCode);
    await page.goto(`${origin}/`);
    const banner = page.getByRole('banner', { name: 'Site header' });
    await page.locator('masthead-header [data-masthead-mounted] header').waitFor();
    await startReader(page, origin);
    const signIn = banner.getByRole('button', { name: 'Sign In', exact: true });
    await signIn.focus();
    await heard(page);

    // On show: the dialog by its role and name, once, then focus on its close button.
    await asked;
    expect(await page.getByRole('dialog').count()).toBe(0);
    release();
    const dialog = page.getByRole('dialog', { name: 'Advertisement' });
    await dialog.waitFor();
    await expect.poll(() => focusedLabel(page)).toBe('Close advertisement');
    expect(await heard(page)).toEqual(['dialog, Advertisement, modal', 'button, Close advertisement']);

    // Tab reaches the ad itself and wraps back to Close.
    await page.keyboard.press('Tab');
    expect(await heard(page)).toEqual([
      'link, Give a gift they will use every day: a year of Masthead. Give a Gift!',
    ]);
    await page.keyboard.press('Tab');
    expect(await heard(page)).toEqual(['button, Close advertisement']);

    // Closed with its button: focus, and the reader, are back on Sign In.
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => focusedText(page)).toBe('Sign In');
    expect(await heard(page)).toEqual(['button, Sign In, has popup dialog']);
    await context.close();
  });

  it('the interstitial on a page where nothing had focus: closing it puts the reader at the start of the article', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${origin}/`);
    await page.locator('masthead-header [data-masthead-mounted] header').waitFor();
    // The reader starts on the page, focus on nothing.
    await startReader(page, origin);
    const dialog = page.getByRole('dialog', { name: 'Advertisement' });
    await dialog.waitFor();
    await expect.poll(() => focusedLabel(page)).toBe('Close advertisement');
    await heard(page);

    // Closed with its button: focus, and the reader, go to the article's main content, not
    // back to the page itself, where the next Tab would start over at the top.
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.localName)).toBe('main');
    expect(await heard(page)).toEqual(['main']);

    // The next Tab goes on from there: the article's first control.
    await page.keyboard.press('Tab');
    expect(await heard(page)).toEqual(['button, Sign in']);
    expect(await page.locator('main').getAttribute('tabindex')).toBeNull();
    await context.close();
  });
});
