/**
 * Craft checks on the built demo at a phone (390), a tablet (768) and a desktop (1280) width,
 * signed out and signed in: what a reader meets has room to be read and never runs together.
 * Screenshots of each state go to test-results/screenshots/craft for the visual review.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { demoAccounts } from '@masthead/api/contract';
import { dialogCodeIn, launchBrowser, mastheadErrors, newEmail, openPage } from '../support.ts';
import { footerMounted } from '../lazy-footer.ts';
import { signInThroughApi } from '../reference-api.ts';

const origin = inject('demoOrigin');
const home = `${origin}/?hideIntromercial=true`;
const screenshots = 'test-results/screenshots/craft';
mkdirSync(screenshots, { recursive: true });

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const widths = [390, 768, 1280] as const;
const states = ['signed out', 'signed in'] as const;
type Width = (typeof widths)[number];
type SignedState = (typeof states)[number];

const banner = (page: Page) => page.getByRole('banner', { name: 'Site header' });

/** The home page at `width`, signed in as the subscriber through the API when asked. */
async function openHome(width: Width, state: SignedState) {
  const opened = await openPage(browser, home, { viewport: { width, height: width === 390 ? 844 : 800 } });
  const { page } = opened;
  await banner(page).getByRole('button', { name: 'Sign In', exact: true }).waitFor();
  // The header's own render, not its prerendered markup, which it replaces mid-test otherwise:
  // a locator resolved on the markup can find nothing at the swap.
  await page.locator('masthead-header [data-masthead-mounted]').waitFor();
  if (state === 'signed in') {
    const { emailAddress, password } = demoAccounts.subscriber;
    await signInThroughApi(page, emailAddress, password ?? '');
    await banner(page).getByRole('button', { name: 'Hi, Sam' }).waitFor();
  }
  return opened;
}

/** Words of `element`'s text split across lines: a word whose letters sit on more than one line. */
function brokenWords(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((elements) =>
    elements.flatMap((element) => {
      const broken: string[] = [];
      const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          const range = element.ownerDocument.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (tops.size > 1) broken.push(match[0]);
        }
      }
      return broken;
    }),
  );
}

describe.each(widths)('at %i px', (width) => {
  describe.each(states)('%s', (state) => {
    it('the header search is at least 240 px wide, or a button that opens a full field; its suggestions readable', async () => {
      const { page, errors } = await openHome(width, state);
      if (width === 390) {
        // Phones: the mega menu carries the search.
        await banner(page).getByRole('button', { name: /menu/i }).first().click();
      } else {
        const toggle = banner(page).locator('button[aria-expanded][aria-label="Search"]');
        if (await toggle.isVisible()) {
          expect(await toggle.getAttribute('aria-expanded')).toBe('false');
          await toggle.click();
        }
      }
      const field = page.getByRole('combobox', { name: 'Search' }).locator('visible=true');
      await expect.poll(() => field.count()).toBe(1);
      if (width !== 390 && (await isCollapsedWidth(page)))
        await expect
          .poll(() => field.evaluate((input) => input === input.ownerDocument.activeElement))
          .toBe(true);
      const form = field.locator('xpath=ancestor::form[1]');
      const formBox = await form.boundingBox();
      expect(formBox?.width ?? 0).toBeGreaterThanOrEqual(240);

      await field.fill('leadership');
      const listbox = page.getByRole('listbox', { name: /suggestions/i });
      await listbox.waitFor();
      const box = await listbox.boundingBox();
      expect(box?.width ?? 0).toBeGreaterThanOrEqual(Math.min(320, width - 32));
      expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
      expect(await brokenWords(page, '[role="listbox"] [role="option"]')).toEqual([]);
      await page.screenshot({ path: `${screenshots}/search-${width}-${state.replace(' ', '-')}.png` });

      if (width !== 390 && (await isCollapsedWidth(page))) {
        // Escape closes the list, clears the field, then gives the bar back its button.
        for (let i = 0; i < 3; i += 1) await page.keyboard.press('Escape');
        const toggle = banner(page).locator('button[aria-expanded][aria-label="Search"]');
        await expect.poll(() => toggle.evaluate((b) => b === b.ownerDocument.activeElement)).toBe(true);
        expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      }
      expect(mastheadErrors(errors)).toEqual([]);
      await page.context().close();
    });
  });
});

