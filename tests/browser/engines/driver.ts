/**
 * One small driver interface over three engines, each from Debian's packages and driven by
 * what works against it here (no browser or driver is ever downloaded):
 *
 * - chromium: Playwright's Chromium driver (CDP), as every other browser test;
 * - firefox: puppeteer-core over WebDriver BiDi, the protocol Firefox ESR carries built in
 *   (no geckodriver);
 * - webkit: WebKitGTK's own WebKitGTK driver (WebKitWebDriver, W3C WebDriver classic) with
 *   its MiniBrowser under an Xvfb display the layer starts, through ./webdriver.ts. Its
 *   build has no BiDi (a session asking for `webSocketUrl` is refused), so there are no
 *   console events and no scripts before the page's own: the layer installs its page hooks
 *   as soon as it reaches each new document instead (`features` says so).
 *
 * A journey is written once against `EnginePage` (through ./journey.ts) and runs per engine.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import type { Browser as PlaywrightBrowser, ElementHandle as PlaywrightElement } from 'playwright-core';
import puppeteer, {
  type Browser as PuppeteerBrowser,
  type ElementHandle as PuppeteerElement,
} from 'puppeteer-core';
import { browserInstalls, type EngineName } from '../../../scripts/ensure-browsers.mjs';
import { launchBrowser } from '../support.ts';
import { isWebElement, keyCodes, WebDriverSession, type WebElement } from './webdriver.ts';

export type { EngineName } from '../../../scripts/ensure-browsers.mjs';
export { selectedEngines } from '../../../scripts/ensure-browsers.mjs';

export type Key = keyof typeof keyCodes;

/** What an engine's driver gives the tests, known before launch (test names use it). */
export interface EngineFeatures {
  /** Console errors from the page's first byte (driver events); else from when the layer reaches the document. */
  consoleFromStart: boolean;
  /** Init scripts run before the page's own scripts; else as soon as the layer reaches the document. */
  initScriptsFirst: boolean;
  /** The Layout Instability API (`layout-shift` performance entries), which CLS is computed from. */
  layoutShiftApi: boolean;
  /**
   * The CSS Typed OM (`computedStyleMap`), which gives a computed `auto` margin as `auto`;
   * without it the page can only read the used value, in pixels of the column around.
   */
  typedOm: boolean;
  /**
   * The narrowest viewport the engine's window can have, if a narrower one is asked for
   * (MiniBrowser's toolbar sets WebKit's); the page then gets this width. Default none.
   */
  leastViewportWidth?: number;
}

export const engineFeatures: Record<EngineName, EngineFeatures> = {
  chromium: { consoleFromStart: true, initScriptsFirst: true, layoutShiftApi: true, typedOm: true },
  firefox: { consoleFromStart: true, initScriptsFirst: true, layoutShiftApi: false, typedOm: false },
  webkit: {
    consoleFromStart: false,
    initScriptsFirst: false,
    layoutShiftApi: false,
    typedOm: true,
    leastViewportWidth: 447,
  },
};

/** An element of the page, as the engine's driver holds it. */
export type ElementRef = { readonly engine: EngineName; readonly handle: unknown };

export interface PageOptions {
  viewport?: { width: number; height: number };
  /** Functions run in every document of the page (before its scripts where the engine allows). */
  initScripts?: (() => void)[];
}

export interface EnginePage {
  readonly engine: EngineName;
  /** Navigates and waits for the load event. */
  goto(url: string): Promise<void>;
  url(): Promise<string>;
  /** Runs `fn(arg)` in the page and returns its (awaited, JSON-like) result. */
  evaluate<R, A = undefined>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R>;
  /** Runs a script's source text in the page (a library such as axe-core). */
  runScript(source: string): Promise<void>;
  /** The element `fn(arg)` returns in the page, or null. */
  element<A>(fn: (arg: A) => Element | null, arg: A): Promise<ElementRef | null>;
  /** A real click, as the engine's driver does one (scrolled into view, at the element's centre). */
  click(element: ElementRef): Promise<void>;
  /** Focuses the field, empties it, and types `text` key by key. */
  fill(element: ElementRef, text: string): Promise<void>;
  /** Presses a key on whatever has focus. */
  press(key: Key): Promise<void>;
  /** A PNG of the viewport. */
  screenshot(path: string): Promise<void>;
  /** Console errors and uncaught exceptions so far (see `EngineFeatures.consoleFromStart`). */
  consoleErrors(): Promise<string[]>;
  close(): Promise<void>;
}

export interface EngineBrowser {
  readonly engine: EngineName;
  /** The engine's name and version, e.g. "Firefox 153.7.0". */
  readonly version: string;
  readonly features: EngineFeatures;
  newPage(options?: PageOptions): Promise<EnginePage>;
  close(): Promise<void>;
}

