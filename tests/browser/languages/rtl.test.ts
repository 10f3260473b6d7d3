/**
 * Right to left: the demo's article page as an Arabic edition sends it (`<html lang="ar"
 * dir="rtl">` before any script runs), at a phone (390, touch), a tablet (768) and a laptop
 * (1280). The loader gives each widget the direction of its language; every widget and both
 * overlays are then the mirror of their left-to-right selves:
 *
 * - the header's bar: the Menu button and the logo on the right, the controls on the left, the
 *   last one within 24 px of the container's left edge; no control overlaps the next; Tab goes
 *   across the bar from right to left;
 * - the quick menu's scroll buttons: More on the left, its chevron turned to point left; the
 *   non-directional icons (search, cart, user) as they are;
 * - the slide-in menu enters from the right;
 * - signed in, the user menu's and the cart's flyouts open under their buttons towards the page's
 *   middle (floating-ui's 'bottom-end' is logical: the button's left edge, right to left), their
 *   links' text at the right;
 * - the account dialog: its close button on the left of its title, the title and the fields'
 *   labels at the right, the password's Show button at the field's left end;
 * - nothing clipped, no target too small (polish.ts), no page scrolling sideways; a screenshot
 *   of the page and of the dialog at each size, compared with the accepted ones (29-rtl-…,
 *   30-rtl-…; screenshot-compare.ts).
 *
 * The widgets' words are whatever their catalogues have in Arabic (English where a package has
 * none yet): the checks find elements by role and structure, not by their words, and measure
 * geometry only.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { demoAccounts } from '@masthead/api/contract';
import { findProblems, settle, shoot } from '../polish.ts';
import { signInThroughApi } from '../reference-api.ts';
import { dialogCodeIn, launchBrowserForRoutedPages } from '../support.ts';
import { footerMounted } from '../lazy-footer.ts';

const origin = inject('demoOrigin');
const article = `${origin}/?hideIntromercial=true`;

interface Size {
  name: string;
  width: number;
  height: number;
  touch: boolean;
}
const sizes: Size[] = [
  { name: 'phone-390', width: 390, height: 844, touch: true },
  { name: 'tablet-768', width: 768, height: 1024, touch: false },
  { name: 'laptop-1280', width: 1280, height: 800, touch: false },
];

/** The page is fulfilled by the test (its <html> rewritten), so the routed pages' browser (support.ts). */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowserForRoutedPages();
});
afterAll(async () => {
  await browser?.close();
});

/** The article page with its <html> in Arabic, right to left, as the server sent it otherwise. */
async function openArabic(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.route(article, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    expect(html, 'the page starts with <html lang="en">').toContain('<html lang="en">');
    await route.fulfill({ response, body: html.replace('<html lang="en">', '<html lang="ar" dir="rtl">') });
  });
  await page.goto(article);
  await page.locator('masthead-header header[data-state]').waitFor();
  await footerMounted(page);
  await page.locator('masthead-header-ad a').first().waitFor();
  await page.locator('masthead-partner-ads a').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
  return page;
}

/** Sideways overflow of the page: 0 when nothing scrolls sideways. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** The header's bar row: its box, content edges, and each control shown in it in DOM order (the skip link aside: an overlay over the Menu button). */
const headerRow = (page: Page) =>
  page.evaluate(() => {
    const box = (el: Element) => {
      const { left, right, top, bottom } = el.getBoundingClientRect();
      return { left, right, top, bottom };
    };
    const logo = document.querySelector('masthead-header header a[href="/"]');
    const row = logo?.parentElement;
    if (!logo || !row) throw new Error('no header row');
    const style = getComputedStyle(row);
    const controls = [...row.querySelectorAll('a[href], button, input')]
      .filter((el) => !el.matches('a[href^="#"]'))
      .filter((el) => {
        const rect = el.getBoundingClientRect();
        return rect.width > 1 && rect.height > 1 && getComputedStyle(el).visibility !== 'hidden';
      })
      .map((el) => ({
        name: el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.localName,
        ...box(el),
      }));
    return {
      direction: getComputedStyle(row).direction,
      contentLeft: row.getBoundingClientRect().left + parseFloat(style.paddingLeft),
      contentRight: row.getBoundingClientRect().right - parseFloat(style.paddingRight),
      logo: box(logo),
      logoIndex: controls.findIndex((control) => control.left === box(logo).left),
      controls,
    };
  });