describe('the sticky header on a phone (390 × 844)', () => {
  it.each(states)(
    '%s: at most 64 px tall, Sign In or the greeting in it, the call to action in the menu',
    async (state) => {
      const { page } = await openHome(390, state);
      const header = banner(page);
      const stateOf = () => header.getAttribute('data-state');
      await page.evaluate(() => window.scrollTo(0, 1200));
      await expect.poll(stateOf).toBe('sticky');
      // Past its slide-in.
      await expect.poll(async () => (await header.boundingBox())?.y).toBe(0);
      const box = await header.boundingBox();
      expect(box?.height ?? 0).toBeLessThanOrEqual(64);
      await page.screenshot({ path: `${screenshots}/sticky-header-390-${state.replace(' ', '-')}.png` });
      const account = header.getByRole('button', {
        name: state === 'signed in' ? 'Hi, Sam' : 'Sign In',
        exact: true,
      });
      expect(await account.isVisible()).toBe(true);
      const accountBox = await account.boundingBox();
      expect((accountBox?.y ?? 99) + (accountBox?.height ?? 0)).toBeLessThanOrEqual(64);
      await header.getByRole('button', { name: /menu/i }).first().click();
      const menu = page.getByRole('dialog', { name: 'Main menu' });
      const cta = menu.getByRole('link', {
        name: state === 'signed in' ? 'Give a Gift!' : /Subscribe|Start my subscription!/,
      });
      await expect.poll(() => cta.first().isVisible()).toBe(true);
      // Back at the top, the bar has its quick menu again, in the 108 px the page keeps for it.
      await menu.getByRole('button', { name: 'Close menu' }).click();
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect.poll(stateOf).toBe('normal');
      await expect.poll(async () => (await header.boundingBox())?.height).toBe(108);
      await page.context().close();
    },
  );
});

describe.each(widths)('the footer at %i px', (width) => {
  it.each(states)('%s: links at least 8 px apart, no two touching', async (state) => {
    const { page } = await openHome(width, state);
    // The footer's own render, not its prerendered markup (the same look: footer.test.ts),
    // which it replaces as the reader comes to it.
    await footerMounted(page);
    const footer = page.getByRole('contentinfo', { name: 'Site footer' });
    await footer.scrollIntoViewIfNeeded();
    await footer.screenshot({ path: `${screenshots}/footer-${width}-${state.replace(' ', '-')}.png` });
    const boxes = await footer.locator('a').evaluateAll((links) =>
      links.map((link) => {
        const { left, top, right, bottom } = link.getBoundingClientRect();
        return {
          name: link.textContent?.trim() || link.getAttribute('aria-label') || '',
          left,
          top,
          right,
          bottom,
        };
      }),
    );
    expect(boxes.length).toBeGreaterThan(20);
    const close: string[] = [];
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) {
        const apart = Math.max(b.left - a.right, a.left - b.right, b.top - a.bottom, a.top - b.bottom);
        if (apart < 8 - 0.5) close.push(`${a.name} / ${b.name}: ${apart.toFixed(1)} px`);
      }
    }
    expect(close).toEqual([]);
    await page.context().close();
  });
});

describe.each(widths)('the account dialog at %i px', (width) => {
  it('draws an edge where its body scrolls: under the title when scrolled, at the bottom while more is below', async () => {
    const { page } = await openHome(width, 'signed out');
    await page.setViewportSize({ width, height: width === 1280 ? 600 : 700 });
    await banner(page).getByRole('button', { name: 'Sign In', exact: true }).click();
    const signInDialog = page.getByRole('dialog', { name: 'Sign In', exact: true });
    await signInDialog.getByRole('button', { name: /create an account/i }).click();
    const dialog = page.getByRole('dialog', { name: 'Create an account', exact: true });
    await dialog.getByLabel('Password', { exact: true }).waitFor();
    // The Modal's body, the part of the panel that scrolls (its styles' `body` class).
    const body = dialog.locator(':scope > div[class*="mh-body-"]');
    const edges = () =>
      body.evaluate((element) => {
        const style = getComputedStyle(element);
        const seen = (colour: string) => colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent';
        return {
          scrolls: element.scrollHeight > element.clientHeight,
          top: seen(style.borderTopColor) && parseFloat(style.borderTopWidth) >= 1,
          bottom: seen(style.borderBottomColor) && parseFloat(style.borderBottomWidth) >= 1,
        };
      });
    expect(await edges()).toEqual({ scrolls: true, top: false, bottom: true });
    await page.screenshot({ path: `${screenshots}/dialog-register-${width}.png` });
    await body.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    await expect.poll(edges).toEqual({ scrolls: true, top: true, bottom: false });
    await page.screenshot({ path: `${screenshots}/dialog-register-end-${width}.png` });
    await page.context().close();
  });
});

