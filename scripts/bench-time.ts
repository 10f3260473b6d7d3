/**
 * The bench's clock: how long a reader waits, measured against a React floor page in the
 * same run. Each row is the median of BENCH_RUNS (default 7) cold loads, interleaved
 * (one load of every row, then the next round; each round starts one row further on, so
 * no row, the floor included, always loads in the same place), each in a fresh browser
 * context, at 1x and 4x CPU (`Emulation.setCPUThrottlingRate`), on loopback and with 40 ms
 * added to every answer (`Network.emulateNetworkConditions`).
 *
 * The pages run in a Chromium of the bench's own, driven over a bare DevTools connection
 * (bench-cdp.ts) with only the `Page` domain (for the measuring script) and the `Network`
 * domain (for the latency and the request log) turned on, never `Runtime`, which a driver
 * such as Playwright turns on and which slows some pages' scripts far more than others.
 * The measuring script keeps its marks in the page; the bench reads them with
 * `Runtime.evaluate`, which needs no domain turned on.
 *
 * Critical chain depth: the longest chain of code and config requests (HTML, scripts,
 * styles, JSON) from the HTML to ready in which each request was sent only after the one
 * before it had arrived. Data calls (`/api/…`, `/service/…`) are left out: nothing on the
 * way to ready waits on them.
 *
 * Here: the conditions, the rounds and the statistics of the rows. The tab a scenario drives,
 * with the measuring script, is in bench/tab.ts; the chain's reckoning in bench/chain.ts.
 */
import { CdpBrowser, type CdpTab } from './bench-cdp.ts';
import { initiatorOf, longestChain, type NetworkRecord, type RequestEvent } from './bench/chain.ts';
import { BenchTab } from './bench/tab.ts';

export interface Condition {
  name: string;
  cpu: number;
  latency: number;
}

export const conditions: Condition[] = [
  { name: '1x', cpu: 1, latency: 0 },
  { name: '4x', cpu: 4, latency: 0 },
  { name: '1x +40ms', cpu: 1, latency: 40 },
  { name: '4x +40ms', cpu: 4, latency: 40 },
];

/** One measured load: milliseconds to ready, and the chain depth on the way there. */
interface Sample {
  ms: number;
  depth: number;
  chain: string[];
}

/** A marked moment in the page's own clock (`performance.now()`). */
export interface Timing {
  /** When the measured wait began: 0 for a page load, the click for an interaction. */
  start: number;
  ready: number;
}

export interface Scenario {
  name: string;
  /** Loads the page (and acts on it) in a fresh context; returns the measured wait. */
  run(tab: BenchTab): Promise<Timing>;
}

async function throttle(tab: CdpTab, { cpu, latency }: Condition) {
  await tab.send('Network.emulateNetworkConditions', {
    offline: false,
    latency,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await tab.send('Emulation.setCPUThrottlingRate', { rate: cpu });
}

async function sample(browser: CdpBrowser, scenario: Scenario, condition: Condition): Promise<Sample> {
  const tab = new BenchTab(await browser.newTab({ width: 1280, height: 800 }));
  try {
    const records = new Map<string, NetworkRecord>();
    let documentSent: number | undefined;
    tab.cdp.on<RequestEvent>('Network.requestWillBeSent', (event) => {
      if (event.type === 'Document' && documentSent === undefined) documentSent = event.timestamp;
      records.set(event.requestId, { url: event.request.url, sent: event.timestamp, ...initiatorOf(event) });
    });
    tab.cdp.on<{ requestId: string; timestamp: number }>('Network.loadingFinished', (event) => {
      const record = records.get(event.requestId);
      if (record) record.arrived = event.timestamp;
    });
    await tab.start();
    await throttle(tab.cdp, condition);
    const { start, ready } = await scenario.run(tab);
    // CDP's clock is in seconds; the page's starts at navigation, when the HTML was requested.
    const origin = documentSent ?? 0;
    const fromHtml = start === 0;
    const chain = longestChain(
      [...records.values()],
      fromHtml ? 0 : origin + start / 1000,
      origin + ready / 1000,
    );
    return { ms: ready - start, depth: chain.length, chain };
  } finally {
    await tab.cdp.close();
  }
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/**
 * Where the median of what `values` were drawn from lies, with `level` confidence or more,
 * from the values alone (nothing assumed of their distribution): between the k-th least and
 * the k-th greatest, for the largest k that keeps the chance of the median falling outside
 * below `1 - level`. That chance is twice the chance of fewer than k of n values falling
 * below the median, each with even odds. Too few values for `level` give the least and the
 * greatest, with the level they do give.
 */
export function medianInterval(values: number[], level = 0.95): { low: number; high: number; level: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const n = sorted.length;
  // P(fewer than k of n below the median), for k = 1, 2, …
  let below = 0;
  let choose = 1;
  let k = 1;
  let reached = 1 - 2 * 0.5 ** n;
  for (let next = 2; next <= Math.floor(n / 2); next++) {
    below += choose * 0.5 ** n;
    choose = (choose * (n - next + 2)) / (next - 1);
    const coverage = 1 - 2 * (below + choose * 0.5 ** n);
    if (coverage < level) break;
    k = next;
    reached = coverage;
  }
  return { low: sorted[k - 1] ?? NaN, high: sorted[n - k] ?? NaN, level: reached };
}

export interface TimeRow {
  name: string;
  /** Condition name → median milliseconds. */
  ms: Record<string, number>;
  /** Condition name → milliseconds of each load, in round order (the same round as other rows' i-th). */
  samples: Record<string, number[]>;
  /** The deepest critical chain seen in any load of the row (from the HTML, or from the click). */
  depth: number;
  /** One chain of that depth, for reading. */
  chain: string[];
}

/**
 * The rows in the order round `round` loads them: rotated by one a round, so over as many
 * rounds as rows each row loads once in every place. The place moves a load's time: one
 * page loaded third and sixth in each of 21 rounds (4x, +40 ms) came at 1.07 and 0.92 of
 * the floor, so a fixed order would tilt a row's ratio the same way in every run.
 */
export function roundOrder<T>(rows: readonly T[], round: number): T[] {
  const start = rows.length === 0 ? 0 : round % rows.length;
  return [...rows.slice(start), ...rows.slice(0, start)];
}

export async function measureTimes(scenarios: Scenario[], runs: number): Promise<TimeRow[]> {
  const samples = new Map<string, Sample[]>();
  // The HTTP/2 rows' nginx has a certificate made for the run.
  const browser = CdpBrowser.launch(['--ignore-certificate-errors']);
  try {
    for (let round = 0; round < runs; round++) {
      for (const condition of conditions) {
        for (const scenario of roundOrder(scenarios, round)) {
          const key = `${scenario.name}\n${condition.name}`;
          samples.set(key, [...(samples.get(key) ?? []), await sample(browser, scenario, condition)]);
        }
      }
    }
  } finally {
    await browser.close();
  }
  return scenarios.map((scenario) => {
    const of = (condition: Condition) => samples.get(`${scenario.name}\n${condition.name}`) ?? [];
    const deepest = conditions
      .flatMap(of)
      .reduce<Sample | undefined>((a, b) => (a && a.depth >= b.depth ? a : b), undefined);
    return {
      name: scenario.name,
      ms: Object.fromEntries(conditions.map((c) => [c.name, median(of(c).map((s) => s.ms))])),
      samples: Object.fromEntries(conditions.map((c) => [c.name, of(c).map((s) => s.ms)])),
      depth: deepest?.depth ?? 0,
      chain: deepest?.chain ?? [],
    };
  });
}
