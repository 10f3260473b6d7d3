/**
 * The account and checkout dialogs read as one design: the same width at 768 px and up, one
 * title treatment (a view's heading set as the title's subtitle, or as the title where the
 * dialog's title is hidden), the close button centred on the title's line, the privacy line in
 * one place, the main action as wide as the form and in the brand's colour (a lighter tone
 * while it cannot be sent yet) above any secondary action, and in view on a tall view.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from '../support.ts';

const origin = inject('demoOrigin');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const accent = 'rgb(164, 22, 26)';
const accentNotYet = 'rgb(204, 106, 109)';

async function accountDialog(width: number, height = 900) {
  const { page } = await openPage(browser, `${origin}/?hideIntromercial=true`, {
    viewport: { width, height },
  });
  await page
    .getByRole('banner', { name: 'Site header' })
    .getByRole('button', { name: 'Sign In', exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Sign In', exact: true });
  await dialog.getByRole('textbox', { name: 'Email' }).waitFor();
  return { page, dialog };
}

async function checkoutDialog(width: number, gift = false) {
  const path = gift ? '/gift-subscriptions' : '/subscriptions';
  const { page } = await openPage(browser, `${origin}${path}`, { viewport: { width, height: 900 } });
  await page.getByRole('button', { name: gift ? 'Give Digital' : 'Subscribe to Digital' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in or register' });
  await dialog.getByRole('button', { name: gift ? 'On to recipient' : 'On to checkout' }).waitFor();
  return { page, dialog };
}

const box = async (locator: Locator) => {
  const rect = await locator.boundingBox();
  if (!rect) throw new Error('not on screen');
  return rect;
};

const background = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).backgroundColor);

/** The first heading the reader sees in the dialog (the title, or the view's heading in its place). */
const visibleTitle = (dialog: Locator) => dialog.locator('h2, h3').filter({ visible: true }).first();

/** The vertical distance between the close button's centre and the visible title's first line's centre. */
async function closeOffset(dialog: Locator): Promise<number> {
  const title = visibleTitle(dialog);
  const { y, lineHeight } = await title.evaluate((el) => ({
    y: el.getBoundingClientRect().top,
    lineHeight: parseFloat(getComputedStyle(el).lineHeight),
  }));
  const close = await box(dialog.getByRole('button', { name: 'Close' }));
  return Math.abs(close.y + close.height / 2 - (y + lineHeight / 2));
}

const titleFace = (title: Locator) =>
  title.evaluate((el) => {
    const style = getComputedStyle(el);
    return `${style.fontFamily} ${style.fontSize} ${style.fontWeight}`;
  });

