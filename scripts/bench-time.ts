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
 */
import { CdpBrowser, type CdpTab } from './bench-cdp.ts';

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

export interface NetworkRecord {
  url: string;
  sent: number;
  arrived?: number;
  /** The script that asked for it (CDP's initiator), if the browser names one. */
  initiator?: string;
  /** The page's HTML itself: the chain's starting point, not a link in it. */
  document?: boolean;
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

interface RequestEvent {
  requestId: string;
  timestamp: number;
  type?: string;
  request: { url: string };
  initiator: { type: string; url?: string; stack?: CallStack };
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

const marksKey = '__benchMarks';

/**
 * A page of the bench's own Chromium, with what a scenario does to it: load, wait for marks,
 * rest the pointer, click, wait for the network to go quiet.
 */
export class BenchTab {
  constructor(readonly cdp: CdpTab) {}

  /** The domains the bench needs: `Page` runs the measuring script, `Network` the rest. */
  async start(): Promise<void> {
    await this.cdp.send('Page.enable');
    await this.cdp.send('Network.enable');
    this.cdp.on<{ requestId: string }>('Network.requestWillBeSent', ({ requestId }) =>
      this.busy(requestId, 1),
    );
    for (const end of ['Network.loadingFinished', 'Network.loadingFailed'])
      this.cdp.on<{ requestId: string }>(end, ({ requestId }) => this.busy(requestId, -1));
  }

  private readonly inFlight = new Set<string>();
  private lastActivity = Date.now();

  private busy(requestId: string, change: 1 | -1) {
    if (change > 0) this.inFlight.add(requestId);
    else this.inFlight.delete(requestId);
    this.lastActivity = Date.now();
  }

  async goto(url: string): Promise<void> {
    const { errorText } = await this.cdp.send<{ errorText?: string }>('Page.navigate', { url });
    if (errorText) throw new Error(`${url}: ${errorText}`);
  }

  /**
   * Marks, in the page's own clock (`performance.now()`), the first moment each selector
   * matches an element that is rendered and enabled, and the moment each selector first
   * holds focus (a `focus:` mark). A `live:` mark also waits for the loader to run (its page
   * API is there, announced by `masthead:ready`): an opener the page's HTML holds (the
   * header's prerendered Sign In) opens its dialog from then on, and not before. A `shown:`
   * mark is set once the first frame that paints the element has done its work: its box is
   * read in that frame's animation callback (which the browser runs only once the page's
   * stylesheets let it render) and the mark is set by the first task after the frame, at
   * the highest priority, so that a script the page queued meanwhile does not hold it back:
   * what a reader sees, prerendered markup included. Set at the animation callback itself,
   * the mark came before that frame's work, some 90 ms at 4x on the article against some 10
   * ms on the floor's small page; set by a plain task after it, behind the page's own scripts
   * that arrived during the frame (up to some 130 ms at 4x on the sign-in page); read on a DOM
   * change, the box made the browser lay out pages still waiting for their stylesheets.
   * Other marks are checked on every DOM change and when the loader is ready, so such a mark
   * is as late as the change that made it true and no later. A `click` mark is the
   * first click's event time.
   *
   * The marks stay in the page until the bench reads them (`mark`): a script the page runs
   * before its own, added over `Page`, which needs no `Runtime` domain to send them back.
   */
  async watchMarks(selectors: Record<string, string>): Promise<void> {
    await this.cdp.send('Page.addScriptToEvaluateOnNewDocument', {
      source: `(() => {
    const marks = ${JSON.stringify(selectors)};
    const times = (window.${marksKey} = {});
    const set = (name, time) => {
      if (times[name] === undefined) times[name] = time;
    };
    const rendered = (css) => {
      const element = document.querySelector(css);
      if (!element || element.disabled) return false;
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0;
    };
    const names = Object.keys(marks);
    const shown = names.filter((name) => name.startsWith('shown:'));
    const others = names.filter((name) => !name.startsWith('shown:') && !name.startsWith('focus:'));
    // The first task after the frame, ahead of the tasks the page has queued meanwhile (a
    // script that arrived while the frame ran, which a plain task would wait behind: the
    // reader sees the frame all the same).
    const afterFrame = (run) => {
      if (window.scheduler?.postTask) return void window.scheduler.postTask(run, { priority: 'user-blocking' });
      const after = new MessageChannel();
      after.port1.onmessage = run;
      after.port2.postMessage(null);
    };
    // A shown: mark reads the element's box only in a frame's animation callback, which the
    // browser runs once the page's stylesheets let it render: read sooner, the box would force
    // a style and layout of the page without them, work no reader's browser does and which
    // only the pages whose markup is parsed before their stylesheets are in would pay. Read
    // there, the frame's own style and layout find nothing left to do. A DOM change only asks
    // for that frame: the parser's pauses for the observer cost the page next to nothing.
    const framed = new Set();
    let asked = false;
    const inFrame = () => {
      asked = false;
      for (const name of shown) {
        if (framed.has(name)) continue;
        if (!rendered(marks[name])) {
          if (document.querySelector(marks[name])) ask();
          continue;
        }
        framed.add(name);
        afterFrame(() => set(name, performance.now()));
      }
    };
    const ask = () => {
      if (asked || shown.every((name) => framed.has(name))) return;
      asked = true;
      requestAnimationFrame(inFrame);
    };
    const check = () => {
      ask();
      for (const name of others) {
        if (times[name] !== undefined) continue;
        if (name.startsWith('live:') && !window.Masthead) continue;
        if (rendered(marks[name])) set(name, performance.now());
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
  })();`,
    });
  }

