/**
 * What the demo's pages download, in bytes: each part of Masthead a page loads (a remote, the
 * loader, its shared chunks), gzip and brotli, against the budgets the issues set (gzip); how
 * the pages are visited to collect them, and the table it prints.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Browser, Page, Response } from 'playwright-core';
import { coreChunks } from '@masthead/loader/core-files';
import { dialogs, remoteNames, type RemoteName } from '../../module-federation.config.ts';
import type { Demo } from '../../host-demo/server.ts';

const KB = 1024;
/** The loader's chunks: its session, the API client, analytics and the on-demand shared libraries. */
const loaderChunks = 'loader: shared chunks';
/** Budgets in gzip bytes, from the issues. */
const budgets: Record<string, number> = {
  loader: 95 * KB,
  footer: 20 * KB,
  'header-chrome': 35 * KB,
  ads: 20 * KB,
  'ads (page view without the interstitial)': 20 * KB,
  'account-dialog (first Sign In click)': 45 * KB,
  'checkout-dialog': 25 * KB,
  'page that opens the account dialog at load': 145 * KB,
  'article page total (loader + remotes)': 150 * KB,
  // The same page in another language: the widgets' words for it come beside their code.
  'article page in German (loader + remotes)': 150 * KB,
  'article page in Arabic (loader + remotes)': 150 * KB,
};

interface Download {
  url: string;
  bytes: Buffer;
}

const sizes = (files: Download[]) => {
  const raw = files.reduce((sum, f) => sum + f.bytes.length, 0);
  // Level 9 gzip and quality 11 brotli: what a CDN serves for precompressed static files.
  const gzip = files.reduce((sum, f) => sum + gzipSync(f.bytes, { level: 9 }).length, 0);
  const brotli = files.reduce(
    (sum, f) =>
      sum + brotliCompressSync(f.bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    0,
  );
  return { raw, gzip, brotli };
};

const isCode = (url: string) => /\.(m?js|css)(\?|$)/.test(new URL(url).pathname);

async function record(page: Page, action: () => Promise<void>): Promise<Download[]> {
  const downloads: Download[] = [];
  const pending: Promise<void>[] = [];
  const onResponse = (response: Response) => {
    if (!isCode(response.url()) || response.status() !== 200) return;
    pending.push(
      response.body().then(
        (bytes) => void downloads.push({ url: response.url(), bytes }),
        () => undefined,
      ),
    );
  };
  page.on('response', onResponse);
  await action();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  page.off('response', onResponse);
  return downloads;
}

export interface ByteRow {
  name: string;
  files: Download[];
  raw: number;
  gzip: number;
  brotli: number;
  budget?: number;
}

const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;
const byteRow = (name: string, files: Download[]): ByteRow => {
  const budget = budgets[name];
  return { name, files, ...sizes(files), ...(budget === undefined ? {} : { budget }) };
};

/**
 * The pages as readers load them, each in a fresh context: the article (first visit, then
 * again within 12 hours), the first Sign In click, the checkout dialog after it, and a page
 * that opens the account dialog at load; and how long after the reader scrolled to the footer
 * its own render came.
 */
export async function measureBytes(
  browser: Browser,
  demo: Pick<Demo, 'origin' | 'remoteOrigins'>,
): Promise<{ rows: ByteRow[]; mountedMs: string | undefined }> {
  const rows: ByteRow[] = [];
  const row = (name: string, files: Download[]) => void rows.push(byteRow(name, files));
  const origins = new Map<string, RemoteName>(
    remoteNames.map((name) => [new URL(demo.remoteOrigins[name]).origin, name]),
  );
  /** Which part of Masthead a file belongs to: a remote, the loader, its session chunk, or the CMS page. */
  const partOf = (file: Download): string => {
    const { origin, pathname } = new URL(file.url);
    const remote = origins.get(origin);
    if (remote) return remote;
    // The entry and what it always loads at once: its core (page elements, dialogs, the
    // federation host) and React.
    if (pathname === '/masthead/masthead-loader.js') return 'loader';
    if (Object.values(coreChunks).some((file) => pathname === `/masthead/${file}`)) return 'loader';
    return pathname.startsWith('/masthead/') ? loaderChunks : 'page';
  };
  const only = (files: Download[], ...parts: string[]) => files.filter((f) => parts.includes(partOf(f)));

  // 1. The article page, as a first-time visitor loads it (the interstitial ad shows).
  const context = await browser.newContext();
  const page = await context.newPage();
  // When the footer's own render came (in place of the server's markup), in the page's clock.
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector('masthead-footer [data-masthead-mounted] footer')) return;
      observer.disconnect();
      document.documentElement.dataset.benchFooterMs = String(Math.round(performance.now()));
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  const initial = await record(page, async () => {
    await page.goto(`${demo.origin}/`);
  });
  // The footer's code loads as the reader scrolls near it (`loading="lazy"` on the demo's
  // article page): what the scroll brings, and how long after it the footer rendered.
  let scrolledAt = 0;
  const scrolled = await record(page, async () => {
    scrolledAt = await page.evaluate(() => {
      document.querySelector('masthead-footer')?.scrollIntoView();
      return performance.now();
    });
    await page.locator('masthead-footer [data-masthead-mounted] footer').waitFor();
  });
  const footerMs = await page.evaluate(() => document.documentElement.dataset.benchFooterMs);
  const mountedMs = footerMs === undefined ? undefined : String(Math.round(Number(footerMs) - scrolledAt));
  for (const part of ['loader', loaderChunks, 'footer', 'header-chrome']) {
    const files = only([...initial, ...scrolled], part);
    if (files.length > 0) row(part, files);
  }
  if (only(initial, 'ads').length > 0) row('ads', only(initial, 'ads'));
  row(
    'article page total (loader + remotes)',
    initial.filter((f) => partOf(f) !== 'page'),
  );

  // 2. The same page again within 12 hours: no interstitial, so the ads remote costs less.
  const repeat = await record(page, async () => {
    await page.reload();
  });
  if (only(repeat, 'ads').length > 0) row('ads (page view without the interstitial)', only(repeat, 'ads'));
  await context.close();

  // 2b. The article in German and in Arabic (right to left), as a site in that language serves
  // it (the demo's `?lang` sets its <html lang>). A first visit each, as the English one.
  for (const [lang, name] of [
    ['de', 'article page in German (loader + remotes)'],
    ['ar', 'article page in Arabic (loader + remotes)'],
  ] as const) {
    const localeContext = await browser.newContext();
    const localePage = await localeContext.newPage();
    const files = await record(localePage, async () => {
      await localePage.goto(`${demo.origin}/?lang=${lang}`);
    });
    await localePage.locator('masthead-footer').scrollIntoViewIfNeeded();
    await localePage.locator(`masthead-footer [data-masthead-mounted][lang="${lang}"] footer`).waitFor();
    row(
      name,
      files.filter((f) => partOf(f) !== 'page'),
    );
    await localeContext.close();
  }

  // 3. The first Sign In click, on a page without the interstitial: all it downloads.
  const dialogContext = await browser.newContext();
  const dialogPage = await dialogContext.newPage();
  await dialogPage.goto(`${demo.origin}/?hideIntromercial=true`);
  await dialogPage.waitForLoadState('networkidle');
  if (dialogs.account) {
    const onClick = await record(dialogPage, async () => {
      await dialogPage.evaluate(() => window.Masthead?.openAccountDialog());
      await dialogPage.getByRole('dialog', { name: 'Sign In', exact: true }).waitFor();
      // The dialog's code, not only the first view that comes before it.
      await dialogPage
        .locator('[data-masthead-dialog][data-masthead-prerendered]')
        .waitFor({ state: 'detached' });
    });
    row('account-dialog (first Sign In click)', onClick);
  }

  // 4. The checkout dialog after the account dialog: the form libraries are on the page.
  if (dialogs.account && dialogs.checkout) {
    await dialogPage.evaluate(() => window.Masthead?.closeDialog());
    const onOpen = await record(dialogPage, async () => {
      await dialogPage.evaluate(() => window.Masthead?.openCheckoutDialog());
      await dialogPage.getByRole('dialog', { name: 'Sign in or register' }).waitFor();
    });
    row('checkout-dialog', onOpen);
  }
  await dialogContext.close();

  // 5. A page whose script opens the account dialog at load: the loader and the dialog.
  if (dialogs.account) {
    const atLoadContext = await browser.newContext();
    const atLoad = await atLoadContext.newPage();
    const files = await record(atLoad, async () => {
      await atLoad.goto(`${demo.origin}/sign-in`);
      await atLoad.getByRole('dialog', { name: 'Sign In', exact: true }).waitFor();
    });
    row('page that opens the account dialog at load', only(files, 'loader', loaderChunks, 'account-dialog'));
    await atLoadContext.close();
  }
  return { rows, mountedMs };
}

