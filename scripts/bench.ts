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
 *
 * This file runs it: the servers, the browser, the rows in order, the reference API's pace.
 * The byte rows are in bench/bytes.ts, the time rows in bench/time-rows.ts (timed by
 * bench-time.ts), the floor's and the nginx site's servers in bench/servers.ts.
 */
import { demoAccounts } from '@masthead/api/contract';
import { measureTimes } from './bench-time.ts';
import { measureBytes, printBytes } from './bench/bytes.ts';
import { serveFloor, serveH2 } from './bench/servers.ts';
import { floorOf, printTimes, scenarios } from './bench/time-rows.ts';
import { startDemo } from '../host-demo/server.ts';
import { launchBrowser } from '../tests/browser/support.ts';

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
const benchPort = Number(process.env.BENCH_PORT ?? 8280);
// The reference API on the pages' origin, as in the demo, with a throwaway database.
const { createReferenceApi } = await import('@masthead/server');
const referenceApi = await createReferenceApi({ dataDir: 'memory://', env: {}, mode: 'development' });
const demo = await startDemo({ port: benchPort, api: referenceApi.handle });
const floor = await serveFloor(
  benchPort + 20,
  await (await fetch(`${demo.origin}/?hideIntromercial=true`)).text(),
);
const h2 =
  process.env.BENCH_TIME !== '0' && process.env.BENCH_H2 !== '0' ? await serveH2(benchPort + 30) : null;
const browser = await launchBrowser();
try {
  const { rows, mountedMs } = await measureBytes(browser, demo);
  const failed = printBytes(demo.origin, mountedMs, rows);
  process.exitCode = failed ? 1 : 0;
  console.log(
    `\nreference API: ${await signInsPerSecond(demo.origin)} sign-ins per second (20, 4 at a time)`,
  );

  if (process.env.BENCH_TIME !== '0') {
    const only = process.env.BENCH_ROWS;
    const all = scenarios({ demo, floor, h2 });
    const picked = all.filter((scenario) => !only || scenario.name.includes(only));
    // Each picked row's floor is timed too, in the same rounds.
    const chosen = all.filter(
      (scenario) => picked.includes(scenario) || picked.some((row) => floorOf(row.name) === scenario.name),
    );
    printTimes(await measureTimes(chosen, runs), runs);
  }
} finally {
  await browser.close();
  await demo.close();
  await floor.close();
  await h2?.close();
  await referenceApi.close();
}