/** Where the ways between views sit in a dialog's sign-in view, measured in the page. */
function signInPattern(dialog: Locator) {
  return dialog.evaluate((root) => {
    const buttons = [...root.querySelectorAll('button')];
    const named = (pattern: RegExp) => buttons.find((b) => pattern.test(b.textContent?.trim() ?? ''));
    const toRegister = named(/^Create an account$/);
    const forgot = named(/^Forgot your password\??$/);
    const submit = root.querySelector<HTMLButtonElement>('button[type="submit"]');
    const password = root.querySelector<HTMLInputElement>('input[type="password"]');
    const firstField = root.querySelector<HTMLInputElement>('input');
    if (!toRegister || !forgot || !submit || !password || !firstField) throw new Error('a part is missing');
    const box = (element: Element) => element.getBoundingClientRect();
    const serif = /(^|,)\s*serif\s*$/;
    const headings = [...root.querySelectorAll('h1, h2, h3, h4, h5, h6')].filter(
      (h) => getComputedStyle(h).display !== 'none' && box(h).height > 0,
    );
    return {
      promptLead: (toRegister.parentElement?.textContent ?? '')
        .replace(toRegister.textContent ?? '', '')
        .trim(),
      promptAboveFields: box(toRegister).bottom <= box(firstField).top,
      forgotUnderPassword: box(forgot).top >= box(password).bottom,
      forgotAboveSubmit: box(forgot).bottom <= box(submit).top,
      forgotAtRightEdge: Math.abs(box(forgot).right - box(password).right) <= 1,
      serifHeadings: headings.filter((h) => serif.test(getComputedStyle(h).fontFamily)).length,
    };
  });
}

/** Inline links (in running text) of `dialog` shorter than `min` px on a touch screen. */
function shortInlineLinks(dialog: Locator, min: number) {
  return dialog.locator('a[href]').evaluateAll(
    (links, least) =>
      links
        .filter((a) => a.getBoundingClientRect().height > 0)
        .filter((a) => a.getBoundingClientRect().height < least)
        .map((a) => `${a.textContent?.trim()}: ${Math.round(a.getBoundingClientRect().height)} px`),
    min,
  );
}

describe.each([390, 1280] as const)('both dialogs at %i px', (width) => {
  const touch = width === 390;
  async function open(path: string) {
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      hasTouch: touch,
      isMobile: touch,
      bypassCSP: true,
    });
    const page = await context.newPage();
    await page.goto(`${origin}${path}`);
    return page;
  }

  it('one pattern: the prompt above the fields with only its action a link, the forgot link right under the password, one serif heading', async () => {
    const account = await open('/?hideIntromercial=true');
    await banner(account).getByRole('button', { name: 'Sign In', exact: true }).click();
    const accountDialog = account.getByRole('dialog', { name: 'Sign In', exact: true });
    await accountDialog.getByLabel('Email').waitFor();
    await account.screenshot({ path: `${screenshots}/dialog-pattern-account-${width}.png` });

    const checkout = await open('/subscriptions');
    await checkout.getByRole('button', { name: 'Subscribe to Digital' }).click();
    const checkoutDialog = checkout.getByRole('dialog', { name: 'Sign in or register' });
    await checkoutDialog.getByLabel('Your email').waitFor();
    await checkout.screenshot({ path: `${screenshots}/dialog-pattern-checkout-${width}.png` });

    const pattern = {
      promptAboveFields: true,
      forgotUnderPassword: true,
      forgotAboveSubmit: true,
      forgotAtRightEdge: true,
      serifHeadings: 1,
    };
    expect(await signInPattern(accountDialog)).toEqual({ ...pattern, promptLead: "Don't have an account?" });
    expect(await signInPattern(checkoutDialog)).toEqual({ ...pattern, promptLead: 'New here?' });
    if (touch) {
      expect(await shortInlineLinks(accountDialog, 24)).toEqual([]);
      expect(await shortInlineLinks(checkoutDialog, 24)).toEqual([]);
      await checkoutDialog.getByRole('button', { name: 'Create an account' }).click();
      await checkoutDialog.getByLabel('Your first name').waitFor();
      expect(await shortInlineLinks(checkoutDialog, 24)).toEqual([]);
    }
    await account.context().close();
    await checkout.context().close();
  });
});

