import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { adsConfig } from '../config.ts';
import { AdsFakes, fakeProvider } from '../testing.tsx';
import { attributeArgTypes } from '@masthead/federation';
import PartnerAds, { attributes } from './partner-ads.tsx';

const meta = {
  title: 'Ads/Partner advertising',
  component: PartnerAds,
  // The Controls panel offers what a CMS editor can set on the element, within the loader's limits.
  argTypes: attributeArgTypes(attributes),
} satisfies Meta<typeof PartnerAds>;
export default meta;
type Story = StoryObj<typeof meta>;

const units = adsConfig.units.partner.map((unit) => unit.id);
const cells = (canvasElement: HTMLElement) =>
  Array.from(
    within(canvasElement)
      .getByRole('complementary', { name: 'Partner advertising' })
      .querySelectorAll<HTMLElement>('[data-unit]'),
  ).map((slot) => slot.parentElement?.dataset.fill);

/** All four partner-center slots filled. */
export const Filled: Story = {
  render: () => (
    <AdsFakes>
      <PartnerAds />
    </AdsFakes>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(cells(canvasElement)).toEqual(['filled', 'filled', 'filled', 'filled']));
  },
};

/** Slots 2 and 4 empty: their cells collapse (at once where nothing is on screen to move). */
export const SomeEmpty: Story = {
  render: () => (
    <AdsFakes provider={fakeProvider([units[1] ?? '', units[3] ?? ''])}>
      <PartnerAds />
    </AdsFakes>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(cells(canvasElement)).toEqual(['filled', 'empty', 'filled', 'empty']));
  },
};

/** Every slot empty: the whole block collapses. */
export const AllEmpty: Story = {
  render: () => (
    <AdsFakes provider={fakeProvider(units)}>
      <PartnerAds />
    </AdsFakes>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(cells(canvasElement)).toEqual(['empty', 'empty', 'empty', 'empty']));
  },
};

/** As `<masthead-partner-ads provider="demo" demo-fill="partial">` renders it. */
export const DemoPartial: Story = {
  args: { provider: 'demo', demoFill: 'partial' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: /See webinars/ })).toHaveAttribute(
      'href',
      '/webinars',
    );
    await waitFor(() => expect(cells(canvasElement)).toEqual(['filled', 'empty', 'filled', 'empty']));
  },
};
