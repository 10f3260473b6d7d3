/**
 * Living beside the host's own chrome and each other: a WordPress editor's fixed admin bar
 * (z-index 99999) does not cover the sticky header, the slide-in menu or a dialog, and the page
 * behind an open overlay is inert; opening one widget's dialog changes no other widget.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { animationsSettled, dialogCodeIn, launchBrowser, openPage } from '../support.ts';
import { footerMounted } from '../lazy-footer.ts';

const origin = inject('demoOrigin');
const adminPage = `${origin}/host-styles/wordpress-admin/top`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const header = (page: Page) => page.locator('masthead-header');
/** Whether the element's centre is what the reader would hit there (nothing of the page covers it). */
const onTop = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = element.ownerDocument.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && element.contains(hit);
  });
const adminBarInert = (page: Page) =>
  page.evaluate(() => Boolean(document.querySelector('#wpadminbar')?.closest('[inert]')));

async function adminBarPage(width: number) {
  const opened = await openPage(browser, adminPage, { viewport: { width, height: 800 } });
  await opened.page.getByRole('dialog', { name: 'Advertisement' }).waitFor();
  await opened.page.keyboard.press('Escape');
  await header(opened.page).getByRole('button', { name: 'Sign In', exact: true }).waitFor();
  return opened;
}