describe.each(widths)('the cart at %i px', (width) => {
  it('keeps the same space between a title and its Qty, one line or two; each title a 44 px target', async () => {
    const { page } = await openHome(width, 'signed in');
    await banner(page).getByRole('button', { name: /Cart/ }).click();
    const viewCart = page.getByRole('link', { name: 'View Cart' });
    await viewCart.waitFor();
    const items = viewCart.locator('xpath=..').locator('li');
    await expect.poll(() => items.count()).toBeGreaterThan(1);
    const rows = await items.evaluateAll((elements) =>
      elements.map((item) => {
        const title = item.querySelector('a');
        const meta = title?.nextElementSibling;
        if (!title || !meta) throw new Error('an item without its title or its Qty');
        const range = item.ownerDocument.createRange();
        range.selectNodeContents(title);
        const lines = [...range.getClientRects()];
        const lineTops = new Set(lines.map((line) => Math.round(line.top)));
        return {
          lines: lineTops.size,
          gap: meta.getBoundingClientRect().top - Math.max(...lines.map((line) => line.bottom)),
          height: title.getBoundingClientRect().height,
        };
      }),
    );
    await page.screenshot({ path: `${screenshots}/cart-${width}.png` });
    // Both kinds of title are there, or the comparison says nothing.
    expect(new Set(rows.map((row) => Math.min(row.lines, 2)))).toEqual(new Set([1, 2]));
    const gaps = rows.map((row) => row.gap);
    expect(Math.max(...gaps) - Math.min(...gaps)).toBeLessThanOrEqual(1);
    // To a hundredth of a pixel: the flyout's slide in leaves heights like 43.99998.
    for (const row of rows) expect(Math.round(row.height * 100) / 100).toBeGreaterThanOrEqual(44);
    await page.context().close();
  });
});

