/**
 * What a reader sees, at a phone (390×844, touch), a tablet (768×1024) and a laptop (1280×800):
 * every widget and state of the demo, with guards that keep its visual polish:
 *
 * - every interactive element of a widget is at least 44×44 px on the touch viewport, or has a
 *   44×44 px hit area (WCAG 2.5.5; links inside a sentence are exempt, as WCAG has them);
 * - no element of a widget clips its own content (an `overflow: hidden` box whose content is
 *   larger than it, or a descendant or text that runs out of a box that does not grow);
 * - the header's last control ends within 24 px of the right edge of its container (the box the
 *   header's content shares with the footer's and the page's, docs/embedding.md#theming);
 * - a screenshot of each state at each size lands in test-results/screenshots/ and is compared
 *   with the last accepted one (screenshot-compare.ts): a change above the threshold fails and
 *   writes a diff image; `pnpm screenshots:accept` accepts the run's shots.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { demoAccounts } from '@masthead/api/contract';
import { darkTheme } from '@masthead/ui-kit/tokens';
import { findProblems, settle, shoot } from '../polish.ts';
import { shotsDir } from '../screenshot-compare.ts';
import { mailedResetLink, registerAccount, signInThroughApi } from '../reference-api.ts';
import { axeViolations, launchBrowser, newEmail } from '../support.ts';

const origin = inject('demoOrigin');

interface Size {
  name: string;
  width: number;
  height: number;
  touch: boolean;
}
const sizes: Size[] = [
  { name: 'phone-390', width: 390, height: 844, touch: true },
  { name: 'tablet-768', width: 768, height: 1024, touch: false },
  { name: 'laptop-1280', width: 1280, height: 800, touch: false },
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const newContext = (size: Size): Promise<BrowserContext> =>
  browser.newContext({
    viewport: { width: size.width, height: size.height },
    hasTouch: size.touch,
    isMobile: size.touch,
    reducedMotion: 'reduce',
  });

/** The right edge of the header's container (its row's content box) and where its last control ends, in CSS px. */
const headerEnds = (page: Page) =>
  page.evaluate(() => {
    const bar = document.querySelector('masthead-header header');
    const controls = bar?.querySelectorAll('a[href], button, input, form');
    const row = bar?.querySelector('a[href="/"]')?.parentElement;
    const inRow = [...(controls ?? [])].filter(
      (el) =>
        row?.contains(el) &&
        el.getBoundingClientRect().width > 1 &&
        getComputedStyle(el).visibility !== 'hidden',
    );
    const last = Math.max(...inRow.map((el) => el.getBoundingClientRect().right));
    const container = row
      ? row.getBoundingClientRect().right - parseFloat(getComputedStyle(row).paddingRight)
      : 0;
    return { container, last };
  });

async function expectPolished(page: Page, size: Size, state: string) {
  await shoot(page, size, state);
  const problems = await findProblems(page, size.touch);
  expect(problems, `${state} at ${size.name}`).toEqual([]);
}

/** Registers (and so signs in) a reader with a first name of 9 letters, as a CMS would see one. */
async function registerThroughApi(page: Page, firstName: string) {
  await page.evaluate(
    async ([first, email]) => {
      const response = await fetch('/api/users', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          firstName: first,
          lastName: 'Reader',
          emailAddress: email,
          password: 'Visual#Check2026',
          optIn: false,
        }),
      });
      if (!response.ok) throw new Error(`registration answered ${response.status}`);
      window.Masthead?.setAuth(await response.json());
    },
    [firstName, newEmail('visual')] as const,
  );
}

const banner = (page: Page) => page.getByRole('banner', { name: 'Site header' });

