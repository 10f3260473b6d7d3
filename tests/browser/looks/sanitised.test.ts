/**
 * Content that passes a sanitiser: the placements docs/embedding.md gives for it (ordinary
 * elements and links), through each real sanitiser they are documented to survive with its
 * defaults (DOMPurify, sanitize-html, WordPress's kses for an author), are a CMS page's content
 * on another origin under a strict policy; the built loader mounts every widget from what is
 * left, with no console error. Where the loader cannot start, the links stay links a reader
 * can follow.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { widgets } from '@masthead/federation';
import {
  type OtherOrigin,
  pageWithEveryWidget,
  type ProxiedSite,
  startProxiedSite,
} from '../other-origin.ts';
import { launchBrowser } from '../support.ts';
import { placementForms, sanitisers, survives, type PlacementForm } from '../../sanitisers/sanitisers.ts';

const demoOrigin = inject('demoOrigin');
const widgetNames = Object.keys(widgets).map((tag) => tag.slice('masthead-'.length));

/** Every sanitiser each form is documented to survive: one page each. */
const cases = (Object.keys(placementForms) as PlacementForm[]).flatMap((form) =>
  survives[form].map((sanitiser) => ({
    form,
    sanitiser,
    path: `/${`${form} ${sanitiser}`.replace(/\W+/g, '-')}`,
  })),
);

/** The reference's lines of one form, the ads on the offline demo provider with consent given. */
const onDemoProvider = (form: PlacementForm) =>
  placementForms[form]
    .join('\n')
    .replace(/provider(="|=)gpt/g, 'provider$1demo')
    .replace(/consent(="|=)tcf/g, 'consent$1granted');

let browser: Browser;
let site: ProxiedSite;
let host: OtherOrigin;
beforeAll(async () => {
  browser = await launchBrowser();
  site = await startProxiedSite(demoOrigin);
  ({ host } = site);
  const { configUrl, policy } = site;
  const page = (body: string, config = configUrl) => ({
    html: pageWithEveryWidget({
      loader: `${demoOrigin}/masthead/masthead-loader.js`,
      config,
      title: 'Sanitised',
    }).replace(/<body>[\s\S]*<\/body>/, `<body>\n<main><h1>Sanitised</h1></main>\n${body}\n</body>`),
    headers: { 'content-security-policy': policy },
  });
  host.options.pages = {
    ...Object.fromEntries(
      cases.map(({ form, sanitiser, path }) => [path, page(sanitisers[sanitiser](onDemoProvider(form)))]),
    ),
    // The links as sanitize-html leaves them, with a config that cannot be had.
    '/no-config': page(
      sanitisers['sanitize-html (defaults)'](onDemoProvider('links')),
      `${host.origin}/missing.config.json`,
    ),
    '/subscriber-help': { html: '<!doctype html><title>Subscriber help</title><h1>Subscriber help</h1>' },
  };
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

describe('the embedding reference’s placements for sanitised content', () => {
  for (const { form, sanitiser, path } of cases)
    it(`${form}, through ${sanitiser}: every widget mounts with its attributes, no console error`, async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      await page.goto(`${host.origin}${path}`);
      for (const name of widgetNames)
        await page.waitForFunction(
          (n) => document.querySelector(`[data-masthead-widget="${n}"] [data-masthead-mounted]`) !== null,
          name,
          { timeout: 15_000 },
        );
      expect(await page.locator('[data-masthead-widget]').count()).toBe(widgetNames.length);
      // The interstitial (consent given) opens first; behind it, the footer with its attributes.
      const interstitial = page.getByRole('dialog', { name: 'Advertisement' });
      await interstitial.waitFor();
      await page.keyboard.press('Escape');
      await interstitial.waitFor({ state: 'detached' });
      await page
        .getByRole('contentinfo', { name: 'Site footer' })
        .getByRole('heading', { level: 2 })
        .first()
        .waitFor();
      await page
        .getByRole('banner', { name: 'Site header' })
        .getByRole('button', { name: 'Sign In' })
        .waitFor();
      // Each link made way for its widget.
      await expect(page.locator('a[name^="masthead-"]').count()).resolves.toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    });

  it('leaves the links as links a reader can follow when the loader cannot start', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${host.origin}/no-config`);
    await expect
      .poll(() => page.evaluate(() => window.Masthead?.getState().loader.status))
      .toBe('unavailable');
    await expect(page.locator('[data-masthead-mounted]').count()).resolves.toBe(0);
    await page.getByRole('link', { name: 'Help Center' }).click();
    await page.getByRole('heading', { name: 'Subscriber help' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/subscriber-help');
    await context.close();
  });
});
