/**
 * Round trips: what a page needs is asked for at once, a dialog nobody asked for is not
 * fetched, intent fetches it before the click, and nothing is fetched twice.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { longestChain, type NetworkRecord } from '../../../scripts/bench/chain.ts';
import { launchBrowser, mastheadErrors, watchRequests } from '../support.ts';

const origin = inject('demoOrigin');
const port = Number(new URL(origin).port);
// The remotes' origins follow the pages' port in the federation table's order.
const accountOrigin = `http://localhost:${port + 3}`;
const checkoutOrigin = `http://localhost:${port + 4}`;
const article = `${origin}/?hideIntromercial=true`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A fresh page that records every request (support.ts); `prepare` runs before it loads. */
const watched = (url: string, prepare?: (page: Page) => Promise<unknown>) =>
  watchRequests(browser, url, prepare);

const fetchedTwice = (urls: string[]) =>
  urls.filter((url, index) => !url.includes('/api/') && urls.indexOf(url) !== index);

const dialogEmail = (page: Page) =>
  page.getByRole('dialog', { name: 'Sign In', exact: true }).getByRole('textbox', { name: 'Email' });
/** The dialog's code has replaced its first view (the prerendered form). */
const mounted = (page: Page) =>
  page.locator('[data-masthead-dialog][data-masthead-prerendered]').waitFor({ state: 'detached' });

describe('a page that opens the account dialog at load', () => {
  it('reaches the email field in at most four round trips after the HTML, fetching nothing twice', async () => {
    const { page, records, urls, errors, close } = await watched(`${origin}/sign-in`);
    // The page's first view has an email field before any code: wait for the dialog's code to
    // take it over, which is when the field works.
    await dialogEmail(page).waitFor();
    await mounted(page);
    const ready = Math.max(...[...records.values()].map((r) => r.arrived ?? 0));
    const chain = longestChain([...records.values()], 0, ready);
    // After the HTML, at most four waits (its hints name every file the dialog needs: one).
    expect(chain.length, chain.join('\n')).toBeLessThanOrEqual(4);
    expect(chain.length).toBeGreaterThanOrEqual(1);
    expect(fetchedTwice(urls())).toEqual([]);
    expect(urls().some((url) => url.startsWith(`${checkoutOrigin}/`))).toBe(false);
    // The loader's form kit and Modal: their styles are asked for with the HTML (the dialog's
    // first view is drawn with them), their code by the loader as soon as it runs.
    const formKit = (kind: string) =>
      [...records.values()].filter((record) =>
        new RegExp(`/masthead/${kind}/(forms|modal)-[\\w-]+\\.(js|css)$`).test(record.url),
      );
    const loader = [...records.values()].find((record) => record.url.endsWith('/masthead-loader.js'));
    expect(formKit('assets')).toHaveLength(2);
    expect(formKit('assets').filter((record) => record.sent > (loader?.arrived ?? 0))).toEqual([]);
    expect(formKit('chunks')).toHaveLength(2);
    expect(mastheadErrors(errors)).toEqual([]);
    await close();
  });
});

/** The script files a page fetched, by origin. */
const scriptsOf = (urls: string[], from: string) =>
  urls.filter((url) => url.startsWith(`${from}/`) && new URL(url).pathname.endsWith('.js'));

describe('the number of files a widget costs', () => {
  it("is one script of the remote, not even its entry, and few of the loader's", async () => {
    const { page, urls, close } = await watched(`${origin}/sign-in`);
    await dialogEmail(page).waitFor();
    await page.waitForLoadState('networkidle');
    // The expose's one chunk: the loader builds the container from the manifest, so
    // remoteEntry.js (there for other hosts) is not fetched.
    expect(scriptsOf(urls(), accountOrigin)).toEqual([expect.stringMatching(/\/assets\/[\w-]+\.js$/)]);
    // The entry, its core and React beside it (asked for together; a page that lends its own
    // React has one less), the session, the form kit, the Modal; the page's own script and the
    // module it waits for the page API with.
    expect(scriptsOf(urls(), origin)).toHaveLength(8);
    await close();

    const articlePage = await watched(article);
    await articlePage.page.getByRole('banner').getByRole('button', { name: 'Sign In' }).waitFor();
    await articlePage.page.waitForLoadState('networkidle');
    const headerOrigin = `http://localhost:${port + 2}`;
    expect(scriptsOf(articlePage.urls(), headerOrigin)).toHaveLength(1);
    // The three ad widgets share all their code: that one chunk.
    await articlePage.page.locator('masthead-header-ad aside[data-fill="filled"]').waitFor();
    const adsOrigin = `http://localhost:${port + 5}`;
    expect(scriptsOf(articlePage.urls(), adsOrigin)).toHaveLength(1);
    expect(articlePage.urls().filter((url) => url.endsWith('/remoteEntry.js'))).toEqual([]);
    await articlePage.close();
  });
});