/**
 * Prints the rows beside their budgets and, with `BENCH_FILES`, each row's files; true when a
 * row is over its budget.
 */
export function printBytes(origin: string, mountedMs: string | undefined, rows: ByteRow[]): boolean {
  console.log(`\nMasthead bench: ${origin}/ in headless Chromium, localhost (no network latency)`);
  console.log(`footer mounted ${mountedMs} ms after the reader scrolled to it\n`);
  console.log('what                                          raw        gzip      brotli    budget (gzip)');
  let failed = false;
  for (const line of rows) {
    const over = line.budget !== undefined && line.gzip > line.budget;
    failed ||= over;
    const budget = line.budget === undefined ? '' : `${kb(line.budget)} ${over ? 'OVER' : 'ok'}`;
    console.log(
      `${line.name.padEnd(44)} ${kb(line.raw).padStart(9)} ${kb(line.gzip).padStart(9)} ${kb(line.brotli).padStart(9)}    ${budget}`,
    );
  }
  if (process.env.BENCH_FILES) {
    for (const line of rows) {
      console.log(`\n${line.name}`);
      const files = line.files.map((f) => ({ url: f.url, gzip: sizes([f]).gzip }));
      for (const f of files.sort((a, b) => b.gzip - a.gzip)) {
        const { host, pathname } = new URL(f.url);
        console.log(`  ${kb(f.gzip).padStart(9)}  ${host}${pathname}`);
      }
    }
  }
  const unmeasured = Object.keys(budgets).filter((name) => !rows.some((line) => line.name === name));
  if (unmeasured.length > 0)
    console.log(`\nnot on the page yet (no widget exposed): ${unmeasured.join(', ')}`);
  return failed;
}
