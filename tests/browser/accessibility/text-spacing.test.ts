/**
 * Text spacing (WCAG 1.4.12): with the reader's own spacing, the overrides of the WCAG test
 * (line height 1.5, 2em after paragraphs, letters 0.12em and words 0.16em apart) set with
 * `!important` on every element, the header, the footer and the sign-in view of both dialogs
 * lose nothing: no text cut off or over another, no control pushed off screen
 * (layout-faults.ts), at a laptop's and a phone's width.
 *
 * The overrides come as a user style sheet, the cascade's place for a reader's own styles,
 * whose `!important` wins over any page's. Chromium has no setting for one; an extension's
 * `chrome.scripting.insertCSS` with `origin: 'USER'` adds one, as a reader's extension would,
 * so the test loads a small one of its own. A bookmarklet injects an author style sheet
 * instead, which the widgets' isolation (every declaration `!important` in a cascade layer)
 * outranks: docs/accessibility.md says so under 1.4.12.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page, type Worker } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { layoutFaults, type LayoutScope } from '../layout-faults.ts';
import { chromiumPath, launchArgs } from '../support.ts';
import { footerMounted } from '../lazy-footer.ts';

const origin = inject('demoOrigin');

/** The overrides of WCAG's Understanding 1.4.12, as the usual bookmarklets write them. */
const spacing = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }`;

const extension = mkdtempSync(join(tmpdir(), 'masthead-text-spacing-'));
writeFileSync(
  join(extension, 'manifest.json'),
  JSON.stringify({
    manifest_version: 3,
    name: 'Reader text spacing',
    version: '1.0',
    permissions: ['scripting'],
    host_permissions: ['<all_urls>'],
    background: { service_worker: 'worker.js' },
  }),
);
writeFileSync(join(extension, 'worker.js'), '// Driven by the test through chrome.scripting.\n');

let context: BrowserContext;
let worker: Worker;
beforeAll(async () => {
  context = await chromium.launchPersistentContext('', {
    executablePath: chromiumPath,
    args: [...launchArgs, `--disable-extensions-except=${extension}`, `--load-extension=${extension}`],
    reducedMotion: 'reduce',
  });
  worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
});
afterAll(async () => {
  await context?.close();
  rmSync(extension, { recursive: true, force: true });
});

/** The spacing as the reader's user style sheet, in every open tab (until it navigates). */
async function applySpacing() {
  await worker.evaluate(async (css) => {
    const { chrome } = globalThis as unknown as {
      chrome: {
        tabs: { query(query: object): Promise<{ id?: number }[]> };
        scripting: { insertCSS(injection: object): Promise<void> };
      };
    };
    for (const tab of await chrome.tabs.query({ url: ['http://*/*', 'https://*/*'] }))
      if (tab.id !== undefined)
        await chrome.scripting.insertCSS({ target: { tabId: tab.id }, origin: 'USER', css });
  }, spacing);
}

/** The spacing of the first element matching `selector`, in its own font size's em. */
const spacingOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const style = getComputedStyle(el);
      const size = parseFloat(style.fontSize);
      const em = (value: string) => Math.round((parseFloat(value) / size) * 100) / 100;
      return {
        lineHeight: em(style.lineHeight),
        letters: em(style.letterSpacing),
        words: em(style.wordSpacing),
      };
    });

const applied = { lineHeight: 1.5, letters: 0.12, words: 0.16 };

const frames = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

const banner = (page: Page) => page.getByRole('banner', { name: 'Site header' });
const header: LayoutScope = { scope: 'masthead-header', sideways: 'nav[aria-label="Quick menu"] div' };
const openDialog: LayoutScope = { scope: '[role="dialog"][aria-modal="true"]' };

describe.each([
  { name: 'a laptop', width: 1280, height: 800 },
  { name: 'a phone', width: 390, height: 844 },
])('with the reader’s text spacing, at $width px ($name)', (viewport) => {
  let page: Page;
  beforeAll(async () => {
    page = await context.newPage();
    await page.setViewportSize(viewport);
  });
  afterAll(async () => {
    await page?.close();
  });

  it('the header and the footer: the spacing reaches them, and nothing is cut or overlaps', async () => {
    await page.goto(`${origin}/?hideIntromercial=true`);
    await page.locator('masthead-header [data-masthead-mounted] header').waitFor();
    await footerMounted(page);
    await applySpacing();
    await frames(page);
    // The precondition: the reader's spacing is what the widgets are drawn with.
    for (const selector of [
      'masthead-header header a',
      'masthead-footer footer a',
      'masthead-footer footer p',
    ])
      await expect(spacingOf(page, selector), selector).resolves.toEqual(applied);
    const paragraph = page.locator('masthead-footer footer p').first();
    await expect(
      paragraph.evaluate(
        (el) => parseFloat(getComputedStyle(el).marginBottom) / parseFloat(getComputedStyle(el).fontSize),
      ),
      'space after a paragraph, in em',
    ).resolves.toBe(2);
    expect(await layoutFaults(page, header), 'the header').toEqual([]);
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
    await frames(page);
    expect(await layoutFaults(page, { scope: 'masthead-footer' }), 'the footer').toEqual([]);
  });

  it('the account dialog’s sign-in view', async () => {
    await page.evaluate(() => scrollTo(0, 0));
    await banner(page).getByRole('button', { name: 'Sign In', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign In', exact: true });
    await dialog.getByLabel('Email').waitFor();
    await frames(page);
    await expect(spacingOf(page, '[role="dialog"] label')).resolves.toEqual(applied);
    expect(await layoutFaults(page, openDialog)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('the checkout dialog’s sign-in view', async () => {
    await page.goto(`${origin}/subscriptions`);
    await page.getByRole('button', { name: 'Subscribe to Digital' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in or register' });
    await dialog.getByRole('button', { name: 'On to checkout' }).waitFor();
    await applySpacing();
    await frames(page);
    await expect(spacingOf(page, '[role="dialog"] label')).resolves.toEqual(applied);
    expect(await layoutFaults(page, openDialog)).toEqual([]);
  });
});