describe('links inside the dialogs’ sentences, on a 390 px touch screen', () => {
  /** The links of `dialog` whose tap 21.5 px above or below their middle misses them. */
  const smallLinks = (dialog: Locator) =>
    dialog.locator('a').evaluateAll((links) =>
      links.flatMap((link) => {
        link.scrollIntoView({ block: 'center' });
        const { left, top, width, height } = link.getBoundingClientRect();
        const takes = (y: number) => link.contains(link.ownerDocument.elementFromPoint(left + width / 2, y));
        const middle = top + height / 2;
        return takes(middle - 21.5) && takes(middle + 21.5) ? [] : [link.textContent?.trim() ?? ''];
      }),
    );
  const openTouch = async (path: string) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    await page.goto(`${origin}${path}`);
    return page;
  };

  it('the checkout dialog: Contact Customer Service and Privacy Policy take taps over 44 px', async () => {
    const page = await openTouch('/subscriptions');
    await page.getByRole('button', { name: 'Subscribe to Digital' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in or register' });
    await dialog.getByRole('button', { name: 'On to checkout' }).waitFor();
    expect(await dialog.locator('a').count()).toBeGreaterThan(0);
    expect(await smallLinks(dialog)).toEqual([]);
    await dialog.getByRole('button', { name: /create an account/i }).click();
    await dialog.getByLabel('Your first name').waitFor();
    expect(await dialog.getByRole('link', { name: /Privacy Policy/ }).count()).toBe(1);
    expect(await smallLinks(dialog)).toEqual([]);
    await page.context().close();
  });

  it('the account dialog: the register view’s Privacy Policy takes taps over 44 px', async () => {
    const page = await openTouch('/?hideIntromercial=true');
    await banner(page).getByRole('button', { name: 'Sign In', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Sign In', exact: true })
      .getByRole('button', { name: /create an account/i })
      .click();
    const register = page.getByRole('dialog', { name: 'Create an account', exact: true });
    await register.getByLabel('First name').waitFor();
    expect(await register.getByRole('link', { name: /Privacy Policy/ }).count()).toBe(1);
    expect(await smallLinks(register)).toEqual([]);
    await page.context().close();
  });
});

describe.each(widths)('the account dialog at %i px, anchored at the top', (width) => {
  it('keeps its top edge through every view, and a link under a field that errs on blur takes the click', async () => {
    const { page, errors } = await openHome(width, 'signed out');
    await banner(page).getByRole('button', { name: 'Sign In', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign In', exact: true });
    const email = dialog.getByLabel('Email', { exact: true });
    await email.waitFor();
    // The dialog's code has taken over from the first view that came with the click.
    await dialogCodeIn(page);
    const top = (await dialog.boundingBox())?.y;
    expect(top).toBeGreaterThan(0);
    // The rules are loaded with the first edit, so the blur's error comes at once.
    await email.fill('x');
    await email.fill('');
    await email.focus();
    const link = dialog.getByRole('button', { name: 'Forgot your password' });
    const before = await link.boundingBox();
    if (!before) throw new Error('no Forgot your password link');
    // One press: the button goes down on the link (the field blurs and shows its error above
    // the link), then comes up where it went down.
    await page.mouse.move(before.x + before.width / 2, before.y + before.height / 2);
    await page.mouse.down();
    await dialog.getByText('Email is required.').waitFor();
    expect((await link.boundingBox())?.y).toBeCloseTo(before.y, 0);
    expect((await dialog.boundingBox())?.y).toBe(top);
    await page.mouse.up();
    const forgot = page.getByRole('dialog', { name: 'Reset your password', exact: true });
    await forgot.getByLabel('Email').waitFor();
    expect((await forgot.boundingBox())?.y).toBe(top);
    // A confirmation in place of the form: the top edge stays where it was.
    await forgot.getByLabel('Email').fill(newEmail('anchored'));
    await forgot.getByRole('button', { name: 'Continue' }).click();
    await forgot.getByText('If your email is registered with us').waitFor();
    expect((await forgot.boundingBox())?.y).toBe(top);
    await page.screenshot({ path: `${screenshots}/dialog-anchored-${width}.png` });
    expect(mastheadErrors(errors)).toEqual([]);
    await page.context().close();
  });
});

describe('the first focus of a dialog', () => {
  it.each(widths)('at %i px: a page that opens the dialog itself focuses its first field', async (width) => {
    const { page } = await openPage(browser, `${origin}/sign-in`, { viewport: { width, height: 800 } });
    const email = page
      .getByRole('dialog', { name: 'Sign In', exact: true })
      .getByLabel('Email', { exact: true });
    await email.waitFor();
    await expect
      .poll(() =>
        page.evaluate(() => {
          const active = document.activeElement;
          return active?.getAttribute('aria-label') ?? active?.localName;
        }),
      )
      .toBe('input');
    await expect.poll(() => email.evaluate((input) => input === document.activeElement)).toBe(true);
    await page.screenshot({ path: `${screenshots}/dialog-page-opened-${width}.png` });
    await page.context().close();
  });

  it('a reader who opens it, by pointer or by key, starts on Close', async () => {
    const { page } = await openHome(1280, 'signed out');
    const signIn = banner(page).getByRole('button', { name: 'Sign In', exact: true });
    const dialog = page.getByRole('dialog', { name: 'Sign In', exact: true });
    const close = dialog.getByRole('button', { name: 'Close' });
    const closeFocused = () => close.evaluate((button) => button === document.activeElement);
    await signIn.click();
    await expect.poll(closeFocused).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // The reader's own page script (a paywall's button) counts as the reader's too.
    await page.evaluate(() => {
      const button = document.createElement('button');
      button.textContent = 'Read on';
      button.addEventListener('click', () => window.Masthead?.openAccountDialog());
      document.querySelector('main')?.prepend(button);
    });
    await page.getByRole('button', { name: 'Read on' }).press('Enter');
    await expect.poll(closeFocused).toBe(true);
    await page.context().close();
  });
});

describe.each(['/reset-password', '/sign-in'])("the demo's %s page", (path) => {
  it.each([390, 1280] as const)('at %i px: its button and its link back stay apart', async (width) => {
    const { page } = await openPage(browser, `${origin}${path}`, { viewport: { width, height: 800 } });
    const button = page.locator('main .button');
    const link = page.locator('main a', { hasText: 'Back to the article' });
    const [a, b] = [await button.boundingBox(), await link.boundingBox()];
    if (!a || !b) throw new Error('the button or the link is missing');
    const apart = Math.max(b.x - (a.x + a.width), a.x - (b.x + b.width), b.y - (a.y + a.height));
    expect(apart).toBeGreaterThanOrEqual(8);
    await page.context().close();
  });
});

/** Whether the bar shows the search button instead of the field at this page's width. */
function isCollapsedWidth(page: Page) {
  return page.evaluate(() => window.innerWidth >= 768 && window.innerWidth < 960);
}