describe('the account dialog on the article page', () => {
  it('has no code fetched until a reader shows intent, then all of it before the click, once', async () => {
    const { page, urls, errors, close } = await watched(article);
    const signIn = page.getByRole('banner').getByRole('button', { name: 'Sign In' });
    await signIn.waitFor();
    await page.waitForLoadState('networkidle');
    // No code of the dialog, not even its manifest (the config carries it): only its first
    // view's markup, for the first click.
    expect(urls().filter((url) => url.startsWith(`${accountOrigin}/`))).toEqual([
      `${accountOrigin}/account-dialog.html`,
    ]);
    expect(urls().some((url) => /\/masthead\/chunks\/forms-/.test(url))).toBe(false);

    await signIn.hover();
    await expect.poll(() => scriptsOf(urls(), accountOrigin).length).toBe(1);
    await expect.poll(() => urls().some((url) => /\/masthead\/chunks\/forms-/.test(url))).toBe(true);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    const beforeClick = urls().length;

    await signIn.click();
    await dialogEmail(page).waitFor();
    // Everything the dialog needed was already there.
    expect(
      urls()
        .slice(beforeClick)
        .filter((url) => !url.includes('/api/')),
    ).toEqual([]);
    expect(fetchedTwice(urls())).toEqual([]);
    expect(mastheadErrors(errors)).toEqual([]);
    await close();
  });

  it("has its manifest fetched once the widgets' files have arrived, when the config does not carry it", async () => {
    const { page, records, urls, close } = await watched(article, (page) =>
      page.route(`${origin}/masthead.config.json`, async (route) => {
        const response = await route.fetch();
        const { manifests: _, ...config } = (await response.json()) as Record<string, unknown>;
        await route.fulfill({ response, json: config });
      }),
    );
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).waitFor();
    // The page has an opener (the paywall's Sign in): the dialog's manifest and its first
    // view's markup come, no code, and only once the widgets' files (footer, header, ads) have
    // all arrived. Polled: on a busy machine the widgets can settle after the network has been
    // quiet for a while.
    const fromAccount = () =>
      urls()
        .filter((url) => url.startsWith(`${accountOrigin}/`))
        .sort();
    const expected = [`${accountOrigin}/account-dialog.html`, `${accountOrigin}/mf-manifest.json`];
    await expect.poll(fromAccount, { timeout: 15_000 }).toEqual(expected);
    await page.waitForLoadState('networkidle');
    expect(fromAccount()).toEqual(expected);
    const all = [...records.values()];
    const manifestSent = all.find((record) => record.url === `${accountOrigin}/mf-manifest.json`)?.sent;
    const widgetOrigins = [1, 2, 5].map((offset) => `http://localhost:${port + offset}/`);
    const widgetFiles = all.filter((record) => widgetOrigins.some((from) => record.url.startsWith(from)));
    expect(widgetFiles.length).toBeGreaterThanOrEqual(6);
    const markupSent = all.find((record) => record.url === `${accountOrigin}/account-dialog.html`)?.sent;
    const widgetsArrived = Math.max(...widgetFiles.map((r) => r.arrived ?? Infinity));
    expect(manifestSent).toBeGreaterThanOrEqual(widgetsArrived);
    expect(markupSent).toBeGreaterThanOrEqual(widgetsArrived);
    await close();
  });

  it('is fetched for a page script through Masthead.prefetch, without opening', async () => {
    const { page, urls, close } = await watched(article);
    await page.getByRole('contentinfo', { name: 'Site footer' }).waitFor();
    await page.evaluate(() => window.Masthead?.prefetch('checkout'));
    await expect.poll(() => scriptsOf(urls(), checkoutOrigin).length).toBe(1);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    await close();
  });
});

