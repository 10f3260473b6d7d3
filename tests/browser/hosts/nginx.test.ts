/**
 * The production recipe (deploy/nginx/masthead.conf) over the build: nginx from Debian's
 * packages (installed like the browsers, scripts/ensure-hosts.mjs) serves the pages, the
 * loader and every remote over HTTP/2 with TLS (a certificate made here with openssl), the
 * precompressed files, immutable caching for content-hashed files and a minute for the rest,
 * CORS for every Masthead file, and the reference API proxied on the pages' origin. A page
 * mounts every widget through it and a reader signs in. The recipe's security headers: the
 * pages' Content-Security-Policy (every page works under it, with no violation), framing
 * refused, HSTS, no Referrer on the mailed links' landing pages, no token in the access log,
 * any other Host refused, and the scheme the API is told taken from the connection.
 */
import { readFile, readdir } from 'node:fs/promises';
import type { IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReferenceApi, type ReferenceApi } from '@masthead/server';
import { demoAccounts } from '@masthead/api/contract';
import { testDemoPort } from '../global-setup.ts';
import { httpsGet, httpsRequest, startNginxSite, type NginxSite } from '../nginx-site.ts';
import { serveApi } from '../other-origin.ts';
import { launchBrowser, mastheadErrors, settleViolations } from '../support.ts';
import { footerMounted } from '../lazy-footer.ts';

const port = testDemoPort + 70;
const origin = `https://localhost:${port}`;
const { subscriber } = demoAccounts;

let site: NginxSite | undefined;
let dir: string;
let api: Awaited<ReturnType<typeof serveApi>> | undefined;
let referenceApi: ReferenceApi | undefined;
let browser: Browser | undefined;
/** Every request the API got, with the headers nginx sent. */
const seen: { url: string; headers: IncomingHttpHeaders }[] = [];

const get = (path: string, headers: Record<string, string> = {}) => httpsGet(`${origin}${path}`, headers);

/** The recipe's policy for pages, as docs/hosting.md explains it. */
const pagePolicy =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; " +
  "connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'; " +
  "require-trusted-types-for 'script'; trusted-types 'none'";

type ViolationWindow = Window & { violations?: string[] };

/** A page of `context` that records every policy violation from its first byte on. */
async function watchedPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.addInitScript(() => {
    const win = window as ViolationWindow;
    win.violations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      win.violations?.push(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'}`),
    );
  });
  return page;
}

/** The violations a watched page has recorded, once any pending event has arrived. */
async function policyViolations(page: Page): Promise<string[]> {
  await settleViolations(page);
  return page.evaluate(() => (window as ViolationWindow).violations ?? []);
}

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
    const handle = referenceApi.handle;
    api = await serveApi((req, res) => {
      seen.push({ url: req.url ?? '', headers: req.headers });
      return handle(req, res);
    });
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
    const page = await watchedPage(context);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${origin}/?hideIntromercial=true`);
    // The article's footer loads as the reader comes to it.
    await footerMounted(page);
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
    expect(await policyViolations(page)).toEqual([]);
    // The scheme nginx told the API is the connection's ($scheme).
    const signIn = seen.find((call) => call.url === '/api/auth/sign-in');
    expect(signIn?.headers['x-forwarded-proto']).toBe('https');
    await context.close();
  });

  it('sends the pages their policy, framing refused, HSTS, and no Referrer from the mailed links’ pages', async () => {
    for (const path of ['/', '/sign-in', '/reset-password?token=abc', '/subscriber-registration?token=abc']) {
      const { status, headers } = await get(path);
      expect(status, path).toBe(200);
      expect(headers['content-security-policy'], path).toBe(pagePolicy);
      expect(headers['x-frame-options'], path).toBe('DENY');
      expect(headers['strict-transport-security'], path).toBe('max-age=31536000');
      expect(headers['referrer-policy'], path).toBe(
        /^\/(reset-password|subscriber-registration)/.test(path) ? 'no-referrer' : undefined,
      );
    }
    expect((await get('/no-such-page')).headers['content-security-policy']).toBe(pagePolicy);
    for (const path of ['/masthead/masthead-loader.js', '/masthead.config.json'])
      expect((await get(path)).headers['strict-transport-security'], path).toBe('max-age=31536000');
  });

  it('refuses any other name: no TLS without the site’s, 421 to another Host, 444 over http', async () => {
    // A connection made for the site's name, then a request naming another (DNS rebinding).
    const misdirected = await httpsRequest(`${origin}/`, {
      headers: { host: 'rebind.attacker.example' },
      servername: 'localhost',
    });
    expect(misdirected.status).toBe(421);
    expect(misdirected.body).not.toContain('masthead');
    // By address, a client sends no server name: the handshake itself is refused.
    await expect(httpsGet(`https://127.0.0.1:${port}/`)).rejects.toThrow();
    // Plain http to the site's name goes to https; to any other name, no answer at all.
    const plain = await fetch(`${site!.httpOrigin}/sign-in?x=1`, { redirect: 'manual' });
    expect(plain.status).toBe(301);
    expect(plain.headers.get('location')).toBe('https://localhost/sign-in?x=1');
    const byAddress = `http://127.0.0.1:${new URL(site!.httpOrigin).port}/`;
    await expect(fetch(byAddress)).rejects.toThrow();
  });

  it('keeps tokens out of the access log: the reset page’s, and the API check of it', async () => {
    const token = `secret-${Date.now()}`;
    const context = await browser!.newContext({ ignoreHTTPSErrors: true });
    const page = await context.newPage();
    await page.goto(`${origin}/reset-password?token=${token}`);
    // The API got the token (the page checked the link through nginx), and nginx logged the call.
    await expect
      .poll(() => seen.some((call) => call.url === `/api/auth/password-reset/verify?token=${token}`))
      .toBe(true);
    await context.close();
    await httpsRequest(`${origin}/subscriber-registration?utm=1&Reset_Token=${token}`);
    await expect.poll(() => readFile(site!.accessLog, 'utf8')).toContain('/subscriber-registration?');
    await expect.poll(() => readFile(site!.accessLog, 'utf8')).toContain('/api/auth/password-reset/verify?');
    const log = await readFile(site!.accessLog, 'utf8');
    expect(log).toContain('"GET /reset-password?[token removed] HTTP/2.0" 200');
    expect(log).toContain('"GET /api/auth/password-reset/verify?[token removed] HTTP/2.0"');
    expect(log).toContain('"GET /subscriber-registration?[token removed] HTTP/1.1" 200');
    expect(log).toContain('"GET /masthead/masthead-loader.js HTTP/2.0" 200');
    expect(log).not.toContain(token);
  });

  it('serves every page of the demo under the policy with no violation', async () => {
    const context = await browser!.newContext({
      ignoreHTTPSErrors: true,
      viewport: { width: 1280, height: 900 },
    });
    const page = await watchedPage(context);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const pages = (await readdir(join(dir, 'site'))).filter((name) => name.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(8);
    for (const name of pages) {
      const path = `/${name.replace(/(index)?\.html$/, '')}`;
      await page.goto(`${origin}${path}?hideIntromercial=true`);
      // Each page mounts something: a widget, or the dialog it opens at load.
      await page.waitForFunction(
        () => document.querySelector('[data-masthead-mounted], [role="dialog"]') !== null,
        undefined,
        { timeout: 15_000 },
      );
      expect(await policyViolations(page), path).toEqual([]);
    }
    expect(mastheadErrors(errors)).toEqual([]);
    await context.close();
  });
});
