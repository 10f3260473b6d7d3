/**
 * More spoken journeys in the account dialog (virtual-reader.ts, as spoken-journey.test.ts):
 * registering with a password the server refuses, then a valid one; asking for a reset and
 * choosing a new password from the mailed link; and the passkey offer after a password
 * sign-in, declined. What is heard at each step is compared whole: a view that takes another's
 * place is said by its new name, after the control focus lands on, and a confirmation that
 * takes a form's place by its words, as focus lands on it.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addPlatformAuthenticator, credentialsIn } from '../authenticator.ts';
import { mailedResetLink, registerAccount } from '../reference-api.ts';
import { dialogCodeIn, launchBrowser, newEmail, openPage } from '../support.ts';
import { focusedInTree, focusedLabel, heard, startReader } from '../virtual-reader.ts';

const origin = inject('demoOrigin');
const article = `${origin}/?hideIntromercial=true`;
const policy =
  'Passwords must have at least 10 characters, one number, one upper and lower case letter, and one special character.';
const resetSent =
  'If your email is registered with us, you will receive an email with a link to reset your password.';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const banner = (page: Page) => page.getByRole('banner', { name: 'Site header' });
const dialogNamed = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true });
const activeText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim());

/** Starts the reader on the article, opens Sign In by keyboard and waits for focus on Close. */
async function openSignIn(page: Page) {
  await page.locator('masthead-header [data-masthead-mounted] header').waitFor();
  await startReader(page, origin);
  await banner(page).getByRole('button', { name: 'Sign In', exact: true }).focus();
  await heard(page);
  await page.keyboard.press('Enter');
  await dialogCodeIn(page);
  await expect.poll(() => focusedLabel(page)).toBe('Close');
  // The first open of a page may say the dialog twice (spoken-journey.test.ts): its end is what counts.
  expect((await heard(page)).slice(-2)).toEqual(['dialog, Sign In, modal', 'button, Close']);
}

