/**
 * A real Next.js 16 App Router site (tests/hosts/next-site) placing Masthead with
 * @masthead/react, built for production (`next build --webpack`) and served by `next start`,
 * under a strict nonce-based policy with Trusted Types. The demo it starts serves the loader,
 * the config and the remotes; the site proxies `/api/` and `/service/` to the reference API.
 *
 * What it holds: cold loads at a laptop's and a phone's width hydrate with no error and mount
 * the header and the footer once each; client navigations, back and forward, keep the page and
 * the header; a widget's link goes through the router, a ctrl-click does not; a sign-in holds
 * across navigations; the checkout dialog opens in gift mode and hands over to the page; one
 * React on the page; no policy violation. It also records the article's JavaScript with and
 * without Masthead (docs/performance.md).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemo, type Demo } from '../../../host-demo/server.ts';
import { testDemoPort } from '../global-setup.ts';
import { launchBrowser } from '../support.ts';

const siteDir = fileURLToPath(new URL('../../hosts/next-site/', import.meta.url));
const nextBin = `${siteDir}node_modules/next/dist/bin/next`;
const resultsDir = fileURLToPath(new URL('../../../test-results/', import.meta.url));

const laptop = { width: 1280, height: 900 };
const phone = { width: 390, height: 844 };
const coldLoadsPerWidth = 10;

let browser: Browser;
let demo: Demo;
let closeApi: () => Promise<void>;
let site: ChildProcess | undefined;
let siteOrigin: string;
const siteLog: string[] = [];

/** A free port on the loopback interface, for `next start`. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Runs `next <args>` in the site's folder; rejects with the end of its output when it fails. */
function next(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [nextBin, ...args], { cwd: siteDir, env, stdio: 'pipe' });
    const output: string[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`next ${args.join(' ')} exited with ${code}:\n${output.join('').slice(-4000)}`)),
    );
  });
}

async function waitForSite(origin: string): Promise<void> {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    if (site?.exitCode !== null) throw new Error(`next start ended:\n${siteLog.join('').slice(-4000)}`);
    const answer = await fetch(`${origin}/plain`).catch(() => null);
    if (answer?.ok) return;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`next start did not answer within 60 s:\n${siteLog.join('').slice(-4000)}`);
}

beforeAll(async () => {
  browser = await launchBrowser();
  const sitePort = await freePort();
  siteOrigin = `http://localhost:${sitePort}`;
  // The API answers pages of the site's origin: its state-changing calls come through the
  // site's proxy with the site's Origin.
  const { createReferenceApi } = await import('@masthead/server');
  const referenceApi = await createReferenceApi({
    dataDir: 'memory://',
    env: {},
    mode: 'development',
    publicOrigin: siteOrigin,
  });
  closeApi = () => referenceApi.close();
  demo = await startDemo({ port: testDemoPort + 40, api: referenceApi.handle });
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    MASTHEAD_LOADER_URL: `${demo.origin}/masthead/masthead-loader.js`,
    MASTHEAD_CONFIG_URL: `${demo.origin}/masthead.config.json`,
    MASTHEAD_API_ORIGIN: demo.origin.replace('localhost', '127.0.0.1'),
    MASTHEAD_ORIGINS: [demo.origin, ...Object.values(demo.remoteOrigins)].join(' '),
  };
  await next(['build', '--webpack'], env);
  site = spawn(process.execPath, [nextBin, 'start', '-p', String(sitePort), '-H', '127.0.0.1'], {
    cwd: siteDir,
    env,
    stdio: 'pipe',
  });
  site.stdout?.on('data', (chunk: Buffer) => siteLog.push(chunk.toString()));
  site.stderr?.on('data', (chunk: Buffer) => siteLog.push(chunk.toString()));
  await waitForSite(siteOrigin);
}, 600_000);

