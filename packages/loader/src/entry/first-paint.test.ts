import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './first-paint.ts';

/** A window whose frames run only when `frame()` is called, as a browser's do when it paints. */
function page({
  painted = false,
  visibility = 'visible',
  prerendering = false,
}: { painted?: boolean; visibility?: string; prerendering?: boolean } = {}) {
  const callbacks: FrameRequestCallback[] = [];
  const win = {
    document: { visibilityState: visibility, prerendering },
    performance: {
      getEntriesByName: (name: string) => (painted && name === 'first-contentful-paint' ? [{ name }] : []),
    },
    setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
    clearTimeout: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
    requestAnimationFrame: (callback: FrameRequestCallback) => callbacks.push(callback),
  } as unknown as Window;
  const frame = () => {
    for (const callback of callbacks.splice(0)) callback(0);
  };
  return { win, frame };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the loader on a page that has not painted yet', () => {
  it('starts in the task after the first frame, not before it', () => {
    const { win, frame } = page();
    const run = vi.fn();
    afterFirstPaint(win, run);
    vi.advanceTimersByTime(50);
    expect(run).not.toHaveBeenCalled();
    frame();
    // The frame's style, layout and paint come before the task its callback posted.
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(500);
    expect(run).toHaveBeenCalledOnce();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('starts 100 ms after it arrived when no frame has begun by then, and only once', () => {
    const { win, frame } = page();
    const run = vi.fn();
    afterFirstPaint(win, run);
    vi.advanceTimersByTime(99);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledOnce();
    frame();
    vi.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledOnce();
  });

  it('starts at once on a page that has painted already', () => {
    const run = vi.fn();
    afterFirstPaint(page({ painted: true }).win, run);
    expect(run).toHaveBeenCalledOnce();
  });

  it('starts at once on a page the browser is not painting (a tab in the background)', () => {
    const run = vi.fn();
    afterFirstPaint(page({ visibility: 'hidden' }).win, run);
    expect(run).toHaveBeenCalledOnce();
  });

  it('starts at once on a page being prerendered, whose frames wait until it is shown', () => {
    const run = vi.fn();
    afterFirstPaint(page({ prerendering: true }).win, run);
    expect(run).toHaveBeenCalledOnce();
  });
});
