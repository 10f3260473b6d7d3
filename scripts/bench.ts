/**
 * Bench (not a test): what the demo's pages really download and how long a reader
 * waits, measured in Debian's Chromium against the built demo. Prints each remote's own
 * JS and CSS (gzip and brotli), the loader, and the totals, beside the budgets the
 * issues set (gzip); then the time rows beside a plain React floor page built and served
 * in the same run (bench-time.ts says how). Exits non-zero when a budget is exceeded.
 * Run `pnpm bench` (it builds first); `BENCH_FILES=1` also lists each row's files,
 * largest first; `BENCH_RUNS=n` sets the loads per time row (default 7), `BENCH_TIME=0`
 * skips the time rows, `BENCH_ROWS=text` times only the rows whose name holds that text
 * (and the floor). One more row times the reference API's sign-ins per second (its password
 * check sets the pace). The `h2` rows load the same pages, and a floor, through the nginx
 * recipe (deploy/nginx: HTTP/2 over TLS, precompressed brotli and gzip), each page with its
 * hints, the header's and the footer's markup and the sign-in page's first view of the dialog
 * written in as a host without Node serves them;
 * `BENCH_H2=0` leaves them out.
 */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Page, Response } from 'playwright-core';
import { build } from 'vite';
import {
  conditions,
  measureTimes,
  median,
  medianInterval,
  pause,
  type Scenario,
  type TimeRow,
} from './bench-time.ts';
import { dialogs, remoteNames, type RemoteName } from '../module-federation.config.ts';
import { startDemo } from '../host-demo/server.ts';
import { launchBrowser } from '../tests/browser/support.ts';
import { startNginxSite, type NginxSite } from '../tests/browser/nginx-site.ts';
import { serveApi } from '../tests/browser/other-origin.ts';
import { coreChunks } from '@masthead/loader/core-files';
import { demoAccounts } from '@masthead/api/contract';

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

const rows: {
  name: string;
  files: Download[];
  raw: number;
  gzip: number;
  brotli: number;
  budget?: number;
}[] = [];
const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;
const row = (name: string, files: Download[]) => {
  const budget = budgets[name];
  rows.push({ name, files, ...sizes(files), ...(budget === undefined ? {} : { budget }) });
};

/**
 * The floor: React 19 and a three-field form, built now and served on its own port. The
 * same server serves the demo's article page twice without Masthead, for reading its rows:
 * `/article-alone` without the loader's tag (the page's own cost: its HTML, styles, layout
 * and scripts) and `/article-react` with the floor's form in the header's place instead
 * (what the least React widget costs on that page); and the article as the demo serves it
 * (`served`), with the header's and the footer's markup and stylesheets, without the
 * loader's tag as `/article-markup` (what painting that markup costs, with no code of ours),
 * and that without the widgets' stylesheets as `/article-unstyled` (the markup drawn with the
 * browser's own styles: what its elements cost before any design).
 */
const floorDist = join(fileURLToPath(new URL('./bench-floor/', import.meta.url)), 'dist');

