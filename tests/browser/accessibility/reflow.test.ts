/**
 * Reflow (WCAG 1.4.10): at 320 CSS px wide (a 1280 px window at 400 % zoom) and in a window
 * 256 CSS px tall (1024 px at 400 %), every widget and every view of both dialogs is read by
 * scrolling one way only, with nothing cut off (layout-faults.ts says what is measured): the
 * header and its slide-in menu, the footer, the header ad, the partner ads, the interstitial,
 * the account dialog (sign in, register with its errors, forgot password, reset sent, the
 * questionnaire, choose a new password; signed in, the passkey offer and the passkeys), the
 * user menu, the cart and the checkout dialog (sign in, register, forgot password, gift mode). In the
 * dialogs and the menu, each control is then brought into view as a reader would, and must be
 * on screen and on top.
 *
 * The one row meant to scroll sideways is the header's quick menu, on screens narrower than its
 * links: its 'More links' button brings each link fully into view, and the slide-in menu holds
 * every one of them as well.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { layoutFaults, unreachable, type LayoutScope } from '../layout-faults.ts';
import { demoAccounts } from '@masthead/api/contract';
import { mailedResetLink, registerAccount, signInThroughApi } from '../reference-api.ts';
import { launchBrowser, newEmail } from '../support.ts';
import { footerMounted } from '../lazy-footer.ts';

const origin = inject('demoOrigin');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const banner = (page: Page) => page.getByRole('banner', { name: 'Site header' });
const quickMenu = 'nav[aria-label="Quick menu"]';
const header: LayoutScope = { scope: 'masthead-header', sideways: `${quickMenu} div` };
const openDialog: LayoutScope = { scope: '[role="dialog"][aria-modal="true"]' };

/** Two frames: the layout of what just changed is done. */
const frames = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/** Nothing lost in the open dialog (or menu) `state`, and each of its controls in reach. */
async function expectDialogReflows(page: Page, state: string) {
  await frames(page);
  expect(await layoutFaults(page, openDialog), state).toEqual([]);
  expect(await unreachable(page, openDialog), state).toEqual([]);
}