describe('the hints a page is served with', () => {
  /** When the loader's entry had arrived (CDP's clock): nothing asked for before it came from the loader. */
  const loaderArrived = (records: Map<string, NetworkRecord>) =>
    [...records.values()].find((r) => r.url === `${origin}/masthead/masthead-loader.js`)?.arrived ?? 0;
  /** Every request for a script `from` served. */
  const scriptRecords = (records: Map<string, NetworkRecord>, from: string) =>
    [...records.values()].filter(
      (r) => r.url.startsWith(`${from}/`) && new URL(r.url).pathname.endsWith('.js'),
    );

  /** The requests for a stylesheet `from` served. */
  const styleRecords = (records: Map<string, NetworkRecord>, from: string) =>
    [...records.values()].filter(
      (r) => r.url.startsWith(`${from}/`) && new URL(r.url).pathname.endsWith('.css'),
    );
  /** Every Masthead script asked for before the loader's entry had arrived: its code, not the page's. */
  const scriptsBeforeLoader = (records: Map<string, NetworkRecord>) =>
    [...records.values()]
      .filter(
        (r) =>
          new URL(r.url).pathname.endsWith('.js') &&
          !r.url.endsWith('/masthead-loader.js') &&
          r.sent < loaderArrived(records) &&
          (r.url.startsWith(`${origin}/masthead/`) || !r.url.startsWith(`${origin}/`)),
      )
      .map((r) => r.url);

  it("bring the widgets' styles with the HTML, and leave their code, which their markup shows without, to the loader", async () => {
    const { page, records, close } = await watched(article);
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).waitFor();
    for (const offset of [1, 2]) {
      // The footer's and the header's: asked for with the HTML, before the loader could have run.
      const styles = styleRecords(records, `http://localhost:${port + offset}`);
      expect(styles).toHaveLength(1);
      for (const record of styles) expect(record.sent, record.url).toBeLessThan(loaderArrived(records));
    }
    // Their code would hold up the page's own stylesheets and its first paint; the loader asks
    // for it as soon as it runs.
    expect(scriptsBeforeLoader(records)).toEqual([]);
    // Once the header's own render is in, its code has been asked for (the Sign In above is
    // its markup's, there before the loader has run).
    await page.locator('masthead-header [data-masthead-mounted] header').waitFor();
    const headerScripts = scriptRecords(records, `http://localhost:${port + 2}`);
    expect(headerScripts.map((r) => new URL(r.url).pathname)).toEqual([
      expect.stringMatching(/^\/assets\/header-[\w-]+\.js$/),
    ]);
    await close();
  });

  it("leave the ads out: their files are asked for once the header's have arrived", async () => {
    const { page, records, close } = await watched(article);
    await page.locator('masthead-header-ad aside[data-fill="filled"]').waitFor();
    const adsOrigin = `http://localhost:${port + 5}`;
    const headerArrived = Math.max(
      ...scriptRecords(records, `http://localhost:${port + 2}`).map((r) => r.arrived ?? Infinity),
    );
    const adsFiles = [...records.values()].filter((r) => r.url.startsWith(`${adsOrigin}/`));
    // The ads' one chunk and their styles; their manifest came with the config.
    const paths = adsFiles.map((r) => new URL(r.url).pathname);
    expect(paths).toHaveLength(2);
    expect(paths).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/assets\/shared-[\w-]+\.js$/),
        expect.stringMatching(/^\/assets\/shared-[\w-]+\.css$/),
      ]),
    );
    for (const record of adsFiles) expect(record.sent, record.url).toBeGreaterThan(headerArrived);
    await close();
  });

  it('bring the styles of the dialog a page opens at load with the HTML, its code once the loader runs', async () => {
    const { page, records, urls, close } = await watched(`${origin}/sign-in`);
    await dialogEmail(page).waitFor();
    // The field shows with the server's first view, before the loader has run: the dialog's
    // code is asked for after, and is in once its own render has taken the first view's place.
    await mounted(page);
    const dialogStyles = styleRecords(records, accountOrigin);
    expect(dialogStyles).toHaveLength(1);
    for (const record of dialogStyles) expect(record.sent, record.url).toBeLessThan(loaderArrived(records));
    expect(scriptsBeforeLoader(records)).toEqual([]);
    expect(scriptRecords(records, accountOrigin)).toHaveLength(1);
    expect(fetchedTwice(urls())).toEqual([]);
    await close();
  });
});

describe('who is signed in', () => {
  it("is asked only once the page's widgets have rendered, so its code never holds them up", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // When each widget first rendered, in the page's clock.
    await page.addInitScript(() => {
      const rendered: Record<string, number> = {};
      Object.assign(window, { rendered });
      const selectors = {
        header: 'masthead-header button[data-masthead-opens="account"]',
        footer: 'masthead-footer footer[aria-label]',
      };
      new MutationObserver(() => {
        for (const [name, selector] of Object.entries(selectors))
          if (rendered[name] === undefined && document.querySelector(selector))
            rendered[name] = performance.now();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(article);
    const sessionAsked = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const entry = list.getEntries().find((e) => e.name.endsWith('/api/auth/session'));
            if (entry) resolve(entry.startTime);
          }).observe({ type: 'resource', buffered: true });
        }),
    );
    const rendered = await page.evaluate(
      () => (window as unknown as { rendered: Record<string, number> }).rendered,
    );
    expect(Object.keys(rendered).sort()).toEqual(['footer', 'header']);
    expect(sessionAsked).toBeGreaterThan(Math.max(...Object.values(rendered)));
    await context.close();
  });
});

describe('the files a page runs as it loads', () => {
  it("each start with V8's compile hint, so they compile off the main thread", async () => {
    const { page, urls, close } = await watched(article);
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).waitFor();
    await page.waitForLoadState('networkidle');
    const remoteOrigins = [1, 2, 3, 4, 5].map((offset) => `http://localhost:${port + offset}/`);
    const masthead = urls().filter(
      (url) =>
        new URL(url).pathname.endsWith('.js') &&
        (url.startsWith(`${origin}/masthead/`) || remoteOrigins.some((from) => url.startsWith(from))),
    );
    // The loader's entry, its core and session, and each widget's chunks.
    expect(masthead.length).toBeGreaterThanOrEqual(6);
    for (const url of new Set(masthead)) {
      const code = await (await fetch(url)).text();
      expect(code.startsWith('//# allFunctionsCalledOnLoad\n'), url).toBe(true);
    }
    await close();
  });
});