for (const [width, barHeight] of [
  [1280, 32],
  [390, 46],
] as const) {
  describe(`under a fixed ${barHeight} px admin bar, at ${width} px`, () => {
    it(`the sticky header sits ${width > 600 ? 'below the bar' : 'at the top once the bar has scrolled away'}`, async () => {
      const { page } = await adminBarPage(width);
      // The header sticks once the page has scrolled past it: up to 600 px wide WordPress's bar
      // has scrolled away with the page by then.
      await page.evaluate(() => window.scrollTo(0, 600));
      const adminBarBottom = await page.evaluate(() =>
        Math.max(0, Math.round(document.getElementById('wpadminbar')?.getBoundingClientRect().bottom ?? 0)),
      );
      expect(adminBarBottom).toBe(width > 600 ? barHeight : 0);
      // Pinned sticky (the attribute previews use): where it sits is what is checked here.
      await header(page).evaluate((element) => element.setAttribute('state', 'sticky'));
      const bar = header(page).locator('header');
      await expect.poll(() => bar.getAttribute('data-state')).toBe('sticky');
      await expect.poll(async () => (await bar.boundingBox())?.y).toBe(adminBarBottom);
      await expect(onTop(page, 'masthead-header header [aria-label="Cart"]')).resolves.toBe(true);
      await page.context().close();
    });

    it('the slide-in menu opens below the bar with its Close button in reach, the page behind inert', async () => {
      const { page } = await adminBarPage(width);
      await header(page).getByRole('button', { name: 'Menu', exact: true }).click();
      const menu = page.getByRole('dialog', { name: 'Main menu' });
      const close = menu.getByRole('button', { name: /close/i });
      await close.waitFor();
      await animationsSettled(page);
      expect((await menu.boundingBox())?.y).toBe(barHeight);
      expect((await close.boundingBox())?.y).toBeGreaterThanOrEqual(barHeight);
      await expect(close.evaluate((el) => el.closest('body > [data-masthead-scope]') !== null)).resolves.toBe(
        true,
      );
      await expect(adminBarInert(page)).resolves.toBe(true);
      await close.click();
      await menu.waitFor({ state: 'hidden' });
      await expect(adminBarInert(page)).resolves.toBe(false);
      await page.context().close();
    });

    it('a dialog opens below the bar, and the bar cannot be used until it closes', async () => {
      const { page } = await adminBarPage(width);
      await header(page).getByRole('button', { name: 'Sign In', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Sign In', exact: true });
      await dialog.getByLabel('Email').first().waitFor();
      // The dialog's code has taken over from the first view that came with the click.
      await dialogCodeIn(page);
      expect((await dialog.boundingBox())?.y).toBeGreaterThanOrEqual(barHeight);
      await expect(onTop(page, '[role="dialog"] [aria-label="Close"]')).resolves.toBe(true);
      await expect(adminBarInert(page)).resolves.toBe(true);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await expect(adminBarInert(page)).resolves.toBe(false);
      await page.context().close();
    });
  });
}

describe('the dialog layer', () => {
  it('is 1000 for the account dialog and 300051 for checkout, and a page can raise it above its chrome', async () => {
    const { page } = await adminBarPage(1280);
    const level = () =>
      page
        .locator('body > [data-masthead-scope][data-state="open"]:has([role="dialog"])')
        .evaluate((el) => getComputedStyle(el).zIndex);
    await header(page).getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByRole('dialog', { name: 'Sign In', exact: true }).waitFor();
    await expect(level()).resolves.toBe('1000');
    await page.keyboard.press('Escape');
    await page.evaluate(() => document.documentElement.style.setProperty('--mh-z-dialog', '100001'));
    await header(page).getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByRole('dialog', { name: 'Sign In', exact: true }).waitFor();
    await expect(level()).resolves.toBe('100001');
    // Above the bar now: what is under the bar's corner is the dialog's backdrop.
    await expect(
      page.evaluate(() => document.elementFromPoint(5, 5)?.closest('[data-masthead-scope]') !== null),
    ).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await page.evaluate(() => window.Masthead?.openCheckoutDialog({}));
    await page.getByRole('dialog', { name: 'Sign in or register' }).waitFor();
    await expect(level()).resolves.toBe('300051');
    await page.context().close();
  });
});

describe('widgets side by side', () => {
  /** Sizes a dialog must not change: every placed widget's box. */
  const boxes = (page: Page) =>
    page.evaluate(() =>
      [
        ...document.querySelectorAll(
          'masthead-header, masthead-footer, masthead-header-ad, masthead-partner-ads',
        ),
      ].map(
        (element) =>
          `${element.localName} ${element.getBoundingClientRect().width}x${element.getBoundingClientRect().height}`,
      ),
    );

  it('opening either dialog changes the size of no other widget on the page', async () => {
    const { page } = await openPage(browser, `${origin}/?hideIntromercial=true`);
    await footerMounted(page);
    await page.locator('masthead-partner-ads [data-masthead-mounted] a').first().waitFor();
    const before = await boxes(page);
    await header(page).getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByRole('dialog', { name: 'Sign In', exact: true }).getByLabel('Email').first().waitFor();
    expect(await boxes(page)).toEqual(before);
    await page.keyboard.press('Escape');
    await page.evaluate(() => window.Masthead?.openCheckoutDialog({}));
    await page.getByRole('dialog', { name: 'Sign in or register' }).getByLabel('Email').first().waitFor();
    expect(await boxes(page)).toEqual(before);
    await page.context().close();
  });

  /** The checkout dialog's width and its title's spacing. */
  const checkoutLayout = async (page: Page, accountFirst: boolean) => {
    await page.goto(`${origin}/subscriptions`);
    if (accountFirst) {
      await header(page).getByRole('button', { name: 'Sign In', exact: true }).click();
      await page.getByRole('dialog', { name: 'Sign In', exact: true }).getByLabel('Email').first().waitFor();
      await page.keyboard.press('Escape');
    }
    await page.getByRole('button', { name: 'Subscribe to Digital' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in or register' });
    await dialog.getByLabel('Email').first().waitFor();
    return dialog.evaluate((panel) => {
      const title = panel.querySelector('h1, h2, h3');
      const style = title ? getComputedStyle(title) : undefined;
      return {
        width: panel.getBoundingClientRect().width,
        title: `${style?.marginTop} ${style?.marginBottom} ${style?.fontSize}`,
      };
    });
  };

  it('gives the checkout dialog the same width and spacing whether or not the account dialog came first', async () => {
    const { page } = await openPage(browser, `${origin}/subscriptions`);
    const alone = await checkoutLayout(page, false);
    await page.context().close();
    const { page: second } = await openPage(browser, `${origin}/subscriptions`);
    const afterAccount = await checkoutLayout(second, true);
    expect(afterAccount).toEqual(alone);
    expect(alone.width).toBe(480);
    await second.context().close();
  });
});
