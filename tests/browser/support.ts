/**
 * What every browser test needs: Debian's Chromium driven by playwright-core (never
 * a browser download), a page that records console errors, and axe for WCAG 2.2 AA.
 */
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type ConsoleMessage, type Locator, type Page } from 'playwright-core';
import { initiatorOf, type NetworkRecord } from '../../scripts/bench/chain.ts';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const launchArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: launchArgs });
}

/**
 * For pages the test serves itself (`route.fulfill`): Chromium counts them as public, so its
 * block on their requests to the demo's loopback origins is lifted.
 */
export function launchBrowserForRoutedPages(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [...launchArgs, '--disable-features=LocalNetworkAccessChecks'],
  });
}

/**
 * A fresh page that records every request with CDP's send and arrival times (what asked for
 * it, for the bench's chain), and console errors. `prepare` runs before the page loads (to
 * route a request, say).
 */
export async function watchRequests(
  browser: Browser,
  url: string,
  prepare?: (page: Page) => Promise<unknown>,
) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await prepare?.(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const records = new Map<string, NetworkRecord>();
  cdp.on('Network.requestWillBeSent', (event) => {
    if (!event.redirectResponse)
      records.set(event.requestId, { url: event.request.url, sent: event.timestamp, ...initiatorOf(event) });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const record = records.get(event.requestId);
    if (record) record.arrived = event.timestamp;
  });
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto(url);
  const urls = () => [...records.values()].map((record) => record.url);
  return { page, records, urls, errors, close: () => context.close() };
}

export interface WatchedPage {
  page: Page;
  /** Console errors and uncaught exceptions, in order. */
  errors: string[];
  /** Every URL the page requested. */
  requests: string[];
}

/** A fresh context (own cookies and storage, the page's CSP off) and a page that records errors and requests. */
export async function openPage(
  browser: Browser,
  url: string,
  options: {
    viewport?: { width: number; height: number };
    /** Run in the page before its first byte: `watchShifts`, say. */
    init?: () => void;
  } = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1280, height: 900 },
    // The demo serves a strict Content-Security-Policy, and axe applies inline styles while it
    // checks, which the policy refuses with a console error each. Pages opened here ignore the
    // policy; csp.test.ts opens every page and dialog under it.
    bypassCSP: true,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  const requests: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  page.on('request', (request) => requests.push(request.url()));
  if (options.init) await page.addInitScript(options.init);
  await page.goto(url);
  return { page, errors, requests };
}

/**
 * Hold back the requests of `page` that `held` matches, as a slow network would: they go out
 * once the returned `release` is called; with `refuse`, they are then refused instead, as by
 * an origin that went down (it comes back with `page.unroute`).
 */
export async function holdRequests(
  page: Page,
  held: RegExp | ((url: URL) => boolean),
  { refuse = false } = {},
): Promise<() => void> {
  let release = () => undefined as void;
  const holding = new Promise<void>((resolve) => (release = resolve));
  await page.route(held, async (route) => {
    await holding;
    await (refuse ? route.abort('connectionrefused') : route.continue());
  });
  return release;
}

/**
 * Whether `browser` asks again for a module whose request failed. The HTML standard used to
 * keep a failed module request in the page's module map, and engines built to that (Chromium
 * 150, Debian's on the machine the suite was written on, among them) fail the same address
 * again without asking until the page is reloaded; newer ones ask again. The loader's core is
 * imported by its address from the loader's other files, so on the first kind a core that
 * failed stays failed until a reload (docs/embedding.md).
 */
export async function retriesFailedModules(browser: Browser, origin: string): Promise<boolean> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const probe = `${origin}/__module-retry-probe.js`;
    let up = false;
    await page.route(probe, (route) =>
      up
        ? route.fulfill({ contentType: 'text/javascript', body: 'export default 1;' })
        : route.abort('connectionrefused'),
    );
    await page.route(`${origin}/__module-retry-probe.html`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>probe</title>' }),
    );
    await page.goto(`${origin}/__module-retry-probe.html`);
    // A string, not a function: the test runner rewrites an `import()` in a function's body.
    const load = () =>
      page.evaluate<boolean>(`import(${JSON.stringify(probe)}).then(() => true, () => false)`);
    if (await load()) throw new Error('the module probe loaded while its request was refused');
    up = true;
    return await load();
  } finally {
    await context.close();
  }
}

/**
 * Once every fade and slide running on the page has ended (a cancelled one counts as ended;
 * one that never ends, a spinner, is not waited for). Two frames go by first: a fade starts one
 * frame after its element is in the page (Floating UI's transition styles).
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const ending = document
      .getAnimations()
      .filter((animation) => animation.playState === 'running')
      .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * WCAG 2.2 A and AA violations on the page (or inside `include`), as readable lines, each with
 * axe's own account of a node (a contrast's colours and ratio). The page is read at rest: a
 * flyout or a dialog fading in is checked once its fade has ended, not in mid-fade, when its
 * text is still partly transparent (a slow machine can stretch the fade over axe's run).
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  await animationsSettled(page);
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes.map((n) => [n.target.join(' '), ...n.any.map((c) => c.message)].join(': ')).join(', ')})`,
  );
}

/** A node of Chromium's accessibility tree, as CDP's `Accessibility` domain gives it. */
interface AXNode {
  nodeId: string;
  ignored: boolean;
  role?: { value: string };
  name?: { value: string };
  properties?: { name: string; value: { value: unknown } }[];
  childIds?: string[];
  backendDOMNodeId?: number;
}