for (const size of sizes) {
  describe(`at ${size.name}`, () => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      context = await newContext(size);
      page = await context.newPage();
    });
    afterAll(async () => {
      await context?.close();
    });

    it('the article page: header, header ad, partner ads and footer', async () => {
      await page.goto(`${origin}/?hideIntromercial=true`);
      await banner(page).waitFor();
      await page.getByRole('contentinfo', { name: 'Site footer' }).waitFor();
      await page.locator('masthead-header-ad a').first().waitFor();
      await page.locator('masthead-partner-ads a').first().waitFor();
      await page.waitForLoadState('networkidle');
      const { container, last } = await headerEnds(page);
      expect(container - last, 'space after the header’s last control').toBeLessThanOrEqual(24);
      expect(container - last, 'the header’s last control within its container').toBeGreaterThanOrEqual(-1);
      await page
        .locator('masthead-partner-ads')
        .screenshot({ path: `${shotsDir}01-partner-ads--${size.name}.png` });
      await page.locator('masthead-footer').screenshot({ path: `${shotsDir}01-footer--${size.name}.png` });
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectPolished(page, size, '01-article-page');
    });

    it('the mega menu, with its search suggestions', async () => {
      await banner(page).getByRole('button', { name: 'Menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Main menu' });
      await menu.waitFor();
      await expectPolished(page, size, '02-mega-menu');
      await menu.getByRole('combobox').fill('lead');
      await menu.getByRole('listbox').waitFor();
      await expectPolished(page, size, '03-mega-menu-search');
      await menu.getByRole('button', { name: 'Close menu' }).click();
      await expect.poll(() => menu.getAttribute('aria-modal')).toBe('false');
    });

    it('the header search with suggestions, where the bar has room for it', async () => {
      const form = banner(page).getByRole('search', { name: 'Site search' });
      const search = form.getByRole('combobox');
      if (size.width < 768) {
        await expect(search.isVisible()).resolves.toBe(false);
        return;
      }
      // Tablets: the bar has a search button that opens the field across it.
      const toggle = banner(page).locator('button[aria-expanded][aria-label="Search"]');
      const collapsed = await toggle.isVisible();
      if (collapsed) await toggle.click();
      await search.fill('lead');
      await form.getByRole('listbox').waitFor();
      await expectPolished(page, size, '04-header-search');
      await form.getByRole('button', { name: 'Clear search' }).click();
      // Escape closes the list if it is still open, then gives the bar back its button.
      for (let i = 0; collapsed && i < 3 && !(await toggle.isVisible()); i += 1)
        await page.keyboard.press('Escape');
    });

    it('the account dialog: sign in, register, forgot password, reset sent, questionnaire', async () => {
      await banner(page).getByRole('button', { name: 'Sign In', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Sign In', exact: true });
      await dialog.getByLabel('Email').waitFor();
      await expectPolished(page, size, '05-account-sign-in');
      await dialog.getByRole('button', { name: 'Create an account' }).click();
      const register = page.getByRole('dialog', { name: 'Create an account' });
      await register.getByLabel('First name').waitFor();
      await expectPolished(page, size, '06-account-register');
      await register.getByRole('button', { name: 'Sign in' }).click();
      await dialog.getByRole('button', { name: 'Forgot your password' }).click();
      const forgot = page.getByRole('dialog', { name: 'Reset your password' });
      await forgot.getByLabel('Email').waitFor();
      await expectPolished(page, size, '07-account-forgot-password');
      const resetEmail = newEmail('visual-reset');
      await registerAccount(origin, resetEmail);
      await forgot.getByLabel('Email').fill(resetEmail);
      await forgot.getByRole('button', { name: 'Continue' }).click();
      await forgot.getByText('If your email is registered with us').waitFor();
      await expectPolished(page, size, '08-account-reset-sent');
      await forgot.waitFor({ state: 'hidden', timeout: 5000 });
      await page.evaluate(() => window.Masthead?.openAccountDialog({ view: 'profile-settings' }));
      const profile = page.getByRole('dialog', { name: 'Your account has been created' });
      await profile.getByLabel('Industry').waitFor();
      await expectPolished(page, size, '09-account-questionnaire');
      await profile.getByRole('button', { name: 'Maybe later' }).click();
      await profile.waitFor({ state: 'hidden' });

      // The tall view: every field refused, the main action still in view (pinned to the bottom).
      await page.evaluate(() => window.Masthead?.openAccountDialog({ view: 'register' }));
      await register.getByLabel('First name').waitFor();
      for (const label of ['First name', 'Last name', 'Email', 'Password']) {
        await register.getByLabel(label, { exact: true }).focus();
      }
      await register.getByLabel('Email', { exact: true }).fill('not-an-address');
      await register.getByRole('checkbox').focus();
      await register.getByText('Password is required.').waitFor();
      await expectPolished(page, size, '19-account-register-errors');
      await page.keyboard.press('Escape');
      await register.waitFor({ state: 'hidden' });

      // The mailed link: 'Choose a new password'.
      await page.goto(await mailedResetLink(origin, resetEmail));
      const choose = page.getByRole('dialog', { name: 'Choose a new password' });
      await choose.getByLabel('New password').waitFor();
      await expectPolished(page, size, '20-account-new-password');
      await page.keyboard.press('Escape');
      await choose.waitFor({ state: 'hidden' });
      await page.goto(`${origin}/?hideIntromercial=true`);
      await banner(page).waitFor();
    });

    it('signed in: the greeting, the passkey views, the user menu and the cart', async () => {
      await registerThroughApi(page, 'Alexandra');
      const greeting = banner(page).getByRole('button', { name: /Hi, Alexandra/ });
      await greeting.waitFor();
      // The page as the first shot has it: the partner ads in too (on a busy machine they can
      // come after the greeting).
      await page.locator('masthead-partner-ads a').first().waitFor();
      await expectPolished(page, size, '10-signed-in');
      await page.evaluate(() => window.Masthead?.openAccountDialog({ view: 'passkey-offer' }));
      const offer = page.getByRole('dialog', { name: 'Sign in faster next time with a passkey' });
      await offer.getByRole('button', { name: 'Not now' }).waitFor();
      await expectPolished(page, size, '21-account-passkey-offer');
      await offer.getByRole('button', { name: 'Not now' }).click();
      await offer.waitFor({ state: 'hidden' });
      await page.evaluate(() => window.Masthead?.openAccountDialog({ view: 'passkeys' }));
      const passkeys = page.getByRole('dialog', { name: 'Passkeys' });
      await passkeys.getByText('You have no passkeys yet.').waitFor();
      await expectPolished(page, size, '22-account-passkeys');
      await page.keyboard.press('Escape');
      await passkeys.waitFor({ state: 'hidden' });
      await page.reload();
      await signInThroughApi(page, demoAccounts.subscriber.emailAddress, demoAccounts.subscriber.password);
      const menuButton = banner(page).getByRole('button', { name: /^Hi, / });
      await menuButton.click();
      await banner(page).getByRole('button', { name: 'Log Out' }).waitFor();
      await expectPolished(page, size, '11-user-menu');
      await page.keyboard.press('Escape');
      await banner(page).getByRole('button', { name: /Cart/ }).click();
      await page.getByRole('link', { name: 'View Cart' }).waitFor();
      // 'View Cart' shows while the cart loads too: the shot is of the answered cart.
      await page.getByRole('region', { name: 'Cart' }).getByRole('listitem').first().waitFor();
      await expectPolished(page, size, '12-cart');
      await page.keyboard.press('Escape');
      const { container, last } = await headerEnds(page);
      expect(container - last, 'space after the header’s last control').toBeLessThanOrEqual(24);
      expect(container - last, 'the header’s last control within its container').toBeGreaterThanOrEqual(-1);
    });

    it('the interstitial ad', async () => {
      const adContext = await newContext(size);
      const adPage = await adContext.newPage();
      await adPage.goto(`${origin}/`);
      const ad = adPage.getByRole('dialog', { name: 'Advertisement' });
      await ad.getByRole('link').waitFor();
      await expectPolished(adPage, size, '13-interstitial');
      await adContext.close();
    });

    it('the checkout dialog: sign in, register, forgot password, gift mode', async () => {
      // A visitor who is not signed in (a new context: no session cookie).
      await context.close();
      context = await newContext(size);
      page = await context.newPage();
      await page.goto(`${origin}/subscriptions`);
      await page.getByRole('button', { name: 'Subscribe to Digital' }).click();
      const dialog = page.getByRole('dialog', { name: 'Sign in or register' });
      await dialog.getByRole('button', { name: 'On to checkout' }).waitFor();
      await expectPolished(page, size, '14-checkout-sign-in');
      await dialog.getByRole('button', { name: 'Create an account' }).click();
      await dialog.getByLabel('Your first name').waitFor();
      await expectPolished(page, size, '15-checkout-register');
      await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
      await dialog.getByRole('button', { name: 'Forgot your password?' }).click();
      await dialog.getByRole('button', { name: 'Send' }).waitFor();
      await expectPolished(page, size, '16-checkout-forgot-password');
      await page.goto(`${origin}/gift-subscriptions`);
      await page.getByRole('button', { name: 'Give Digital' }).click();
      await dialog.getByRole('button', { name: 'On to recipient' }).waitFor();
      await expectPolished(page, size, '17-checkout-gift');
    });
  });
}