const defaultViewport = { width: 1280, height: 900 };
/** How long WebKitWebDriver may take to start its browser and answer for a new session. */
const sessionTimeoutMs = 30_000;

export function launchEngine(engine: EngineName): Promise<EngineBrowser> {
  switch (engine) {
    case 'chromium':
      return launchChromium();
    case 'firefox':
      return launchFirefox();
    case 'webkit':
      return launchWebKit();
  }
}

/** Errors a driver throws name the engine: a failure in a run of three says which one. */
async function named<T>(engine: EngineName, what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`[${engine}] ${what}: ${message}`, { cause: error });
  }
}

// --- Chromium: Playwright -------------------------------------------------------------------

async function launchChromium(): Promise<EngineBrowser> {
  const browser: PlaywrightBrowser = await launchBrowser();
  const engine = 'chromium';
  return {
    engine,
    version: `Chromium ${browser.version()}`,
    features: engineFeatures.chromium,
    async newPage({ viewport = defaultViewport, initScripts = [] } = {}) {
      // The demo's Content-Security-Policy stays on in every engine: Firefox and WebKit offer no bypass.
      const context = await browser.newContext({ viewport });
      for (const script of initScripts) await context.addInitScript(script);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      const handleOf = (element: ElementRef) => element.handle as PlaywrightElement;
      return {
        engine,
        goto: (url) => named(engine, `goto ${url}`, async () => void (await page.goto(url))),
        url: async () => page.url(),
        evaluate: <R, A>(fn: (arg: A) => R | Promise<R>, arg?: A) =>
          named(engine, 'evaluate', async () => (await page.evaluate(fn as never, arg as never)) as R),
        runScript: (source) => named(engine, 'runScript', async () => void (await page.evaluate(source))),
        element: (fn, arg) =>
          named(engine, 'element', async () => {
            const handle = (await page.evaluateHandle(fn as never, arg as never)).asElement();
            return handle ? { engine, handle } : null;
          }),
        click: (element) => named(engine, 'click', () => handleOf(element).click()),
        fill: (element, text) => named(engine, 'fill', () => handleOf(element).fill(text)),
        press: (key) => named(engine, `press ${key}`, () => page.keyboard.press(key === 'Space' ? ' ' : key)),
        screenshot: (path) => named(engine, 'screenshot', async () => void (await page.screenshot({ path }))),
        consoleErrors: async () => [...errors],
        close: () => context.close(),
      };
    },
    close: () => browser.close(),
  };
}

// --- Firefox: puppeteer-core over WebDriver BiDi --------------------------------------------

async function launchFirefox(): Promise<EngineBrowser> {
  const engine = 'firefox';
  const browser: PuppeteerBrowser = await puppeteer.launch({
    browser: 'firefox',
    protocol: 'webDriverBiDi',
    executablePath: browserInstalls().firefox.programs.browser,
    headless: true,
    extraPrefsFirefox: {
      // Nothing to fetch from the internet: no updates, telemetry or remote settings.
      'app.update.enabled': false,
      'network.captive-portal-service.enabled': false,
      'network.connectivity-service.enabled': false,
    },
  });
  const version = (await browser.version()).replace(/^firefox\//i, 'Firefox ');
  return {
    engine,
    version,
    features: engineFeatures.firefox,
    async newPage({ viewport = defaultViewport, initScripts = [] } = {}) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport(viewport);
      for (const script of initScripts) await page.evaluateOnNewDocument(script);
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) =>
        errors.push(`uncaught: ${error instanceof Error ? error.message : String(error)}`),
      );
      const handleOf = (element: ElementRef) => element.handle as PuppeteerElement<Element>;
      return {
        engine,
        goto: (url) =>
          named(engine, `goto ${url}`, async () => void (await page.goto(url, { waitUntil: 'load' }))),
        url: async () => page.url(),
        evaluate: <R, A>(fn: (arg: A) => R | Promise<R>, arg?: A) =>
          named(engine, 'evaluate', async () => (await page.evaluate(fn as never, arg as never)) as R),
        runScript: (source) => named(engine, 'runScript', async () => void (await page.evaluate(source))),
        element: (fn, arg) =>
          named(engine, 'element', async () => {
            const handle = (
              await page.evaluateHandle(fn as (arg: unknown) => Element | null, arg)
            ).asElement();
            return handle ? { engine, handle } : null;
          }),
        click: (element) => named(engine, 'click', () => handleOf(element).click()),
        fill: (element, text) =>
          named(engine, 'fill', async () => {
            const handle = handleOf(element);
            await handle.focus();
            // Focusing a field that left the page (replaced by a widget's render) does nothing,
            // and the keys would go to the body: say so, for the locator to find it again.
            const focused = await handle.evaluate((field) => {
              if (field.ownerDocument.activeElement !== field) return false;
              if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) field.select();
              return true;
            });
            if (!focused) throw new Error('Node is detached from document: focus did not land on it');
            if (text === '') await page.keyboard.press('Backspace');
            else await page.keyboard.type(text);
          }),
        press: (key) => named(engine, `press ${key}`, () => page.keyboard.press(key)),
        screenshot: (path) => named(engine, 'screenshot', async () => void (await page.screenshot({ path }))),
        consoleErrors: async () => [...errors],
        close: () => context.close(),
      };
    },
    close: () => browser.close(),
  };
}

