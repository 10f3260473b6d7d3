/**
 * The widgets in the reader's language on the demo's article page: the page's `<html lang>`
 * with its fallback, a placement's own `lang`, `Masthead.setLocale` without a reload, and a
 * widget's words in the page's language asked for with its files, never once its code has run.
 * The ads' header slot is the widget with words in German so far (its label); the page's HTML
 * is the demo's, with its `lang` changed on the way.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { remoteNames } from '../../../module-federation.config.ts';
import { launchBrowserForRoutedPages, mastheadErrors, watchRequests } from '../support.ts';
import { footerMounted } from '../lazy-footer.ts';

const origin = inject('demoOrigin');
const adsOrigin = `http://localhost:${Number(new URL(origin).port) + 1 + remoteNames.indexOf('ads')}`;
const article = `${origin}/?hideIntromercial=true`;

let browser: Browser;
beforeAll(async () => {
  // The page is served through the test (its lang changed): a public page to Chromium, which
  // then lets it ask the demo's loopback origins.
  browser = await launchBrowserForRoutedPages();
});
afterAll(async () => {
  await browser?.close();
});

/** The article as the demo serves it, with `change` made to its HTML. */
const rewritten = (change: (html: string) => string) => (page: Page) =>
  page.route(article, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: change(await response.text()) });
  });
const inLanguage = (lang: string) =>
  rewritten((html) => html.replace('<html lang="en">', () => `<html lang="${lang}">`));

/** The header ad's label, once it has mounted. */
async function adLabel(page: Page): Promise<string | null> {
  const slot = page.locator('masthead-header-ad aside[data-fill]');
  await slot.waitFor({ timeout: 15_000 });
  return slot.getAttribute('aria-label');
}

/** The `lang` and `dir` a mounted widget's container carries. */
const language = (page: Page, tag: string) =>
  page
    .locator(`${tag} > [data-masthead-mounted]`)
    .evaluate((container) => `${container.getAttribute('lang')} ${container.getAttribute('dir')}`);

/** The path of each request for a locale's words (`messages-<locale>-…js`) `from` served. */
const wordsFrom = (urls: string[], from: string) =>
  urls
    .filter((url) => url.startsWith(`${from}/`) && /\/messages-[\w-]+\.js$/.test(url))
    .map((url) => new URL(url).pathname);

describe("a widget's words in the page's language", () => {
  it('are asked for with its other files, not once its module has run; an English page asks for none', async () => {
    const german = await watchRequests(browser, article, inLanguage('de'));
    expect(await adLabel(german.page)).toBe('Anzeige');
    await german.page.waitForLoadState('networkidle');
    const records = [...german.records.values()];
    // The ads' German words (the other widgets have theirs, each from its own remote).
    const [words, ...more] = records.filter(
      (r) => r.url.startsWith(`${adsOrigin}/`) && /\/assets\/messages-de-[\w-]+\.js$/.test(r.url),
    );
    // The ads' one expose chunk, which imports the words once it runs.
    const chunk = records.find((r) => r.url.startsWith(`${adsOrigin}/assets/shared-`));
    expect(words?.url.startsWith(`${adsOrigin}/`)).toBe(true);
    expect(more).toEqual([]);
    expect(chunk?.arrived).toBeDefined();
    // Asked for beside the chunk (the same task), long before the chunk could have run.
    expect(words!.sent).toBeLessThanOrEqual(chunk!.arrived!);
    expect(Math.abs(words!.sent - chunk!.sent)).toBeLessThan(0.05);
    // The loader's own words in German (the early form's and its messages'), as it starts.
    expect(wordsFrom(german.urls(), `${origin}/masthead`)).toEqual([
      expect.stringMatching(/^\/masthead\/chunks\/messages-de-[\w-]+\.js$/),
    ]);
    expect(mastheadErrors(german.errors)).toEqual([]);
    await german.close();

    const english = await watchRequests(browser, article);
    expect(await adLabel(english.page)).toBe('Advertisement');
    await english.page.waitForLoadState('networkidle');
    expect(english.urls().filter((url) => /\/messages-[\w-]+\.js$/.test(url))).toEqual([]);
    await english.close();
  });
});

describe("the widgets' language", () => {
  it("follows <html lang> with Masthead's fallback: de-CH is German, pt Brazilian Portuguese, zh English", async () => {
    for (const [lang, locale, label] of [
      ['de-CH', 'de', 'Anzeige'],
      // The ads have no Portuguese words yet: the slot speaks pt-BR, in English words.
      ['pt', 'pt-BR', 'Publicidade'],
      ['zh', 'en', 'Advertisement'],
    ] as const) {
      const { page, close } = await watchRequests(browser, article, inLanguage(lang));
      expect(await adLabel(page), lang).toBe(label);
      expect(await language(page, 'masthead-header-ad'), lang).toBe(`${locale} ltr`);
      expect(await language(page, 'masthead-header'), lang).toBe(`${locale} ltr`);
      expect(await page.evaluate(() => window.Masthead?.getState().locale), lang).toBe(locale);
      await close();
    }
  });

  it("is a placement's own where it has a lang: that widget only", async () => {
    const { page, errors, close } = await watchRequests(
      browser,
      article,
      rewritten((html) => html.replace('<masthead-header-ad ', '<masthead-header-ad lang="de" ')),
    );
    expect(await adLabel(page)).toBe('Anzeige');
    expect(await language(page, 'masthead-header-ad')).toBe('de ltr');
    await page.locator('masthead-partner-ads > [data-masthead-mounted]').waitFor();
    expect(await language(page, 'masthead-partner-ads')).toBe('en ltr');
    expect(await language(page, 'masthead-header')).toBe('en ltr');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' }).count()).resolves.toBe(1);
    expect(await page.evaluate(() => window.Masthead?.getState().locale)).toBe('en');
    expect(mastheadErrors(errors)).toEqual([]);
    await close();
  });

  it('changes with Masthead.setLocale, every mounted widget rendered again in it, with no reload', async () => {
    const { page, errors, close } = await watchRequests(browser, article);
    expect(await adLabel(page)).toBe('Advertisement');
    // The footer too, which the article loads as the reader comes to it.
    await footerMounted(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.evaluate(() => window.Masthead?.setLocale('de'));
    // Settled: every widget speaks it.
    expect(await page.locator('masthead-header-ad aside').getAttribute('aria-label')).toBe('Anzeige');
    expect(await language(page, 'masthead-header-ad')).toBe('de ltr');
    expect(await language(page, 'masthead-footer')).toBe('de ltr');
    await page.evaluate(() => window.Masthead?.setLocale('ar'));
    expect(await language(page, 'masthead-header-ad')).toBe('ar rtl');
    await page.evaluate(() => window.Masthead?.setLocale('en-US'));
    expect(await page.locator('masthead-header-ad aside').getAttribute('aria-label')).toBe('Advertisement');
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(mastheadErrors(errors)).toEqual([]);
    await close();
  });
});
