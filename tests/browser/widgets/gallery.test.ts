import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { widgets } from '../../../module-federation.config.ts';
import { attributes as footerAttributes } from '../../../packages/footer/src/attributes.ts';
import { axeViolations, launchBrowser, openPage } from '../support.ts';

const gallery = `${inject('demoOrigin')}/widgets`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const snippet = (page: Page) => page.locator('[data-snippet]');
const footerPreview = (page: Page) => page.locator('[data-stage] masthead-footer');

/** The gallery on the footer, once the loader has mounted the live footer. */
async function openGallery(hash = '') {
  const watched = await openPage(browser, `${gallery}${hash}`);
  await watched.page.getByRole('group', { name: 'Widget' }).waitFor();
  return watched;
}

describe('the widget gallery', () => {
  it('offers every custom element, and the attributes each widget exports as its controls', async () => {
    const { page, errors } = await openGallery();
    const choices = page.getByRole('group', { name: 'Widget' }).getByRole('radio');
    // Every widget, in the order a page shows them: the header first, the footer last.
    const listed = await choices.evaluateAll((radios) => radios.map((r) => (r as HTMLInputElement).value));
    expect([...listed].sort()).toEqual(Object.keys(widgets).sort());
    expect(listed[0]).toBe('masthead-header');
    expect(listed.at(-1)).toBe('masthead-footer');
    await expect(page.getByRole('radio', { name: '<masthead-footer>' }).isChecked()).resolves.toBe(true);
    const fields = page.getByRole('group', { name: 'Attributes of <masthead-footer>' });
    for (const name of Object.keys(footerAttributes)) await fields.getByLabel(name).waitFor();
    await expect(page.getByRole('spinbutton', { name: 'heading-level' }).getAttribute('max')).resolves.toBe(
      '6',
    );
    await footerPreview(page).getByRole('heading', { level: 2, name: 'About us' }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('previews a widget in a chosen language and writes its lang into every snippet', async () => {
    const { page } = await openGallery();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
    await page
      .locator('[data-stage] masthead-footer [data-masthead-mounted][lang="de"]')
      .waitFor({ state: 'attached' });
    await footerPreview(page).getByRole('link', { name: 'Nach oben' }).waitFor({ state: 'attached' });
    await expect(snippet(page).textContent()).resolves.toBe('<masthead-footer lang="de"></masthead-footer>');
    await expect(page.locator('[data-sanitised-snippet]').textContent()).resolves.toBe(
      '<div data-masthead-widget="footer" lang="de"></div>',
    );
    await expect(page.locator('[data-link-snippet]').textContent()).resolves.toBe(
      '<a name="masthead-footer" lang="de" href="/subscriber-help">Help Center</a>',
    );
    await page.context().close();
  });

  it('changes the live footer and the snippet with each control', async () => {
    const { page } = await openGallery();
    await page.getByRole('spinbutton', { name: 'heading-level' }).fill('3');
    await footerPreview(page).getByRole('heading', { level: 3, name: 'About us' }).waitFor();
    await expect(snippet(page).textContent()).resolves.toBe(
      '<masthead-footer heading-level="3"></masthead-footer>',
    );

    await footerPreview(page).getByRole('heading', { name: 'Follow us' }).waitFor();
    await page.getByRole('checkbox', { name: 'hide-social' }).check();
    await footerPreview(page).getByRole('heading', { name: 'Follow us' }).waitFor({ state: 'detached' });
    await expect(snippet(page).textContent()).resolves.toBe(
      '<masthead-footer heading-level="3" hide-social></masthead-footer>',
    );
    // The form that survives sanitisers, with the same attributes.
    await expect(page.locator('[data-sanitised-snippet]').textContent()).resolves.toBe(
      '<div data-masthead-widget="footer" data-heading-level="3" data-hide-social="true"></div>',
    );
    // And the form for content that keeps only links: pasted into a page, it mounts as chosen.
    const link = await page.locator('[data-link-snippet]').textContent();
    expect(link).toBe(
      '<a name="masthead-footer heading-level=3 hide-social" href="/subscriber-help">Help Center</a>',
    );
    await page.evaluate((html) => {
      const pasted = document.createElement('div');
      pasted.id = 'pasted';
      pasted.innerHTML = html;
      document.body.append(pasted);
    }, link ?? '');
    const pasted = page.locator('#pasted [data-masthead-widget="footer"] [data-masthead-mounted]');
    await pasted.getByRole('heading', { level: 3, name: 'About us' }).waitFor();
    await expect(pasted.getByRole('heading', { name: 'Follow us' }).count()).resolves.toBe(0);
    await page.context().close();
  });

  it('lets an editor try the dark theme on the live widget, with the CSS to paste', async () => {
    const { page } = await openGallery();
    const footerBackground = () =>
      footerPreview(page)
        .locator('footer')
        .evaluate((footer) => getComputedStyle(footer).backgroundColor);
    const before = await footerBackground();
    await page.getByRole('radio', { name: 'Dark' }).check();
    await expect.poll(footerBackground).not.toBe(before);
    await expect(page.locator('[data-theme-snippet]').textContent()).resolves.toContain(
      '--mh-color-surface: #1d1d1f;',
    );
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('radio', { name: 'Default' }).check();
    await expect.poll(footerBackground).toBe(before);
    await expect(page.locator('[data-theme-css]').isVisible()).resolves.toBe(false);
    await page.context().close();
  });

  it("shows the loader's message for an invalid value, and the widget keeps its default", async () => {
    const { page, errors } = await openGallery();
    const level = page.getByRole('spinbutton', { name: 'heading-level' });
    await level.fill('9');
    const message = 'heading-level must be a number from 1 to 6, not "9"';
    await page.getByText(`The loader says: ${message}; the widget uses the default.`).waitFor();
    await expect(level.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(level.evaluate((el) => el.getAttribute('aria-describedby'))).resolves.toMatch(/-error/);
    await page.getByRole('status').filter({ hasText: message }).waitFor({ state: 'attached' });
    await footerPreview(page).getByRole('heading', { level: 2, name: 'About us' }).waitFor();
    await expect(snippet(page).textContent()).resolves.toBe(
      '<masthead-footer heading-level="9"></masthead-footer>',
    );
    // The very sentence the loader writes on the console.
    expect(errors).toContain(`[masthead] <masthead-footer>: ${message}; it is ignored`);
    expect(await axeViolations(page)).toEqual([]);

    await level.fill('4');
    await footerPreview(page).getByRole('heading', { level: 4, name: 'About us' }).waitFor();
    await expect(page.getByText('The loader says:').count()).resolves.toBe(0);
    await expect(level.getAttribute('aria-invalid')).resolves.toBe('false');
    await page.context().close();
  });

  it('is used with the keyboard alone: widget, attribute, copy', async () => {
    const { page } = await openGallery();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(gallery).origin,
    });
    await page.getByRole('radio', { name: '<masthead-footer>' }).focus();
    // Arrow keys move between radios, listed as a page shows them: footer → interstitial →
    // partner ads → header ad → header.
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('radio', { name: '<masthead-header>' }).isChecked()).resolves.toBe(true);
    // The preview's language first, then the widget's attributes.
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('gallery-language');
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('attr-hide-search');
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('attr-state');
    await page.getByRole('combobox', { name: 'state' }).selectOption('sticky');
    const expected = '<masthead-header hide-search state="sticky"></masthead-header>';
    await expect(snippet(page).textContent()).resolves.toBe(expected);
    const header = page.locator('[data-stage] masthead-header');
    await expect(header.getAttribute('state')).resolves.toBe('sticky');
    await header.getByRole('link', { name: 'Masthead home' }).waitFor();
    await expect(header.getByRole('search').count()).resolves.toBe(0);
    expect(page.url()).toMatch(/#masthead-header$/);

    await page.getByRole('button', { name: 'Copy snippet' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Copied to the clipboard.' }).waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(expected);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('shows the interstitial itself, over the page, and keeps the header preview in its box as the page scrolls', async () => {
    const { page } = await openGallery('#masthead-interstitial');
    const ad = page.getByRole('dialog', { name: 'Advertisement' });
    await ad.getByRole('link').waitFor();
    // No empty preview box is left behind it.
    const stage = await page.locator('[data-stage]').boundingBox();
    expect(stage?.height ?? 99).toBeLessThan(8);
    await ad.getByRole('button', { name: 'Close advertisement' }).click();
    await ad.waitFor({ state: 'hidden' });

    await page.getByRole('radio', { name: '<masthead-header>' }).check();
    const header = page.locator('[data-stage] masthead-header');
    await header.getByRole('link', { name: 'Masthead home' }).waitFor();
    await page.evaluate(() => {
      document.body.style.minHeight = '4000px';
      window.scrollTo(0, 2000);
    });
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const [bar, box] = await Promise.all([
      header.locator('header').boundingBox(),
      page.locator('[data-stage]').boundingBox(),
    ]);
    if (!bar || !box) throw new Error('no header or no stage');
    expect(bar.y).toBeGreaterThanOrEqual(box.y);
    expect(bar.y + bar.height).toBeLessThanOrEqual(box.y + box.height);
    await page.context().close();
  });

  it('opens on the widget its address names, ads on the demo provider', async () => {
    const { page } = await openGallery('#masthead-partner-ads');
    await expect(page.getByRole('radio', { name: '<masthead-partner-ads>' }).isChecked()).resolves.toBe(true);
    await expect(page.getByRole('combobox', { name: 'provider' }).inputValue()).resolves.toBe('demo');
    await expect(snippet(page).textContent()).resolves.toBe(
      '<masthead-partner-ads provider="demo"></masthead-partner-ads>',
    );
    await page.locator('[data-stage] masthead-partner-ads aside').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
