import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Heading } from '@masthead/ui-kit';

const meta = {
  title: 'UI kit/Heading',
  component: Heading,
  args: { level: 2, children: 'Leadership' },
} satisfies Meta<typeof Heading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Levels: Story = {
  render: () => (
    <div>
      {([1, 2, 3, 4, 5, 6] as const).map((level) => (
        <Heading key={level} level={level}>
          Heading level {level}
        </Heading>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const level of [1, 2, 3, 4, 5, 6]) {
      await expect(canvas.getByRole('heading', { level })).toHaveTextContent(`Heading level ${level}`);
    }
  },
};

/** A section label: the footer's, the mega menu's and the search suggestions' group titles. */
export const SectionLabel: Story = {
  args: { level: 2, size: 'sm', children: 'Popular topics' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'Popular topics' }),
    ).toBeVisible();
  },
};