for (const size of sizes) {
  describe(`right to left, at ${size.name}`, () => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      context = await browser.newContext({
        viewport: { width: size.width, height: size.height },
        hasTouch: size.touch,
        isMobile: size.touch,
        reducedMotion: 'reduce',
      });
      page = await openArabic(context);
    });
    afterAll(async () => {
      await context?.close();
    });

    it('gives every widget the direction of Arabic, from its language', async () => {
      const widgets = await page.evaluate(() =>
        ['masthead-header', 'masthead-header-ad', 'masthead-partner-ads', 'masthead-footer'].map((tag) => {
          const element = document.querySelector(tag);
          const container = element?.querySelector('[dir]');
          const inside = element?.querySelector('[class*="mh-"]');
          return {
            tag,
            lang: container?.getAttribute('lang'),
            dir: container?.getAttribute('dir'),
            direction: inside ? getComputedStyle(inside).direction : undefined,
          };
        }),
      );
      expect(widgets).toEqual(widgets.map(({ tag }) => ({ tag, lang: 'ar', dir: 'rtl', direction: 'rtl' })));
    });

    it('mirrors the header: Menu and the logo on the right, the controls on the left, none over another', async () => {
      const row = await headerRow(page);
      expect(row.direction).toBe('rtl');
      const [menu] = row.controls;
      expect(menu, 'the Menu button').toBeDefined();
      if (!menu) return;
      // The Menu button first, its icon on the container's right edge (its hover box in the gutter).
      expect(
        Math.abs(menu.right - (row.contentRight + 10)),
        'Menu reaches 10 px into the gutter',
      ).toBeLessThanOrEqual(1);
      expect(row.logoIndex, 'the logo second').toBe(1);
      expect(row.logo.right, 'the logo left of Menu').toBeLessThanOrEqual(menu.left + 1);
      // Each control left of the one before it: the logo's right-hand neighbours come first.
      const overlaps = row.controls
        .slice(1)
        .map((control, index) => ({ control, before: row.controls[index] as Box & { name: string } }))
        .filter(({ control, before }) => control.right > before.left + 1)
        .map(({ control, before }) => `'${control.name}' is not left of '${before.name}'`);
      expect(overlaps).toEqual([]);
      expect(row.controls.length, 'controls after the logo').toBeGreaterThan(2);
      const last = row.controls.at(-1);
      const room = (last?.left ?? 0) - row.contentLeft;
      expect(room, 'space before the header’s last control').toBeLessThanOrEqual(24);
      expect(room, 'the header’s last control within its container').toBeGreaterThanOrEqual(-1);
    });

    it('moves the focus across the bar from right to left with Tab', async () => {
      await page.evaluate(() => {
        (document.activeElement as HTMLElement | null)?.blur();
        window.scrollTo(0, 0);
      });
      const visited: { name: string; left: number; right: number }[] = [];
      let entered = false;
      for (let presses = 0; presses < 20; presses += 1) {
        await page.keyboard.press('Tab');
        const focused = await page.evaluate(() => {
          const el = document.activeElement;
          const row = document.querySelector('masthead-header header a[href="/"]')?.parentElement;
          if (!el || !row?.contains(el) || el.matches('a[href^="#"]')) return null;
          const { left, right } = el.getBoundingClientRect();
          return {
            name: el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.localName,
            left,
            right,
          };
        });
        if (focused) {
          entered = true;
          visited.push(focused);
        } else if (entered) break;
      }
      const row = await headerRow(page);
      expect(visited.map((control) => control.name)).toEqual(row.controls.map((control) => control.name));
      const backwards = visited
        .slice(1)
        .filter((control, index) => control.right > (visited[index]?.left ?? 0) + 1)
        .map((control) => control.name);
      expect(backwards, 'controls the focus reached going right').toEqual([]);
    });

    it('turns the quick menu round: More on the left, its chevron pointing left; other icons as they are', async () => {
      const state = await page.evaluate(() => {
        const nav = document.querySelector('masthead-header nav:has(> button[data-scroll])');
        const more = nav?.querySelector('button[data-scroll="end"]');
        const transform = (el: Element | null | undefined) => (el ? getComputedStyle(el).transform : null);
        const icons = [...document.querySelectorAll('masthead-header header svg')].filter(
          (svg) => !svg.closest('button[data-scroll]') && svg.getBoundingClientRect().width > 0,
        );
        return {
          navLeft: nav?.getBoundingClientRect().left ?? NaN,
          more: more && getComputedStyle(more).display !== 'none' ? more.getBoundingClientRect().left : null,
          moreIcon: transform(more?.querySelector('svg')),
          otherIcons: icons.map((svg) => transform(svg)),
        };
      });
      // Every shown icon but the chevrons (search, cart, user, menu, the logo) stays as drawn.
      expect(state.otherIcons.length).toBeGreaterThan(0);
      expect(new Set(state.otherIcons)).toEqual(new Set(['none']));
      if (size.width >= 768 && state.more === null) return; // the row has room for its links
      expect(state.more, 'the row is cut at its end: More shows').not.toBeNull();
      expect(Math.abs((state.more ?? 0) - state.navLeft), 'More on the left').toBeLessThanOrEqual(1);
      expect(state.moreIcon, 'the chevron points left').toBe('matrix(-1, 0, 0, 1, 0, 0)');
      // More scrolls the row towards its end, to the left; Previous comes on the right, its chevron pointing right.
      await page.locator('masthead-header button[data-scroll="end"]').click();
      await expect
        .poll(() =>
          page.evaluate(() => {
            const back = document.querySelector('masthead-header button[data-scroll="start"]');
            return back && getComputedStyle(back).display !== 'none';
          }),
        )
        .toBe(true);
      const back = await page.evaluate(() => {
        const nav = document.querySelector('masthead-header nav:has(> button[data-scroll])');
        const button = nav?.querySelector('button[data-scroll="start"]');
        const row = nav?.querySelector('button + div');
        return {
          right: button?.getBoundingClientRect().right,
          navRight: nav?.getBoundingClientRect().right,
          icon: button?.querySelector('svg')
            ? getComputedStyle(button.querySelector('svg') as Element).transform
            : null,
          scrolled: row?.scrollLeft ?? 0,
        };
      });
      expect(back.scrolled, 'the row scrolled to the left (a negative offset)').toBeLessThan(0);
      expect(Math.abs((back.right ?? 0) - (back.navRight ?? 0)), 'Previous on the right').toBeLessThanOrEqual(
        1,
      );
      expect(back.icon, 'its chevron points right, as drawn').toBe('none');
      await page.evaluate(() => {
        const row = document.querySelector('masthead-header nav:has(> button[data-scroll]) button + div');
        row?.scrollTo({ left: 0 });
      });
    });

    it('leaves nothing clipped, nothing too small and nothing scrolling sideways (screenshot)', async () => {
      await page.evaluate(() => {
        (document.activeElement as HTMLElement | null)?.blur();
        window.scrollTo(0, 0);
      });
      expect(await sidewaysOverflow(page), 'the page scrolls sideways').toBeLessThanOrEqual(0);
      await shoot(page, size, '29-rtl-article-page');
      expect(await findProblems(page, size.touch)).toEqual([]);
    });

    it('slides the menu in from the right', async () => {
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      const menuButton = page.locator('masthead-header header button[aria-controls]').first();
      const panelId = await menuButton.getAttribute('aria-controls');
      // The panel's left edge in each frame, from the press until it has stood still.
      await page.evaluate((id) => {
        const samples: number[] = [];
        (window as Window & { panelSamples?: number[] }).panelSamples = samples;
        const sample = () => {
          // The dialog, in the element the button controls.
          const panel = document.getElementById(id ?? '')?.querySelector('[role="dialog"]');
          if (panel) samples.push(panel.getBoundingClientRect().left);
          if (samples.length < 40) requestAnimationFrame(sample);
        };
        requestAnimationFrame(sample);
      }, panelId);
      await menuButton.click();
      const panel = page.locator(`[id="${panelId}"] [role="dialog"]`);
      await expect.poll(() => panel.getAttribute('aria-modal')).toBe('true');
      await expect
        .poll(() =>
          page.evaluate(() => (window as Window & { panelSamples?: number[] }).panelSamples?.length),
        )
        .toBe(40);
      const samples =
        (await page.evaluate(() => (window as Window & { panelSamples?: number[] }).panelSamples)) ?? [];
      const box = await panel.boundingBox();
      expect(box).not.toBeNull();
      if (!box) return;
      expect(
        Math.abs(box.x + box.width - size.width),
        'the panel stands against the right edge',
      ).toBeLessThanOrEqual(1);
      const first = samples[0] ?? box.x;
      expect(first - box.x, 'it starts further right than it ends').toBeGreaterThan(box.width / 4);
      const leftwards = samples.slice(1).filter((left, index) => left > (samples[index] ?? 0) + 0.5);
      expect(leftwards, 'frames where it moved right').toEqual([]);
      expect(await sidewaysOverflow(page), 'the page scrolls sideways').toBeLessThanOrEqual(0);
      // Its close button on its left, at the end of its head row.
      const close = await panel.locator('button').first().boundingBox();
      expect(close && close.x - box.x).toBeLessThanOrEqual(24);
      await page.keyboard.press('Escape');
      await expect.poll(() => panel.getAttribute('aria-modal')).toBe('false');
      // Gone from the page, its placeholder in the bar with it, before the next shot.
      await panel.waitFor({ state: 'detached' });
      await page.emulateMedia({ reducedMotion: 'reduce' });
    });

    it('mirrors the account dialog: close on the left of the title, title and labels on the right', async () => {
      await page.evaluate(() => window.Masthead?.openAccountDialog());
      // The dialog's own render, not the first view shown while its code and words come.
      await dialogCodeIn(page);
      const dialog = page.locator('[role="dialog"][aria-modal="true"]');
      await dialog.locator('input[type="email"]').waitFor();
      await dialog.locator('input[type="password"]').waitFor();
      const geometry = await dialog.evaluate((panel) => {
        const box = (el: Element | Range | null | undefined) => {
          const rect = el?.getBoundingClientRect();
          return rect ? { left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom } : null;
        };
        const textBox = (el: Element | null | undefined) => {
          if (!el) return null;
          const range = document.createRange();
          range.selectNodeContents(el);
          return box(range);
        };
        const style = getComputedStyle(panel);
        const title = document.getElementById(panel.getAttribute('aria-labelledby') ?? '');
        const labels = [...panel.querySelectorAll('label')]
          .filter((label) => label.control instanceof HTMLInputElement && label.control.type !== 'checkbox')
          .map((label) => ({
            text: label.textContent?.trim(),
            label: textBox(label),
            control: box(label.control),
          }));
        const password = panel.querySelector('input[type="password"]');
        return {
          direction: style.direction,
          panel: box(panel),
          contentRight: panel.getBoundingClientRect().right - parseFloat(style.paddingRight),
          close: box(panel.querySelector('button')),
          title: textBox(title),
          labels,
          password: box(password),
          show: box(password?.parentElement?.querySelector('button')),
        };
      });
      expect(geometry.direction).toBe('rtl');
      const { panel, close, title, password, show } = geometry;
      if (!panel || !close || !title || !password || !show)
        throw new Error('a part of the dialog is missing');
      expect(
        Math.abs(close.left - panel.left - 8),
        'the close button 8 px from the left edge',
      ).toBeLessThanOrEqual(1);
      expect(close.right, 'the close button left of the title').toBeLessThanOrEqual(title.left);
      expect(Math.abs(title.right - geometry.contentRight), 'the title on the right').toBeLessThanOrEqual(1);
      expect(geometry.labels.length).toBeGreaterThanOrEqual(2);
      for (const { text, label, control } of geometry.labels) {
        if (!label || !control) throw new Error(`no box for '${text}'`);
        expect(Math.abs(label.right - control.right), `'${text}' on its field's right`).toBeLessThanOrEqual(
          1,
        );
      }
      expect(Math.abs(show.left - password.left), 'Show at the password’s left end').toBeLessThanOrEqual(1);
      expect(await sidewaysOverflow(page), 'the page scrolls sideways').toBeLessThanOrEqual(0);
      await shoot(page, size, '30-rtl-account-sign-in');
      expect(await findProblems(page, size.touch)).toEqual([]);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    });

    it('opens the user menu and the cart under their buttons, towards the middle, text at the right', async () => {
      await signInThroughApi(page, demoAccounts.subscriber.emailAddress, demoAccounts.subscriber.password);
      const flyoutButtons = page.locator('masthead-header header button[aria-controls]:not([data-scroll])');
      // Menu, the user menu, the cart.
      await expect.poll(() => flyoutButtons.count()).toBe(3);
      for (const index of [1, 2]) {
        const button = flyoutButtons.nth(index);
        await button.click();
        await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
        const id = (await button.getAttribute('aria-controls')) ?? '';
        await page.waitForFunction(
          // Loaded: the cart's items are links, as are the user menu's entries.
          (wrapper) => document.getElementById(wrapper)?.querySelector('[class*="mh-flyout-"] a[href]'),
          id,
        );
        await settle(page);
        const geometry = await page.evaluate(
          ([wrapper, at]) => {
            const anchor = document.querySelectorAll(
              'masthead-header header button[aria-controls]:not([data-scroll])',
            )[Number(at)];
            const flyout = document.getElementById(wrapper)?.querySelector('[class*="mh-flyout-"]');
            const link = flyout?.querySelector('a[href]');
            const range = document.createRange();
            if (link) range.selectNodeContents(link);
            const box = (rect: DOMRect | undefined) =>
              rect && { left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom };
            return {
              anchor: box(anchor?.getBoundingClientRect()),
              flyout: box(flyout?.getBoundingClientRect()),
              link: box(link?.getBoundingClientRect()),
              linkText: link ? box(range.getBoundingClientRect()) : undefined,
              linkPadding: link ? parseFloat(getComputedStyle(link).paddingRight) : 0,
            };
          },
          [id, String(index)] as const,
        );
        const { anchor, flyout, link, linkText } = geometry;
        if (!anchor || !flyout) throw new Error(`no flyout for button ${index}`);
        expect(flyout.top, 'under its button').toBeGreaterThanOrEqual(anchor.bottom);
        // Against the button's left edge, unless that is closer than 8 px to the screen's.
        expect(
          Math.abs(flyout.left - Math.max(anchor.left, 8)),
          'from its button’s left edge',
        ).toBeLessThanOrEqual(1);
        expect(flyout.right, 'inside the screen').toBeLessThanOrEqual(size.width - 8 + 1);
        if (link && linkText) {
          expect(
            Math.abs(linkText.right - (link.right - geometry.linkPadding)),
            'a link’s text at the right',
          ).toBeLessThanOrEqual(1);
        }
        expect(await sidewaysOverflow(page), 'the page scrolls sideways').toBeLessThanOrEqual(0);
        expect(await findProblems(page, size.touch)).toEqual([]);
        await page.keyboard.press('Escape');
        await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
      }
    });
  });
}
