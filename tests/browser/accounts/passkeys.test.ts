/**
 * Passkeys end to end (docs/behaviour.md#passkeys), with Chromium's virtual authenticator
 * (CDP `WebAuthn`: CTAP2, internal transport, resident keys, user verification) against the
 * reference API: a reader adds a passkey, signs out, signs in with it alone, removes it, and is
 * refused with it after; in the account dialog and in the checkout dialog.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { addPlatformAuthenticator, credentialsIn, type Authenticator } from '../authenticator.ts';
import { axeViolations, launchBrowser, mastheadErrors, newEmail, openPage } from '../support.ts';

const origin = inject('demoOrigin');
const article = `${origin}/?hideIntromercial=true`;
const password = 'Passkey#2026x';
const removedText =
  'That passkey was removed from your account. Please sign in with your email and password, or use another passkey.';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Reader extends Authenticator {
  page: Page;
  errors: string[];
  firstName: string;
  email: string;
}

let reader: Reader | undefined;
afterEach(async () => {
  if (!reader) return;
  expect(mastheadErrors(reader.errors)).toEqual([]);
  await reader.page.context().close();
  reader = undefined;
});

/**
 * A fresh browser with a platform authenticator of its own, on `url`, and a new account
 * (registered through the API, outside the browser, so every test starts from a password).
 * Chromium's virtual authenticator answers a waiting autofill request at once, as if the
 * reader had picked the passkey from the email field's suggestions; `autofill: false` makes
 * the browser say it has no passkey autofill, so the button is what signs in.
 */
