import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWarmUpWithoutHover } from './use-warm-up-without-hover.ts';

/** The window's answer to `(hover: none)`: a touch screen, or one with a pointer that hovers (jsdom has neither). */
function screenWith(hover: 'none' | 'hover') {
  const matchMedia = (query: string) => ({
    matches: query === '(hover: none)' && hover === 'none',
    media: query,
  });
  Object.defineProperty(window, 'matchMedia', { value: matchMedia, configurable: true });
}

beforeEach(() => {
  // jsdom has no idle callbacks: the timer fallback runs, 1 s after the page has loaded.
  vi.useFakeTimers();
});
afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
  Reflect.deleteProperty(navigator, 'connection');
  vi.useRealTimers();
});

describe("a menu's code, on a screen with no hover", () => {
  it('loads once the page has loaded and the browser is idle, with no press', () => {
    screenWith('none');
    const load = vi.fn(() => Promise.resolve());
    renderHook(() => useWarmUpWithoutHover(document.body, load));
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(load).toHaveBeenCalledOnce();
  });

  it('does not load when the reader saves data', () => {
    screenWith('none');
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    const load = vi.fn(() => Promise.resolve());
    renderHook(() => useWarmUpWithoutHover(document.body, load));
    vi.advanceTimersByTime(5000);
    expect(load).not.toHaveBeenCalled();
  });

  it('leaves nothing pending when the header goes first', () => {
    screenWith('none');
    const load = vi.fn(() => Promise.resolve());
    const { unmount } = renderHook(() => useWarmUpWithoutHover(document.body, load));
    unmount();
    vi.advanceTimersByTime(5000);
    expect(load).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("a menu's code, where a pointer hovers", () => {
  it('waits for hover, focus or the press, as before', () => {
    screenWith('hover');
    const load = vi.fn(() => Promise.resolve());
    renderHook(() => useWarmUpWithoutHover(document.body, load));
    vi.advanceTimersByTime(5000);
    expect(load).not.toHaveBeenCalled();
  });
});
