/**
 * The demo's article places its footer `loading="lazy"`: tests that need the footer's own
 * render bring it in as a reader does, by scrolling to it.
 */
import type { Page } from 'playwright-core';

/**
 * Waits for the footer's own render. On a page that places it `loading="lazy"` (the demo's
 * article) its code comes only as the reader comes near it: the footer is scrolled to first,
 * and once it has rendered the page goes back to where it was.
 */
export async function footerMounted(
  page: Page,
  { state = 'visible' }: { state?: 'visible' | 'attached' } = {},
) {
  const mounted = page.locator('masthead-footer [data-masthead-mounted] footer');
  const back = await page.evaluate(() => {
    const footer = document.querySelector('masthead-footer');
    if (footer?.getAttribute('loading') !== 'lazy' || footer.querySelector('[data-masthead-mounted]'))
      return null;
    const at = { x: window.scrollX, y: window.scrollY };
    footer.scrollIntoView();
    return at;
  });
  await mounted.waitFor({ state });
  if (back) await page.evaluate(({ x, y }) => window.scrollTo(x, y), back);
}
