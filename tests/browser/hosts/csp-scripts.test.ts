/**
 * A page with scripts of its own under a nonce-based policy (docs/hosting.md, "Pages with their
 * own scripts"): `script-src 'nonce-…' 'strict-dynamic'` with no host allow-list, styles by
 * nonce only, and then Trusted Types with the page's bundler's policy and `masthead` named.
 * The page's "bundler" loads a chunk as webpack's runtime does, setting `script.src` through a
 * Trusted Types policy of its own. The loader passes the page's nonce on to every link it adds
 * (an `import()` inherits it, a link does not): the bundler's chunk runs, every widget mounts,
 * both dialogs and the menu open, and not one `securitypolicyviolation` event is fired.
 */
import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pageWithEveryWidget, remoteOriginsOf, startProxiedSite, type ProxiedSite } from '../other-origin.ts';
import { launchBrowser, openWatchedPolicy, settleViolations, violations } from '../support.ts';

const demoOrigin = inject('demoOrigin');
const loaderUrl = `${demoOrigin}/masthead/masthead-loader.js`;
const widgetTags = [
  'masthead-header',
  'masthead-header-ad',
  'masthead-partner-ads',
  'masthead-interstitial',
  'masthead-footer',
];

/** One nonce for the run: the pages are served as written, and each test opens one page once. */
const nonce = randomBytes(16).toString('base64');

/**
 * The page's policy: scripts by nonce with 'strict-dynamic' (the host list is ignored then, so
 * none is given), styles by nonce; images, fonts and fetches from Masthead's origins as in the
 * demo's policy. With `trustedTypes`, its bundler's policy and Masthead's are the only ones.
 */
function noncePolicy(origins: readonly string[], { trustedTypes }: { trustedTypes: boolean }): string {
  const sources = ["'self'", ...origins].join(' ');
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'nonce-${nonce}'`,
    `img-src ${sources} data:`,
    `font-src ${sources}`,
    `connect-src ${sources}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(trustedTypes ? ["require-trusted-types-for 'script'", 'trusted-types bundler masthead'] : []),
  ].join('; ');
}

/**
 * The page's own bundler runtime, as webpack's loads a chunk: a `<script>` whose `src` goes
 * through the bundler's Trusted Types policy (`nextjs#bundler` on a Next.js site).
 */
const bundlerScript = `
const policy = window.trustedTypes
  ? trustedTypes.createPolicy('bundler', { createScriptURL: (url) => url })
  : { createScriptURL: (url) => url };
const script = document.createElement('script');
script.src = policy.createScriptURL('/_next/static/chunks/page-chunk.js');
document.head.append(script);
`;
const chunkScript = `document.documentElement.dataset.bundlerChunk = 'ran';`;

/** The article with every widget, the bundler before the loader, both tags with the nonce. */
function article(configUrl: string): string {
  return pageWithEveryWidget({ loader: loaderUrl, config: configUrl, title: 'A page with its own scripts' })
    .replace('<script type="module" src=', `<script type="module" async nonce="${nonce}" src=`)
    .replace(
      '<script type="module"',
      `<script nonce="${nonce}" src="/_next/static/chunks/bundler.js"></script>\n    $&`,
    );
}

