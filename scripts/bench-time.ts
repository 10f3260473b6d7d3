/**
 * The bench's clock: how long a reader waits, measured against a React floor page in the
 * same run. Each row is the median of BENCH_RUNS (default 7) cold loads, interleaved
 * (one load of every row, then the next round), each in a fresh browser context, at 1x
 * and 4x CPU (`Emulation.setCPUThrottlingRate`), on loopback and with 40 ms added to
 * every answer (`Network.emulateNetworkConditions`).
 *
 * Critical chain depth: the longest chain of code and config requests (HTML, scripts,
 * styles, JSON) from the HTML to ready in which each request was sent only after the one
 * before it had arrived. Data calls (`/api/…`, `/service/…`) are left out: nothing on the
 * way to ready waits on them.
 */
import type { Browser, CDPSession, Page } from 'playwright-core';

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
  run(page: Page): Promise<Timing>;
}

export interface NetworkRecord {
  url: string;
  sent: number;
  arrived?: number;
  /** The script that asked for it (CDP's initiator), if the browser names one. */
  initiator?: string;
  /** The page's HTML itself: the chain's starting point, not a link in it. */
  document?: boolean;
}

async function throttle(cdp: CDPSession, { cpu, latency }: Condition) {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
}

const isCritical = (url: string) => {
  const { pathname, protocol } = new URL(url);
  if (protocol === 'data:') return false;
  return !pathname.startsWith('/api/') && !pathname.startsWith('/service/');
};

const isJson = (url: string) => new URL(url).pathname.endsWith('.json');

const isScript = (url: string) => /\.m?js$/.test(new URL(url).pathname);

/**
 * The longest chain of critical requests, sent from `from` (seconds, CDP's clock) and
 * arrived by `until`, in which each request waited for the one before: its initiator (the
 * script that asked for it, as the browser reports it) or the JSON it was derived from (the
 * config, a manifest: the latest to arrive before it was sent, for script-made requests).
 * A request made by markup (the HTML's own tags, preload hints) waits for nothing but the
 * page; one whose script the browser cannot name waits for the JSON only, and only if a
 * script had arrived before it was sent (CDP names no script for a `Link` header's
 * `modulepreload` either, and no script can ask for anything before one has arrived).
 */
export function longestChain(records: NetworkRecord[], from: number, until: number): string[] {
  const done = records
    .filter(
      (r) =>
        !r.document && r.sent >= from && r.arrived !== undefined && r.arrived <= until && isCritical(r.url),
    )
    .sort((a, b) => a.sent - b.sent);
  const chains = new Map<NetworkRecord, string[]>();
  const arrivedBefore = (record: NetworkRecord, test: (other: NetworkRecord) => boolean) =>
    done
      .filter((other) => other !== record && (other.arrived ?? Infinity) <= record.sent && test(other))
      .sort((a, b) => (b.arrived ?? 0) - (a.arrived ?? 0))[0];
  let longest: string[] = [];
  for (const record of done) {
    const parents: (NetworkRecord | undefined)[] = [];
    if (record.initiator) {
      const script = record.initiator;
      parents.push(arrivedBefore(record, (other) => other.url === script));
      parents.push(arrivedBefore(record, (other) => isJson(other.url)));
    } else if (
      record.initiator === '' &&
      records.some((other) => isScript(other.url) && (other.arrived ?? Infinity) <= record.sent)
    ) {
      parents.push(arrivedBefore(record, (other) => isJson(other.url)));
    }
    let previous: string[] = [];
    for (const parent of parents) {
      const chain = parent && chains.get(parent);
      if (chain && chain.length > previous.length) previous = chain;
    }
    const chain = [...previous, record.url];
    chains.set(record, chain);
    if (chain.length > longest.length) longest = chain;
  }
  return longest;
}

/**
 * Who asked for a request: a script's URL, `''` for a script the browser does not name (a
 * link element a script inserted), nothing for the page's markup and hints.
 */
export function initiatorOf(event: {
  type?: string;
  initiator: { type: string; url?: string; stack?: CallStack };
}): { initiator?: string; document?: boolean } {
  const { initiator } = event;
  if (event.type === 'Document') return { document: true };
  if (initiator.type !== 'script') return {};
  if (initiator.url?.startsWith('http')) return { initiator: initiator.url };
  // A link a script inserted names no script itself; its call stack (and the async stacks
  // behind it) does.
  for (let stack = initiator.stack; stack; stack = stack.parent) {
    const frame = stack.callFrames.find((candidate) => candidate.url.startsWith('http'));
    if (frame) return { initiator: frame.url };
  }
  return { initiator: '' };
}

interface CallStack {
  callFrames: { url: string }[];
  parent?: CallStack;
}

