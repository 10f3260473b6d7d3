import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStart } from './session-start.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Whether `promise` has settled once pending callbacks and timers up to now have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

const never = new Promise<void>(() => undefined);

describe('when the session starts', () => {
  it("waits for the page's widgets to render", async () => {
    let rendered!: () => void;
    const firstRender = new Promise<void>((resolve) => {
      rendered = resolve;
    });
    const start = sessionStart(Promise.resolve(true), () => firstRender, 2000);
    await vi.advanceTimersByTimeAsync(1500);
    expect(await settled(start)).toBe(false);
    rendered();
    expect(await settled(start)).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('starts at once on a page with nothing to render', async () => {
    expect(await settled(sessionStart(Promise.resolve(false), () => never, 2000))).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('starts after the cap when no widget renders (a remote that is down)', async () => {
    const start = sessionStart(Promise.resolve(true), () => never, 2000);
    await vi.advanceTimersByTimeAsync(1999);
    expect(await settled(start)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(start)).toBe(true);
  });

  it('waits for the widget files to be asked for first', async () => {
    const start = sessionStart(
      never.then(() => true),
      () => Promise.resolve(),
      2000,
    );
    await vi.advanceTimersByTimeAsync(5000);
    expect(await settled(start)).toBe(false);
  });
});
