/**
 * When a placement marked `loading="lazy"` (placement-names.ts) is needed: once it comes
 * within a screen's height of the viewport, as the reader scrolls toward it, or the moment
 * they press or focus inside it (its fallback or the server's markup, say with a keyboard
 * that has not scrolled). Until then its widget's code is not asked for at all.
 */

/** How far ahead of the viewport a lazy placement starts to load: one screen. */
const ahead = '100% 0px';

/**
 * `near` is true once `host` is near the viewport or pressed or focused inside, false once
 * `stop()` (the placement removed) has released its observer and listeners. Where the browser
 * has no IntersectionObserver it is true at once.
 */
export function nearViewport(host: HTMLElement): { near: Promise<boolean>; stop: () => void } {
  const win = host.ownerDocument.defaultView;
  if (!win || typeof win.IntersectionObserver !== 'function')
    return { near: Promise.resolve(true), stop: () => undefined };
  let settle: (came: boolean) => void = () => undefined;
  const near = new Promise<boolean>((resolve) => {
    const events = ['pointerdown', 'focusin'] as const;
    const observer = new win.IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) settle(true);
      },
      { rootMargin: ahead },
    );
    const come = () => settle(true);
    settle = (came) => {
      observer.disconnect();
      for (const type of events) host.removeEventListener(type, come, true);
      resolve(came);
    };
    observer.observe(host);
    for (const type of events) host.addEventListener(type, come, true);
  });
  return { near, stop: () => settle(false) };
}