async function sample(browser: Browser, scenario: Scenario, condition: Condition): Promise<Sample> {
  // The HTTP/2 rows' nginx has a certificate made for the run.
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    ignoreHTTPSErrors: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await throttle(cdp, condition);
    const records = new Map<string, NetworkRecord>();
    let documentSent: number | undefined;
    cdp.on('Network.requestWillBeSent', (event) => {
      if (event.type === 'Document' && documentSent === undefined) documentSent = event.timestamp;
      records.set(event.requestId, { url: event.request.url, sent: event.timestamp, ...initiatorOf(event) });
    });
    cdp.on('Network.loadingFinished', (event) => {
      const record = records.get(event.requestId);
      if (record) record.arrived = event.timestamp;
    });
    const { start, ready } = await scenario.run(page);
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
    await context.close();
  }
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

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

export async function measureTimes(
  browser: Browser,
  scenarios: Scenario[],
  runs: number,
): Promise<TimeRow[]> {
  const samples = new Map<string, Sample[]>();
  for (let round = 0; round < runs; round++) {
    for (const condition of conditions) {
      for (const scenario of scenarios) {
        const key = `${scenario.name}\n${condition.name}`;
        samples.set(key, [...(samples.get(key) ?? []), await sample(browser, scenario, condition)]);
      }
    }
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

/** Marks reported by a page so far, and who is waiting for which. */
interface MarkBoard {
  times: Record<string, number>;
  waiting: Map<string, (time: number) => void>;
}

const boards = new WeakMap<Page, MarkBoard>();
const binding = '__benchMark';

/**
 * Marks, in the page's own clock, the first moment each selector matches an element that
 * is rendered and enabled, and the moment each selector first holds focus (a `focus:`
 * mark). A `live:` mark also waits for the loader to run (its page API is there, announced
 * by `masthead:ready`): an opener the page's HTML holds (the header's prerendered Sign In)
 * opens its dialog from then on, and not before. A `shown:` mark is set in the first frame
 * that can paint the element (an animation frame, which does not run while the page's
 * stylesheets still hold its rendering): what a reader sees, prerendered markup included. Checked on every DOM change and when the
 * loader is ready, so a mark is as late as the change that made it true and no later.
 *
 * The page reports each mark through a CDP binding the moment it is set. Polling for it
 * with Playwright (`waitForFunction`) would first compile Playwright's injected script in
 * the page, about 50 ms of main thread at 4x CPU, and it would land inside the measured
 * time of every page still loading after its load event, but not of a page that is ready
 * before it (the floor).
 */
export async function watchMarks(page: Page, selectors: Record<string, string>): Promise<void> {
  const board: MarkBoard = { times: {}, waiting: new Map() };
  boards.set(page, board);
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Runtime.bindingCalled', ({ name, payload }) => {
    if (name !== binding) return;
    const { mark, time } = JSON.parse(payload) as { mark: string; time: number };
    if (board.times[mark] !== undefined) return;
    board.times[mark] = time;
    board.waiting.get(mark)?.(time);
  });
  await cdp.send('Runtime.enable');
  await cdp.send('Runtime.addBinding', { name: binding });
  // A string, not a function: tsx's helpers would not exist inside the page.
  await page.addInitScript(`(() => {
    const marks = ${JSON.stringify(selectors)};
    const times = {};
    const set = (name, time) => {
      if (times[name] !== undefined) return;
      times[name] = time;
      window.${binding}(JSON.stringify({ mark: name, time }));
    };
    const framed = new Set();
    const check = () => {
      for (const [name, css] of Object.entries(marks)) {
        if (times[name] !== undefined || framed.has(name) || name.startsWith('focus:')) continue;
        if (name.startsWith('live:') && !window.Masthead) continue;
        const element = document.querySelector(css);
        if (!element || element.disabled) continue;
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        if (!name.startsWith('shown:')) set(name, performance.now());
        else {
          framed.add(name);
          requestAnimationFrame(() => set(name, performance.now()));
        }
      }
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
    document.addEventListener('masthead:ready', check);
    document.addEventListener('focusin', (event) => {
      for (const [name, css] of Object.entries(marks)) {
        if (name.startsWith('focus:') && event.target.matches?.(css)) set(name, performance.now());
      }
    }, true);
    document.addEventListener('click', (event) => set('click', event.timeStamp), true);
  })();`);
}

/** Wait for a mark set by `watchMarks` and return it. */
export function mark(page: Page, name: string, timeout = 30_000): Promise<number> {
  const board = boards.get(page);
  if (!board) return Promise.reject(new Error('watchMarks was not called for this page'));
  const time = board.times[name];
  if (time !== undefined) return Promise.resolve(time);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no mark "${name}" within ${timeout} ms`)), timeout);
    board.waiting.set(name, (at) => {
      clearTimeout(timer);
      resolve(at);
    });
  });
}
