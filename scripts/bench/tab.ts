/**
 * The page a scenario drives in the bench's own Chromium (scripts/bench-cdp.ts), with only the `Page`
 * and `Network` domains on: loading, the measuring script that keeps its marks in the page,
 * reading them back, the pointer and the network going quiet.
 */
import type { CdpTab } from '../bench-cdp.ts';

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

  /** Scrolls `selector` into view, as a reader who jumps to it does; the page's time then. */
  async scrollTo(selector: string): Promise<number> {
    await this.centre(selector);
    return this.cdp.evaluate<number>('performance.now()');
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
