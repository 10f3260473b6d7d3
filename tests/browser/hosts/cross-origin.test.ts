/**
 * A page of another origin loads Masthead from the demo's: the loader, its chunks and
 * styles, the config and every remote's files come with the CORS headers a module script
 * and a fetch need, so under a strict policy every widget mounts and both dialogs open with
 * no console error. The page is on 127.0.0.1, the demo on localhost: another site, too.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type OtherOrigin,
  pageWithEveryWidget,
  type ProxiedSite,
  startProxiedSite,
} from '../other-origin.ts';
import { launchBrowser } from '../support.ts';

const demoOrigin = inject('demoOrigin');
const widgetTags = [
  'masthead-header',
  'masthead-header-ad',
  'masthead-partner-ads',
  'masthead-interstitial',
  'masthead-footer',
];

let browser: Browser;
let site: ProxiedSite;
let host: OtherOrigin;
beforeAll(async () => {
  browser = await launchBrowser();
  site = await startProxiedSite(demoOrigin);
  ({ host } = site);
  const { configUrl, policy } = site;
  host.options.pages = {
    '/article': {
      html: pageWithEveryWidget({ loader: `${demoOrigin}/masthead/masthead-loader.js`, config: configUrl }),
      headers: { 'content-security-policy': policy },
    },
    ...(await fiveMinutePages(policy)),
  };
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

/**
 * The README's "Embedding in five minutes" as a site would serve it: its page, config and
 * stylesheet as written, with the demo's deployment in place of `cdn.example.com`.
 */
async function fiveMinutePages(policy: string): Promise<NonNullable<OtherOrigin['options']['pages']>> {
  const readme = readFileSync(fileURLToPath(new URL('../../../README.md', import.meta.url)), 'utf8');
  const section = readme.slice(readme.indexOf('## Embedding in five minutes'));
  const block = (language: string) =>
    new RegExp(`^\`\`\`${language}\n([\\s\\S]*?)^\`\`\``, 'm').exec(section)?.[1] ?? '';
  const deployed = (await (await fetch(`${demoOrigin}/masthead.config.json`)).json()) as {
    remotes: Record<string, string>;
  };
  const config = block('json').replace(
    /https:\/\/cdn\.example\.com\/([\w-]+)\/[\d.]+\/mf-manifest\.json/g,
    (url, name: string) => deployed.remotes[name] ?? url,
  );
  return {
    '/five-minutes': {
      html: block('html').replace('https://cdn.example.com/masthead/', `${demoOrigin}/masthead/`),
      headers: { 'content-security-policy': policy },
    },
    '/masthead.config.json': { html: config, headers: { 'content-type': 'application/json' } },
    '/site.css': { html: block('css'), headers: { 'content-type': 'text/css' } },
    // A site has an icon; the browser asks for it by that name.
    '/favicon.ico': { html: '', headers: { 'content-type': 'image/x-icon' } },
  };
}

describe('Masthead loaded from another origin', () => {
  it('serves the loader, its chunks, its styles and the config to any origin', async () => {
    const loader = await fetch(`${demoOrigin}/masthead/masthead-loader.js`, {
      headers: { origin: host.origin },
    });
    expect(loader.headers.get('access-control-allow-origin')).toBe('*');
    const config = await fetch(`${demoOrigin}/masthead.config.json`, { headers: { origin: host.origin } });
    expect(config.headers.get('access-control-allow-origin')).toBe('*');
    const libraries = (await (
      await fetch(`${demoOrigin}/masthead/masthead-libraries.json`)
    ).json()) as Record<string, { js: string[]; css: string[] }>;
    const files = [...new Set(Object.values(libraries).flatMap(({ js, css }) => [...js, ...css]))];
    expect(files.some((file) => file.endsWith('.css'))).toBe(true);
    for (const file of files) {
      const answer = await fetch(new URL(file, `${demoOrigin}/masthead/`));
      expect(answer.status, file).toBe(200);
      expect(answer.headers.get('access-control-allow-origin'), file).toBe('*');
    }
  });

  it('mounts every widget and opens both dialogs under a strict policy, with no console error', async () => {
    // A context that keeps the page's own policy (support.ts's openPage bypasses the demo's).
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    const requests: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
    page.on('request', (request) => requests.push(request.url()));
    const response = await page.goto(`${host.origin}/article`);
    expect(await response?.headerValue('content-security-policy')).toContain("trusted-types 'none'");
    for (const tag of widgetTags)
      await page.waitForFunction(
        (t) => document.querySelector(`${t} [data-masthead-mounted]`) !== null,
        tag,
        { timeout: 15_000 },
      );
    // The interstitial shows first (it is a dialog: the page behind is inert until it closes).
    const interstitial = page.getByRole('dialog', { name: 'Advertisement' });
    await interstitial.waitFor();
    await page.keyboard.press('Escape');
    await interstitial.waitFor({ state: 'detached' });
    await page.getByRole('banner', { name: 'Site header' }).getByRole('button', { name: 'Sign In' }).click();
    const signIn = page.getByRole('dialog', { name: 'Sign In', exact: true });
    await signIn.getByRole('textbox', { name: 'Email' }).waitFor();
    await page.keyboard.press('Escape');
    await signIn.waitFor({ state: 'detached' });
    await page.evaluate(() => window.Masthead?.openCheckoutDialog());
    await page.getByRole('dialog', { name: 'Sign in or register' }).getByRole('textbox').first().waitFor();
    // The files came from the demo's origins, the session through the page's own.
    expect(requests.some((url) => url.startsWith(`${demoOrigin}/masthead/chunks/`))).toBe(true);
    expect(requests.some((url) => url.startsWith(`${host.origin}/api/auth/session`))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('mounts the header and the footer of the README’s five-minute page, and opens Sign In', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
    await page.goto(`${host.origin}/five-minutes`);
    expect(await page.locator('link[rel=stylesheet][href="/site.css"]').count()).toBe(1);
    const footer = page.getByRole('contentinfo', { name: 'Site footer' });
    await footer.getByRole('heading').first().waitFor({ timeout: 15_000 });
    const reserved = await page.evaluate(() => {
      const header = document.querySelector('masthead-header');
      return header ? getComputedStyle(header).minHeight : null;
    });
    expect(reserved).toBe('108px');
    await page.getByRole('banner', { name: 'Site header' }).getByRole('button', { name: 'Sign In' }).click();
    await page
      .getByRole('dialog', { name: 'Sign In', exact: true })
      .getByRole('textbox', { name: 'Email' })
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
