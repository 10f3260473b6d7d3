/**
 * Where the API is, in the two setups docs/hosting.md supports, with the loader and the config
 * from the demo's origin on a page of another origin:
 * - the site's proxy routes the API on the page's origin and rewrites Host (as Apache does
 *   without ProxyPreserveHost): sign-in works, and reset links use the configured origin;
 * - the API on an origin of its own, of the page's site (`apiOrigin` in the config): sign-in
 *   works with CORS and credentials, and the session holds across a reload;
 * - a page the API does not accept: the reader sees the catalogue's words, the console why.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createReferenceApi, type ReferenceApi } from '@masthead/server';
import { demoAccounts, type DevMailboxResponse } from '@masthead/api/contract';
import {
  pageWithEveryWidget,
  remoteOriginsOf,
  serveApi,
  startOtherOrigin,
  strictPolicy,
  type OtherOrigin,
} from '../other-origin.ts';
import { launchBrowser } from '../support.ts';

const demoOrigin = inject('demoOrigin');
const configUrl = `${demoOrigin}/masthead.config.json`;
const loaderUrl = `${demoOrigin}/masthead/masthead-loader.js`;
const { subscriber } = demoAccounts;

let browser: Browser;
let remoteOrigins: string[];
const cleanups: (() => Promise<void>)[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
  remoteOrigins = await remoteOriginsOf(configUrl);
});
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await browser?.close();
});

/** A reference API on a port of its own (in memory), configured with `publicOrigin`. */
async function startApi(publicOrigin: string, host?: string) {
  const api: ReferenceApi = await createReferenceApi({
    dataDir: 'memory://',
    env: {},
    mode: 'development',
    publicOrigin,
    trustedProxies: ['loopback'],
  });
  const served = await serveApi(api.handle, host);
  cleanups.push(async () => {
    await served.close();
    await api.close();
  });
  return served.origin;
}

async function otherOrigin(host: string): Promise<OtherOrigin> {
  const started = await startOtherOrigin({ host });
  cleanups.push(() => started.close());
  return started;
}

interface Visit {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

/** A page in a fresh context that keeps the page's own policy, recording console errors. */
async function visit(url: string): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  await page.goto(url);
  return { context, page, errors };
}

const signInDialog = (page: Page) => page.getByRole('dialog', { name: 'Sign In', exact: true });

async function signIn(page: Page) {
  await page.waitForFunction(() => document.querySelector('masthead-header [data-masthead-mounted]'));
  await page.getByRole('banner', { name: 'Site header' }).getByRole('button', { name: 'Sign In' }).click();
  const dialog = signInDialog(page);
  await dialog.getByLabel('Email', { exact: true }).fill(subscriber.emailAddress);
  await dialog.getByLabel('Password', { exact: true }).fill(subscriber.password);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
}

const authStatus = (page: Page) => page.evaluate(() => window.Masthead?.getState().status);

/** The page places the header and footer only: no interstitial to close first. */
function page(config: string, title: string) {
  return pageWithEveryWidget({ loader: loaderUrl, config, title }).replace(
    /\s*<masthead-(header-ad|partner-ads|interstitial)[^>]*><\/masthead-\1>/g,
    '',
  );
}

describe('the API routed on the page’s origin by a proxy that rewrites Host', () => {
  it('signs in, and the reset link names the configured origin, not the Host it saw', async () => {
    const site = await otherOrigin('127.0.0.1');
    const api = await startApi(site.origin);
    site.options.proxy = { prefixes: ['/api/', '/service/'], upstream: api };
    site.options.pages = {
      '/article': {
        html: page(configUrl, 'Behind a proxy'),
        headers: { 'content-security-policy': strictPolicy([demoOrigin, ...remoteOrigins]) },
      },
    };
    const { context, page: tab, errors } = await visit(`${site.origin}/article`);
    await signIn(tab);
    await expect.poll(() => authStatus(tab)).toBe('authenticated');
    await signInDialog(tab).waitFor({ state: 'detached' });
    // What the API saw: its own Host, the page's in X-Forwarded-Host.
    const signInCall = site.forwarded.find((call) => call.path === '/api/auth/sign-in');
    expect(signInCall?.headers.host).toBe(new URL(api).host);
    expect(signInCall?.headers['x-forwarded-host']).toBe(new URL(site.origin).host);

    const reset = await tab.evaluate(async (emailAddress) => {
      const answer = await fetch('/api/auth/password-reset', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ emailAddress }),
      });
      return answer.status;
    }, subscriber.emailAddress);
    expect(reset).toBe(200);
    const mailbox = (await (await fetch(`${api}/api/dev/mailbox`)).json()) as DevMailboxResponse;
    const mail = mailbox.messages.find((message) => message.to === subscriber.emailAddress);
    expect(mail?.text).toContain(`${site.origin}/reset-password?token=`);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the API on an origin of its own, of the page’s site', () => {
  it('signs in through CORS with credentials, and a reload keeps the reader signed in', async () => {
    const site = await otherOrigin('localhost');
    const api = await startApi(site.origin, 'localhost');
    const served = (await (await fetch(configUrl)).json()) as Record<string, unknown>;
    site.options.pages = {
      '/masthead.config.json': {
        html: JSON.stringify({ ...served, apiOrigin: api }),
        headers: { 'content-type': 'application/json' },
      },
      '/article': {
        html: page('/masthead.config.json', 'API of its own'),
        headers: { 'content-security-policy': strictPolicy([demoOrigin, api, ...remoteOrigins]) },
      },
    };
    const { context, page: tab, errors } = await visit(`${site.origin}/article`);
    await signIn(tab);
    await expect.poll(() => authStatus(tab)).toBe('authenticated');
    await tab.reload();
    await expect.poll(() => authStatus(tab), { timeout: 10_000 }).toBe('authenticated');
    await tab.getByRole('banner', { name: 'Site header' }).getByText('Hi,').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a page whose origin the API does not accept: the reader gets the catalogue, the console why', async () => {
    const site = await otherOrigin('localhost');
    const api = await startApi('http://news.localhost:8080', 'localhost');
    const served = (await (await fetch(configUrl)).json()) as Record<string, unknown>;
    site.options.pages = {
      '/masthead.config.json': {
        html: JSON.stringify({ ...served, apiOrigin: api }),
        headers: { 'content-type': 'application/json' },
      },
      '/article': { html: page('/masthead.config.json', 'Not accepted') },
    };
    const { context, page: tab, errors } = await visit(`${site.origin}/article`);
    await signIn(tab);
    await signInDialog(tab).getByText('Something went wrong. Please try again.').waitFor();
    expect(await authStatus(tab)).not.toBe('authenticated');
    // The dialog's first call (the captcha's config) already says why.
    const refusal = errors.find((error) =>
      /^\[masthead\] \/api\/\S+ was refused for this page's origin/.test(error),
    );
    expect(refusal).toBeDefined();
    expect(refusal).toContain(site.origin);
    expect(refusal).toContain('PUBLIC_ORIGIN');
    await context.close();
  });
});
