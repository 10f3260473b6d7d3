/**
 * The checkout dialog on the demo's plain HTML pages: both purchase paths end to
 * end against the reference API, gift mode, a locked account's reset, keyboard-only use and axe.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations, launchBrowser, mastheadErrors, newEmail, openPage } from '../support.ts';

const origin = inject('demoOrigin');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Sign in or register' });

async function register(page: Page, email: string) {
  const dialog = dialogOf(page);
  await dialog.getByRole('button', { name: 'Create an account' }).click();
  await dialog.getByLabel('Your first name').fill('Grace');
  await dialog.getByLabel('Your last name').fill('Hopper');
  await dialog.getByLabel('Your email').fill(email);
  await dialog.getByLabel('Create a password', { exact: true }).fill('Compiler#1952');
}

describe('/subscriptions', () => {
  it('anonymous → subscribe → register a new account → checkout step with activation done', async () => {
    const { page, errors } = await openPage(browser, `${origin}/subscriptions`);
    const subscribe = page.getByRole('button', { name: 'Subscribe to Digital' });
    await subscribe.click();
    const dialog = dialogOf(page);
    await dialog.waitFor();
    await expect(dialog.getByRole('heading', { name: 'Sign in to your account' }).isVisible()).resolves.toBe(
      true,
    );
    await expect(dialog.getByRole('heading', { name: 'Sign in or register' }).isVisible()).resolves.toBe(
      true,
    );
    const email = newEmail('grace');
    await register(page, email);
    await dialog.getByRole('button', { name: 'On to checkout' }).click();
    await page.waitForURL(`${origin}/checkout?plan=digital`);
    await expect(page.getByRole('heading', { name: 'Checkout', level: 1 }).isVisible()).resolves.toBe(true);
    await page.getByText('Activation complete.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const answer = JSON.parse((await page.locator('[data-activation]').textContent()) ?? '{}') as {
      userReference: { emailAddress: string };
      activation: { completed: boolean };
    };
    expect(answer.userReference.emailAddress).toBe(email);
    expect(answer.activation.completed).toBe(true);
    // Signed in now: the next plan goes straight on, no dialog.
    await page.goto(`${origin}/subscriptions`);
    await page.waitForFunction(() => window.Masthead?.getState().status === 'authenticated');
    await page.getByRole('button', { name: 'Subscribe to All Access' }).click();
    await page.waitForURL(`${origin}/checkout?plan=all-access`);
    await page.getByText('Activation complete.').waitFor();
    expect(mastheadErrors(errors)).toEqual([]);
    await page.context().close();
  });

  it('signs in with the keyboard alone, focus trapped in the dialog and returned to the opener on Escape', async () => {
    const { page } = await openPage(browser, `${origin}/subscriptions`);
    const subscribe = page.getByRole('button', { name: 'Subscribe to Digital' });
    await subscribe.focus();
    await page.keyboard.press('Enter');
    const dialog = dialogOf(page);
    await dialog.waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Close');
    // Shift+Tab from the first stop wraps to the last one, inside the dialog.
    await page.keyboard.press('Shift+Tab');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()))
      .toBe('Contact Customer Service');
    // Back to Close, past the way to register (above the fields), to the email.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()))
      .toBe('Create an account');
    await page.keyboard.press('Tab');
    await page.keyboard.type('reader@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Reader#2026x');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()))
      .toBe('Subscribe to Digital');
    // Again, and this time on to checkout with Enter.
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type('reader@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Reader#2026x');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${origin}/checkout?plan=digital`);
    await page.getByText('Activation complete.').waitFor();
    await page.context().close();
  });

  it('is axe clean in each view', async () => {
    const { page } = await openPage(browser, `${origin}/subscriptions`);
    await page.getByRole('button', { name: 'Subscribe to Digital' }).click();
    const dialog = dialogOf(page);
    await dialog.waitFor();
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await dialog.getByRole('button', { name: 'Create an account' }).click();
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await dialog.getByRole('button', { name: 'Forgot your password?' }).click();
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await page.context().close();
  });

  // The reference API answers every reset alike, so nobody learns which accounts are locked;
  // the lockout notice goes to the locked account's mailbox (the dialog's own 423 handling is
  // tested against the mocks).
  it('answers a reset for locked@example.com with the usual confirmation and mails the lockout', async () => {
    const { page } = await openPage(browser, `${origin}/subscriptions`);
    await page.getByRole('button', { name: 'Subscribe to Digital' }).click();
    const dialog = dialogOf(page);
    await dialog.getByRole('button', { name: 'Forgot your password?' }).click();
    await dialog.getByLabel('Your email').fill('locked@example.com');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.getByText('If your email is registered with us', { exact: false }).waitFor();
    const mailbox = (await (await fetch(`${origin}/api/dev/mailbox`)).json()) as {
      messages: { to: string; text: string }[];
    };
    expect(mailbox.messages.find((mail) => mail.to === 'locked@example.com')?.text).toContain(
      'You cannot unlock your account by resetting the password. Please wait 24 hours to unlock and try again.',
    );
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await page.context().close();
  });
});

describe('/gift-subscriptions', () => {
  it("opens in gift mode ('On to recipient', the gift text, no visible title) and lands on choosing a recipient", async () => {
    const { page, errors } = await openPage(browser, `${origin}/gift-subscriptions`);
    await page.getByRole('button', { name: 'Give Digital' }).click();
    const dialog = dialogOf(page);
    await dialog.waitFor();
    await dialog.getByText("To send a gift, you'll need to create an account.").waitFor();
    await expect(dialog.getByRole('button', { name: 'On to recipient' }).count()).resolves.toBe(1);
    await expect(dialog.getByRole('button', { name: 'On to checkout' }).count()).resolves.toBe(0);
    const title = dialog.getByRole('heading', { name: 'Sign in or register' });
    const box = await title.boundingBox();
    expect((box?.width ?? 0) <= 1 && (box?.height ?? 0) <= 1).toBe(true);
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await dialog.getByLabel('Your email').fill('subscriber@example.com');
    await dialog.getByLabel('Your password', { exact: true }).fill('Subscriber#2026');
    await dialog.getByRole('button', { name: 'On to recipient' }).click();
    await page.waitForURL(`${origin}/gift-recipient?plan=digital`);
    await expect(page.getByRole('heading', { name: 'Choose a recipient' }).isVisible()).resolves.toBe(true);
    await page.getByText('Activation complete.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(mastheadErrors(errors)).toEqual([]);
    await page.context().close();
  });
});
