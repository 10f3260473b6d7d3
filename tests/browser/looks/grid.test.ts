/**
 * One grid (docs/embedding.md#theming): on the demo's article, the header's content, the
 * footer's content and the article start at one left edge, the container every widget takes
 * from `--mh-container-width` with `--mh-space-gutter` outside it. Measured where a reader's
 * eye lines them up: the Menu button's icon and the quick menu's first word (not their
 * targets, which reach into the gutter), the footer's logo, the article's heading.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support.ts';
import { footerMounted } from '../lazy-footer.ts';

const origin = inject('demoOrigin');
/** The article without its interstitial ad (docs/behaviour.md#limits), which would cover the page. */
const article = `${origin}/?hideIntromercial=true`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Where each piece starts, in CSS px: its box, or its text's first line. */
type Pieces = Record<string, readonly [selector: string, text: boolean]>;

function edgesIn(pieces: Pieces) {
  return Object.fromEntries(
    Object.entries(pieces).map(([name, [selector, text]]) => {
      const el = document.querySelector(selector);
      if (!el) return [name, Number.NaN];
      if (!text) return [name, el.getBoundingClientRect().left];
      const range = document.createRange();
      range.selectNodeContents(el);
      return [name, range.getBoundingClientRect().left];
    }),
  ) as Record<string, number>;
}

/**
 * The left edge of each piece, in CSS px: the header and the article as the page loads, then
 * the footer, once it has mounted (it loads as the reader scrolls to it, `loading="lazy"`).
 */
async function leftEdges(page: Page) {
  await page.locator('masthead-header [data-masthead-mounted] header').waitFor();
  await page.evaluate(() => {
    const banner = document.querySelector('masthead-header header');
    const menu = [...(banner?.querySelectorAll('button') ?? [])].find(
      (b) => b.textContent?.trim() === 'Menu',
    );
    menu?.querySelector('svg')?.setAttribute('data-grid-menu-icon', '');
  });
  const top = await page.evaluate(edgesIn, {
    menuIcon: ['[data-grid-menu-icon]', false],
    quickMenu: ['masthead-header header nav a', true],
    articleHeading: ['main h1', true],
  } satisfies Pieces);
  await footerMounted(page);
  const footer = await page.evaluate(edgesIn, {
    footerLogo: ['masthead-footer footer a[href="/"] svg', false],
    footerSection: ['masthead-footer footer h2', true],
  } satisfies Pieces);
  return { ...top, ...footer };
}

describe('one grid on the article page', () => {
  it.each([
    [1280, 800],
    [768, 1024],
    [390, 844],
  ])(
    'at %i×%i, the header, the footer and the article start at one left edge (±1 px)',
    async (width, height) => {
      const context = await browser.newContext({ viewport: { width, height } });
      try {
        const page = await context.newPage();
        await page.goto(article);
        const edges = await leftEdges(page);
        const articleHeading = edges.articleHeading ?? Number.NaN;
        // The page's own content: the container's edge, centred at a wide screen, the gutter below.
        expect(articleHeading).toBeCloseTo(width === 1280 ? (1280 - 1200) / 2 : 16, 0);
        for (const [piece, x] of Object.entries(edges)) {
          expect(
            Math.abs(x - articleHeading),
            `${piece} at ${x}, the article at ${articleHeading}`,
          ).toBeLessThanOrEqual(1);
        }
      } finally {
        await context.close();
      }
    },
  );
});
