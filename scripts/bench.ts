/**
 * Bench (not a test): what the demo's pages really download, measured in Debian's
 * Chromium against the built demo. Prints each remote's own JS and CSS (gzip and
 * brotli), the loader, and the totals, beside the budgets the issues set (gzip).
 * Exits non-zero when a budget is exceeded. Run `pnpm bench` (it builds first).
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';
import { dialogs, remoteNames, type RemoteName } from '../module-federation.config.ts';
import { startDemo } from '../host-demo/server.ts';
import { launchBrowser } from '../tests/browser/support.ts';

const KB = 1024;
/** Budgets in gzip bytes, from the issues. */
const budgets: Record<string, number> = {
  loader: 95 * KB,
  footer: 20 * KB,
  'header-chrome': 35 * KB,
  ads: 20 * KB,
  'account-dialog (first Sign In click)': 45 * KB,
  'checkout-dialog': 25 * KB,
  'page that opens the account dialog at load': 140 * KB,
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

const rows: { name: string; raw: number; gzip: number; brotli: number; budget?: number }[] = [];
const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;

const demo = await startDemo({ port: Number(process.env.BENCH_PORT ?? 8280) });
const browser = await launchBrowser();
try {
  const origins = new Map<string, RemoteName>(
    remoteNames.map((name) => [new URL(demo.remoteOrigins[name]).origin, name]),
  );
  const byOrigin = (files: Download[]) => {
    const groups = new Map<string, Download[]>();
    for (const file of files) {
      const { origin, pathname } = new URL(file.url);
      const remote = origins.get(origin);
      let key = remote ?? 'page';
      if (!remote && pathname.startsWith('/masthead/')) key = 'loader';
      groups.set(key, [...(groups.get(key) ?? []), file]);
    }
    return groups;
  };

  // 1. The article page, as a first-time visitor loads it.
  const context = await browser.newContext();
  const page = await context.newPage();
  // Time from navigation to the footer's first render, taken inside the page.
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector('masthead-footer footer')) return;
      observer.disconnect();
      document.documentElement.dataset.benchFooterMs = String(Math.round(performance.now()));
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  const initial = await record(page, async () => {
    await page.goto(`${demo.origin}/`);
  });
  await page.locator('masthead-footer footer').waitFor();
  const mountedMs = await page.evaluate(() => document.documentElement.dataset.benchFooterMs);
  const groups = byOrigin(initial);
  for (const name of ['loader', ...remoteNames]) {
    const files = groups.get(name);
    if (!files) continue;
    rows.push({ name, ...sizes(files), ...(budgets[name] ? { budget: budgets[name] } : {}) });
  }
  const masthead = [...groups].filter(([key]) => key !== 'page').flatMap(([, files]) => files);
  rows.push({ name: 'article page total (loader + remotes)', ...sizes(masthead) });

  // 2. The first Sign In click: what the account dialog costs when it is first asked for.
  if (dialogs.account) {
    const onClick = await record(page, async () => {
      await page.evaluate(() => window.Masthead?.openAccountDialog());
      await page.getByRole('dialog').first().waitFor();
    });
    rows.push({
      name: 'account-dialog (first Sign In click)',
      ...sizes(onClick),
      budget: budgets['account-dialog (first Sign In click)']!,
    });
  }
  await context.close();

  console.log(`\nMasthead bench: ${demo.origin}/ in headless Chromium, localhost (no network latency)`);
  console.log(`footer rendered ${mountedMs} ms after navigation start\n`);
  console.log('what                                          raw        gzip      brotli    budget (gzip)');
  let failed = false;
  for (const row of rows) {
    const over = row.budget !== undefined && row.gzip > row.budget;
    failed ||= over;
    const budget = row.budget === undefined ? '' : `${kb(row.budget)} ${over ? 'OVER' : 'ok'}`;
    console.log(
      `${row.name.padEnd(44)} ${kb(row.raw).padStart(9)} ${kb(row.gzip).padStart(9)} ${kb(row.brotli).padStart(9)}    ${budget}`,
    );
  }
  const unmeasured = Object.keys(budgets).filter((name) => !rows.some((row) => row.name === name));
  if (unmeasured.length > 0)
    console.log(`\nnot on the page yet (no widget exposed): ${unmeasured.join(', ')}`);
  process.exitCode = failed ? 1 : 0;
} finally {
  await browser.close();
  await demo.close();
}