/** Roles that carry nothing a screen reader announces on their own (containers and text runs). */
const plainRoles = new Set(['generic', 'none', 'StaticText', 'InlineTextBox', 'LineBreak']);

/**
 * What a screen reader gets from the element `selector` and everything in it, in order: a line
 * per node of the browser's own accessibility tree that is not ignored and has a role of its
 * own (`link: Careers`, `button: Menu [disabled]`). Chromium's tree, through CDP: Playwright's
 * role queries read the DOM instead, and miss what the browser leaves out (content it skips
 * rendering, names it computes otherwise).
 */
export async function accessibilityTree(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Accessibility.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    if (!nodeId) throw new Error(`nothing matches ${selector}`);
    const { node } = await cdp.send('DOM.describeNode', { nodeId });
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AXNode[] };
    const byId = new Map(nodes.map((n) => [n.nodeId, n]));
    const lines: string[] = [];
    const walk = (n: AXNode | undefined) => {
      if (!n) return;
      const role = n.role?.value ?? '';
      if (!n.ignored && !plainRoles.has(role)) {
        const disabled = n.properties?.some((p) => p.name === 'disabled' && p.value.value === true);
        lines.push(`${role}: ${n.name?.value ?? ''}${disabled ? ' [disabled]' : ''}`);
      }
      for (const child of n.childIds ?? []) walk(byId.get(child));
    };
    const start = nodes.find((n) => n.backendDOMNodeId === node.backendNodeId);
    if (!start) throw new Error(`${selector} is not in the accessibility tree`);
    walk(start);
    return lines;
  } finally {
    await cdp.detach();
  }
}

/** The text of what describes the element (its `aria-describedby`), as a screen reader reads it after its name. */
export const accessibleDescription = (element: Locator) =>
  element.evaluate(
    (box) =>
      (box.getAttribute('aria-describedby') ?? '')
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
        .trim() || null,
  );

/** Errors written by the loader or a widget ('[masthead] …'). */
export const mastheadErrors = (errors: string[]) => errors.filter((e) => e.startsWith('[masthead]'));

/** A fresh email per call: the in-memory reference API lives for the whole run. */
export const newEmail = (name: string) =>
  `${name}-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`;

/** What `watchShifts` keeps on the page's window. */
export type ShiftWindow = Window & { layoutShift?: number; shifts?: string[] };

/**
 * An init script, installed before the page's first byte (`page.addInitScript(watchShifts)`):
 * sums the layout shifts not caused by input, as CLS does, and names what moved in each.
 * An engine without the Layout Instability API (Firefox, WebKit) gets no sum at all
 * (`layoutShift` stays undefined), not a zero. Self-contained: it is sent to the page as source.
 */
export function watchShifts(): void {
  if (!PerformanceObserver.supportedEntryTypes?.includes('layout-shift')) return;
  const win = window as ShiftWindow;
  win.layoutShift = 0;
  win.shifts = [];
  type Shift = PerformanceEntry & {
    value: number;
    hadRecentInput: boolean;
    sources: { node?: Node | null }[];
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Shift[]) {
      if (entry.hadRecentInput) continue;
      win.layoutShift = (win.layoutShift ?? 0) + entry.value;
      const moved = entry.sources.map((source) => {
        const node = source.node;
        return node instanceof Element ? `${node.localName}.${node.className}` : String(node?.nodeName);
      });
      win.shifts?.push(`${entry.value.toFixed(4)}: ${moved.join(', ')}`);
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/**
 * The layout shift `watchShifts` has summed so far, and what moved in each shift. Throws where
 * nothing was summed (the watcher not installed), rather than reading that as no shift.
 */
export async function layoutShifts(page: Page): Promise<{ total: number; shifts: string[] }> {
  const result = await page.evaluate(() => {
    const win = window as ShiftWindow;
    return win.layoutShift === undefined ? null : { total: win.layoutShift, shifts: win.shifts ?? [] };
  });
  if (!result) throw new Error('no layout shifts were summed: is watchShifts installed?');
  return result;
}

/**
 * Until the dialog's own render has taken over from the first view that came with the click
 * (the sign-in form's markup, shown while the dialog's code loads) or that the server put in
 * the page. A test that reads the dialog's box or its elements through a handle reads the
 * dialog that stays, not one about to leave the page.
 */
export const dialogCodeIn = (page: Page): Promise<void> =>
  page.locator('[data-masthead-dialog][data-masthead-prerendered]').waitFor({ state: 'detached' });

type ViolationWindow = Window & { violations?: string[] };

/**
 * Opens `url` in a context of its own that keeps the page's policy, recording every CSP
 * violation from the first byte on, with what was blocked and where (`violations`).
 */
export async function openWatchedPolicy(
  browser: Browser,
  url: string,
  viewport = { width: 1280, height: 800 },
): Promise<{ page: Page; policy: string }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const win = window as ViolationWindow;
    win.violations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      win.violations?.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  const response = await page.goto(url);
  return { page, policy: (await response?.headerValue('content-security-policy')) ?? '' };
}

/** The violations a page opened with `openWatchedPolicy` has recorded so far. */
export const violations = (page: Page) => page.evaluate(() => (window as ViolationWindow).violations ?? []);

/** Violation events are dispatched as a task: lets any pending one arrive before a read. */
export const settleViolations = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 50))));