  /**
   * Wait for a mark set by the script `watchMarks` added, and return it. Read every 50 ms:
   * the time is the page's own, so how soon the bench sees it changes nothing measured.
   */
  async mark(name: string, timeout = 30_000): Promise<number> {
    const until = Date.now() + timeout;
    for (;;) {
      const time = await this.cdp.evaluate<number | null>(
        `window.${marksKey}?.[${JSON.stringify(name)}] ?? null`,
      );
      if (time !== null) return time;
      if (Date.now() > until) throw new Error(`no mark "${name}" within ${timeout} ms`);
      await pause(50);
    }
  }

  /** Wait until no request has been in flight for `quiet` ms. */
  async networkIdle(quiet = 500, timeout = 30_000): Promise<void> {
    const until = Date.now() + timeout;
    while (this.inFlight.size > 0 || Date.now() - this.lastActivity < quiet) {
      if (Date.now() > until) throw new Error(`the network was still busy after ${timeout} ms`);
      await pause(50);
    }
  }

  /** The middle of the element, scrolled into view first if it is not on screen. */
  private async centre(selector: string): Promise<{ x: number; y: number }> {
    const point = await this.cdp.evaluate<{ x: number; y: number } | null>(`(() => {
      const element = document.querySelector(${JSON.stringify(selector)});
      if (!element) return null;
      let box = element.getBoundingClientRect();
      if (box.top < 0 || box.bottom > innerHeight || box.left < 0 || box.right > innerWidth) {
        element.scrollIntoView({ block: 'center', inline: 'center' });
        box = element.getBoundingClientRect();
      }
      return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    })()`);
    if (!point) throw new Error(`nothing matches ${selector}`);
    return point;
  }

  async hover(selector: string): Promise<void> {
    const { x, y } = await this.centre(selector);
    await this.cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x, y });
  }

  async click(selector: string): Promise<void> {
    const { x, y } = await this.centre(selector);
    await this.cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x, y });
    const press = { x, y, button: 'left', clickCount: 1 };
    await this.cdp.send('Input.dispatchMouseEvent', { ...press, type: 'mousePressed', buttons: 1 });
    await this.cdp.send('Input.dispatchMouseEvent', { ...press, type: 'mouseReleased', buttons: 0 });
  }
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
