/**
 * The production recipe (deploy/nginx/masthead.conf) over the build: nginx from Debian's
 * packages (installed like the browsers, scripts/ensure-hosts.mjs) serves the pages, the
 * loader and every remote over HTTP/2 with TLS (a certificate made here with openssl), the
 * precompressed files, immutable caching for content-hashed files and a minute for the rest,
 * CORS for every Masthead file, and the reference API proxied on the pages' origin. A page
 * mounts every widget through it and a reader signs in.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReferenceApi, type ReferenceApi } from '@masthead/server';
import { demoAccounts } from '@masthead/api/contract';
import { testDemoPort } from './global-setup.ts';
import { httpsGet, startNginxSite, type NginxSite } from './nginx-site.ts';
import { serveApi } from './other-origin.ts';
import { launchBrowser, mastheadErrors } from './support.ts';

const port = testDemoPort + 70;
const origin = `https://localhost:${port}`;
const { subscriber } = demoAccounts;

let site: NginxSite | undefined;
let dir: string;
let api: Awaited<ReturnType<typeof serveApi>> | undefined;
let referenceApi: ReferenceApi | undefined;
let browser: Browser | undefined;

const get = (path: string, headers: Record<string, string> = {}) => httpsGet(`${origin}${path}`, headers);

describe('the nginx recipe over the build', () => {
  beforeAll(async () => {
    // The API the recipe proxies to, told the public origin and to believe the proxy.
    referenceApi = await createReferenceApi({
      dataDir: 'memory://',
      env: {},
      mode: 'development',
      publicOrigin: origin,
      trustedProxies: ['loopback'],
    });
    api = await serveApi(referenceApi.handle);
    site = await startNginxSite({ port, api: api.origin });
    dir = site.dir;
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
    await api?.close();
    await referenceApi?.close();
  });

  it('serves hashed files immutable, the rest for a minute, all precompressed (brotli, gzip) and with CORS', async () => {
    const chunks = await readdir(join(dir, 'masthead', 'chunks'));
    const hashed = chunks.find((name) => /-[\w-]{8}\.js$/.test(name));
    const elsewhere = { origin: 'https://elsewhere.example', 'accept-encoding': 'gzip' };
    const immutable = await get(`/masthead/chunks/${hashed}`, elsewhere);
    expect(immutable.status).toBe(200);
    expect(immutable.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(immutable.headers['access-control-allow-origin']).toBe('*');
    expect(immutable.headers['content-encoding']).toBe('gzip');
    const remoteAssets = await readdir(join(dir, 'remotes', 'footer', 'assets'));
    const footerCss = remoteAssets.find((name) => name.endsWith('.css'));
    expect((await get(`/remotes/footer/assets/${footerCss}`, elsewhere)).headers['cache-control']).toContain(
      'immutable',
    );
    for (const path of [
      '/masthead.config.json',
      '/masthead/masthead-loader.js',
      '/masthead/chunks/masthead-core.js',
      '/masthead/masthead-libraries.json',
      '/remotes/footer/mf-manifest.json',
      '/remotes/header-chrome/header.html',
      '/remotes/footer/remoteEntry.js',
    ]) {
      const answer = await get(path, elsewhere);
      expect(answer.status, path).toBe(200);
      expect(answer.headers['cache-control'], path).toBe('public, max-age=60, must-revalidate');
      expect(answer.headers['access-control-allow-origin'], path).toBe('*');
      expect(answer.headers['content-encoding'], path).toBe('gzip');
    }
    // Brotli to a browser that takes it, as every current one does over https.
    for (const path of [
      `/masthead/chunks/${hashed}`,
      '/masthead.config.json',
      '/remotes/footer/remoteEntry.js',
    ]) {
      const answer = await get(path, { 'accept-encoding': 'br, gzip' });
      expect(answer.headers['content-encoding'], path).toBe('br');
      expect(answer.headers.vary, path).toContain('Accept-Encoding');
    }
    expect((await get('/sign-in')).headers['cache-control']).toBe('no-cache');
  });

  it('mounts every widget on a page over HTTP/2, and signs a reader in through the proxied API', async () => {
    const context = await browser!.newContext({
      ignoreHTTPSErrors: true,
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${origin}/?hideIntromercial=true`);
    for (const tag of [
      'masthead-header',
      'masthead-header-ad',
      'masthead-partner-ads',
      'masthead-interstitial',
      'masthead-footer',
    ])
      await page.waitForFunction((t) => document.querySelector(`${t} [data-masthead-mounted]`), tag, {
        timeout: 15_000,
      });
    const protocols = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => (entry as PerformanceResourceTiming).nextHopProtocol),
    );
    expect(new Set(protocols)).toEqual(new Set(['h2']));
    await page.getByRole('banner', { name: 'Site header' }).getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign In', exact: true });
    await dialog.getByLabel('Email', { exact: true }).fill(subscriber.emailAddress);
    await dialog.getByLabel('Password', { exact: true }).fill(subscriber.password);
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect.poll(() => page.evaluate(() => window.Masthead?.getState().status)).toBe('authenticated');
    expect(mastheadErrors(errors)).toEqual([]);
    await context.close();
  });
});