describe('heard through a virtual screen reader, in the account dialog', () => {
  it('registers: a password the server refuses, then a valid one, then the questionnaire', async () => {
    const { page } = await openPage(browser, article);
    await openSignIn(page);
    await page.keyboard.press('Tab');
    expect(await heard(page)).toEqual(['button, Create an account']);

    // The view changes in the same dialog: its name is the new view's, focus on the first field,
    // which is said first; then the new name, politely.
    await page.keyboard.press('Enter');
    const dialog = dialogNamed(page, 'Create an account');
    await dialog.waitFor();
    await expect.poll(() => focusedInTree(page)).toBe('textbox: First name [required]');
    expect(await heard(page)).toEqual(['textbox, First name, required', 'polite: Create an account']);

    // Each field by its label and required state; the password with the policy as its hint.
    await page.keyboard.type('Ada');
    await page.keyboard.press('Tab');
    expect(await heard(page)).toEqual(['textbox, Last name, required']);
    await page.keyboard.type('Lovelace');
    await page.keyboard.press('Tab');
    expect(await heard(page)).toEqual(['textbox, Email, required']);
    await page.keyboard.type(newEmail('spoken-ada'));
    await page.keyboard.press('Tab');
    expect(await heard(page)).toEqual([`Password, ${policy}`]);
    expect(await focusedInTree(page)).toBe('textbox: Password [required]');

    // Refused by the server: its message (the policy) said once, as the field's error, and as
    // an alert, as a refused sign-in is; focus stays in the field, now invalid.
    const password = dialog.getByLabel('Password', { exact: true });
    await page.keyboard.type('weakpass12');
    await page.keyboard.press('Enter');
    await expect.poll(() => password.getAttribute('aria-invalid')).toBe('true');
    expect(await heard(page)).toEqual([`assertive: ${policy}`]);
    expect(await focusedInTree(page)).toBe('textbox: Password [required]');
    expect(await password.getAttribute('aria-describedby')).toMatch(/-error$/);

    // Typing clears the error, silently; a valid password registers and the questionnaire
    // takes the dialog, focus on its first list.
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Analytical#1843');
    await expect.poll(() => password.getAttribute('aria-invalid')).toBeNull();
    expect(await heard(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await dialogNamed(page, 'Your account has been created').waitFor();
    await banner(page).getByRole('button', { name: 'Hi, Ada' }).waitFor();
    await expect.poll(() => focusedInTree(page)).toBe('combobox: Industry');
    // Straight to the questionnaire's first field: focus does not pass over Close on its way.
    // Then the view's name.
    expect(await heard(page)).toEqual([
      'combobox, Industry, has popup listbox, not expanded',
      'polite: Your account has been created',
    ]);
    await page.context().close();
  });

  it('signs in: Enter with a field blank says what is missing, then takes the reader to it', async () => {
    const { page } = await openPage(browser, article);
    await openSignIn(page);
    const dialog = dialogNamed(page, 'Sign In');
    const signIn = dialog.getByRole('button', { name: 'Sign In', exact: true });
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await heard(page)).toEqual(['button, Create an account', 'textbox, Email, required']);

    // Enter with both blank: Sign In stays disabled; each field's error shows, and the one
    // where the reader is is said there, once. The password's waits to be read with it.
    await page.keyboard.press('Enter');
    await dialog.getByText('Password is required.').waitFor();
    expect(await heard(page)).toEqual(['polite: Email is required.']);
    expect(await focusedInTree(page)).toBe('textbox: Email [required]');
    expect(await signIn.isDisabled()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await heard(page)).toEqual(['Password, Password is required.']);

    // A password typed, the email still blank: Enter takes the reader back to the email, its
    // label, invalid state and error said together.
    await page.keyboard.type('Passkey#2026x');
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedInTree(page)).toBe('textbox: Email [required]');
    expect(await heard(page)).toEqual(['textbox, Email, Email is required., invalid, required']);
    expect(await signIn.isDisabled()).toBe(true);
    await page.context().close();
  });

  it('resets: asks for a link, then chooses a new password from it', async () => {
    const email = newEmail('spoken-reset');
    await registerAccount(origin, email);
    const asking = await openPage(browser, article);
    await openSignIn(asking.page);
    await dialogNamed(asking.page, 'Sign In').getByRole('button', { name: 'Forgot your password' }).focus();
    expect(await heard(asking.page)).toEqual(['button, Forgot your password']);

    await asking.page.keyboard.press('Enter');
    const forgot = dialogNamed(asking.page, 'Reset your password');
    await forgot.waitFor();
    await expect.poll(() => focusedInTree(asking.page)).toBe('textbox: Email [required]');
    expect(await heard(asking.page)).toEqual(['textbox, Email, required', 'polite: Reset your password']);

    // Sent: the confirmation takes the form's place and focus, inside the dialog, and is said
    // by its words as focus lands on it, once.
    await asking.page.keyboard.type(email);
    await asking.page.keyboard.press('Enter');
    await forgot.getByText(resetSent).waitFor();
    await expect.poll(() => activeText(asking.page)).toBe(resetSent);
    expect(await focusedInTree(asking.page)).toBe(`group: ${resetSent}`);
    expect(await heard(asking.page)).toEqual([`group, ${resetSent}`]);
    await asking.page.context().close();

    // The mailed link: the page opens 'Choose a new password' itself, focus on its field.
    const { page } = await openPage(browser, await mailedResetLink(origin, email));
    const dialog = dialogNamed(page, 'Choose a new password');
    const password = dialog.getByLabel('New password');
    await expect.poll(() => password.evaluate((input) => input === document.activeElement)).toBe(true);
    await startReader(page, origin);
    await heard(page);

    // Back to Close: the dialog by its name; the field left empty says it is required, once.
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => password.getAttribute('aria-invalid')).toBe('true');
    expect(await heard(page)).toEqual([
      'dialog, Choose a new password, modal',
      'button, Close',
      'polite: Password is required.',
    ]);
    await page.keyboard.press('Tab');
    expect(await heard(page)).toEqual([`New password, ${policy} Password is required.`]);
    expect(await focusedInTree(page)).toBe('textbox: New password [required]');

    // Refused: the policy, once, as the field's error and an alert; focus stays in the field.
    await page.keyboard.type('weakpass12');
    await expect.poll(() => password.getAttribute('aria-invalid')).toBeNull();
    expect(await heard(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await expect.poll(() => password.getAttribute('aria-invalid')).toBe('true');
    expect(await heard(page)).toEqual([`assertive: ${policy}`]);
    expect(await focusedInTree(page)).toBe('textbox: New password [required]');

    // A valid one: changed and signed in, the confirmation focused inside the dialog and said.
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Chosen#Again42');
    await page.keyboard.press('Enter');
    const changed = 'Your password has been changed and you are signed in.';
    await dialog.getByText(changed).waitFor();
    await banner(page).getByRole('button', { name: 'Hi, Rosalind' }).waitFor();
    await expect.poll(() => activeText(page)).toBe(changed);
    expect(await focusedInTree(page)).toBe(`group: ${changed}`);
    expect(await heard(page)).toEqual([`group, ${changed}`]);
    await page.context().close();
  });

  it('offers a passkey after a password sign-in; Not now closes it, focus on the greeting', async () => {
    const email = newEmail('spoken-passkey');
    await registerAccount(origin, email, 'Passkey#2026x');
    const { page } = await openPage(browser, 'about:blank');
    // No passkey autofill: the offer comes from the password sign-in alone.
    await page.addInitScript(() => {
      PublicKeyCredential.isConditionalMediationAvailable = async () => false;
    });
    await page.goto(article);
    // The authenticator's session stays attached; `focusedInTree` (a session of its own, closed
    // after) would make the browser say it has no platform authenticator, so it is not used here.
    const authenticator = await addPlatformAuthenticator(page);
    await openSignIn(page);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await heard(page)).toEqual(['button, Create an account', 'textbox, Email, required']);
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    expect(await heard(page)).toEqual(['Password']);
    await page.keyboard.type('Passkey#2026x');

    // Signed in: the dialog turns into the offer, named by its title and said so, focus on its
    // Close (the offer has no field; the trap finds focus gone, after the name is said).
    await page.keyboard.press('Enter');
    const offer = dialogNamed(page, 'Sign in faster next time with a passkey');
    await offer.waitFor();
    await banner(page).getByRole('button', { name: 'Hi, Rosalind' }).waitFor();
    await expect.poll(() => focusedLabel(page)).toBe('Close');
    await expect(offer.getAttribute('aria-modal')).resolves.toBe('true');
    expect(await heard(page)).toEqual(['polite: Sign in faster next time with a passkey', 'button, Close']);

    // Its two buttons, in order, by their names.
    await page.keyboard.press('Tab');
    expect(await heard(page)).toEqual(['button, Add a passkey']);
    await page.keyboard.press('Tab');
    expect(await heard(page)).toEqual(['button, Not now']);

    // Not now: the dialog goes, no passkey made, focus (and the reader) on the greeting.
    await page.keyboard.press('Enter');
    await offer.waitFor({ state: 'detached' });
    await expect.poll(() => activeText(page)).toContain('Hi, Rosalind');
    expect(await heard(page)).toEqual(['button, Hi, Rosalind, 1 control, not expanded']);
    const credentials = await credentialsIn(authenticator);
    expect(credentials).toEqual([]);
    await page.context().close();
  });
});
