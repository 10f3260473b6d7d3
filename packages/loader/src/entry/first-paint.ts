/**
 * When the loader starts on a page that has not painted yet: after the page's first frame.
 * An `async` loader can arrive while the page is about to paint its first frame (its
 * stylesheets are in, the parser is on its body), and run before it: the reader then waits
 * for the loader to run before seeing the page, and the server's markup in it (the header's
 * Sign In, a dialog's first view), which needs no code of ours to show. So the loader waits
 * for the first frame and starts in the task after it. It starts at once on a page that has
 * painted already, on one the browser will not paint now (hidden, or being prerendered), and
 * `waitMs` after it arrived when no frame has begun by then (the page waits on the network:
 * running the loader then costs the reader nothing).
 */
export function afterFirstPaint(win: Window, run: () => void, waitMs = 100): void {
  const doc = win.document as Document & { prerendering?: boolean };
  const painted = win.performance.getEntriesByName('first-contentful-paint').length > 0;
  if (painted || doc.visibilityState !== 'visible' || doc.prerendering) return run();
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    win.clearTimeout(timer);
    run();
  };
  const timer = win.setTimeout(once, waitMs);
  // The frame's animation callback runs before its style, layout and paint; a task it posts
  // runs after them.
  win.requestAnimationFrame(() => win.setTimeout(once, 0));
}