async function newReader(url: string, { autofill }: { autofill: boolean }): Promise<Reader> {
  const { page, errors } = await openPage(browser, 'about:blank');
  if (!autofill)
    await page.addInitScript(() => {
      PublicKeyCredential.isConditionalMediationAvailable = async () => false;
    });
  await page.goto(url);
  const { cdp, authenticatorId } = await addPlatformAuthenticator(page);
  const firstName = 'Paz';
  const email = newEmail('passkey');
  // Registered from here, not from the page: a sign-in cookie in the page's browser, even for
  // the moment before a sign-out, could meet the page's first session read and leave the
  // header greeting the reader instead of offering Sign In.
  const created = await fetch(`${origin}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firstName, lastName: 'Key', emailAddress: email, password, optIn: false }),
  });
  if (!created.ok) throw new Error(`registering ${email} failed: ${created.status}`);
  reader = { page, errors, cdp, authenticatorId, firstName, email };
  return reader;
}

const banner = (page: Page) => page.getByRole('banner', { name: 'Site header' });
const headerSignIn = (page: Page) => banner(page).getByRole('button', { name: 'Sign In', exact: true });
const greeting = ({ page, firstName }: Reader) =>
  banner(page).getByRole('button', { name: `Hi, ${firstName}` });
const dialogNamed = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true });

async function signInWithPassword(reader: Reader) {
  const { page } = reader;
  await headerSignIn(page).click();
  const dialog = dialogNamed(page, 'Sign In');
  await dialog.getByLabel('Email', { exact: true }).fill(reader.email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
}

async function logOut(reader: Reader) {
  await greeting(reader).click();
  await reader.page.getByRole('button', { name: 'Log Out' }).click();
  await headerSignIn(reader.page).waitFor();
}

async function openPasskeys(reader: Reader) {
  await greeting(reader).click();
  await reader.page.getByRole('button', { name: 'Passkeys' }).click();
  const dialog = dialogNamed(reader.page, 'Passkeys');
  await dialog.waitFor();
  return dialog;
}

describe('in the account dialog', () => {
  it('offers a passkey once after a password sign-in; the passkey alone signs in; removed, it is refused', async () => {
    const current = await newReader(article, { autofill: false });
    const { page } = current;
    await signInWithPassword(current);

    // The offer, made once, and its passkey.
    const offer = dialogNamed(page, 'Sign in faster next time with a passkey');
    await offer.waitFor();
    await greeting(current).waitFor();
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await offer.getByRole('button', { name: 'Add a passkey' }).click();
    await offer.getByText('Your passkey has been added. Next time, choose Sign in with a passkey.').waitFor();
    await offer.waitFor({ state: 'detached', timeout: 6000 });
    expect(await credentialsIn(current)).toHaveLength(1);

    // Signed out, the passkey alone signs the reader in.
    await logOut(current);
    await headerSignIn(page).click();
    const signIn = dialogNamed(page, 'Sign In');
    await expect(signIn.getByLabel('Email', { exact: true }).getAttribute('autocomplete')).resolves.toBe(
      'username webauthn',
    );
    await signIn.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await greeting(current).waitFor();
    await signIn.waitFor({ state: 'detached' });

    // A password sign-in offers no second passkey.
    await logOut(current);
    await signInWithPassword(current);
    await greeting(current).waitFor();
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);

    // The list: its name, dates, and Remove.
    const list = await openPasskeys(current);
    const item = list.getByRole('listitem');
    // The list is asked for as the view opens.
    await expect.poll(() => item.count()).toBe(1);
    await expect(item.textContent()).resolves.toMatch(/Created .+ · Last used /);
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await item.getByRole('button', { name: /^Rename / }).click();
    await item.getByLabel('Passkey name').fill('Work laptop');
    await item.getByRole('button', { name: 'Save' }).click();
    await list.getByText('The passkey is now called Work laptop.').waitFor();
    await item.getByRole('button', { name: 'Remove Work laptop' }).click();
    await item.getByText('Remove Work laptop? You will no longer be able to sign in with it.').waitFor();
    await item.getByRole('button', { name: 'Remove Work laptop' }).click();
    await list.getByText('Work laptop was removed.').waitFor();
    await list.getByText('You have no passkeys yet.').waitFor();
    await list.getByRole('button', { name: 'Close' }).click();

    // Removed, the passkey signs no one in.
    await logOut(current);
    await headerSignIn(page).click();
    await signIn.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect.poll(() => signIn.getByRole('alert').textContent()).toBe(removedText);
    await expect(headerSignIn(page).isVisible()).resolves.toBe(true);
    // The password form is as it was.
    await expect(signIn.getByRole('button', { name: 'Sign In', exact: true }).isDisabled()).resolves.toBe(
      true,
    );
  });

  it("takes the passkey from the email field's autofill", async () => {
    const current = await newReader(article, { autofill: true });
    const { page } = current;
    await signInWithPassword(current);
    const offer = dialogNamed(page, 'Sign in faster next time with a passkey');
    await offer.getByRole('button', { name: 'Add a passkey' }).click();
    await offer.waitFor({ state: 'detached', timeout: 6000 });
    await logOut(current);
    const events = () =>
      page.evaluate(() =>
        (
          (window as Window & { digitalData?: { event: { eventInfo: Record<string, unknown> }[] } })
            .digitalData?.event ?? []
        ).map(({ eventInfo }) => `${String(eventInfo.eventName)} ${String(eventInfo.method)}`),
      );
    const before = (await events()).length;
    await headerSignIn(page).click();
    // The browser offers the passkey in the email field; the virtual authenticator picks it.
    await dialogNamed(page, 'Sign In').getByLabel('Email', { exact: true }).click();
    await greeting(current).waitFor();
    await dialogNamed(page, 'Sign In').waitFor({ state: 'detached' });
    expect((await events()).slice(before)).toEqual(
      expect.arrayContaining(['signInStart passkey', 'signInSuccess passkey', 'accountLogin passkey']),
    );
  });

  it('adds a passkey from the user menu', async () => {
    const current = await newReader(article, { autofill: false });
    // This browser made the offer before: none now.
    await current.page.evaluate(() => localStorage.setItem('masthead-passkey-offered', 'yes'));
    await signInWithPassword(current);
    await greeting(current).waitFor();
    const list = await openPasskeys(current);
    await list.getByText('You have no passkeys yet.').waitFor();
    await list.getByRole('button', { name: 'Add a passkey' }).click();
    await list.getByRole('listitem').waitFor();
    await expect(list.getByRole('status').textContent()).resolves.toMatch(/ was added\.$/);
    expect(await credentialsIn(current)).toHaveLength(1);
  });
});

describe('in the checkout dialog', () => {
  it('signs in with the passkey alone on the way to checkout; removed, it is refused', async () => {
    const current = await newReader(article, { autofill: false });
    const { page } = current;
    await page.evaluate(() => localStorage.setItem('masthead-passkey-offered', 'yes'));
    await signInWithPassword(current);
    await greeting(current).waitFor();
    const list = await openPasskeys(current);
    await list.getByRole('button', { name: 'Add a passkey' }).click();
    await list.getByRole('listitem').waitFor();
    await list.getByRole('button', { name: 'Close' }).click();
    await logOut(current);

    await page.goto(`${origin}/subscriptions`);
    await page.getByRole('button', { name: 'Subscribe to Digital' }).click();
    const checkout = page.getByRole('dialog', { name: 'Sign in or register' });
    await checkout.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.waitForURL(`${origin}/checkout?plan=digital`);
    await page.getByText('Activation complete.').waitFor();

    // Remove it (the account dialog's list), sign out, and try it again at checkout.
    await greeting(current).waitFor();
    const again = await openPasskeys(current);
    const item = again.getByRole('listitem');
    await item.getByRole('button', { name: /^Remove / }).click();
    await item.getByRole('button', { name: /^Remove / }).click();
    await again.getByText('You have no passkeys yet.').waitFor();
    await again.getByRole('button', { name: 'Close' }).click();
    await logOut(current);
    await page.goto(`${origin}/subscriptions`);
    await page.getByRole('button', { name: 'Subscribe to Digital' }).click();
    await checkout.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect.poll(() => checkout.getByRole('alert').textContent()).toBe(removedText);
    expect(page.url()).toBe(`${origin}/subscriptions`);
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  });
});
