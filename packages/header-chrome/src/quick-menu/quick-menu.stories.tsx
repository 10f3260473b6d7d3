import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { QuickMenu } from './quick-menu.tsx';

const meta = {
  title: 'Header chrome/Quick menu',
  component: QuickMenu,
  args: { isSubscriber: false, isHmmEligible: false },
} satisfies Meta<typeof QuickMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Wide enough for every link: no end is cut, no scroll button shows. */
export const AllLinksShown: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Quick menu' });
    await expect(within(nav).getByRole('link', { name: 'Case Selections' })).toHaveAttribute(
      'href',
      '/case-selections',
    );
  },
};

/**
 * A tablet's width, where the last links are cut: 'More links' shows over a fade at the end and
 * scrolls the row; 'Previous links' then shows at the start. (The stories' tests run in jsdom,
 * with no layout: there the buttons are checked for their names only.)
 */
export const WithHiddenLinks: Story = {
  args: { isSubscriber: true, isHmmEligible: true },
  decorators: [
    (Story) => (
      <div style={{ width: 480, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Quick menu' });
    const more = within(nav).getByRole('button', { name: 'More links', hidden: true });
    await expect(
      within(nav).getByRole('button', { name: 'Previous links', hidden: true }),
    ).toBeInTheDocument();
    // With layout (Storybook in a browser), the row cuts its last links and the cue shows.
    if (nav.getBoundingClientRect().width > 0) {
      await waitFor(() => expect(nav).toHaveAttribute('data-cut-end'));
      await userEvent.click(more);
      await waitFor(() => expect(nav).toHaveAttribute('data-cut-start'));
    }
  },
};
