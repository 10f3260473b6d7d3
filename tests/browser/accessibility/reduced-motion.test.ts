/**
 * With `prefers-reduced-motion: reduce`, nothing of ours moves: every widget that opens or
 * closes (the slide-in menu, the user menu and the cart flyouts, the account and checkout
 * dialogs, the header search's suggestions, the interstitial ad) does so at once. Measured, not
 * read from the stylesheets: right after each open and each close, every running animation of
 * the page (`document.getAnimations()`: CSS transitions, CSS animations and script-made ones,
 * inline styles included) whose target is one of our elements (a class starting `mh-`), and the
 * computed `transition-duration` and `animation-duration` of every such element (pseudo-elements
 * included), must be 10 ms or less.
 *
 * Nothing is exempt: the docs promise no fade under reduced motion, so a fade counts as motion
 * here too (the flyouts' opacity fade included).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { demoAccounts } from '@masthead/api/contract';
import { signInThroughApi } from '../reference-api.ts';
import { launchBrowser } from '../support.ts';

const origin = inject('demoOrigin');
const longestMs = 10;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A page of its own context (its own session): a laptop, motion reduced. */
async function newPage(): Promise<Page> {
  const context: BrowserContext = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
  });
  return context.newPage();
}

/** What of ours moves longer than `limit` ms right now: running animations, then declared durations. */
function moving(page: Page): Promise<string[]> {
  return page.evaluate((limit) => {
    const ours = (el: Element | null) => !!el && [...el.classList].some((c) => c.startsWith('mh-'));
    const label = (el: Element, pseudo = '') =>
      `<${el.localName}.${[...el.classList].find((c) => c.startsWith('mh-')) ?? ''}>${pseudo}`;
    const ms = (list: string) =>
      Math.max(
        ...list.split(',').map((value) => {
          const number = parseFloat(value);
          return value.trim().endsWith('ms') ? number : number * 1000;
        }),
      );
    const found: string[] = [];
    for (const animation of document.getAnimations()) {
      const effect = animation.effect as KeyframeEffect | null;
      const target = effect?.target ?? null;
      if (!ours(target) || !effect) continue;
      const { duration, iterations } = effect.getComputedTiming();
      const total = Number(duration) * Number(iterations);
      if (!(total <= limit)) {
        const name =
          (animation as CSSTransition).transitionProperty ?? (animation as CSSAnimation).animationName;
        found.push(`${label(target as Element, effect.pseudoElement ?? '')} runs ${name} for ${total} ms`);
      }
    }
    for (const el of document.querySelectorAll('[class*="mh-"]')) {
      if (!ours(el)) continue;
      for (const pseudo of ['', '::before', '::after']) {
        const style = getComputedStyle(el, pseudo || null);
        if (pseudo && style.content === 'none') continue;
        const transition = ms(style.transitionDuration);
        const animation = style.animationName === 'none' ? 0 : ms(style.animationDuration);
        if (transition > limit) found.push(`${label(el, pseudo)} transitions for ${transition} ms`);
        if (animation > limit) found.push(`${label(el, pseudo)} animates for ${animation} ms`);
      }
    }
    return found;
  }, longestMs);
}

/** Checks right after `act` (an open or a close), and once it has settled: `what` names the moment. */
async function expectStill(page: Page, what: string, act: () => Promise<unknown>) {
  await act();
  expect(await moving(page), `${what}, at once`).toEqual([]);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(await moving(page), `${what}, two frames later`).toEqual([]);
}

const banner = (page: Page) => page.getByRole('banner', { name: 'Site header' });

describe('with prefers-reduced-motion: reduce', () => {
  it('the media query is on (the precondition of every test below)', async () => {
    const page = await newPage();
    await page.goto(`${origin}/?hideIntromercial=true`);
    await expect(page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).resolves.toBe(
      true,
    );
    await page.context().close();
  });

  it('the slide-in menu, the header search, the account dialog: nothing moves', async () => {
    const page = await newPage();
    await page.goto(`${origin}/?hideIntromercial=true`);
    await banner(page).waitFor();
    expect(await moving(page), 'the page at rest').toEqual([]);

    const menu = page.getByRole('dialog', { name: 'Main menu' });
    await expectStill(page, 'the menu opening', async () => {
      await banner(page).getByRole('button', { name: 'Menu' }).click();
      await menu.waitFor();
    });
    await expectStill(page, 'the menu closing', () =>
      menu.getByRole('button', { name: 'Close menu' }).click(),
    );

    const form = banner(page).getByRole('search', { name: 'Site search' });
    await expectStill(page, 'the suggestions opening', async () => {
      await form.getByRole('combobox').fill('lead');
      await form.getByRole('listbox').waitFor();
    });
    await expectStill(page, 'the suggestions closing', () => page.keyboard.press('Escape'));

    const dialog = page.getByRole('dialog', { name: 'Sign In', exact: true });
    await expectStill(page, 'the account dialog opening', async () => {
      await banner(page).getByRole('button', { name: 'Sign In', exact: true }).click();
      await dialog.getByLabel('Email').waitFor();
    });
    await expectStill(page, 'the account dialog closing', () => page.keyboard.press('Escape'));
    await page.context().close();
  });

  it('the user menu and the cart flyouts: nothing fades', async () => {
    const page = await newPage();
    await page.goto(`${origin}/?hideIntromercial=true`);
    await banner(page).waitFor();
    await signInThroughApi(page, demoAccounts.subscriber.emailAddress, demoAccounts.subscriber.password);
    const userMenu = banner(page).getByRole('button', { name: /^Hi, / });
    await expectStill(page, 'the user menu opening', async () => {
      await userMenu.click();
      await banner(page).getByRole('button', { name: 'Log Out' }).waitFor();
    });
    await expectStill(page, 'the user menu closing', () => page.keyboard.press('Escape'));
    await expectStill(page, 'the cart opening', async () => {
      await banner(page).getByRole('button', { name: /Cart/ }).click();
      await page.getByRole('link', { name: 'View Cart' }).waitFor();
    });
    await expectStill(page, 'the cart answered', () =>
      page.getByRole('region', { name: 'Cart' }).getByRole('listitem').first().waitFor(),
    );
    await expectStill(page, 'the cart closing', () => page.keyboard.press('Escape'));
    await page.context().close();
  });

  it('the checkout dialog: nothing moves', async () => {
    const page = await newPage();
    await page.goto(`${origin}/subscriptions`);
    const dialog = page.getByRole('dialog', { name: 'Sign in or register' });
    await expectStill(page, 'the checkout dialog opening', async () => {
      await page.getByRole('button', { name: 'Subscribe to Digital' }).click();
      await dialog.getByRole('button', { name: 'On to checkout' }).waitFor();
    });
    await expectStill(page, 'the checkout dialog closing', () => page.keyboard.press('Escape'));
    await page.context().close();
  });

  it('the interstitial ad: nothing moves', async () => {
    const page = await newPage();
    await page.goto(`${origin}/`);
    const ad = page.getByRole('dialog', { name: 'Advertisement' });
    await expectStill(page, 'the interstitial opening', () => ad.getByRole('link').waitFor());
    await expectStill(page, 'the interstitial closing', () =>
      page.getByRole('button', { name: 'Close advertisement' }).click(),
    );
    await page.context().close();
  });
});
