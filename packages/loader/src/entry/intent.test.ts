import { afterEach, describe, expect, it, vi } from 'vitest';
import { mayPrefetch, openersIn, prefetchWhenIdle, watchIntent } from './intent.ts';

afterEach(() => {
  document.body.replaceChildren();
  vi.useRealTimers();
});

function opener(kind: string) {
  const button = document.createElement('button');
  button.dataset.mastheadOpens = kind;
  const label = document.createElement('span');
  label.textContent = 'Sign In';
  button.append(label);
  document.body.append(button);
  return { button, label };
}

describe('intent on an opener', () => {
  it('prefetches the dialog it names when a pointer enters it, it takes focus or it is touched', () => {
    const prefetch = vi.fn();
    const stop = watchIntent(document, prefetch);
    const { button, label } = opener('account');
    label.dispatchEvent(new Event('pointerover', { bubbles: true }));
    button.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    button.dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(prefetch.mock.calls).toEqual([['account'], ['account'], ['account']]);
    stop();
  });

  it('ignores other elements and unknown dialogs, and stops listening when cleaned up', () => {
    const prefetch = vi.fn();
    const stop = watchIntent(document, prefetch);
    const plain = document.createElement('a');
    document.body.append(plain);
    plain.dispatchEvent(new Event('pointerover', { bubbles: true }));
    opener('newsletter').button.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(prefetch).not.toHaveBeenCalled();
    stop();
    opener('checkout').button.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(prefetch).not.toHaveBeenCalled();
  });
});

describe('prefetching when idle', () => {
  const withConnection = (connection: object) => ({ connection }) as unknown as Navigator;

  it('is not done for readers saving data or on 2G', () => {
    expect(mayPrefetch(withConnection({ saveData: true, effectiveType: '4g' }))).toBe(false);
    expect(mayPrefetch(withConnection({ effectiveType: '2g' }))).toBe(false);
    expect(mayPrefetch(withConnection({ effectiveType: 'slow-2g' }))).toBe(false);
    expect(mayPrefetch(withConnection({ effectiveType: '4g' }))).toBe(true);
    expect(mayPrefetch({} as Navigator)).toBe(true);
  });

  it('waits for the page and its widgets, then for the browser to be idle', async () => {
    vi.useFakeTimers();
    let settle = () => {};
    const widgets = new Promise<void>((resolve) => (settle = resolve));
    const prefetch = vi.fn();
    prefetchWhenIdle(window, widgets, prefetch);
    await vi.advanceTimersByTimeAsync(5000);
    expect(prefetch).not.toHaveBeenCalled();
    settle();
    await vi.advanceTimersByTimeAsync(999);
    expect(prefetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(prefetch).toHaveBeenCalledOnce();
  });

  it('does nothing once cleaned up', async () => {
    vi.useFakeTimers();
    const prefetch = vi.fn();
    const stop = prefetchWhenIdle(window, Promise.resolve(), prefetch);
    await vi.advanceTimersByTimeAsync(0);
    stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(prefetch).not.toHaveBeenCalled();
  });
});

describe('openers in a page', () => {
  it('names each dialog that has an opener once, and no unknown ones', () => {
    opener('account');
    opener('account');
    opener('checkout');
    opener('newsletter');
    expect(openersIn(document)).toEqual(['account', 'checkout']);
  });
});
