/**
 * Forced colours (Windows' contrast themes), beyond the pixels of visual.test.ts: with
 * `forced-colors: active`, the browser paints our colours in the system's few and drops
 * backgrounds' images and every shadow. What must then still show an edge does so through a
 * border or an outline the browser paints in a system colour: the dialog's panel and the
 * slide-in menu's, the flyouts, the search box and its suggestions, the fields, the buttons
 * (the header's icon buttons too), and a focused control's focus ring. A disabled button says so
 * in GrayText, the selected suggestion is the system's selection (Highlight).
 *
 * Checkboxes are the browser's own (`appearance: auto`): in forced colours the system draws
 * their box, which no computed border shows, so for them the test asserts that they stay
 * native and are not opted out of forced colours.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { demoAccounts } from '@masthead/api/contract';
import { signInThroughApi } from '../reference-api.ts';
import { launchBrowser } from '../support.ts';

const origin = inject('demoOrigin');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function newPage(path: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  await page.emulateMedia({ forcedColors: 'active' });
  await page.goto(`${origin}${path}`);
  return page;
}

const transparent = (colour: string) => colour === 'transparent' || /rgba\(.*,\s*0\)$/.test(colour);

/** The element's edge: the widest of its borders and its outline that shows, or why none does. */
function edgeOf(element: Locator): Promise<string> {
  return element.evaluate((el) => {
    const style = getComputedStyle(el);
    const shown = (width: string, lineStyle: string, colour: string) =>
      parseFloat(width) > 0 &&
      lineStyle !== 'none' &&
      lineStyle !== 'hidden' &&
      colour !== 'transparent' &&
      !/rgba\(.*,\s*0\)$/.test(colour);
    const sides = ['top', 'right', 'bottom', 'left'].filter((side) =>
      shown(
        style.getPropertyValue(`border-${side}-width`),
        style.getPropertyValue(`border-${side}-style`),
        style.getPropertyValue(`border-${side}-color`),
      ),
    );
    if (sides.length === 4) return 'border';
    if (shown(style.outlineWidth, style.outlineStyle, style.outlineColor)) return 'outline';
    return `none: border ${style.borderWidth} ${style.borderStyle} ${style.borderColor}, outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`;
  });
}

async function expectEdge(name: string, element: Locator) {
  await element.waitFor();
  expect(await edgeOf(element), `${name} shows an edge`).toMatch(/^(border|outline)$/);
}

/** The focus ring of `element` once focused from the keyboard's side: a visible outline. */
async function expectFocusRing(page: Page, name: string, element: Locator) {
  // A key press first: script focus then counts as keyboard focus (:focus-visible).
  await page.keyboard.press('Shift');
  await element.focus();
  const ring = await element.evaluate((el) => {
    const style = getComputedStyle(el);
    return { width: parseFloat(style.outlineWidth), style: style.outlineStyle, colour: style.outlineColor };
  });
  expect(ring.width, `${name}'s focus ring is drawn`).toBeGreaterThan(0);
  expect(ring.style, `${name}'s focus ring is drawn`).not.toBe('none');
  expect(transparent(ring.colour), `${name}'s focus ring is ${ring.colour}`).toBe(false);
}

/** The computed value of a system colour in this page. */
const systemColour = (page: Page, name: string) =>
  page.evaluate((colour) => {
    const probe = document.createElement('span');
    probe.style.color = colour;
    document.body.append(probe);
    const value = getComputedStyle(probe).color;
    probe.remove();
    return value;
  }, name);

const banner = (page: Page) => page.getByRole('banner', { name: 'Site header' });

