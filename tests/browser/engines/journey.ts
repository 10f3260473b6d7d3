/**
 * What a journey is written against, once for every engine: a page opened through the engine
 * layer (./driver.ts), elements found as a reader finds them (by role and accessible name, by
 * label, by text; Testing Library's queries, injected into the page, so every engine uses the
 * same rules), waits that poll, axe-core injected the same way, and screenshots per engine in
 * test-results/screenshots/<engine>/. Every failure names the engine.
 */
import { mkdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EngineBrowser, EngineName, EnginePage, ElementRef, Key, PageOptions } from './driver.ts';

const require = createRequire(import.meta.url);
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
export const screenshotDir = (engine: EngineName) => join(repoRoot, 'test-results', 'screenshots', engine);

/** Testing Library's browser build (the same queries the component tests use) and axe-core. */
const testingLibrarySource = readFile(
  join(dirname(require.resolve('@testing-library/dom/package.json')), 'dist/@testing-library/dom.umd.min.js'),
  'utf8',
);
const axeSource = readFile(require.resolve('axe-core/axe.min.js'), 'utf8');

type TextMatch = string | RegExp;
type WireMatch = string | { source: string; flags: string };
type Step =
  | { role: string; name?: TextMatch }
  | { label: TextMatch }
  | { text: TextMatch; exact?: boolean }
  | { css: string };
type WireStep =
  | { role: string; name?: WireMatch }
  | { label: WireMatch }
  | { text: WireMatch; exact: boolean }
  | { css: string };
type Request =
  | { steps: WireStep[]; want: 'element' | 'count' | 'text' | 'focus' | 'focused' }
  | { steps: WireStep[]; want: 'attribute'; attribute: string };

const wire = (match: TextMatch): WireMatch =>
  typeof match === 'string' ? match : { source: match.source, flags: match.flags };
const wireStep = (step: Step): WireStep => {
  if ('role' in step)
    return step.name === undefined ? { role: step.role } : { role: step.role, name: wire(step.name) };
  if ('label' in step) return { label: wire(step.label) };
  if ('text' in step) return { text: wire(step.text), exact: step.exact ?? false };
  return step;
};

/**
 * A driver's error for an element no longer in the document (Playwright, Puppeteer, WebDriver).
 * Puppeteer over BiDi says "not clickable" when the element it was handed has no box any more:
 * a widget's prerendered markup, or a dialog's first view, replaced by its render.
 */
const isDetached = (error: unknown) =>
  /not attached to the DOM|detached from document|stale element reference|Node is detached|Node is either not clickable/i.test(
    String(error),
  );

const missingLibrary = 'masthead-engines: Testing Library is not in this document';

/**
 * Runs in the page: the elements `steps` reach (each step searches inside what the previous
 * found), only those a reader can perceive (Testing Library's accessibility rules), then what
 * the request wants of the first one. Self-contained: it is sent to the page as source.
 */
function queryInPage(request: Request): unknown {
  type Library = {
    queryAllByRole: (c: Element, role: string, o?: { name?: unknown }) => HTMLElement[];
    queryAllByLabelText: (c: Element, text: unknown) => HTMLElement[];
    queryAllByText: (c: Element, text: unknown) => HTMLElement[];
    isInaccessible: (e: Element) => boolean;
  };
  const lib = (window as unknown as { TestingLibraryDom?: Library }).TestingLibraryDom;
  if (!lib) throw new Error('masthead-engines: Testing Library is not in this document');
  const match = (m: WireMatch) => (typeof m === 'string' ? m : new RegExp(m.source, m.flags));
  let found: Element[] = [document.documentElement];
  for (const step of request.steps) {
    const next: Element[] = [];
    for (const container of found) {
      let hits: Element[];
      if ('role' in step)
        hits = lib.queryAllByRole(
          container,
          step.role,
          step.name === undefined ? {} : { name: match(step.name) },
        );
      else if ('label' in step) hits = lib.queryAllByLabelText(container, match(step.label));
      else if ('text' in step) {
        const wanted = match(step.text);
        hits = lib.queryAllByText(
          container,
          typeof wanted === 'string' && !step.exact
            ? (content: string) => content.replace(/\s+/g, ' ').includes(wanted)
            : wanted,
        );
      } else hits = [...container.querySelectorAll(step.css)];
      for (const hit of hits) if (!next.includes(hit) && !lib.isInaccessible(hit)) next.push(hit);
    }
    found = next;
  }
  const first = found[0] ?? null;
  switch (request.want) {
    case 'element':
      return first;
    case 'count':
      return found.length;
    case 'text':
      return first?.textContent?.replace(/\s+/g, ' ').trim() ?? null;
    case 'attribute':
      return first?.getAttribute(request.attribute) ?? null;
    case 'focus':
      if (first instanceof HTMLElement) first.focus();
      return first !== null;
    case 'focused':
      return first !== null && (first === document.activeElement || first.contains(document.activeElement));
  }
}