let browser: Browser;
let site: ProxiedSite;
beforeAll(async () => {
  browser = await launchBrowser();
  site = await startProxiedSite(demoOrigin);
  const origins = [demoOrigin, ...(await remoteOriginsOf(site.configUrl))];
  const html = article(site.configUrl);
  const javascript = { 'content-type': 'text/javascript; charset=utf-8' };
  site.host.options.pages = {
    '/nonce': {
      html,
      headers: { 'content-security-policy': noncePolicy(origins, { trustedTypes: false }) },
    },
    '/nonce-trusted-types': {
      html,
      headers: { 'content-security-policy': noncePolicy(origins, { trustedTypes: true }) },
    },
    '/_next/static/chunks/bundler.js': { html: bundlerScript, headers: javascript },
    '/_next/static/chunks/page-chunk.js': { html: chunkScript, headers: javascript },
  };
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const openWatched = (path: string, viewport = { width: 1280, height: 900 }) =>
  openWatchedPolicy(browser, `${site.host.origin}${path}`, viewport);
const settle = settleViolations;

/** Everything a reader meets on the article: each widget, the interstitial, Sign In, the menu, checkout. */
async function useEveryWidget(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.bundlerChunk === 'ran');
  for (const tag of widgetTags)
    await page.waitForFunction((t) => document.querySelector(`${t} [data-masthead-mounted]`) !== null, tag, {
      timeout: 15_000,
    });
  const interstitial = page.getByRole('dialog', { name: 'Advertisement' });
  await interstitial.waitFor();
  await page.keyboard.press('Escape');
  await interstitial.waitFor({ state: 'detached' });

  const banner = page.getByRole('banner', { name: 'Site header' });
  await banner.getByRole('button', { name: 'Sign In', exact: true }).click();
  const signIn = page.getByRole('dialog', { name: 'Sign In', exact: true });
  await signIn.getByRole('textbox', { name: 'Email' }).waitFor();
  // The form kit's view, whose name is the dialog's name from then on.
  await signIn.getByRole('button', { name: 'Create an account' }).click();
  const account = page.getByRole('dialog', { name: 'Create an account', exact: true });
  await account.getByRole('heading', { name: 'Create an account' }).waitFor();
  await page.keyboard.press('Escape');
  await account.waitFor({ state: 'detached' });

  await banner.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('dialog', { name: 'Main menu' }).waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: 'Main menu' }).waitFor({ state: 'detached' });

  await page.evaluate(() => window.Masthead?.openCheckoutDialog());
  await page.getByRole('dialog', { name: 'Sign in or register' }).getByRole('textbox').first().waitFor();
}

describe("a page with its own scripts, under script-src 'nonce-…' 'strict-dynamic'", () => {
  it('refuses a stylesheet without the nonce: the violations are counted', async () => {
    const { page, policy } = await openWatched('/nonce');
    expect(policy).toContain(`script-src 'nonce-${nonce}' 'strict-dynamic'`);
    expect(policy).toContain(`style-src 'nonce-${nonce}'`);
    await page.waitForFunction(() => document.documentElement.dataset.bundlerChunk === 'ran');
    // A stylesheet linked without the nonce, as the loader would link one if it did not pass
    // the nonce on: refused, though its origin is Masthead's own. (A module preload without it
    // is let through: 'strict-dynamic' trusts what a trusted script adds; it gets the nonce all
    // the same, for a policy without 'strict-dynamic'.)
    await page.evaluate((origin) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = `${origin}/masthead/unlisted.css`;
      document.head.append(link);
    }, demoOrigin);
    await expect
      .poll(() => violations(page))
      .toEqual([expect.stringMatching(/^style-src-elem blocked .*\/masthead\/unlisted\.css/)]);
    await page.context().close();
  });

  it('runs the bundler’s chunk, mounts every widget, opens both dialogs and the menu: no violation', async () => {
    const { page } = await openWatched('/nonce');
    await useEveryWidget(page);
    await settle(page);
    expect(await violations(page)).toEqual([]);
    // The links the loader and the widgets' chunks added carry the page's nonce.
    const links = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload], link[rel=stylesheet]')].map(
        (link) => link.nonce,
      ),
    );
    expect(links.length).toBeGreaterThan(3);
    expect(new Set(links)).toEqual(new Set([nonce]));
    await page.context().close();
  });
});

describe('the same page with Trusted Types required: trusted-types bundler masthead', () => {
  it('runs the bundler’s chunk, mounts every widget, opens both dialogs and the menu: no violation', async () => {
    const { page, policy } = await openWatched('/nonce-trusted-types');
    expect(policy).toContain("require-trusted-types-for 'script'; trusted-types bundler masthead");
    await useEveryWidget(page);
    await settle(page);
    expect(await violations(page)).toEqual([]);
    await page.context().close();
  });
});
