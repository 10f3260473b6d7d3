import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { handlers } from '@masthead/api/mocks';
import Header from '../header/header.tsx';

/** A page under the header: its content, in <main>, with a story of its own and a link (none when `noMain`). */
const page: Decorator = (Story, { parameters }) =>
  parameters.noMain ? (
    <Story />
  ) : (
    <>
      <Story />
      <main>
        <h1>Why good managers ask better questions</h1>
        <section id="story" aria-label="Story">
          <p>The best managers we studied spent less time giving answers.</p>
          <a href="/next">Read next</a>
        </section>
      </main>
    </>
  );

const meta = {
  title: 'Header chrome/Skip link',
  component: Header,
  decorators: [page],
  parameters: { msw: { handlers } },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

const skipLink = (canvas: HTMLElement) => within(canvas).findByRole('link', { name: 'Skip to content' });

/** The first Tab: 'Skip to content' shows over the bar's top left corner. */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    const link = await skipLink(canvasElement);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(link).clipPath).toBe('none');
  },
};

/** Enter: focus moves to the page's <main>, and the next Tab goes on inside it. */
export const SkippedToMain: Story = {
  play: async ({ canvasElement }) => {
    const link = await skipLink(canvasElement);
    link.focus();
    await userEvent.keyboard('{Enter}');
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('main')).toHaveFocus());
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Read next' })).toHaveFocus();
  },
};

/** `skip-to="#story"`: focus moves to the element the page names. */
export const SkippedToTarget: Story = {
  args: { skipTo: '#story' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await skipLink(canvasElement));
    await expect(within(canvasElement).getByRole('region', { name: 'Story' })).toHaveFocus();
  },
};

/** A page with no <main> and no `skip-to`: no skip link. */
export const NothingToSkipTo: Story = {
  parameters: { noMain: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('banner', { name: 'Site header' });
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'Skip to content' })).toBeNull());
  },
};
