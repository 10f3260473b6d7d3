import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDemoProvider } from './demo.ts';
import { createGptProvider, type GoogleTag, type GptSlotRenderEndedEvent } from './gpt.ts';

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

function box() {
  const container = document.createElement('div');
  document.body.append(container);
  return container;
}

describe('demo provider (offline house creatives)', () => {
  it('fills a slot with a house creative of the slot size, after its latency', async () => {
    vi.useFakeTimers();
    const container = box();
    const slot = createDemoProvider({ latencyMs: 50 }).defineSlot({
      unitId: '/1/header',
      sizes: [[728, 90]],
      container,
      placement: 'header',
    });
    expect(container.children).toHaveLength(0);
    vi.advanceTimersByTime(50);
    await expect(slot.fill).resolves.toEqual({ status: 'filled', size: [728, 90] });
    const link = container.querySelector('a');
    expect(link).toHaveAttribute('href', '/subscriptions');
    expect(link).toHaveStyle({ width: '728px', height: '90px' });
    slot.destroy();
    expect(container.children).toHaveLength(0);
  });

  it('reports the slots it is told to as empty, drawing nothing', async () => {
    const container = box();
    const provider = createDemoProvider({ isEmpty: (_unit, placement) => placement === 'partner-2' });
    const slot = provider.defineSlot({
      unitId: '/1/p2',
      sizes: [[300, 100]],
      container,
      placement: 'partner-2',
    });
    await expect(slot.fill).resolves.toEqual({ status: 'empty' });
    expect(container.children).toHaveLength(0);
  });

  it('clears its timer when destroyed before answering', () => {
    vi.useFakeTimers();
    const slot = createDemoProvider({ latencyMs: 1000 }).defineSlot({
      unitId: '/1/h',
      sizes: [[728, 90]],
      container: box(),
      placement: 'header',
    });
    slot.destroy();
    expect(vi.getTimerCount()).toBe(0);
  });
});

/** A googletag that runs commands at once and lets the test end a slot's render. */
function fakeGoogletag() {
  const listeners = new Set<(event: GptSlotRenderEndedEvent) => void>();
  const slots: { unitId: string; divId: string }[] = [];
  const destroyed: unknown[] = [];
  const displayed: string[] = [];
  const pubads = {
    addEventListener: (_type: string, listener: (event: GptSlotRenderEndedEvent) => void) =>
      listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: GptSlotRenderEndedEvent) => void) =>
      listeners.delete(listener),
  };
  const tag: GoogleTag = {
    cmd: { push: (callback) => callback() },
    defineSlot: (unitId, _sizes, divId) => {
      const slot = { unitId, divId, addService: () => slot };
      slots.push(slot);
      return slot;
    },
    pubads: () => pubads,
    enableServices: () => {},
    display: (divId) => void displayed.push(divId),
    destroySlots: (list) => {
      destroyed.push(...list);
      return true;
    },
  };
  const end = (index: number, isEmpty: boolean, size: [number, number] | null = [728, 90]) => {
    for (const listener of [...listeners]) listener({ slot: slots[index] as never, isEmpty, size });
  };
  return { tag, listeners, slots, destroyed, displayed, end };
}

describe('GPT-style provider', () => {
  it('defines the slot by ad unit id and size, displays it, and reports it filled', async () => {
    const gpt = fakeGoogletag();
    const container = box();
    const slot = createGptProvider(() => gpt.tag).defineSlot({
      unitId: '/21700000/masthead/header',
      sizes: [[728, 90]],
      container,
      placement: 'header',
    });
    expect(gpt.slots[0]).toMatchObject({ unitId: '/21700000/masthead/header', divId: container.id });
    expect(gpt.displayed).toEqual([container.id]);
    gpt.end(0, false);
    await expect(slot.fill).resolves.toEqual({ status: 'filled', size: [728, 90] });
  });

  it('reports an empty slot, ignores other slots, and destroys the slot and its listener', async () => {
    const gpt = fakeGoogletag();
    const provider = createGptProvider(() => gpt.tag);
    const first = provider.defineSlot({
      unitId: '/a',
      sizes: [[300, 100]],
      container: box(),
      placement: 'partner-1',
    });
    provider.defineSlot({ unitId: '/b', sizes: [[300, 100]], container: box(), placement: 'partner-2' });
    gpt.end(1, false);
    gpt.end(0, true, null);
    await expect(first.fill).resolves.toEqual({ status: 'empty' });
    first.destroy();
    first.destroy();
    expect(gpt.destroyed).toEqual([gpt.slots[0]]);
    expect(gpt.listeners.size).toBe(1);
  });

  it('reports empty when the page has no googletag, adding nothing to the page', async () => {
    const container = box();
    const slot = createGptProvider(() => undefined).defineSlot({
      unitId: '/a',
      sizes: [[300, 100]],
      container,
      placement: 'partner-1',
    });
    await expect(slot.fill).resolves.toEqual({ status: 'empty' });
    expect(container.id).toBe('');
    expect('googletag' in window).toBe(false);
  });
});