afterAll(async () => {
  await browser?.close();
  if (site && site.exitCode === null) {
    const ended = new Promise((done) => site?.once('exit', done));
    site.kill('SIGTERM');
    await ended;
  }
  await demo?.close();
  await closeApi?.();
});

/** What a page's init script keeps on its window, from before the page's first byte. */
interface Watched {
  violations: string[];
  navigates: string[];
  windowErrors: string[];
}

/** Installed before any of the page's scripts: policy violations, `masthead:navigate`, error events. */
function watch(): void {
  const win = window as unknown as { nextSiteWatch?: Watched };
  const watched: Watched = { violations: [], navigates: [], windowErrors: [] };
  win.nextSiteWatch = watched;
  document.addEventListener('securitypolicyviolation', (event) =>
    watched.violations.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`),
  );
  document.addEventListener('masthead:navigate', (event) =>
    watched.navigates.push(String((event as CustomEvent<{ href?: string }>).detail?.href)),
  );
  window.addEventListener('error', (event) => watched.windowErrors.push(String(event.message)));
}

interface SitePage {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught exceptions. */
  errors: string[];
  /** Every console message, with its type. */
  messages: string[];
  requests: string[];
  watched(): Promise<Watched>;
}

/** A fresh context (own cookies and storage) that keeps the site's policy, on `path`. */
async function openSite(path: string, viewport = laptop): Promise<SitePage> {
  const context = await browser.newContext({ viewport });
  await context.addInitScript(watch);
  const page = await context.newPage();
  const errors: string[] = [];
  const messages: string[] = [];
  const requests: string[] = [];
  page.on('console', (message) => {
    messages.push(`${message.type()}: ${message.text()}`);
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  page.on('request', (request) => requests.push(request.url()));
  await page.goto(`${siteOrigin}${path}`);
  const watched = () => page.evaluate(() => (window as unknown as { nextSiteWatch: Watched }).nextSiteWatch);
  return { context, page, errors, messages, requests, watched };
}

/** How many widgets are mounted in each placement (the loader's containers, direct children). */
const mountedCounts = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(
      ['masthead-header', 'masthead-footer'].map((tag) => [
        tag,
        [...document.querySelectorAll(tag)].map(
          (element) => element.querySelectorAll(':scope > [data-masthead-mounted]').length,
        ),
      ]),
    ),
  );

const whenMounted = (page: Page) =>
  page.waitForFunction(
    () =>
      document.querySelector('masthead-header > [data-masthead-mounted]') !== null &&
      document.querySelector('masthead-footer > [data-masthead-mounted]') !== null,
    null,
    { timeout: 20_000 },
  );

const hydrationTrouble = (lines: string[]) =>
  lines.filter((line) => /#418|#419|#422|#423|#425|hydrat|recoverable/i.test(line));

/** Marks the window and the mounted header, to tell a client navigation from a reload, and a kept header from a remount. */
const mark = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { nextSiteMark?: number }).nextSiteMark = 1;
    const header = document.querySelector('masthead-header > [data-masthead-mounted]');
    (header as unknown as { nextSiteMark?: number } | null)!.nextSiteMark = 1;
  });

const marks = (page: Page) =>
  page.evaluate(() => ({
    window: (window as unknown as { nextSiteMark?: number }).nextSiteMark === 1,
    header:
      (
        document.querySelector('masthead-header > [data-masthead-mounted]') as unknown as {
          nextSiteMark?: number;
        } | null
      )?.nextSiteMark === 1,
  }));

const siteLinks = (page: Page) => page.getByRole('navigation', { name: 'Site' });

/** Every violation seen by any page of the test, checked at the end. */
const allViolations: string[] = [];

describe('Masthead on a Next.js App Router site (production build)', () => {
  it('sends every page under a nonce policy with Trusted Types, and the loader’s tag with the nonce', async () => {
    const answer = await fetch(`${siteOrigin}/`);
    const policy = answer.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
    expect(policy).toContain("require-trusted-types-for 'script'");
    expect(policy).toContain('trusted-types nextjs#bundler');
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    const html = await answer.text();
    const loaderTag = /<script[^>]*data-masthead-config[^>]*>/.exec(html)?.[0] ?? '';
    expect(loaderTag).toContain(`nonce="${nonce}"`);
    expect(loaderTag).toContain('data-masthead-react="host"');
    // The header's and the footer's prerendered markup, in the HTML as sent.
    expect(html).toMatch(/<masthead-header data-masthead-prerendered="">\s*<div/);
    expect(html).toMatch(/<masthead-footer data-masthead-prerendered="">\s*<footer/);
  });

  it(`hydrates ${coldLoadsPerWidth} cold loads at 1280 px and ${coldLoadsPerWidth} at 390 px with no error, the header and the footer mounted once each, with one React`, async () => {
    const loads: string[] = [];
    for (const viewport of [laptop, phone]) {
      for (let load = 0; load < coldLoadsPerWidth; load += 1) {
        const opened = await openSite('/', viewport);
        const { page, errors, messages, requests } = opened;
        await whenMounted(page);
        // Past the widgets' first render, when a hydration error would have made React
        // render the page again and the loader mount a second header.
        await page.waitForLoadState('networkidle');
        const watched = await opened.watched();
        allViolations.push(...watched.violations);
        const counts = await mountedCounts(page);
        const lent = messages.filter((line) => /lendReact|own React/.test(line));
        const reactCopies = requests.filter((url) => url.endsWith('/chunks/masthead-react.js'));
        loads.push(
          JSON.stringify({
            width: viewport.width,
            load,
            counts,
            errors,
            hydration: hydrationTrouble([...messages, ...watched.windowErrors]),
            lent,
            reactCopies,
          }),
        );
        expect(counts, `load ${load} at ${viewport.width}`).toEqual({
          'masthead-header': [1],
          'masthead-footer': [1],
        });
        expect(errors, `load ${load} at ${viewport.width}`).toEqual([]);
        expect(hydrationTrouble([...messages, ...watched.windowErrors])).toEqual([]);
        // One React: the page's, lent; the loader's own copy is never asked for.
        expect(reactCopies).toEqual([]);
        expect(lent).toEqual([]);
        expect(requests.some((url) => url.endsWith('/chunks/masthead-core.js'))).toBe(true);
        await opened.context.close();
      }
    }
    expect(loads).toHaveLength(2 * coldLoadsPerWidth);
  }, 300_000);

  it('keeps the page and the header across 10 client navigations, back and forward', async () => {
    const opened = await openSite('/');
    const { page, errors } = opened;
    await whenMounted(page);
    await mark(page);
    const route = [
      ['Plain page', '/plain', 'A plain page'],
      ['Gift subscriptions', '/subscriptions', 'Give a Masthead subscription'],
      ['Article', '/', 'How Managers Can Make Hybrid Work Fair'],
      ['Gift subscriptions', '/subscriptions', 'Give a Masthead subscription'],
      ['Plain page', '/plain', 'A plain page'],
      ['Article', '/', 'How Managers Can Make Hybrid Work Fair'],
      ['Plain page', '/plain', 'A plain page'],
      ['Article', '/', 'How Managers Can Make Hybrid Work Fair'],
      ['Gift subscriptions', '/subscriptions', 'Give a Masthead subscription'],
      ['Article', '/', 'How Managers Can Make Hybrid Work Fair'],
    ] as const;
    const at = async (path: string, heading: string) => {
      await page.waitForURL(`${siteOrigin}${path}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(await marks(page), path).toEqual({ window: true, header: true });
      expect(await mountedCounts(page)).toEqual({ 'masthead-header': [1], 'masthead-footer': [1] });
    };
    for (const [link, path, heading] of route) {
      await siteLinks(page).getByRole('link', { name: link, exact: true }).click();
      await at(path, heading);
    }
    // Back through every step, then forward again, each a traversal of the router's history.
    const visited = [
      ['/', 'How Managers Can Make Hybrid Work Fair'] as const,
      ...route.map(([, p, h]) => [p, h] as const),
    ];
    for (let step = visited.length - 2; step >= 0; step -= 1) {
      await page.goBack();
      await at(...visited[step]!);
    }
    for (let step = 1; step < visited.length; step += 1) {
      await page.goForward();
      await at(...visited[step]!);
    }
    expect(errors).toEqual([]);
    allViolations.push(...(await opened.watched()).violations);
    await opened.context.close();
  });

  it('takes a widget’s link through the router, and leaves a ctrl-click to the browser', async () => {
    const opened = await openSite('/plain');
    const { page, context, errors } = opened;
    await whenMounted(page);
    await mark(page);
    // A same-origin link of the mounted footer that is no dialog's opener and names no target.
    const hrefs = await page
      .locator('masthead-footer > [data-masthead-mounted] a[href]:not([data-masthead-opens]):not([target])')
      .evaluateAll((links) =>
        links
          .map((link) => (link as HTMLAnchorElement).href)
          .map((href) => new URL(href))
          .filter((url) => url.origin === window.location.origin && url.pathname !== '/' && !url.hash)
          .map((url) => url.href),
      );
    const href = hrefs[0];
    expect(href, 'a same-origin link in the footer').toBeDefined();
    const path = new URL(href ?? siteOrigin).pathname;
    const link = page.locator(`masthead-footer > [data-masthead-mounted] a[href$="${path}"]`).first();

    // A ctrl-click opens a tab of its own: the router never hears of it.
    const newTab = context.waitForEvent('page');
    await link.click({ modifiers: ['ControlOrMeta'] });
    const tab = await newTab;
    await tab.waitForLoadState('domcontentloaded');
    expect(new URL(tab.url()).pathname).toBe(path);
    await tab.close();
    expect(new URL(page.url()).pathname).toBe('/plain');
    expect((await opened.watched()).navigates).toEqual([]);

    // A plain click: the loader asks the page, the page's router navigates, nothing reloads.
    await link.click();
    await page.waitForURL(`${siteOrigin}${path}`);
    await page.getByRole('heading', { level: 1, name: path }).waitFor();
    expect(await marks(page)).toEqual({ window: true, header: true });
    expect((await opened.watched()).navigates).toEqual([href]);
    expect(errors).toEqual([]);
    allViolations.push(...(await opened.watched()).violations);
    await context.close();
  });

  it('keeps a reader signed in across client navigations and a reload', async () => {
    const opened = await openSite('/plain');
    const { page, errors } = opened;
    await whenMounted(page);
    await page
      .getByRole('banner', { name: 'Site header' })
      .getByRole('button', { name: 'Sign In', exact: true })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Sign In', exact: true });
    await dialog.getByLabel('Email', { exact: true }).fill('reader@example.com');
    await dialog.getByLabel('Password', { exact: true }).fill('Reader#2026x');
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
    const signedIn = () =>
      page.waitForFunction(() => window.Masthead?.getState().status === 'authenticated', null, {
        timeout: 15_000,
      });
    await signedIn();
    await dialog.waitFor({ state: 'detached' });
    await mark(page);
    for (const [name, heading] of [
      ['Article', 'How Managers Can Make Hybrid Work Fair'],
      ['Gift subscriptions', 'Give a Masthead subscription'],
    ] as const) {
      await siteLinks(page).getByRole('link', { name, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(await page.evaluate(() => window.Masthead?.getState().user?.firstName)).toBeTruthy();
      expect(await marks(page)).toEqual({ window: true, header: true });
    }
    await page.reload();
    await signedIn();
    expect(errors).toEqual([]);
    allViolations.push(...(await opened.watched()).violations);
    await opened.context.close();
  });

  it('opens the checkout dialog in gift mode from the page’s opener and hands over to the page', async () => {
    const opened = await openSite('/subscriptions');
    const { page, errors } = opened;
    await whenMounted(page);
    await mark(page);
    const opener = page.getByRole('button', { name: 'Give Digital' });
    expect(await opener.getAttribute('data-masthead-opens')).toBe('checkout');
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Sign in or register' });
    await dialog.getByText("To send a gift, you'll need to create an account.").waitFor();
    await expect(dialog.getByRole('button', { name: 'On to recipient' }).count()).resolves.toBe(1);
    await dialog.getByLabel('Your email').fill('subscriber@example.com');
    await dialog.getByLabel('Your password', { exact: true }).fill('Subscriber#2026');
    await dialog.getByRole('button', { name: 'On to recipient' }).click();
    await page.waitForURL(`${siteOrigin}/gift-recipient?plan=digital`);
    await page.getByText('Activation complete.').waitFor();
    // The page took over through its router: the same window, the same header.
    expect(await marks(page)).toEqual({ window: true, header: true });
    expect(errors).toEqual([]);
    allViolations.push(...(await opened.watched()).violations);
    await opened.context.close();
  });

  it('records the article’s JavaScript and requests with and without Masthead', async () => {
    const measure = async (path: string, settled: (page: Page) => Promise<unknown>) => {
      const context = await browser.newContext({ viewport: laptop });
      const page = await context.newPage();
      const finished: Promise<{
        url: string;
        type: string;
        transferred: number;
        decoded: number;
        gzip: number;
      }>[] = [];
      page.on('requestfinished', (request) =>
        finished.push(
          (async () => {
            const sizes = await request.sizes();
            const body = await (await request.response())?.body().catch(() => null);
            return {
              url: request.url(),
              type: request.resourceType(),
              transferred: sizes.responseBodySize + sizes.responseHeadersSize,
              decoded: body?.length ?? 0,
              // What a server that compresses (the site's does; the demo's does not) would send.
              gzip: body ? gzipSync(body).length : 0,
            };
          })(),
        ),
      );
      await page.goto(`${siteOrigin}${path}`);
      await settled(page);
      await page.waitForLoadState('networkidle');
      const all = await Promise.all(finished);
      await context.close();
      const scripts = all.filter((entry) => entry.type === 'script');
      const sum = (entries: typeof all, size: 'transferred' | 'decoded' | 'gzip') =>
        entries.reduce((total, entry) => total + entry[size], 0);
      const own = scripts.filter((entry) => entry.url.startsWith(siteOrigin));
      const masthead = scripts.filter((entry) => !entry.url.startsWith(siteOrigin));
      return {
        requests: all.length,
        scriptRequests: scripts.length,
        scriptBytesTransferred: sum(scripts, 'transferred'),
        scriptBytesDecoded: sum(scripts, 'decoded'),
        siteScripts: { requests: own.length, decoded: sum(own, 'decoded'), gzip: sum(own, 'gzip') },
        mastheadScripts: {
          requests: masthead.length,
          decoded: sum(masthead, 'decoded'),
          gzip: sum(masthead, 'gzip'),
        },
        mastheadRequests: all.filter((entry) => !entry.url.startsWith(siteOrigin)).length,
      };
    };
    const without = await measure('/bare-article', (page) =>
      page.getByRole('heading', { level: 1 }).waitFor(),
    );
    const withMasthead = await measure('/', whenMounted);
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(
      `${resultsDir}next-site-bytes.json`,
      `${JSON.stringify({ without, withMasthead }, null, 2)}\n`,
    );
    console.log('next-site article, without and with Masthead:', JSON.stringify({ without, withMasthead }));
    expect(withMasthead.scriptBytesDecoded).toBeGreaterThan(without.scriptBytesDecoded);
  });

  it('met no policy violation on any page', () => {
    expect(allViolations).toEqual([]);
  });
});
