/**
 * 'Skip to content' and 'Back to top' on the built demo's article page (docs/behaviour.md#skip-link,
 * #back-to-top): the first Tab meets the skip link, shown inside the viewport; Enter moves focus
 * into the article's <main>, so the next Tab lands on the content's first control, not in the
 * header; the footer's 'Back to top' brings focus and the page back to the top. At a phone and a
 * laptop width.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, mastheadErrors, openPage } from '../support.ts';
import { footerMounted } from '../lazy-footer.ts';

const origin = inject('demoOrigin');
const article = `${origin}/?hideIntromercial=true`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * The page once both widgets' code is in: the demo serves their prerendered markup first, whose
 * links are there before the code (prerender.test.tsx checks them).
 */
async function openArticle(viewport: { width: number; height: number }) {
  const opened = await openPage(browser, article, { viewport });
  await opened.page.locator('masthead-header [data-masthead-mounted] header').waitFor({ state: 'attached' });
  await footerMounted(opened.page, { state: 'attached' });
  return opened;
}

/** Where focus is: its accessible text, and whether it is in <main> or the header. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return {
      tag: el?.localName,
      text: el?.textContent?.trim(),
      inMain: Boolean(el?.closest('main')),
      inHeader: Boolean(el?.closest('masthead-header')),
    };
  });

describe.each([
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1280, height: 800 },
])('on the article page, at $width px', (viewport) => {
  it('the first Tab meets "Skip to content", shown; Enter skips to the article', async () => {
    const { page, errors } = await openArticle(viewport);
    const skip = page.getByRole('link', { name: 'Skip to content' });
    // Unfocused it is there for the keyboard yet never seen.
    expect(await skip.evaluate((el) => getComputedStyle(el).clipPath)).toBe('inset(50%)');

    await page.keyboard.press('Tab');
    await expect(focused(page)).resolves.toMatchObject({ text: 'Skip to content', inHeader: true });
    const box = await skip.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
    expect(box && box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width).toBe(true);
    expect(await skip.evaluate((el) => getComputedStyle(el).clipPath)).toBe('none');

    await page.keyboard.press('Enter');
    await expect(focused(page)).resolves.toMatchObject({ tag: 'main' });
    // The content's top is on screen, not under the header.
    const mainTop = await page.locator('main').evaluate((el) => el.getBoundingClientRect().top);
    const barBottom = await page
      .locator('masthead-header header')
      .evaluate((el) => el.getBoundingClientRect().bottom);
    expect(mainTop).toBeGreaterThanOrEqual(Math.max(0, barBottom) - 1);

    await page.keyboard.press('Tab');
    await expect(focused(page)).resolves.toMatchObject({ inMain: true, inHeader: false });
    expect(await page.locator('main').getAttribute('tabindex')).toBeNull();
    expect(mastheadErrors(errors)).toEqual([]);
    await page.context().close();
  });

  it('"Back to top" in the footer brings focus and the page back to the top', async () => {
    const { page } = await openArticle(viewport);
    const back = page.getByRole('link', { name: 'Back to top' });
    await back.focus();
    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(0);
    await page.keyboard.press('Enter');
    await expect(focused(page)).resolves.toMatchObject({ text: 'Skip to content' });
    await page.waitForFunction(() => scrollY === 0);

    // And by pointer.
    await back.scrollIntoViewIfNeeded();
    await back.click();
    await expect(focused(page)).resolves.toMatchObject({ text: 'Skip to content' });
    await page.waitForFunction(() => scrollY === 0);
    await page.context().close();
  });
});
