/**
 * When the page-level work that is not a widget (who is signed in, the analytics data
 * layer and its log client) starts: once the page's widgets and a dialog it opened at load
 * have rendered and the browser is next idle, so that work never runs on the main thread
 * between the page and its widgets. A page with nothing to render starts it at once, and
 * `capMs` after the widgets' files were asked for it starts whatever happened, so a remote
 * that is down or slow does not hold the reader's signed-in state back.
 */
export function sessionStart(
  /** Settles once the page's widget files have been asked for, with whether anything is to render. */
  asked: Promise<boolean>,
  /** Settles once the page's widgets (and a dialog opened at load) have rendered. */
  rendered: () => Promise<unknown>,
  capMs: number,
): Promise<void> {
  return asked.then((somethingToRender) => {
    if (!somethingToRender) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const cap = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, capMs);
    });
    return Promise.race([rendered().catch(() => undefined), cap]).then(() => clearTimeout(timer));
  });
}

/** Settles when the browser is next idle (React has no render left to do), `timeoutMs` at most. */
export function nextIdle(win: Window, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (typeof win.requestIdleCallback === 'function')
      win.requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else win.setTimeout(resolve, 0);
  });
}
