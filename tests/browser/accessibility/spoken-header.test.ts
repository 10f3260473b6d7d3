/**
 * What a screen reader says in the header (its search, the main menu, the cart), heard through
 * Guidepup's Virtual Screen Reader (virtual-reader.ts), on the demo's article page with the
 * interstitial kept away. What is heard at each step is compared whole, as in
 * spoken-journey.test.ts: a phrase said twice, or one too many, fails.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { holdRequests, launchBrowser, openPage } from '../support.ts';
import { focusedInTree, focusedLabel, heard, startReader } from '../virtual-reader.ts';

const origin = inject('demoOrigin');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The article page with its header's own render in, and the reader started with nothing said yet. */
async function openHeader(options?: { activeDescendant: boolean }) {
  const { page } = await openPage(browser, `${origin}/?hideIntromercial=true`);
  await page.locator('masthead-header [data-masthead-mounted] header').waitFor();
  await startReader(page, origin, options);
  await heard(page);
  return { page, banner: page.getByRole('banner', { name: 'Site header' }) };
}

/** What the reader says as its cursor moves on by `steps` items (a reader's down arrow in browse mode). */
async function readOn(page: Page, steps: number) {
  for (let i = 0; i < steps; i++)
    await page.evaluate(() =>
      (window as unknown as { virtualReader: { next(): Promise<void> } }).virtualReader.next(),
    );
  return heard(page);
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent);