describe.each([
  { name: '320 px wide', width: 320, height: 640 },
  { name: '1280×256', width: 1280, height: 256 },
])('at $name', (viewport) => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it('the header and its slide-in menu, the footer, the header ad and the partner ads', async () => {
    await page.goto(`${origin}/?hideIntromercial=true`);
    await page.locator('masthead-header [data-masthead-mounted] header').waitFor();
    await footerMounted(page);
    await page.locator('masthead-header-ad a').first().waitFor();
    await page.locator('masthead-partner-ads a').first().waitFor();
    await frames(page);
    for (const scope of [
      header,
      { scope: 'masthead-footer' },
      { scope: 'masthead-header-ad' },
      { scope: 'masthead-partner-ads' },
    ])
      expect(await layoutFaults(page, scope), scope.scope).toEqual([]);
    // The footer at the bottom of the page, the header stuck over it.
    await page.getByRole('contentinfo', { name: 'Site footer' }).scrollIntoViewIfNeeded();
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
    await frames(page);
    expect(await layoutFaults(page, { scope: 'masthead-footer' }), 'the footer, scrolled to').toEqual([]);
    expect(await unreachable(page, { scope: 'masthead-footer' }), 'the footer’s links').toEqual([]);
    await page.evaluate(() => scrollTo(0, 0));

    // The quick menu scrolls sideways where it is narrower than its links: 'More links' brings
    // each one fully into view, and the row never scrolls up and down as well.
    const links = page.locator(`${quickMenu} a`);
    const labels = await links.allTextContents();
    expect(labels.length).toBeGreaterThan(0);
    const more = page.getByRole('button', { name: 'More links' });
    const seen = new Set<string>();
    for (let press = 0; press <= labels.length; press += 1) {
      for (const link of await links.all()) {
        const box = await link.boundingBox();
        if (box && box.x >= 0 && box.x + box.width <= viewport.width)
          seen.add((await link.textContent()) ?? '');
      }
      if (!(await more.isVisible())) break;
      await more.click();
      await frames(page);
    }
    expect([...seen].sort(), 'each quick link fully in view at some point').toEqual([...labels].sort());

    await banner(page).getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Main menu' });
    await menu.getByRole('button', { name: 'Close menu' }).waitFor();
    await expectDialogReflows(page, 'the slide-in menu');
    for (const label of labels)
      await expect(
        menu.getByRole('link', { name: label, exact: true }).count(),
        label,
      ).resolves.toBeGreaterThan(0);
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect.poll(() => menu.getAttribute('aria-modal')).toBe('false');
  });

  it('the account dialog: sign in, register with its errors, forgot password, reset sent, questionnaire, new password', async () => {
    await banner(page).getByRole('button', { name: 'Sign In', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign In', exact: true });
    await dialog.getByLabel('Email').waitFor();
    await expectDialogReflows(page, 'sign in');

    await dialog.getByRole('button', { name: 'Create an account' }).click();
    const register = page.getByRole('dialog', { name: 'Create an account' });
    await register.getByLabel('First name').waitFor();
    await expectDialogReflows(page, 'register');
    // Every field refused: the tallest the view gets.
    for (const label of ['First name', 'Last name', 'Email', 'Password'])
      await register.getByLabel(label, { exact: true }).focus();
    await register.getByLabel('Email', { exact: true }).fill('not-an-address');
    await register.getByRole('checkbox').focus();
    await register.getByText('Password is required.').waitFor();
    await expectDialogReflows(page, 'register, every field refused');

    await register.getByRole('button', { name: 'Sign in' }).click();
    await dialog.getByRole('button', { name: 'Forgot your password' }).click();
    const forgot = page.getByRole('dialog', { name: 'Reset your password' });
    await forgot.getByLabel('Email').waitFor();
    await expectDialogReflows(page, 'forgot password');
    const email = newEmail('reflow');
    await registerAccount(origin, email);
    await forgot.getByLabel('Email').fill(email);
    await forgot.getByRole('button', { name: 'Continue' }).click();
    await forgot.getByText('If your email is registered with us').waitFor();
    await expectDialogReflows(page, 'reset sent');
    await forgot.waitFor({ state: 'hidden', timeout: 5000 });

    await page.evaluate(() => window.Masthead?.openAccountDialog({ view: 'profile-settings' }));
    const profile = page.getByRole('dialog', { name: 'Your account has been created' });
    await profile.getByLabel('Industry').waitFor();
    await expectDialogReflows(page, 'the questionnaire');
    await profile.getByRole('button', { name: 'Maybe later' }).click();
    await profile.waitFor({ state: 'hidden' });

    // The mailed link: 'Choose a new password', which names the account by its (long) email.
    await page.goto(await mailedResetLink(origin, email));
    const choose = page.getByRole('dialog', { name: 'Choose a new password' });
    await choose.getByLabel('New password').waitFor();
    await expectDialogReflows(page, 'choose a new password');
    await page.keyboard.press('Escape');
    await choose.waitFor({ state: 'hidden' });
  });

  it('the interstitial ad', async () => {
    // A first visit of its own: the interstitial shows once.
    const adContext = await browser.newContext({ viewport, reducedMotion: 'reduce' });
    const adPage = await adContext.newPage();
    await adPage.goto(`${origin}/`);
    const ad = adPage.getByRole('dialog', { name: 'Advertisement' });
    await ad.getByRole('link').waitFor();
    await expectDialogReflows(adPage, 'the interstitial');
    await adContext.close();
  });

  it('the checkout dialog: sign in, register, forgot password, gift mode', async () => {
    await page.goto(`${origin}/subscriptions`);
    await page.getByRole('button', { name: 'Subscribe to Digital' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in or register' });
    await dialog.getByRole('button', { name: 'On to checkout' }).waitFor();
    await expectDialogReflows(page, 'checkout: sign in');
    await dialog.getByRole('button', { name: 'Create an account' }).click();
    await dialog.getByLabel('Your first name').waitFor();
    await expectDialogReflows(page, 'checkout: register');
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await dialog.getByRole('button', { name: 'Forgot your password?' }).click();
    await dialog.getByRole('button', { name: 'Send' }).waitFor();
    await expectDialogReflows(page, 'checkout: forgot password');
    await page.goto(`${origin}/gift-subscriptions`);
    await page.getByRole('button', { name: 'Give Digital' }).click();
    await dialog.getByRole('button', { name: 'On to recipient' }).waitFor();
    await expectDialogReflows(page, 'checkout: gift mode');
  });

  it('signed in: the user menu, the cart and the passkey views', async () => {
    await page.goto(`${origin}/?hideIntromercial=true`);
    await page.locator('masthead-header [data-masthead-mounted] header').waitFor();
    await signInThroughApi(page, demoAccounts.subscriber.emailAddress, demoAccounts.subscriber.password);
    const flyout: LayoutScope = { scope: 'masthead-header [role="region"]' };
    await banner(page).getByRole('button', { name: /^Hi, / }).click();
    await banner(page).getByRole('button', { name: 'Log Out' }).waitFor();
    await frames(page);
    expect(await layoutFaults(page, header), 'the user menu').toEqual([]);
    expect(await unreachable(page, flyout), 'the user menu').toEqual([]);
    await page.keyboard.press('Escape');
    await banner(page).getByRole('button', { name: 'Log Out' }).waitFor({ state: 'hidden' });
    await banner(page).getByRole('button', { name: /Cart/ }).click();
    await page.getByRole('region', { name: 'Cart' }).getByRole('listitem').first().waitFor();
    await frames(page);
    expect(await layoutFaults(page, header), 'the cart').toEqual([]);
    expect(await unreachable(page, flyout), 'the cart').toEqual([]);
    await page.keyboard.press('Escape');

    await page.evaluate(() => window.Masthead?.openAccountDialog({ view: 'passkey-offer' }));
    const offer = page.getByRole('dialog', { name: 'Sign in faster next time with a passkey' });
    await offer.getByRole('button', { name: 'Not now' }).waitFor();
    await expectDialogReflows(page, 'the passkey offer');
    await offer.getByRole('button', { name: 'Not now' }).click();
    await offer.waitFor({ state: 'hidden' });
    await page.evaluate(() => window.Masthead?.openAccountDialog({ view: 'passkeys' }));
    const passkeys = page.getByRole('dialog', { name: 'Passkeys' });
    await passkeys.getByRole('button').last().waitFor();
    await expectDialogReflows(page, 'the passkeys');
  });
});