describe('one design for both dialogs', () => {
  for (const width of [768, 1280]) {
    it(`gives both dialogs one width at ${width} px`, async () => {
      const account = await accountDialog(width);
      const checkout = await checkoutDialog(width);
      expect((await box(account.dialog)).width).toBe(480);
      expect((await box(checkout.dialog)).width).toBe(480);
      await account.page.context().close();
      await checkout.page.context().close();
    });
  }

  it('sets the titles alike, the view heading as subtitle, and centres the close button on the title', async () => {
    const account = await accountDialog(1280);
    const checkout = await checkoutDialog(1280);
    const gift = await checkoutDialog(1280, true);
    const accountTitle = account.dialog.getByRole('heading', { name: 'Sign In', level: 2 });
    const checkoutTitle = checkout.dialog.getByRole('heading', { name: 'Sign in or register', level: 2 });
    const subtitle = checkout.dialog.getByRole('heading', { name: 'Sign in to your account', level: 3 });
    // Gift mode hides the dialog's title; the view's heading is then drawn as the title.
    const giftTitle = gift.dialog.getByRole('heading', { name: 'Sign in to your account', level: 3 });
    const face = await titleFace(accountTitle);
    expect(await titleFace(checkoutTitle)).toBe(face);
    expect(await titleFace(giftTitle)).toBe(face);
    expect(await titleFace(subtitle)).not.toBe(face);
    // The subtitle sits right under the title, both above the body.
    const under =
      (await box(subtitle)).y - ((await box(checkoutTitle)).y + (await box(checkoutTitle)).height);
    expect(under).toBeGreaterThanOrEqual(0);
    expect(under).toBeLessThanOrEqual(8);
    for (const dialog of [account.dialog, checkout.dialog, gift.dialog])
      expect(await closeOffset(dialog)).toBeLessThanOrEqual(1);
    for (const page of [account.page, checkout.page, gift.page]) await page.context().close();
  });

  it('draws the main action wide and in the brand colour, above the passkey button', async () => {
    for (const { page, dialog } of [
      await accountDialog(1280),
      await checkoutDialog(1280),
      await checkoutDialog(390),
    ]) {
      // The pointer away from the buttons: no hover look.
      await page.mouse.move(0, 0);
      const primary = dialog.locator('button[type="submit"]');
      const passkey = dialog.getByRole('button', { name: 'Sign in with a passkey' });
      const [main, other] = [await box(primary), await box(passkey)];
      expect(main.width).toBeGreaterThanOrEqual(other.width);
      expect(main.y).toBeLessThan(other.y);
      expect(await primary.isDisabled()).toBe(true);
      expect(await background(primary)).toBe(accentNotYet);
      expect(await background(passkey)).toBe('rgba(0, 0, 0, 0)');
      await dialog.getByRole('textbox', { name: /email/i }).fill('reader@example.com');
      await dialog
        .getByLabel(/password/i)
        .first()
        .fill('Any#Password1');
      await expect.poll(() => primary.isDisabled()).toBe(false);
      expect(await background(primary)).toBe(accent);
      await page.context().close();
    }
  });

  it('puts the privacy line right above the main action in both register views', async () => {
    const account = await accountDialog(1280);
    await account.dialog.getByRole('button', { name: 'Create an account' }).click();
    const register = account.page.getByRole('dialog', { name: 'Create an account' });
    const checkout = await checkoutDialog(1280);
    await checkout.dialog.getByRole('button', { name: 'Create an account' }).click();
    for (const [dialog, action] of [
      [register, 'Create account'],
      [checkout.dialog, 'On to checkout'],
    ] as const) {
      const privacy = await box(dialog.getByRole('link', { name: /Privacy Policy/ }));
      const button = await box(dialog.getByRole('button', { name: action }));
      expect(privacy.y).toBeLessThan(button.y);
      expect(button.y - (privacy.y + privacy.height)).toBeLessThan(64);
    }
    await account.page.context().close();
    await checkout.page.context().close();
  });
});

/** Register with every field refused: taller than a short window. */
async function refusedRegister(page: Page, dialog: Locator) {
  await dialog.getByRole('button', { name: 'Create an account' }).click();
  const register = page.getByRole('dialog', { name: 'Create an account' });
  for (const label of ['First name', 'Last name', 'Email', 'Password'])
    await register.getByLabel(label, { exact: true }).focus();
  await register.getByRole('checkbox').focus();
  await register.getByText('Password is required.').waitFor();
  return register;
}

describe('a tall view', () => {
  for (const [width, height] of [
    [1280, 800],
    [1280, 560],
    [390, 700],
  ] as const) {
    it(`keeps the main action in view at ${width}×${height}, with a rule over it, until its place comes`, async () => {
      const { page, dialog } = await accountDialog(width, height);
      const register = await refusedRegister(page, dialog);
      const body = register.locator('[data-more]');
      await body.waitFor();
      // From the top of the form, as the reader starts reading it.
      await body.evaluate((el) => el.scrollTo({ top: 0 }));
      await expect.poll(() => register.locator('[data-stuck]').count()).toBe(1);
      const action = register.getByRole('button', { name: 'Create account' });
      const view = await box(body);
      const shown = await box(action);
      expect(shown.y).toBeGreaterThanOrEqual(view.y);
      expect(shown.y + shown.height).toBeLessThanOrEqual(view.y + view.height);
      // Scrolled to the end, the action is back in its place and nothing is pinned.
      await body.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
      await expect.poll(() => register.locator('[data-stuck]').count()).toBe(0);
      await page.context().close();
    });
  }
});
