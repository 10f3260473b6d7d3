/**
 * Password reset completion on the demo, against the reference API, as a reader meets
 * it: a fresh account asks for a reset, the mail in the dev mailbox links to /reset-password,
 * the link opens 'Choose a new password'; a weak password gets the server's message, a valid one
 * signs the reader in; the same link again is used up, with the way to a new link; axe on the view.
 * The token leaves the address bar once read, and the page sends no referrer.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { mailedResetLink, registerAccount } from '../reference-api.ts';
import { axeViolations, launchBrowser, mastheadErrors, newEmail, openPage } from '../support.ts';

const origin = inject('demoOrigin');
const article = `${origin}/?hideIntromercial=true`;
const policy =
  'Passwords must have at least 10 characters, one number, one upper and lower case letter, and one special character.';
const usedUp = 'This reset link has expired or has already been used. You can ask for a new link below.';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const dialogNamed = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true });
const chooseDialog = (page: Page) => dialogNamed(page, 'Choose a new password');
const banner = (page: Page) => page.getByRole('banner', { name: 'Site header' });

describe('a mailed reset link', () => {
  it('opens Choose a new password, refuses a weak password, signs in with a valid one, then is used up', async () => {
    const emailAddress = newEmail('rosalind');
    await registerAccount(origin, emailAddress);

    // Forgot password, as a reader asks for it.
    const asking = await openPage(browser, article);
    await banner(asking.page).getByRole('button', { name: 'Sign In', exact: true }).click();
    await dialogNamed(asking.page, 'Sign In').getByRole('button', { name: 'Forgot your password' }).click();
    const forgot = dialogNamed(asking.page, 'Reset your password');
    await forgot.getByRole('textbox', { name: 'Email' }).fill(emailAddress);
    await forgot.getByRole('button', { name: 'Continue' }).click();
    await forgot.getByText('If your email is registered with us').waitFor();
    await asking.page.context().close();

    const link = await mailedResetLink(origin, emailAddress);
    expect(new URL(link).pathname).toBe('/reset-password');

    const { page, errors } = await openPage(browser, link);
    const dialog = chooseDialog(page);
    await dialog.getByText(emailAddress).waitFor();
    // Once read, the token leaves the address bar, and the page lets no referrer carry it.
    expect(new URL(page.url()).pathname).toBe('/reset-password');
    expect(new URL(page.url()).searchParams.has('token')).toBe(false);
    const served = await fetch(link.replace(/^https?:\/\/[^/]+/, origin));
    expect(served.headers.get('referrer-policy')).toBe('no-referrer');
    const password = dialog.getByLabel('New password');
    // The page opened the dialog on its own: focus waits on the field, not on Close.
    await expect.poll(() => password.evaluate((input) => input === document.activeElement)).toBe(true);
    await expect(dialog.getByText(policy).isVisible()).resolves.toBe(true);
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);

    await password.fill('weakpass');
    await dialog.getByRole('button', { name: 'Save password' }).click();
    await expect.poll(() => password.getAttribute('aria-invalid')).toBe('true');
    // The server's message is the policy itself: said once, now as the field's error.
    await expect.poll(() => dialog.getByText(policy).count()).toBe(1);
    expect(await password.getAttribute('aria-describedby')).toMatch(/-error$/);
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);

    await password.fill('Chosen#Again42');
    await dialog.getByRole('button', { name: 'Save password' }).click();
    await dialog.getByText('Your password has been changed and you are signed in.').waitFor();
    await banner(page).getByRole('button', { name: 'Hi, Rosalind' }).waitFor();
    // Closes by itself 3 s later.
    await chooseDialog(page).waitFor({ state: 'detached', timeout: 6000 });
    expect(mastheadErrors(errors)).toEqual([]);
    await page.context().close();

    // The same link again: used up, with the way to a new link.
    const again = await openPage(browser, link);
    const used = chooseDialog(again.page);
    await used.getByText(usedUp).waitFor();
    expect(await used.getByLabel('New password').count()).toBe(0);
    expect(await axeViolations(again.page, '[role="dialog"]')).toEqual([]);
    await used.getByRole('button', { name: 'Request a new link' }).click();
    const forgotAgain = dialogNamed(again.page, 'Reset your password');
    await forgotAgain.getByRole('button', { name: 'Continue' }).waitFor();
    await again.page.context().close();
  });
});
