import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mastheadStore } from '@masthead/store';
import { adsConfig } from '../config.ts';
import { AdsFakes, fakeEnvironment, fakeProvider } from '../testing.tsx';
import HeaderAd from './header-ad.tsx';

const flush = () => act(async () => {});
const present = () => mastheadStore.getState().headerAdPresent;

describe('the header ad slot', () => {
  it('is labelled as an advertisement and reserves its box before the ad server answers', () => {
    render(
      <AdsFakes>
        <HeaderAd />
      </AdsFakes>,
    );
    const region = screen.getByRole('complementary', { name: 'Advertisement' });
    const slot = region.querySelector('[data-unit]');
    expect(slot).toHaveStyle({ width: '728px', height: '90px' });
    expect(region).toHaveAttribute('data-fill', 'pending');
  });

  it('asks for the header unit and tells the header, through the store, that an ad is there', async () => {
    const provider = fakeProvider();
    render(
      <AdsFakes provider={provider}>
        <HeaderAd />
      </AdsFakes>,
    );
    await flush();
    expect(provider.requests[0]).toMatchObject({
      unitId: adsConfig.units.header.desktop.id,
      sizes: [[728, 90]],
    });
    expect(screen.getByRole('link', { name: /House ad/ })).toBeInTheDocument();
    expect(present()).toBe(true);
  });

  it('uses the 320×50 size on narrow screens', async () => {
    const provider = fakeProvider();
    render(
      <AdsFakes provider={provider} environment={fakeEnvironment({ wide: false })}>
        <HeaderAd />
      </AdsFakes>,
    );
    await flush();
    expect(provider.requests[0]?.sizes).toEqual([[320, 50]]);
  });

  it('keeps its box when empty (nothing moves) and tells the header there is no ad', async () => {
    render(
      <AdsFakes provider={fakeProvider([adsConfig.units.header.desktop.id])}>
        <HeaderAd />
      </AdsFakes>,
    );
    await flush();
    const region = screen.getByRole('complementary', { name: 'Advertisement' });
    expect(region).toHaveAttribute('data-fill', 'empty');
    expect(region.querySelector('[data-unit]')).toHaveStyle({ height: '90px' });
    expect(present()).toBe(false);
  });

  it('destroys its slot and withdraws the flag when unmounted', async () => {
    const provider = fakeProvider();
    const { unmount } = render(
      <AdsFakes provider={provider}>
        <HeaderAd />
      </AdsFakes>,
    );
    await flush();
    unmount();
    expect(provider.destroyed).toEqual([adsConfig.units.header.desktop.id]);
    expect(present()).toBe(false);
  });
});