describe('the dark theme (the documented tokens set on the page, as a host would)', () => {
  it('keeps the header, the footer and the account dialog readable: axe, colour contrast included', async () => {
    const context = await newContext(
      sizes[2] ?? { name: 'laptop-1280', width: 1280, height: 800, touch: false },
    );
    const page = await context.newPage();
    await page.addInitScript((theme) => {
      document.addEventListener('DOMContentLoaded', () => {
        for (const [name, value] of Object.entries(theme))
          document.documentElement.style.setProperty(name, value);
      });
    }, darkTheme);
    await page.goto(`${origin}/?hideIntromercial=true`);
    await banner(page).waitFor();
    await page.getByRole('contentinfo', { name: 'Site footer' }).waitFor();
    await expect(axeViolations(page, 'masthead-header')).resolves.toEqual([]);
    await expect(axeViolations(page, 'masthead-footer')).resolves.toEqual([]);
    await banner(page).getByRole('button', { name: 'Sign In', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign In', exact: true });
    await dialog.getByLabel('Email').waitFor();
    await settle(page);
    await page.screenshot({ path: `${shotsDir}18-dark-theme-account-dialog--laptop-1280.png` });
    await expect(axeViolations(page, '[role="dialog"]')).resolves.toEqual([]);
    await context.close();
  });
});

/**
 * The system's contrast settings: forced colours (Windows' contrast themes) and more contrast.
 * The article page, the open mega menu and the account dialog at sign-in on a laptop, and the
 * dialog on a phone, in each: every edge, focus ring and state drawn in what the setting leaves.
 */
const contrastModes = [
  { name: 'forced-colors', media: { forcedColors: 'active' } },
  { name: 'more-contrast', media: { contrast: 'more' } },
] as const;

for (const [index, mode] of contrastModes.entries()) {
  describe(`with ${mode.name}`, () => {
    const laptop = sizes[2] ?? { name: 'laptop-1280', width: 1280, height: 800, touch: false };
    const phone = sizes[0] ?? { name: 'phone-390', width: 390, height: 844, touch: true };
    const prefix = 23 + index * 3;

    async function openArticle(size: Size): Promise<Page> {
      const page = await (await newContext(size)).newPage();
      await page.emulateMedia(mode.media);
      await page.goto(`${origin}/?hideIntromercial=true`);
      await banner(page).waitFor();
      await page.getByRole('contentinfo', { name: 'Site footer' }).waitFor();
      await page.locator('masthead-header-ad a').first().waitFor();
      await page.waitForLoadState('networkidle');
      return page;
    }

    async function openSignIn(page: Page) {
      await banner(page).getByRole('button', { name: 'Sign In', exact: true }).click();
      await page.getByRole('dialog', { name: 'Sign In', exact: true }).getByLabel('Email').waitFor();
    }

    it('the article page, the mega menu and the account dialog at 1280', async () => {
      const page = await openArticle(laptop);
      const query = mode.name === 'forced-colors' ? '(forced-colors: active)' : '(prefers-contrast: more)';
      await expect(
        page.evaluate((q) => matchMedia(q).matches, query),
        `${query} is on`,
      ).resolves.toBe(true);
      await shoot(page, laptop, `${prefix}-${mode.name}-article-page`);
      await banner(page).getByRole('button', { name: 'Menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Main menu' });
      await menu.waitFor();
      await shoot(page, laptop, `${prefix + 1}-${mode.name}-mega-menu`);
      await menu.getByRole('button', { name: 'Close menu' }).click();
      await expect.poll(() => menu.getAttribute('aria-modal')).toBe('false');
      await openSignIn(page);
      await shoot(page, laptop, `${prefix + 2}-${mode.name}-account-sign-in`);
      await page.context().close();
    });

    it('the account dialog at 390', async () => {
      const page = await openArticle(phone);
      await openSignIn(page);
      await shoot(page, phone, `${prefix + 2}-${mode.name}-account-sign-in`);
      await page.context().close();
    });
  });
}
