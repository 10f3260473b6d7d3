import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adsConfig } from '../config.ts';
import { AdsFakes, fakeProvider } from '../testing.tsx';
import PartnerAds from './partner-ads.tsx';

const units = adsConfig.units.partner.map((unit) => unit.id);
const flush = () => act(async () => {});

/** An IntersectionObserver the test moves: the block is in view until `scrollAway()`. */
function fakeIntersection() {
  const observers: { callback: IntersectionObserverCallback; disconnected: boolean }[] = [];
  class FakeObserver {
    entry: { callback: IntersectionObserverCallback; disconnected: boolean };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, disconnected: false };
      observers.push(this.entry);
    }
    observe() {
      this.report(true, 0);
    }
    disconnect() {
      this.entry.disconnected = true;
    }
    report(isIntersecting: boolean, top: number) {
      const entry = { isIntersecting, boundingClientRect: { top }, rootBounds: { bottom: 900 } };
      this.entry.callback(
        [entry as unknown as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      );
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  const scroll = (isIntersecting: boolean, top: number) =>
    act(() => {
      for (const o of observers) {
        if (!o.disconnected)
          o.callback(
            [{ isIntersecting, boundingClientRect: { top }, rootBounds: { bottom: 900 } } as never],
            {} as never,
          );
      }
    });
  return { observers, scroll };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderBlock(empty: string[] = []) {
  const provider = fakeProvider(empty);
  const view = render(
    <AdsFakes provider={provider}>
      <PartnerAds />
    </AdsFakes>,
  );
  const region = screen.getByRole('complementary', { name: 'Partner advertising' });
  const cells = () =>
    Array.from(region.querySelectorAll<HTMLElement>('[data-fill]')).filter((el) => el !== region);
  return { ...view, provider, region, cells };
}

describe('the partner advertising block', () => {
  it('asks for its four partner-center slots, each a reserved 300×100 box', async () => {
    fakeIntersection();
    const { provider, cells } = renderBlock();
    expect(cells()).toHaveLength(4);
    await flush();
    expect(provider.requests.map((r) => r.unitId)).toEqual(units);
    expect(screen.getAllByRole('link', { name: /House ad/ })).toHaveLength(4);
    expect(cells().map((c) => c.dataset.fill)).toEqual(['filled', 'filled', 'filled', 'filled']);
  });

  it('keeps empty cells in place while the block is on screen, so filled ads never move', async () => {
    const io = fakeIntersection();
    const { region, cells } = renderBlock([units[1] ?? '', units[3] ?? '']);
    await flush();
    expect(cells().map((c) => c.dataset.fill)).toEqual(['filled', 'empty', 'filled', 'empty']);
    expect(region).toHaveAttribute('data-collapsed', 'false');
    io.scroll(true, 100);
    expect(region).toHaveAttribute('data-collapsed', 'false');
  });

  it('collapses empty cells once the block is below the viewport, and stops watching', async () => {
    const io = fakeIntersection();
    const { region } = renderBlock([units[1] ?? '']);
    await flush();
    io.scroll(false, 1200);
    expect(region).toHaveAttribute('data-collapsed', 'true');
    expect(io.observers.every((o) => o.disconnected)).toBe(true);
  });

  it('does not collapse above the viewport (the reader has scrolled past it)', async () => {
    const io = fakeIntersection();
    const { region } = renderBlock([units[1] ?? '']);
    await flush();
    io.scroll(false, -500);
    expect(region).toHaveAttribute('data-collapsed', 'false');
  });

  it('collapses entirely when all four are empty', async () => {
    const io = fakeIntersection();
    const { region } = renderBlock(units);
    await flush();
    io.scroll(false, 1200);
    expect(region).toHaveAttribute('data-collapsed', 'all');
  });

  it('watches nothing when every slot filled, and destroys its slots on unmount', async () => {
    const io = fakeIntersection();
    const { provider, unmount } = renderBlock();
    await flush();
    expect(io.observers).toHaveLength(0);
    unmount();
    expect(provider.destroyed).toEqual(units);
  });
});