async function serveFloor(port: number, served: string) {
  const root = fileURLToPath(new URL('./bench-floor/', import.meta.url));
  const outDir = floorDist;
  const pagesDir = fileURLToPath(new URL('../host-demo/pages/', import.meta.url));
  await build({
    root,
    base: './',
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true },
  });
  const article = await readFile(join(pagesDir, 'index.html'), 'utf8');
  const loaderTag =
    /<script\s+type="module"(?:\s+async)?\s+src="\/masthead\/masthead-loader\.js"[^>]*><\/script>/;
  const floorTag = /<script type="module"[^>]*><\/script>/.exec(
    await readFile(join(outDir, 'index.html'), 'utf8'),
  );
  // The widgets' stylesheets: the remotes' own, which the server links beside their markup.
  const widgetSheets = /<link rel="stylesheet" href="https?:\/\/[^"]+\/assets\/[^"]+\.css"\s*\/?>/g;
  if (!loaderTag.test(article) || !loaderTag.test(served) || !floorTag)
    throw new Error('bench: no loader tag in the article page, or no script tag in the floor page');
  if ((served.match(widgetSheets) ?? []).length < 2)
    throw new Error("bench: the article as served links no stylesheet of the header's and the footer's");
  const pages: Record<string, string> = {
    '/article-alone': article.replace(loaderTag, ''),
    '/article-markup': served.replace(loaderTag, ''),
    '/article-unstyled': served.replace(loaderTag, '').replace(widgetSheets, ''),
    // The floor's script as built (deferred: it renders into a root the parser must have reached).
    '/article-react': article
      .replace(loaderTag, floorTag[0])
      .replace('</masthead-header>', '</masthead-header>\n    <div id="root"></div>'),
  };
  const types: Record<string, string> = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
  };
  // A file of the floor's build, else one of the article's own (its styles and scripts).
  const fileFor = async (pathname: string) => {
    for (const dir of [outDir, pagesDir]) {
      const path = normalize(join(dir, pathname));
      const file = path.endsWith('/') ? join(path, 'index.html') : path;
      const info = await stat(file).catch(() => undefined);
      if (file.startsWith(dir) && info?.isFile()) return file;
    }
    return undefined;
  };
  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://floor');
    const page = pages[pathname];
    if (page !== undefined) {
      res.writeHead(200, { 'Content-Type': types['.html'] });
      res.end(page);
      return;
    }
    void fileFor(pathname).then((file) => {
      if (!file) return void res.writeHead(404).end();
      res.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' });
      createReadStream(file).pipe(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://localhost:${port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/**
 * Sign-ins per second on the reference API: `count` of the demo reader's, `parallel` at a
 * time, from the first request to the last answer. Each one checks an Argon2id hash.
 */
async function signInsPerSecond(origin: string, count = 20, parallel = 4): Promise<string> {
  const { emailAddress, password } = demoAccounts.reader;
  const signIn = async () => {
    const answer = await fetch(`${origin}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ emailAddress, password }),
    });
    if (answer.status !== 200) throw new Error(`bench sign-in answered ${answer.status}`);
  };
  const started = performance.now();
  for (let done = 0; done < count; done += parallel)
    await Promise.all(Array.from({ length: parallel }, signIn));
  return (count / ((performance.now() - started) / 1000)).toFixed(1);
}

// Interrupted, the bench exits through 'exit', which stops the nginx it started.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));
const runs = Number(process.env.BENCH_RUNS ?? 7);
/** Rows over HTTP/2 through the nginx recipe: their names start with this. */
/** The footer, as the server's markup or as the footer's own render. */
const footerShown = 'masthead-footer footer[aria-label="Site footer"]';

const h2Prefix = 'h2 ';
const floorName = 'floor: React page, email input ready';
/** The floor a row is compared with: the one served the same way. */
const floorOf = (name: string) => (name.startsWith(h2Prefix) ? `${h2Prefix}${floorName}` : floorName);
/** How long the pointer rests on the opener before the click, in the after-intent row. */
const intentRest = 300;
const benchPort = Number(process.env.BENCH_PORT ?? 8280);
// The reference API on the pages' origin, as in the demo, with a throwaway database.
const { createReferenceApi } = await import('@masthead/server');
const referenceApi = await createReferenceApi({ dataDir: 'memory://', env: {}, mode: 'development' });
const demo = await startDemo({ port: benchPort, api: referenceApi.handle });
const floor = await serveFloor(
  benchPort + 20,
  await (await fetch(`${demo.origin}/?hideIntromercial=true`)).text(),
);
/** The same pages and the floor through the nginx recipe, with the API it proxies to. */
async function serveH2(port: number) {
  const origin = `https://localhost:${port}`;
  const h2Api = await createReferenceApi({
    dataDir: 'memory://',
    env: {},
    mode: 'development',
    publicOrigin: origin,
    trustedProxies: ['loopback'],
  });
  const served = await serveApi(h2Api.handle);
  let site: NginxSite;
  try {
    site = await startNginxSite({ port, api: served.origin, hinted: true, extra: { floor: floorDist } });
  } catch (error) {
    await served.close();
    await h2Api.close();
    throw error;
  }
  return {
    origin: site.origin,
    async close() {
      await site.close();
      await served.close();
      await h2Api.close();
    },
  };
}
const h2 =
  process.env.BENCH_TIME !== '0' && process.env.BENCH_H2 !== '0' ? await serveH2(benchPort + 30) : null;
const browser = await launchBrowser();
try {
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
  // Time from navigation to the footer's own first render (in place of the server's markup),
  // taken inside the page.
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
  await page.locator('masthead-footer [data-masthead-mounted] footer').waitFor();
  const mountedMs = await page.evaluate(() => document.documentElement.dataset.benchFooterMs);
  for (const part of ['loader', loaderChunks, 'footer', 'header-chrome']) {
    const files = only(initial, part);
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

  console.log(`\nMasthead bench: ${demo.origin}/ in headless Chromium, localhost (no network latency)`);
  console.log(`footer mounted ${mountedMs} ms after navigation start\n`);
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
  process.exitCode = failed ? 1 : 0;
  console.log(
    `\nreference API: ${await signInsPerSecond(demo.origin)} sign-ins per second (20, 4 at a time)`,
  );

  if (process.env.BENCH_TIME !== '0') {
    const only = process.env.BENCH_ROWS;
    const all = scenarios();
    const picked = all.filter((scenario) => !only || scenario.name.includes(only));
    // Each picked row's floor is timed too, in the same rounds.
    const chosen = all.filter(
      (scenario) => picked.includes(scenario) || picked.some((row) => floorOf(row.name) === scenario.name),
    );
    printTimes(await measureTimes(chosen, runs));
  }
} finally {
  await browser.close();
  await demo.close();
  await floor.close();
  await h2?.close();
  await referenceApi.close();
}

function scenarios(): Scenario[] {
  const dialogEmail = '[role="dialog"] input[name="emailAddress"]';
  // The mounted dialog is portalled into the body; its first view sits one level down, in the
  // element the server put it in.
  const mountedDialogEmail = `body > [data-masthead-scope] ${dialogEmail}`;
  const signIn = 'masthead-header button[data-masthead-opens="account"]';
  // A load row is ready once the frame that paints its element has run, the floor's too; a
  // `live:` mark (a click opens the dialog at once) counts from the moment it works.
  const load =
    (url: string, marks: Record<string, string>, ready: string): Scenario['run'] =>
    async (tab) => {
      const painted = /^(shown|live):/.test(ready) ? ready : `shown:${ready}`;
      const { [ready]: selector, ...others } = marks;
      if (selector === undefined) throw new Error(`bench: no mark "${ready}" to wait for`);
      await tab.watchMarks({ ...others, [painted]: selector });
      await tab.goto(url);
      return { start: 0, ready: await tab.mark(painted) };
    };
  /**
   * Load `url`, let it settle, optionally rest the pointer on `opener`, then click it; ready
   * when the dialog holds focus (the Modal focuses its Close button first) and `field` is
   * rendered and enabled.
   */
  const click =
    (url: string, opener: string, field: string, rest: number): Scenario['run'] =>
    async (tab) => {
      await tab.watchMarks({ opener, field, 'focus:dialog': '[role="dialog"] *' });
      await tab.goto(url);
      await tab.mark('opener');
      await tab.networkIdle();
      if (rest > 0) {
        await tab.hover(opener);
        await pause(rest);
      }
      await tab.click(opener);
      const start = await tab.mark('click');
      return { start, ready: Math.max(await tab.mark('field'), await tab.mark('focus:dialog')) };
    };
  const article = `${demo.origin}/?hideIntromercial=true`;
  return [
    {
      name: floorName,
      run: load(floor.origin, { email: 'input[name="emailAddress"]' }, 'email'),
    },
    {
      // The first field on screen: the dialog's first view the server put in, when it did,
      // counted from the first frame that paints it (the parser inserts it long before that).
      name: 'sign-in at load: email input ready',
      run: load(`${demo.origin}/sign-in`, { 'shown:email': dialogEmail }, 'shown:email'),
    },
    {
      // The dialog's own render, which takes over from its first view once its code has run.
      name: "sign-in at load: the dialog's code has taken over",
      run: load(`${demo.origin}/sign-in`, { email: mountedDialogEmail }, 'email'),
    },
    {
      // The server's markup holds the header's Sign In, which takes a click from the first
      // frame that paints it: kept until the loader runs, which then opens the dialog.
      name: 'article /: Sign In interactive',
      run: load(article, { 'shown:signIn': signIn }, 'shown:signIn'),
    },
    {
      // From when the loader has run, a click opens the dialog at once.
      name: 'article /: Sign In opens at once (loader)',
      run: load(article, { 'live:signIn': signIn }, 'live:signIn'),
    },
    {
      // The header's own render, which takes the markup's place once its code has run.
      name: 'article /: header mounted',
      run: load(
        article,
        { header: 'masthead-header [data-masthead-mounted] button[data-masthead-opens="account"]' },
        'header',
      ),
    },
    {
      // What a reader sees: the footer painted, the server's markup or its own render.
      name: 'article /: footer rendered',
      run: load(article, { 'shown:footer': footerShown }, 'shown:footer'),
    },
    {
      // The footer's own render, which takes the markup's place once its code has run.
      name: 'article /: footer mounted',
      run: load(
        article,
        { footer: 'masthead-footer [data-masthead-mounted] footer[aria-label="Site footer"]' },
        'footer',
      ),
    },
    {
      // The article's own cost, for reading the rows above: the same page without Masthead.
      name: 'article / alone (no Masthead): header shown',
      run: load(
        `${floor.origin}/article-alone`,
        { header: 'masthead-header header.site-header a' },
        'header',
      ),
    },
    {
      // The article as served, with no script of Masthead's: what its markup costs to paint.
      name: 'article / markup alone (no loader): footer shown',
      run: load(`${floor.origin}/article-markup`, { 'shown:footer': footerShown }, 'shown:footer'),
    },
    {
      // The same markup drawn with the browser's own styles: what its elements cost alone.
      name: 'article / markup alone, unstyled: footer shown',
      run: load(`${floor.origin}/article-unstyled`, { 'shown:footer': footerShown }, 'shown:footer'),
    },
    {
      // The floor's form in the header's place: the least a React widget costs on that page.
      name: "article / the floor's form, no Masthead",
      run: load(`${floor.origin}/article-react`, { email: '#root input[name="emailAddress"]' }, 'email'),
    },
    { name: 'first Sign In click, cold', run: click(article, signIn, dialogEmail, 0) },
    { name: 'first Sign In click, after intent', run: click(article, signIn, dialogEmail, intentRest) },
    {
      name: '/subscriptions: plan click to checkout',
      run: click(`${demo.origin}/subscriptions`, 'button[data-plan="digital"]', '[role="dialog"] input', 0),
    },
    ...(h2 ? h2Scenarios(h2.origin, { load, dialogEmail, mountedDialogEmail, signIn }) : []),
  ];
}

/**
 * The load rows again, through the nginx recipe over HTTP/2 with TLS and brotli, against the
 * floor's build served by the same nginx: readers' conditions rather than the demo's
 * HTTP/1.1 server on loopback without compression.
 */
function h2Scenarios(
  origin: string,
  {
    load,
    dialogEmail,
    mountedDialogEmail,
    signIn,
  }: {
    load: (url: string, marks: Record<string, string>, ready: string) => Scenario['run'];
    dialogEmail: string;
    mountedDialogEmail: string;
    signIn: string;
  },
): Scenario[] {
  const article = `${origin}/?hideIntromercial=true`;
  return [
    {
      name: `${h2Prefix}${floorName}`,
      run: load(`${origin}/floor/`, { email: 'input[name="emailAddress"]' }, 'email'),
    },
    {
      name: `${h2Prefix}sign-in at load: email input ready`,
      run: load(`${origin}/sign-in`, { 'shown:email': dialogEmail }, 'shown:email'),
    },
    {
      name: `${h2Prefix}sign-in at load: the dialog's code has taken over`,
      run: load(`${origin}/sign-in`, { email: mountedDialogEmail }, 'email'),
    },
    {
      name: `${h2Prefix}article /: Sign In interactive`,
      run: load(article, { 'shown:signIn': signIn }, 'shown:signIn'),
    },
    {
      name: `${h2Prefix}article /: Sign In opens at once (loader)`,
      run: load(article, { 'live:signIn': signIn }, 'live:signIn'),
    },
    {
      name: `${h2Prefix}article /: footer rendered`,
      run: load(article, { 'shown:footer': footerShown }, 'shown:footer'),
    },
  ];
}

function printTimes(timeRows: TimeRow[]) {
  const floorRow = (line: TimeRow) => timeRows.find((row) => row.name === floorOf(line.name));
  const isFloor = (line: TimeRow) => floorRow(line) === line;
  console.log(
    `\nTimes (median of ${runs} cold loads, fresh context each, interleaved); ms, and x the floor in brackets.` +
      `\nRows named "${h2Prefix.trim()} …": through deploy/nginx (HTTP/2, TLS, precompressed brotli), against the floor served there.` +
      `\nClick rows: from the click until the dialog holds focus and its first field is ready; after intent, the pointer rested ${intentRest} ms first.` +
      `\nDepth: the longest critical request chain, from the HTML (load rows) or from the click.\n`,
  );
  console.log(`${'row'.padEnd(44)}${conditions.map((c) => c.name.padStart(17)).join('')}   depth`);
  for (const line of timeRows) {
    const cells = conditions.map((c) => {
      const ms = line.ms[c.name] ?? 0;
      const ratio =
        isFloor(line) || line.name.includes('click')
          ? ''
          : ` (${(ms / (floorRow(line)?.ms[c.name] ?? ms)).toFixed(2)})`;
      return `${Math.round(ms)}${ratio}`.padStart(17);
    });
    console.log(`${line.name.padEnd(44)}${cells.join('')}   ${line.depth}`);
  }
  // The floor's median moves between runs on a busy machine, and a ratio of medians with it;
  // each round loads the floor beside every row, so the per-round ratio cancels that drift.
  // A target "at or below the floor" is met beyond the noise only where the interval's top is.
  const { level } = medianInterval(Array.from({ length: runs }, (_, round) => round));
  console.log(
    `\nx the floor, paired: the median over the rounds of a load's time over the floor's in that round;` +
      `\nin brackets, where the median lies with ${Math.floor(level * 100)} % confidence (from the rounds' ratios alone)`,
  );
  console.log(`${'row'.padEnd(44)}${conditions.map((c) => c.name.padStart(20)).join('')}`);
  for (const line of timeRows) {
    if (isFloor(line) || line.name.includes('click')) continue;
    const cells = conditions.map((c) => {
      const floorSamples = floorRow(line)?.samples[c.name] ?? [];
      const ratios = (line.samples[c.name] ?? []).map((ms, round) => ms / (floorSamples[round] ?? ms));
      const { low, high } = medianInterval(ratios);
      return `${median(ratios).toFixed(2)} (${low.toFixed(2)}–${high.toFixed(2)})`.padStart(20);
    });
    console.log(`${line.name.padEnd(44)}${cells.join('')}`);
  }
  if (process.env.BENCH_FILES) {
    for (const line of timeRows) {
      console.log(`\n${line.name}: deepest chain`);
      for (const url of line.chain) console.log(`  ${url}`);
    }
  }
}