export class Locator {
  constructor(
    private readonly journey: Journey,
    private readonly steps: Step[],
  ) {}

  private and(step: Step) {
    return new Locator(this.journey, [...this.steps, step]);
  }
  role(role: string, name?: TextMatch) {
    return this.and(name === undefined ? { role } : { role, name });
  }
  label(label: TextMatch) {
    return this.and({ label });
  }
  /** Elements whose own text contains `text` (or equals it, `exact`). */
  text(text: TextMatch, exact = false) {
    return this.and({ text, exact });
  }
  css(css: string) {
    return this.and({ css });
  }

  /** How a failure names it, e.g. `button "Sign In" in banner "Site header"`. */
  toString(): string {
    const show = (m: TextMatch) => (typeof m === 'string' ? `"${m}"` : String(m));
    return [...this.steps]
      .reverse()
      .map((step) => {
        if ('role' in step) return step.name === undefined ? step.role : `${step.role} ${show(step.name)}`;
        if ('label' in step) return `field labelled ${show(step.label)}`;
        if ('text' in step) return `text ${show(step.text)}`;
        return `"${step.css}"`;
      })
      .join(' in ');
  }

  private request(want: Request['want'], attribute = ''): Request {
    const steps = this.steps.map(wireStep);
    return want === 'attribute' ? { steps, want, attribute } : { steps, want };
  }

  async count() {
    return (await this.journey.query(this.request('count'))) as number;
  }
  async textContent() {
    return (await this.journey.query(this.request('text'))) as string | null;
  }
  async attribute(name: string) {
    return (await this.journey.query(this.request('attribute', name))) as string | null;
  }
  /** Whether focus is on it (or inside it). */
  async hasFocus() {
    return (await this.journey.query(this.request('focused'))) as boolean;
  }

  /** Until a reader can perceive it (`visible`), or until it is gone. */
  async waitFor({ state = 'visible', timeout }: { state?: 'visible' | 'gone'; timeout?: number } = {}) {
    await this.journey.until(
      `${this} to be ${state}`,
      async () => (await this.count()) > 0 === (state === 'visible'),
      timeout,
    );
  }

  /** The element, once it is there. */
  async element(timeout?: number): Promise<ElementRef> {
    let element: ElementRef | null = null;
    await this.journey.until(
      `${this} to be visible`,
      async () => {
        element = await this.journey.element(this.request('element'));
        return element !== null;
      },
      timeout,
    );
    return element as unknown as ElementRef;
  }

  async click() {
    await this.act((element) => this.journey.page.click(element));
  }
  async fill(text: string) {
    await this.act((element) => this.journey.page.fill(element, text));
  }