describe('the header heard through a virtual screen reader', () => {
  it('the search: suggestions counted once, each option said as the arrows reach it, Enter follows it', async () => {
    const { page, banner } = await openHeader({ activeDescendant: true });
    const search = banner.getByRole('search', { name: 'Site search' });
    const input = search.getByRole('combobox', { name: 'Search' });
    await banner.getByRole('link', { name: 'Masthead home' }).focus();
    expect(await heard(page)).toEqual(['link, Masthead home']);
    await page.keyboard.press('Tab');
    expect(await heard(page)).toEqual([
      'combobox, Search, has popup listbox, not expanded, autocomplete in list',
    ]);

    // Three characters: the list opens and its size is said once, politely; focus stays in the field.
    await page.keyboard.type('lea');
    const listbox = page.getByRole('listbox', { name: 'Search suggestions' });
    await listbox.waitFor();
    const options = listbox.getByRole('option');
    await expect.poll(() => options.count()).toBe(7);
    expect(await heard(page)).toEqual(['polite: 7 suggestions available.']);
    expect(await focusedInTree(page)).toBe('combobox: Search');
    expect(await input.getAttribute('aria-expanded')).toBe('true');

    // The arrows make an option active while focus stays in the field: each is said as it is
    // reached, selected, with its place among the 7 just counted (the topic, in a group of its
    // own, too). The reader joins the title and the hidden ', ' before the kind with a space.
    const first =
      'option, What Most Leaders Get Wrong About Leadership , Article, selected, position 1, set size 7';
    const second = 'option, Ideacast: Rethinking Leadership , Podcast, selected, position 2, set size 7';
    await page.keyboard.press('ArrowDown');
    expect(await heard(page)).toEqual([first]);
    await page.keyboard.press('ArrowDown');
    expect(await heard(page)).toEqual([second]);
    await page.keyboard.press('ArrowDown');
    expect(await heard(page)).toEqual([
      'option, Guide to Leadership , Book, selected, position 3, set size 7',
    ]);
    await page.keyboard.press('ArrowUp');
    expect(await heard(page)).toEqual([second]);
    expect(await focusedInTree(page)).toBe('combobox: Search');
    // Up past the first, to the last: the suggested topic, the 7th of 7.
    await page.keyboard.press('ArrowUp');
    expect(await heard(page)).toEqual([first]);
    await page.keyboard.press('ArrowUp');
    expect(await heard(page)).toEqual(['option, Leadership, selected, position 7, set size 7']);

    // Escape closes the list alone: the field keeps its text and focus, and nothing more is said.
    await page.keyboard.press('Escape');
    await listbox.waitFor({ state: 'detached' });
    expect(await heard(page)).toEqual([]);
    expect(await input.getAttribute('aria-expanded')).toBe('false');
    expect(await input.inputValue()).toBe('lea');
    expect(await focusedInTree(page)).toBe('combobox: Search');

    // ArrowDown opens it again, counted again; the next makes the first option active, and
    // Enter goes to it.
    await page.keyboard.press('ArrowDown');
    await listbox.waitFor();
    expect(await heard(page)).toEqual(['polite: 7 suggestions available.']);
    await page.keyboard.press('ArrowDown');
    expect(await heard(page)).toEqual([first]);
    const href = await options.first().getAttribute('href');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${origin}${href}`);
    await page.context().close();
  });

  it('the main menu: a collapsed button, the modal menu with focus on its Close, Escape back to the button', async () => {
    const { page, banner } = await openHeader();
    const button = banner.getByRole('button', { name: 'Menu', exact: true });
    // The element it controls is in the page before the menu's code: empty, at the end of the body.
    const controlled = page.locator(`body > [id="${await button.getAttribute('aria-controls')}"]`);
    expect(await controlled.count()).toBe(1);
    expect(await controlled.innerHTML()).toBe('');
    await button.focus();
    // It names the menu it controls from the first, and the menu is a modal dialog, which it says.
    expect(await heard(page)).toEqual(['button, Menu, 1 control, not expanded, has popup dialog']);

    await page.keyboard.press('Enter');
    const menu = controlled.getByRole('dialog', { name: 'Main menu' });
    await menu.waitFor();
    await expect.poll(() => focusedLabel(page)).toBe('Close menu');
    expect(await heard(page)).toEqual(['dialog, Main menu, modal', 'button, Close menu']);
    expect(await button.getAttribute('aria-expanded')).toBe('true');

    // Tab walks the menu's own controls, the page behind it out of reach.
    await page.keyboard.press('Tab');
    expect(await heard(page)).toEqual(['link, Start my subscription!']);
    await page.keyboard.press('Tab');
    expect(await heard(page)).toEqual(['button, Sign In, has popup dialog']);
    await page.keyboard.press('Tab');
    expect(await heard(page)).toEqual([
      'combobox, Search, has popup listbox, not expanded, autocomplete in list',
    ]);

    // Escape: the menu goes, and the reader is back on Menu, collapsed.
    await page.keyboard.press('Escape');
    await expect.poll(() => focusedText(page)).toBe('Menu');
    expect(await heard(page)).toEqual(['button, Menu, 1 control, not expanded, has popup dialog']);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await page.context().close();
  });

  it('the cart: its button, loading said politely, the flyout read on from it (empty), Escape back to the button', async () => {
    const { page, banner } = await openHeader();
    const button = banner.getByRole('button', { name: 'Cart' });
    await button.focus();
    expect(await heard(page)).toEqual(['button, Cart, 1 control, not expanded']);
    // The cart's answer held back, as on a slow network, until its loading has been said.
    const release = await holdRequests(page, (url) => url.pathname === '/api/shopping-cart');

    // Enter opens the flyout just after the button; focus stays on the button, now expanded.
    // The reader says no change of state on the focused element (a screen reader says
    // 'expanded'), so the state is read from the page. While the cart loads, that is said
    // politely, once.
    await page.keyboard.press('Enter');
    const cart = page.getByRole('region', { name: 'Cart' });
    await cart.waitFor();
    await page.getByRole('status').filter({ hasText: 'Loading your cart' }).waitFor();
    expect(await heard(page)).toEqual(['polite: Loading your cart']);
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    expect(await focusedLabel(page)).toBe('Cart');

    // The answer: the flyout says the cart is empty, and nothing more is said.
    release();
    await cart.getByText('Your cart is empty.').waitFor();
    expect(await focusedLabel(page)).toBe('Cart');
    expect(await heard(page)).toEqual([]);

    // Read on from the button: the flyout by its role and name, then that the cart is empty.
    expect(await readOn(page, 4)).toEqual([
      'region, Cart',
      'paragraph',
      'Your cart is empty.',
      'end of paragraph',
    ]);

    await page.keyboard.press('Tab');
    expect(await heard(page)).toEqual(['link, View Cart']);
    await page.keyboard.press('Escape');
    await expect.poll(() => focusedLabel(page)).toBe('Cart');
    expect(await heard(page)).toEqual(['button, Cart, 1 control, not expanded']);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await page.context().close();
  });
});
