/**
 * The article page in German, in Arabic (right to left) and in the pseudo-locale, as a site in
 * that language serves it (its <html lang>): every widget speaks it, nothing is clipped or
 * overlaps at 390, 768 and 1280 px; a reader signs in, fails the password four times and reads
 * the tries left in the locale's plural form, and opens the checkout dialog in gift mode. The
 * expected words are read from the catalogues themselves (the pseudo-locale made from English
 * as the build makes it), so the test follows a translator's change.
 */
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import * as runtime from '../../../packages/i18n/src/index.ts';
import { compileCatalogue, pseudolocalise } from '@masthead/build/messages';
import { layoutFaults } from '../layout-faults.ts';
import { launchBrowser, mastheadErrors, newEmail, openPage } from '../support.ts';
import { footerMounted } from '../lazy-footer.ts';
import { registerAccount } from '../reference-api.ts';

const origin = inject('demoOrigin');

type Tree = { [key: string]: string | Tree };
const catalogue = (pkg: string, locale: string): Record<string, string> => {
  const read = (name: string) =>
    JSON.parse(
      readFileSync(new URL(`../../../packages/${pkg}/src/locales/${name}.json`, import.meta.url), 'utf8'),
    ) as Tree;
  const tree = locale === 'en-XA' ? pseudolocalise(read('en')) : read(locale);
  return Object.fromEntries(
    Object.entries(tree).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
};
/** One message with values, compiled as the build compiles it and run on the widgets' runtime. */
function format(pkg: string, locale: string, key: string, values: Record<string, unknown>): string {
  const read = (name: string) =>
    JSON.parse(
      readFileSync(new URL(`../../../packages/${pkg}/src/locales/${name}.json`, import.meta.url), 'utf8'),
    ) as Tree;
  const source = locale === 'en-XA' ? pseudolocalise(read('en')) : read(locale);
  const body = compileCatalogue({ [key]: source[key] as string }, locale)
    .replace(/^import \{([^}]*)\} from "@masthead\/i18n";$/gm, 'const {$1} = runtime;')
    .replace('export default', 'return');
  const messages = new Function('runtime', body)(runtime) as Record<
    string,
    (values: Record<string, unknown>) => string
  >;
  return messages[key]!(values);
}

/** A plain message as a reader sees it: ICU's quoting undone. */
const plain = (message: string | undefined) =>
  (message ?? '').replace(/'([{}#])'/g, '$1').replace(/''/g, "'");

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The demo's article as a site in `lang` serves it (the demo's `?lang` sets its <html lang>). */
async function openArticle(lang: string, viewport: { width: number; height: number }) {
  const opened = await openPage(browser, `${origin}/?hideIntromercial=true&lang=${lang}`, { viewport });
  const { page } = opened;
  // The footer loads as the reader comes to it.
  await footerMounted(page, { state: 'attached' });
  for (const tag of ['masthead-header', 'masthead-footer'])
    await page.locator(`${tag} [data-masthead-mounted][lang="${lang}"]`).waitFor({ state: 'attached' });
  return opened;
}

const locales = [
  { lang: 'de', dir: 'ltr' },
  { lang: 'ar', dir: 'rtl' },
  { lang: 'en-XA', dir: 'ltr' },
] as const;

describe.each(locales)('the article page in $lang', ({ lang, dir }) => {
  const header = catalogue('header-chrome', lang);
  const footer = catalogue('footer', lang);
  const ads = catalogue('ads', lang);

  it.each([
    { width: 390, height: 844 },
    { width: 768, height: 1024 },
    { width: 1280, height: 800 },
  ])('every widget speaks it, set $width px wide with nothing clipped', async (viewport) => {
    const { page, errors } = await openArticle(lang, viewport);
    const banner = page.getByRole('banner');
    await expect(banner.getAttribute('aria-label')).resolves.toBe(plain(header.headerLandmarkLabel));
    await banner.getByRole('button', { name: plain(header.signInLabel), exact: true }).waitFor();
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: plain(footer.backToTop) })
      .waitFor({ state: 'attached' });
    await page
      .getByRole('complementary', { name: plain(ads.adLabel) })
      .first()
      .waitFor();
    const direction = await page.evaluate(() =>
      [...document.querySelectorAll('[data-masthead-mounted]')].map(
        (el) => getComputedStyle(el.firstElementChild ?? el).direction,
      ),
    );
    expect(new Set(direction)).toEqual(new Set([dir]));
    // The quick menu is the one row that scrolls sideways (with its buttons) where it is cut.
    const sideways = `nav[aria-label="${plain(header.quickMenuLabel)}"] div`;
    expect(await layoutFaults(page, { scope: 'masthead-header', sideways })).toEqual([]);
    expect(await layoutFaults(page, { scope: 'masthead-footer' })).toEqual([]);
    await page.screenshot({ path: `test-results/languages-${lang}-${viewport.width}.png`, fullPage: false });
    expect(mastheadErrors(errors)).toEqual([]);
    await page.context().close();
  });
});