  /**
   * Finds the element and acts on it; when it left the page in between (a widget's prerendered
   * markup replaced by the widget, a re-render), finds it again, as a reader would.
   */
  private async act(action: (element: ElementRef) => Promise<void>) {
    const deadline = Date.now() + this.journey.timeout;
    for (;;) {
      try {
        return await action(await this.element());
      } catch (error) {
        if (!isDetached(error) || Date.now() > deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }
  async focus() {
    await this.element();
    await this.journey.query(this.request('focus'));
  }

  /**
   * For what shows only for a while (a confirmation its dialog closes 3 s later), which a wait
   * that polls can miss when every query is slow: call before the action that shows it; the
   * answer's `waitFor` passes once it has been in the page, checked on every change there.
   */
  async watch() {
    const key = await this.journey.watch(this.request('count'));
    return {
      waitFor: (timeout?: number) =>
        this.journey.until(
          `${this} to have been visible`,
          () =>
            this.journey.evaluate(
              ({ seenKey, key }) =>
                (window as unknown as Record<string, Record<string, boolean> | undefined>)[seenKey]?.[key] ===
                true,
              { seenKey, key },
            ),
          timeout,
        ),
    };
  }
}

/** Where `watchInPage` notes, by key, that what it watched for has been in the page. */
const seenKey = 'mastheadEnginesSeen';

/**
 * Runs in the page: from now on, notes in `window[seenKey][key]` once `request` finds an
 * element, checking after every change to the document. Sent as source with `query`
 * (`queryInPage`), so it is self-contained too.
 */
function watchInPage(query: (request: Request) => unknown, request: Request, seenKey: string, key: string) {
  const page = window as unknown as Record<string, Record<string, boolean> | undefined>;
  const seen = (page[seenKey] ??= {});
  seen[key] = false;
  const observer = new MutationObserver(() => check());
  const check = () => {
    if ((query(request) as number) === 0) return;
    seen[key] = true;
    observer.disconnect();
  };
  observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  check();
}

/** One page of a journey in one engine. */
export class Journey {
  private watches = 0;

  private constructor(
    readonly page: EnginePage,
    readonly browser: EngineBrowser,
    readonly timeout: number,
  ) {}

  static async open(browser: EngineBrowser, url: string, options: PageOptions & { timeout?: number } = {}) {
    const { timeout = 20_000, ...pageOptions } = options;
    const page = await browser.newPage(pageOptions);
    const journey = new Journey(page, browser, timeout);
    await page.goto(url);
    return journey;
  }

  get engine(): EngineName {
    return this.page.engine;
  }

  /** The whole document, to start a search from. */
  get root() {
    return new Locator(this, []);
  }
  role(role: string, name?: TextMatch) {
    return this.root.role(role, name);
  }
  label(label: TextMatch) {
    return this.root.label(label);
  }
  text(text: TextMatch, exact = false) {
    return this.root.text(text, exact);
  }
  css(css: string) {
    return this.root.css(css);
  }

  goto(url: string) {
    return this.page.goto(url);
  }
  press(key: Key) {
    return this.page.press(key);
  }
  evaluate<R, A = undefined>(fn: (arg: A) => R | Promise<R>, arg?: A) {
    return this.page.evaluate(fn, arg);
  }

  /**
   * Until the page is on screen as a reader first sees it: every stylesheet it links is in
   * and a frame has painted with them. A driver's click on the parsed page before that can
   * be aimed by a layout the stylesheets then move.
   */
  async painted() {
    await this.until('the page’s stylesheets to be in', () =>
      this.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet),
      ),
    );
    await this.evaluate(
      () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
    );
  }

  /** Runs the query, first bringing Testing Library into a document that lacks it. */
  async query(request: Request): Promise<unknown> {
    return this.withLibrary(() => this.page.evaluate(queryInPage, request));
  }
  /** Starts `watchInPage` for `request`; answers the key it notes under. */
  async watch(request: Request): Promise<string> {
    const key = `watch-${++this.watches}`;
    // Testing Library first, which the watcher's query needs.
    await this.query({ steps: [], want: 'count' });
    const args = [request, seenKey, key].map((value) => JSON.stringify(value)).join(', ');
    await this.page.runScript(`(${watchInPage.toString()})(${queryInPage.toString()}, ${args});`);
    return key;
  }
  async element(request: Request): Promise<ElementRef | null> {
    return this.withLibrary(() => this.page.element(queryInPage as (r: Request) => Element | null, request));
  }
  private async withLibrary<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (!String(error).includes(missingLibrary)) throw error;
      await this.page.runScript(await testingLibrarySource);
      return run();
    }
  }

  /** Polls `check` until it holds; the error names the engine and what was awaited. */
  async until(what: string, check: () => Promise<boolean>, timeout = this.timeout) {
    const deadline = Date.now() + timeout;
    let last: unknown;
    for (;;) {
      try {
        if (await check()) return;
        last = undefined;
      } catch (error) {
        // A document being replaced (a navigation) answers with errors for a moment.
        last = error;
      }
      if (Date.now() > deadline)
        throw new Error(
          `[${this.engine}] timed out after ${timeout} ms waiting for ${what}` +
            (last ? ` (last error: ${last instanceof Error ? last.message : String(last)})` : ''),
        );
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async waitForUrl(url: string | RegExp) {
    await this.until(`the URL ${String(url)}`, async () => {
      const now = await this.page.url();
      return typeof url === 'string' ? now === url : url.test(now);
    });
  }

  /** What the page's focused element is called: its label or text. */
  focused() {
    return this.page.evaluate(() => {
      const active = document.activeElement as HTMLElement | null;
      if (!active || active === document.body) return 'BODY';
      return (active.getAttribute('aria-label') ?? active.textContent ?? '').replace(/\s+/g, ' ').trim();
    });
  }

  /** WCAG 2.2 A and AA violations (axe-core, injected), in the page or inside `include`. */
  async axe(include?: string): Promise<string[]> {
    const loaded = await this.page.evaluate(() => 'axe' in window);
    if (!loaded) await this.page.runScript(await axeSource);
    return this.page.evaluate(
      async ({ include: selector }) => {
        type Result = { violations: { id: string; help: string; nodes: { target: string[] }[] }[] };
        const axe = (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<Result> } }).axe;
        const { violations } = await axe.run(selector ? { include: [[selector]] } : document, {
          runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
          resultTypes: ['violations'],
        });
        return violations.map(
          (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
        );
      },
      { include: include ?? '' },
    );
  }

  /** Console errors written by the loader or a widget ('[masthead] …'). */
  async mastheadErrors() {
    return (await this.page.consoleErrors()).filter((error) => error.startsWith('[masthead]'));
  }

  /** A screenshot for visual review: test-results/screenshots/<engine>/<name>.png. */
  async shot(name: string) {
    const dir = screenshotDir(this.engine);
    await mkdir(dir, { recursive: true });
    await this.page.screenshot(join(dir, `${name}.png`));
  }

  close() {
    return this.page.close();
  }
}
