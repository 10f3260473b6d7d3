/**
 * Strict Content-Security-Policy: the demo serves every page with a policy that has
 * no 'unsafe-inline', no 'unsafe-eval' and requires Trusted Types, as a careful host page
 * would. Every demo page, and every dialog, menu and flyout the widgets open on them, runs
 * under it without one `securitypolicyviolation` event.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { demoAccounts } from '@masthead/api/contract';
import { launchBrowser, openWatchedPolicy, settleViolations, violations } from '../support.ts';

const origin = inject('demoOrigin');
const { subscriber } = demoAccounts;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const openWatched = (path: string, viewport = { width: 1280, height: 800 }) =>
  openWatchedPolicy(browser, `${origin}${path}`, viewport);
const settle = settleViolations;

const pages = ['/', '/subscriptions', '/gift-subscriptions', '/checkout', '/gift-recipient', '/my-library'];
/** Pages without the site's header and footer: each waits for what it shows instead. */
const otherPages: Record<string, (page: Page) => Promise<void>> = {
  '/sign-in': (page) =>
    page
      .getByRole('dialog', { name: 'Sign In', exact: true })
      .getByRole('textbox', { name: 'Email' })
      .waitFor(),
  // The gallery shows the footer first, mounted live.
  '/widgets': (page) => page.getByRole('heading', { level: 2, name: 'About us' }).waitFor(),
  // A mailed reset link's page: the dialog opens at once (here an unknown token's message).
  '/reset-password?token=unknown': (page) =>
    page
      .getByRole('dialog', { name: 'Choose a new password', exact: true })
      .getByRole('button', { name: 'Request a new link' })
      .waitFor(),
};

describe('the demo under a strict policy', () => {
  it('serves every page with it: no inline script or style, no eval, Trusted Types required', async () => {
    const { page, policy } = await openWatched('/?hideIntromercial=true');
    const directives = policy.split(';').map((d) => d.trim());
    expect(directives).toContain("object-src 'none'");
    expect(directives).toContain("base-uri 'none'");
    expect(directives).toContain("require-trusted-types-for 'script'");
    expect(directives.find((d) => d.startsWith('script-src'))).toMatch(
      /^script-src 'self' http:\/\/localhost/,
    );
    expect(directives.find((d) => d.startsWith('style-src'))).toMatch(/^style-src 'self' http:\/\/localhost/);
    expect(policy).not.toContain('unsafe-');
    // The counter counts: an inline style is refused and reported.
    await page.evaluate(() => document.head.append(document.createElement('style')));
    await expect.poll(() => violations(page)).toHaveLength(1);
    await page.context().close();
  });

  for (const path of [...pages, '/?adfill=empty', '/?adfill=partial', '/react-host/']) {
    it(`${path}: loads and mounts every widget with no violation`, async () => {
      const { page } = await openWatched(path);
      await page.waitForLoadState('load');
      await page.getByRole('contentinfo', { name: 'Site footer' }).waitFor();
      if (path !== '/react-host/') {
        await page.getByRole('banner', { name: 'Site header' }).waitFor();
        // The loader's element styles apply (they were a <style> element, which this policy blocks).
        const display = await page.evaluate(
          () =>
            document.querySelector('masthead-footer') &&
            getComputedStyle(document.querySelector('masthead-footer')!).display,
        );
        expect(display).toBe('block');
      }
      await settle(page);
      expect(await violations(page)).toEqual([]);
      await page.context().close();
    });
  }

  for (const [path, ready] of Object.entries(otherPages)) {
    it(`${path}: loads what it shows with no violation`, async () => {
      const { page } = await openWatched(path);
      await ready(page);
      await settle(page);
      expect(await violations(page)).toEqual([]);
      await page.context().close();
    });
  }
});

describe('every dialog, menu and flyout under the policy', () => {
  it('the interstitial ad', async () => {
    const { page } = await openWatched('/');
    await page.getByRole('dialog', { name: 'Advertisement' }).waitFor();
    await settle(page);
    expect(await violations(page)).toEqual([]);
    await page.context().close();
  });

  it('the account dialog in each of its views, the mega menu and the cart', async () => {
    const { page } = await openWatched('/?hideIntromercial=true');
    const banner = page.getByRole('banner', { name: 'Site header' });
    await banner.getByRole('button', { name: 'Sign In', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Sign In' }).waitFor();
    await dialog.getByRole('button', { name: 'Create an account' }).click();
    await dialog.getByRole('heading', { name: 'Create an account' }).waitFor();
    await page.evaluate(() => window.Masthead?.openAccountDialog({ view: 'forgot-password' }));
    await dialog.getByRole('button', { name: 'Continue' }).waitFor();
    await page.evaluate(() => window.Masthead?.openAccountDialog({ view: 'profile-settings' }));
    await dialog.getByRole('button', { name: 'Maybe later' }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await banner.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('dialog', { name: 'Main menu' }).waitFor();
    await page.keyboard.press('Escape');
    await banner.getByRole('button', { name: 'Cart' }).click();
    await page.getByRole('region', { name: 'Cart' }).getByRole('link', { name: 'View Cart' }).waitFor();
    await settle(page);
    expect(await violations(page)).toEqual([]);
    await page.context().close();
  });

  it('the user menu, once signed in through the dialog', async () => {
    const { page } = await openWatched('/?hideIntromercial=true');
    const banner = page.getByRole('banner', { name: 'Site header' });
    await banner.getByRole('button', { name: 'Sign In', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/email/i).fill(subscriber.emailAddress);
    await dialog.getByLabel(/^password/i).fill(subscriber.password ?? '');
    await dialog.getByRole('button', { name: /^sign in$/i }).click();
    await banner.getByRole('button', { name: 'Hi, Sam' }).click();
    await page.getByRole('region', { name: 'Account menu' }).waitFor();
    await settle(page);
    expect(await violations(page)).toEqual([]);
    await page.context().close();
  });

  for (const path of ['/subscriptions', '/gift-subscriptions']) {
    it(`the checkout dialog on ${path}`, async () => {
      const { page } = await openWatched(path);
      await page.locator('[data-plan="digital"]').click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await dialog
        .getByRole('button', { name: /create an account|register/i })
        .first()
        .click();
      await dialog.getByRole('heading', { name: 'Create an account' }).waitFor();
      await settle(page);
      expect(await violations(page)).toEqual([]);
      await page.context().close();
    });
  }
});
