import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { mastheadStore } from '@masthead/store';
import { adsConfig } from '../config.ts';
import { AdsFakes, fakeProvider } from '../testing.tsx';
import { attributeArgTypes } from '@masthead/federation';
import HeaderAd, { attributes } from './header-ad.tsx';

const meta = {
  title: 'Ads/Header ad slot',
  component: HeaderAd,
  // The Controls panel offers what a CMS editor can set on the element, within the loader's limits.
  argTypes: attributeArgTypes(attributes),
} satisfies Meta<typeof HeaderAd>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The ad server filled the slot: the header hears an ad is present. */
export const Filled: Story = {
  render: () => (
    <AdsFakes>
      <HeaderAd />
    </AdsFakes>
  ),
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('complementary', { name: 'Advertisement' });
    await waitFor(() => expect(region).toHaveAttribute('data-fill', 'filled'));
    await expect(mastheadStore.getState().headerAdPresent).toBe(true);
  },
};

/** No ad: the reserved box stays (nothing below moves) and the header hears there is none. */
export const Empty: Story = {
  render: () => (
    <AdsFakes provider={fakeProvider([adsConfig.units.header.desktop.id])}>
      <HeaderAd />
    </AdsFakes>
  ),
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('complementary', { name: 'Advertisement' });
    await waitFor(() => expect(region).toHaveAttribute('data-fill', 'empty'));
    await expect(mastheadStore.getState().headerAdPresent).toBe(false);
  },
};

/** As `<masthead-header-ad provider="demo">` renders it: offline house creatives. */
export const DemoProvider: Story = {
  args: { provider: 'demo' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: /Subscribe/ })).toHaveAttribute(
      'href',
      '/subscriptions',
    );
  },
};
