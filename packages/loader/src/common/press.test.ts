import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { moveAcross } from './prerendered.ts';
import { watchPresses } from './press.ts';

/** Markup with an icon button and a plain button: rendered once as the markup, once as its twin. */
const markup = `<div><button type="button" data-name="menu"><svg><path></path></svg><span>Menu</span></button>
  <button type="button" data-name="cart">Cart</button></div>`;

let stop: () => void;
beforeEach(() => {
  vi.useFakeTimers();
  stop = watchPresses(document);
});
afterEach(() => {
  stop();
  vi.useRealTimers();
  document.body.replaceChildren();
});

/** The markup and, beside it, its twin whose buttons count their clicks. */
function page() {
  document.body.innerHTML = `<section id="from">${markup}</section><section id="to">${markup}</section><p>Elsewhere</p>`;
  const from = document.getElementById('from')!;
  const to = document.getElementById('to')!;
  const clicks: string[] = [];
  to.addEventListener('click', (event) =>
    clicks.push((event.target as Element).closest('[data-name]')?.getAttribute('data-name') ?? 'none'),
  );
  return { from, to, clicks };
}

/** The markup gives way to its twin: what the reader did moves across, and the markup leaves. */
function swap(from: Element, to: Element) {
  moveAcross(from, to);
  from.remove();
}

const pointer = (type: string, target: Element, init: PointerEventInit = {}) =>
  target.dispatchEvent(
    new PointerEvent(type, {
      bubbles: true,
      cancelable: true,
      isPrimary: true,
      button: 0,
      pointerId: 1,
      pointerType: 'mouse',
      ...init,
    }),
  );
const space = (type: 'keydown' | 'keyup', target: Element, init: KeyboardEventInit = {}) => {
  const event = new KeyboardEvent(type, {
    key: ' ',
    code: 'Space',
    bubbles: true,
    cancelable: true,
    ...init,
  });
  target.dispatchEvent(event);
  return event;
};

describe('a pointer pressed on markup that gives way to its twin before the release', () => {
  it("clicks the twin of what was pressed (a press on a button's icon is on the button), once, a task later", () => {
    const { from, to, clicks } = page();
    pointer('pointerdown', from.querySelector('[data-name="menu"] path')!);
    swap(from, to);
    pointer('pointerup', to.querySelector('[data-name="menu"] span')!);
    expect(clicks).toEqual([]);
    vi.runAllTimers();
    expect(clicks).toEqual(['menu']);
    // The next release clicks nothing more.
    pointer('pointerup', to.querySelector('[data-name="menu"]')!);
    vi.runAllTimers();
    expect(clicks).toEqual(['menu']);
  });

  it("leaves it at the browser's own click when one reaches the twin", () => {
    const { from, to, clicks } = page();
    pointer('pointerdown', from.querySelector('[data-name="menu"]')!);
    swap(from, to);
    const twin = to.querySelector<HTMLElement>('[data-name="menu"]')!;
    pointer('pointerup', twin);
    twin.click();
    vi.runAllTimers();
    expect(clicks).toEqual(['menu']);
  });

  it('clicks nothing when released elsewhere, on another button, or cancelled', () => {
    for (const release of ['elsewhere', 'other button', 'cancelled']) {
      const { from, to, clicks } = page();
      pointer('pointerdown', from.querySelector('[data-name="menu"]')!);
      swap(from, to);
      if (release === 'elsewhere') pointer('pointerup', document.querySelector('p')!);
      if (release === 'other button') pointer('pointerup', to.querySelector('[data-name="cart"]')!);
      if (release === 'cancelled') pointer('pointercancel', to.querySelector('[data-name="menu"]')!);
      vi.runAllTimers();
      // Released on the other button, the browser would click what holds both: no button.
      expect(
        clicks.filter((name) => name !== 'none'),
        release,
      ).toEqual([]);
    }
  });

  it('clicks nothing for a press that ended before the swap, began outside the markup, was not the main button or was a tap', () => {
    const { from, to, clicks } = page();
    pointer('pointerdown', from.querySelector('[data-name="menu"]')!);
    pointer('pointerup', from.querySelector('[data-name="menu"]')!);
    swap(from, to);
    pointer('pointerup', to.querySelector('[data-name="menu"]')!);
    const again = page();
    pointer('pointerdown', again.to.querySelector('[data-name="cart"]')!);
    pointer('pointerdown', again.from.querySelector('[data-name="menu"]')!, { button: 2 });
    swap(again.from, again.to);
    pointer('pointerup', again.to.querySelector('[data-name="menu"]')!);
    // A tap: the browser clicks what is under the finger when it is lifted.
    const tap = page();
    pointer('pointerdown', tap.from.querySelector('[data-name="menu"]')!, { pointerType: 'touch' });
    swap(tap.from, tap.to);
    pointer('pointerup', tap.to.querySelector('[data-name="menu"]')!, { pointerType: 'touch' });
    vi.runAllTimers();
    expect([...clicks, ...again.clicks, ...tap.clicks]).toEqual([]);
  });

  it('is no longer followed once cleaned up', () => {
    const { from, to, clicks } = page();
    stop();
    pointer('pointerdown', from.querySelector('[data-name="menu"]')!);
    swap(from, to);
    pointer('pointerup', to.querySelector('[data-name="menu"]')!);
    vi.runAllTimers();
    expect(clicks).toEqual([]);
  });
});

describe('Space held on a button of markup that gives way to its twin before the release', () => {
  it('clicks the twin, which has the focus, once, a task later', () => {
    const { from, to, clicks } = page();
    const button = from.querySelector<HTMLElement>('[data-name="cart"]')!;
    button.focus();
    space('keydown', button);
    swap(from, to);
    const twin = to.querySelector('[data-name="cart"]')!;
    expect(document.activeElement).toBe(twin);
    // Held down, the key repeats: still one press.
    space('keydown', twin, { repeat: true });
    space('keyup', twin);
    expect(clicks).toEqual([]);
    vi.runAllTimers();
    expect(clicks).toEqual(['cart']);
  });

  it('clicks nothing when the keydown or the keyup was prevented, or focus left the twin', () => {
    for (const how of ['keydown prevented', 'keyup prevented', 'focus moved']) {
      const { from, to, clicks } = page();
      const button = from.querySelector<HTMLElement>('[data-name="cart"]')!;
      button.focus();
      if (how === 'keydown prevented') button.addEventListener('keydown', (event) => event.preventDefault());
      space('keydown', button);
      swap(from, to);
      const twin = to.querySelector<HTMLElement>('[data-name="cart"]')!;
      if (how === 'keyup prevented') twin.addEventListener('keyup', (event) => event.preventDefault());
      space('keyup', how === 'focus moved' ? to.querySelector('[data-name="menu"]')! : twin);
      vi.runAllTimers();
      expect(clicks, how).toEqual([]);
    }
  });
});