describe('in forced colours', () => {
  it('the media query is on (the precondition of every test below)', async () => {
    const page = await newPage('/?hideIntromercial=true');
    await expect(page.evaluate(() => matchMedia('(forced-colors: active)').matches)).resolves.toBe(true);
    await page.context().close();
  });

  it('the header: its buttons, the search box and the selected suggestion, the slide-in menu', async () => {
    const page = await newPage('/?hideIntromercial=true');
    // The header's own render, not its prerendered markup, which it replaces: an element read
    // at the swap is out of the page, with no computed style.
    await page.locator('masthead-header [data-masthead-mounted]').waitFor();
    for (const name of ['Menu', 'Sign In'])
      await expectEdge(
        `the header's ${name} button`,
        banner(page).getByRole('button', { name, exact: true }),
      );
    await expectEdge('the cart button', banner(page).getByRole('button', { name: /Cart/ }));
    const form = banner(page).getByRole('search', { name: 'Site search' });
    await expectEdge('the search box', form.locator('form').or(form).first());
    await expectFocusRing(
      page,
      'the Sign In button',
      banner(page).getByRole('button', { name: 'Sign In', exact: true }),
    );

    const search = form.getByRole('combobox');
    await search.fill('lead');
    const listbox = form.getByRole('listbox');
    await expectEdge('the suggestions', listbox);
    await search.press('ArrowDown');
    const selected = listbox.locator('[aria-selected="true"]');
    await selected.waitFor();
    await expect(selected.evaluate((el) => getComputedStyle(el).backgroundColor)).resolves.toBe(
      await systemColour(page, 'Highlight'),
    );
    await search.press('Escape');

    await banner(page).getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Main menu' });
    await menu.waitFor();
    await expectEdge('the slide-in menu', menu);
    await expectEdge('the menu’s close button', menu.getByRole('button', { name: 'Close menu' }));
    await page.context().close();
  });

  it('the user menu and the cart flyouts; a secondary button', async () => {
    const page = await newPage('/?hideIntromercial=true');
    await banner(page).waitFor();
    await signInThroughApi(page, demoAccounts.subscriber.emailAddress, demoAccounts.subscriber.password);
    await banner(page).getByRole('button', { name: /^Hi, / }).click();
    const logOut = banner(page).getByRole('button', { name: 'Log Out' });
    await logOut.waitFor();
    await expectEdge('the user menu', logOut.locator('xpath=ancestor::*[@role="region"][1]'));
    await expectFocusRing(page, 'Log Out', logOut);
    await page.keyboard.press('Escape');
    await banner(page).getByRole('button', { name: /Cart/ }).click();
    const cart = page.getByRole('region', { name: 'Cart' });
    await cart.getByRole('listitem').first().waitFor();
    await expectEdge('the cart', cart);
    await expectEdge('View Cart', cart.getByRole('link', { name: 'View Cart' }));
    await page.keyboard.press('Escape');

    // A secondary button: the passkey offer's 'Not now'.
    await page.evaluate(() => window.Masthead?.openAccountDialog({ view: 'passkey-offer' }));
    const offer = page.getByRole('dialog', { name: 'Sign in faster next time with a passkey' });
    await expectEdge('the secondary button', offer.getByRole('button', { name: 'Not now' }));
    await page.context().close();
  });

  it('the account dialog: its panel, fields, buttons, checkbox and focus rings; a disabled button in GrayText', async () => {
    const page = await newPage('/?hideIntromercial=true');
    await banner(page).getByRole('button', { name: 'Sign In', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign In', exact: true });
    const email = dialog.getByLabel('Email');
    await email.waitFor();
    await expectEdge('the dialog', dialog);
    await expectEdge('the Email field', email);
    await expectEdge('the Password field', dialog.getByLabel('Password', { exact: true }));
    await expectFocusRing(page, 'the Email field', email);
    await expectFocusRing(page, 'the close button', dialog.getByRole('button', { name: /Close/ }));

    const submit = dialog.getByRole('button', { name: 'Sign In', exact: true });
    await expectEdge('the Sign In button', submit);
    await expect(submit.isDisabled(), 'the precondition: an empty form cannot be sent').resolves.toBe(true);
    await expect(submit.evaluate((el) => getComputedStyle(el).color)).resolves.toBe(
      await systemColour(page, 'GrayText'),
    );
    await email.fill(demoAccounts.subscriber.emailAddress);
    await dialog.getByLabel('Password', { exact: true }).fill('typed');
    await expect.poll(() => submit.isDisabled()).toBe(false);
    await expect(submit.evaluate((el) => getComputedStyle(el).color)).resolves.not.toBe(
      await systemColour(page, 'GrayText'),
    );
    await expectFocusRing(page, 'the Sign In button', submit);

    await dialog.getByRole('button', { name: 'Create an account' }).click();
    const register = page.getByRole('dialog', { name: 'Create an account' });
    const checkbox = register.getByRole('checkbox');
    await checkbox.waitFor();
    await expect(
      checkbox.evaluate((el) => {
        const style = getComputedStyle(el);
        return `${style.appearance} ${style.forcedColorAdjust}`;
      }),
      'the checkbox stays the system’s own',
    ).resolves.toBe('auto auto');
    await expectFocusRing(page, 'the checkbox', checkbox);
    await page.context().close();
  });

  it('the checkout dialog: its panel, fields and buttons', async () => {
    const page = await newPage('/subscriptions');
    await page.getByRole('button', { name: 'Subscribe to Digital' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in or register' });
    await dialog.getByRole('button', { name: 'On to checkout' }).waitFor();
    await expectEdge('the checkout dialog', dialog);
    await expectEdge('On to checkout', dialog.getByRole('button', { name: 'On to checkout' }));
    for (const field of await dialog.getByRole('textbox').all()) await expectEdge('a checkout field', field);
    await page.context().close();
  });
});