describe('changing the language at run time', () => {
  it('Masthead.setLocale re-renders every mounted widget without a reload', async () => {
    const { page } = await openArticle('en', { width: 1280, height: 800 });
    const german = catalogue('header-chrome', 'de');
    await page.evaluate(() => {
      (window as { marker?: boolean }).marker = true;
    });
    await page.evaluate(() =>
      (window as unknown as { Masthead: { setLocale(tag: string): Promise<void> } }).Masthead.setLocale(
        'de-CH',
      ),
    );
    await page
      .getByRole('banner')
      .getByRole('button', { name: plain(german.signInLabel), exact: true })
      .waitFor();
    await expect(page.locator('masthead-footer [data-masthead-mounted]').getAttribute('lang')).resolves.toBe(
      'de',
    );
    await expect(page.evaluate(() => (window as { marker?: boolean }).marker)).resolves.toBe(true);
    await page.context().close();
  });
});

describe.each(locales)('a reader in $lang', ({ lang }) => {
  const header = catalogue('header-chrome', lang);
  const account = catalogue('account-dialog', lang);
  const checkout = catalogue('checkout-dialog', lang);
  const titles = JSON.parse(
    readFileSync(
      new URL(
        `../../../packages/account-dialog/src/locales/${lang === 'en-XA' ? 'en' : lang}.json`,
        import.meta.url,
      ),
      'utf8',
    ),
  ).titles as Record<string, string>;
  const signInTitle =
    lang === 'en-XA'
      ? (pseudolocalise({ t: titles['sign-in'] ?? '' }).t as string)
      : (titles['sign-in'] ?? '');

  it('opens checkout in gift mode, then signs in after four wrong passwords, told the tries left in its plural form', async () => {
    const email = newEmail(`lang-${lang}`);
    await registerAccount(origin, email);
    const { page, errors } = await openArticle(lang, { width: 390, height: 844 });

    // Gift mode: the notice and the action in the locale, nothing cut at three widths.
    await page.evaluate(() => window.Masthead?.openCheckoutDialog({ giftMode: true }));
    const gift = page.getByRole('dialog', { name: plain(checkout.title) });
    await gift.getByText(plain(checkout.giftNotice)).waitFor();
    await gift.getByRole('button', { name: plain(checkout.submitGift) }).waitFor();
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 768, height: 1024 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(viewport);
      expect(
        await layoutFaults(page, { scope: '[role="dialog"]' }),
        `gift mode at ${viewport.width} px`,
      ).toEqual([]);
      await page.screenshot({ path: `test-results/languages-${lang}-gift-${viewport.width}.png` });
    }
    await page.keyboard.press('Escape');
    await gift.waitFor({ state: 'detached' });
    await page.setViewportSize({ width: 390, height: 844 });

    await page
      .getByRole('banner')
      .getByRole('button', { name: plain(header.signInLabel), exact: true })
      .click();
    const dialog = page.getByRole('dialog', { name: plain(signInTitle), exact: true });
    await dialog.getByRole('textbox', { name: plain(account.email) }).fill(email);
    const password = dialog.getByLabel(plain(account.password), { exact: true });
    for (let failed = 1; failed <= 4; failed += 1) {
      await password.fill(`Wrong#Pass${failed}x`);
      await dialog.getByRole('button', { name: plain(account.signInButton), exact: true }).click();
      const left = format('auth-flow', lang, 'triesLeft', { count: 5 - failed });
      await dialog.getByRole('alert').filter({ hasText: left }).waitFor();
    }
    // A field holding an address longer than itself scrolls it, as any text field does.
    const faults = await layoutFaults(page, { scope: '[role="dialog"]' });
    expect(faults.filter((fault) => !fault.startsWith('clipped: <input'))).toEqual([]);
    await page.screenshot({ path: `test-results/languages-${lang}-tries-left.png` });
    await password.fill('Original#Pass1');
    await dialog.getByRole('button', { name: plain(account.signInButton), exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page
      .getByRole('banner')
      .getByRole('button', { name: plain(header.signInLabel), exact: true })
      .waitFor({ state: 'detached' });
    expect(mastheadErrors(errors)).toEqual([]);
    await page.context().close();
  });
});