// --- WebKit: WebKitWebDriver and MiniBrowser under Xvfb -------------------------------------

/** A free TCP port on the loopback interface. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** Starts Xvfb on a display number it picks itself (-displayfd), for the MiniBrowser windows. */
async function startXvfb(path: string): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn(path, ['-displayfd', '3', '-screen', '0', '1920x1200x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  xvfb.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const display = await new Promise<string>((resolve, reject) => {
    const fd = xvfb.stdio[3];
    let out = '';
    fd?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve(`:${out.trim()}`);
    });
    xvfb.on('error', reject);
    xvfb.on('exit', (code) => reject(new Error(`Xvfb exited (${code}): ${stderr.trim()}`)));
    setTimeout(() => reject(new Error(`Xvfb gave no display in 10 s: ${stderr.trim()}`)), 10_000).unref();
  });
  return { display, process: xvfb };
}

/** Starts WebKitWebDriver on a free port and waits until it answers. */
async function startWebKitDriver(
  path: string,
  display: string,
): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const driver = spawn(path, [`--port=${port}`, '--host=local'], {
    env: { ...process.env, DISPLAY: display },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  driver.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 100; tries += 1) {
    if (driver.exitCode !== null)
      throw new Error(`WebKitWebDriver exited (${driver.exitCode}): ${stderr.trim()}`);
    const ready = await fetch(`${url}/status`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { url, process: driver };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  driver.kill();
  throw new Error(`WebKitWebDriver did not answer on ${url}: ${stderr.trim()}`);
}

type HookedWindow = Window & { __mhEngineDocument?: true; __mhEngineErrors?: string[] };

/**
 * Console errors and uncaught exceptions, recorded in the page. WebKitWebDriver has no log
 * or BiDi events, so this is WebKit's only way to them, from when the layer reaches a document.
 */
function recordConsoleErrors() {
  const win = window as HookedWindow;
  if (win.__mhEngineErrors) return;
  const errors: string[] = [];
  win.__mhEngineErrors = errors;
  const text = (value: unknown) =>
    value instanceof Error ? `${value.name}: ${value.message}` : String(value);
  const original = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    errors.push(args.map(text).join(' '));
    original(...args);
  };
  window.addEventListener('error', (event) => errors.push(`uncaught: ${event.message}`));
}

async function launchWebKit(): Promise<EngineBrowser> {
  const engine = 'webkit';
  const { driver: driverPath, xvfb: xvfbPath } = browserInstalls().webkit.programs;
  const xvfb = await startXvfb(xvfbPath);
  const open = new Set<() => Promise<void>>();
  const drivers = new Set<ChildProcess>();
  // Should the test process end without closing the browser (a crash, a kill), take the
  // display and the drivers (each ends its MiniBrowser) with it.
  const killAll = () => {
    for (const driver of drivers) driver.kill();
    xvfb.process.kill();
  };
  process.once('exit', killAll);
  let version = 'WebKitGTK';

  const newPage = async ({
    viewport = defaultViewport,
    initScripts = [],
  }: PageOptions = {}): Promise<EnginePage> => {
    // One driver and one MiniBrowser per page: WebKitWebDriver holds one session at a time,
    // and a new browser process is the only way to a fresh cookie jar and storage. Now and
    // then, on a loaded machine, a driver never answers for its first session (seen once in
    // a full run: no answer in 60 s); a second driver, started afresh, is asked once more.
    const startSession = async () => {
      const driver = await startWebKitDriver(driverPath, xvfb.display);
      drivers.add(driver.process);
      driver.process.once('exit', () => drivers.delete(driver.process));
      try {
        const session = await WebDriverSession.create(
          driver.url,
          // Navigation returns at once, so the layer reaches the new document while it loads.
          { pageLoadStrategy: 'none' },
          sessionTimeoutMs,
        );
        return { driver, session };
      } catch (error) {
        driver.process.kill();
        throw error;
      }
    };
    const { driver, session } = await startSession().catch(startSession);
    version = `WebKitGTK ${String(session.capabilities.browserVersion ?? '')}`.trim();
    const close = async () => {
      open.delete(close);
      await session.delete().catch(() => undefined);
      driver.process.kill();
    };
    open.add(close);

    // Run before every script of ours: a document the layer has not seen gets the hooks first.
    const hooks = [recordConsoleErrors, ...initScripts]
      .map((script) => `(${script.toString()})();`)
      .join('\n');
    const prelude = `if (!window.__mhEngineDocument) { window.__mhEngineDocument = true; ${hooks} }`;
    const execute = (body: string, args: unknown[] = []) => session.execute(`${prelude}\n${body}`, args);
    const earlierErrors: string[] = [];
    const currentErrors = async () =>
      ((await execute('return window.__mhEngineErrors ?? [];')) as string[]) ?? [];

    // The window is the viewport plus MiniBrowser's toolbar: size it, measure, size it again,
    // until the page has the viewport asked for. Under Xvfb a resize can land after the answer
    // to the command, so a measure may still read the window before it.
    // (A failure from here on leaves the page in `open`, which the browser's close ends.)
    const innerSize = async () =>
      (await session.execute('return [window.innerWidth, window.innerHeight];')) as [number, number];
    /** The page's size once it has held still for 100 ms (or after 1 s). */
    const settledSize = async () => {
      let last = await innerSize();
      for (let still = 0, waited = 0; still < 2 && waited < 1000; waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        const now = await innerSize();
        still = now[0] === last[0] && now[1] === last[1] ? still + 1 : 0;
        last = now;
      }
      return last;
    };
    // MiniBrowser's window has a least width (its toolbar): a narrower viewport stays wider.
    let rect = { width: viewport.width, height: viewport.height };
    await session.setWindowRect(rect.width, rect.height);
    for (let attempt = 0, last = [0, 0]; attempt < 5; attempt += 1) {
      const [width, height] = await settledSize();
      if (width === viewport.width && height === viewport.height) break;
      if (width === last[0] && height === last[1]) break;
      last = [width, height];
      rect = {
        width: rect.width + viewport.width - width,
        height: rect.height + viewport.height - height,
      };
      await session.setWindowRect(rect.width, rect.height);
    }

    return {
      engine,
      goto: (url) =>
        named(engine, `goto ${url}`, async () => {
          earlierErrors.push(...(await currentErrors().catch(() => [])));
          await session.execute('window.__mhEngineLeaving = true;');
          await session.navigate(url);
          const deadline = Date.now() + 30_000;
          // Until the new document is there (the old one had the flag) and has loaded.
          for (;;) {
            const state = await execute(
              'return window.__mhEngineLeaving ? "old" : document.readyState;',
            ).catch(() => 'between');
            if (state === 'complete') return;
            if (Date.now() > deadline) throw new Error(`no load event in 30 s (document: ${String(state)})`);
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
        }),
      url: () => session.url(),
      evaluate: <R, A>(fn: (arg: A) => R | Promise<R>, arg?: A) =>
        named(
          engine,
          'evaluate',
          async () => (await execute(`return (${fn.toString()})(arguments[0]);`, [arg])) as R,
        ),
      runScript: (source) =>
        named(engine, 'runScript', async () => {
          await execute(source);
        }),
      element: (fn, arg) =>
        named(engine, 'element', async () => {
          const found = await execute(`return (${fn.toString()})(arguments[0]);`, [arg]);
          return isWebElement(found) ? { engine, handle: found } : null;
        }),
      click: (element) =>
        named(engine, 'click', async () => void (await session.click(element.handle as WebElement))),
      fill: (element, text) =>
        named(engine, 'fill', async () => {
          const field = element.handle as WebElement;
          const hasValue = (await execute('return Boolean(arguments[0].value);', [field])) as boolean;
          if (hasValue) await session.clear(field);
          if (text !== '') await session.sendKeys(field, text);
        }),
      press: (key) => named(engine, `press ${key}`, () => session.pressKey(keyCodes[key])),
      screenshot: (path) =>
        named(engine, 'screenshot', async () => {
          // WebKitWebDriver captures the last frame WebKit painted, which can lag behind the
          // document (after a navigation, under load): have it render twice, then capture.
          await execute(
            'return new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 250))));',
          );
          await writeFile(path, await session.screenshot());
        }),
      consoleErrors: async () => [...earlierErrors, ...(await currentErrors())],
      close,
    };
  };

  return {
    engine,
    get version() {
      return version;
    },
    features: engineFeatures.webkit,
    newPage: (options) => named(engine, 'newPage', () => newPage(options)),
    async close() {
      await Promise.all([...open].map((close) => close()));
      process.removeListener('exit', killAll);
      killAll();
    },
  };
}
