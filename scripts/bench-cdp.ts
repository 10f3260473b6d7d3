/**
 * Chromium driven over a bare DevTools connection, for the bench's clock.
 *
 * Playwright turns on DevTools' `Runtime`, `Page` and `Network` domains in every page it
 * opens, and `Runtime` alone slows some pages' scripts by half (docs/performance.md, "How much
 * the bench's driver moves the ratios"). A reader's browser has none of them on. This client
 * speaks the protocol over Chromium's debugging pipe and turns on nothing it does not ask
 * for: a page here gets a fresh browser context, the CPU throttling, and, only where asked,
 * the `Network` domain (for the added latency and the request log).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import { chromiumPath, launchArgs } from '../tests/browser/support.ts';

type Params = Record<string, unknown>;
type Listener = (params: never) => void;

interface Message {
  id?: number;
  method?: string;
  params?: Params;
  sessionId?: string;
  result?: Params;
  error?: { message: string };
}

/** One Chromium process and its debugging pipe. */
export class CdpBrowser {
  private nextId = 0;
  private readonly pending = new Map<
    number,
    { resolve: (result: Params) => void; reject: (error: Error) => void; method: string }
  >();
  private readonly listeners = new Map<string, Set<Listener>>();
  private buffer = '';

  private constructor(
    private readonly process: ChildProcess,
    private readonly input: Writable,
    output: Readable,
  ) {
    output.setEncoding('utf8');
    output.on('data', (chunk: string) => {
      this.buffer += chunk;
      let end: number;
      while ((end = this.buffer.indexOf('\0')) >= 0) {
        const raw = this.buffer.slice(0, end);
        this.buffer = this.buffer.slice(end + 1);
        this.dispatch(JSON.parse(raw) as Message);
      }
    });
    const fail = (why: string) => {
      this.failure ??= why;
      for (const { reject, method } of this.pending.values())
        reject(new Error(`${this.failure} during ${method}`));
      this.pending.clear();
    };
    process.on('error', (error) => fail(`Chromium (${chromiumPath}) could not start: ${error.message}`));
    // A pipe that breaks is the browser gone; the exit or the start's error says why.
    input.on('error', () => fail('Chromium closed its pipe'));
    process.on('exit', () => fail('Chromium exited'));
  }

  /** Why the browser can take no more commands, once it cannot. */
  private failure: string | undefined;

  static launch(extraArgs: string[] = []): CdpBrowser {
    // As Playwright starts it: pages in the background keep their timers and frames.
    const args = [
      ...launchArgs,
      ...extraArgs,
      '--disable-background-timer-throttling',
      '--disable-backgrounding-occluded-windows',
      '--disable-renderer-backgrounding',
      '--remote-debugging-pipe',
      'about:blank',
    ];
    const child = spawn(chromiumPath, args, {
      stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
    });
    return new CdpBrowser(child, child.stdio[3] as Writable, child.stdio[4] as Readable);
  }

  private dispatch(message: Message) {
    if (message.id !== undefined) {
      const waiting = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (message.error) waiting?.reject(new Error(`${waiting.method}: ${message.error.message}`));
      else waiting?.resolve(message.result ?? {});
      return;
    }
    const key = `${message.sessionId ?? ''}\n${message.method}`;
    for (const listener of this.listeners.get(key) ?? [])
      (listener as (params: Params) => void)(message.params ?? {});
  }

  send<T = Params>(method: string, params: Params = {}, sessionId?: string): Promise<T> {
    if (this.failure) return Promise.reject(new Error(`${this.failure} before ${method}`));
    const id = ++this.nextId;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (result: Params) => void, reject, method });
      this.input.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    });
  }

  on<T>(method: string, listener: (params: T) => void, sessionId?: string): () => void {
    const key = `${sessionId ?? ''}\n${method}`;
    const set = this.listeners.get(key) ?? new Set<Listener>();
    set.add(listener as Listener);
    this.listeners.set(key, set);
    return () => set.delete(listener as Listener);
  }

  /** A page in a fresh browser context (its own cache, cookies and storage), not yet navigated. */
  async newTab(viewport = { width: 1280, height: 800 }): Promise<CdpTab> {
    const { browserContextId } = await this.send<{ browserContextId: string }>(
      'Target.createBrowserContext',
      {
        disposeOnDetach: true,
      },
    );
    const { targetId } = await this.send<{ targetId: string }>('Target.createTarget', {
      url: 'about:blank',
      browserContextId,
      ...viewport,
    });
    const { sessionId } = await this.send<{ sessionId: string }>('Target.attachToTarget', {
      targetId,
      flatten: true,
    });
    const tab = new CdpTab(this, sessionId, browserContextId);
    await tab.send('Emulation.setDeviceMetricsOverride', {
      ...viewport,
      deviceScaleFactor: 1,
      mobile: false,
    });
    // Pages in a headless browser are not all focused; as in a reader's window, this one is.
    await tab.send('Emulation.setFocusEmulationEnabled', { enabled: true });
    return tab;
  }

  /** Forget every listener of a session that has ended. */
  forget(sessionId: string): void {
    for (const key of this.listeners.keys()) if (key.startsWith(`${sessionId}\n`)) this.listeners.delete(key);
  }

  async close(): Promise<void> {
    const gone =
      this.process.pid === undefined || this.process.exitCode !== null || this.process.signalCode !== null;
    if (gone) return;
    const exited = new Promise((resolve) => this.process.once('exit', resolve));
    this.input.end();
    this.process.kill();
    await exited;
  }
}

/** One page, on its own session; closing it disposes of its context. */
export class CdpTab {
  constructor(
    readonly browser: CdpBrowser,
    readonly sessionId: string,
    private readonly contextId: string,
  ) {}

  send<T = Params>(method: string, params: Params = {}): Promise<T> {
    return this.browser.send<T>(method, params, this.sessionId);
  }

  on<T>(method: string, listener: (params: T) => void): () => void {
    return this.browser.on(method, listener, this.sessionId);
  }

  /** The value of an expression in the page (`Runtime.evaluate` needs no `Runtime.enable`). */
  async evaluate<T>(expression: string): Promise<T> {
    const { result, exceptionDetails } = await this.send<{
      result: { value?: T };
      exceptionDetails?: { text: string; exception?: { description?: string } };
    }>('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true });
    if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
    return result.value as T;
  }

  async close(): Promise<void> {
    this.browser.forget(this.sessionId);
    await this.browser.send('Target.disposeBrowserContext', { browserContextId: this.contextId });
  }
}
