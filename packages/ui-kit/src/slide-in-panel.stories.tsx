import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SlideInPanel, type SlideInPanelProps } from '@masthead/ui-kit/slide-in-panel';

type DemoProps = Pick<SlideInPanelProps, 'label' | 'side'>;

/** How long the closed panel stays in the page so it can slide out (the mega menu waits 1 s). */
const hideDelayMs = 1000;

/**
 * An opener and the panel, kept mounted while it slides out and taken out after, as the mega menu
 * does (the panel is placed at the end of the body, so a wrapper of the caller's cannot hide it).
 */
function SlideInPanelDemo(props: DemoProps) {
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (open || !shown) return undefined;
    const timer = setTimeout(() => setShown(false), hideDelayMs);
    return () => clearTimeout(timer);
  }, [open, shown]);
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        onClick={() => {
          setShown(true);
          setOpen(true);
        }}
      >
        Menu
      </button>
      {shown ? (
        <SlideInPanel {...props} open={open} onClose={() => setOpen(false)}>
          <nav aria-label="Main">
            <ul>
              <li>
                <a href="/the-latest">The Latest</a>
              </li>
              <li>
                <a href="/magazine">Magazine</a>
              </li>
            </ul>
          </nav>
          <button type="button" onClick={() => setOpen(false)}>
            Close menu
          </button>
        </SlideInPanel>
      ) : null}
    </div>
  );
}

const meta = {
  title: 'UI kit/SlideInPanel',
  component: SlideInPanelDemo,
  args: { label: 'Main menu', side: 'start' },
  argTypes: { side: { control: { type: 'inline-radio' }, options: ['start', 'end'] } },
} satisfies Meta<typeof SlideInPanelDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

/** Opens as a modal dialog with focus inside; Tab stays in it; Escape closes and focus returns. */
export const FocusTrapAndEscape: Story = {
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Menu' });
    await userEvent.click(opener);
    const panel = await page().findByRole('dialog', { name: 'Main menu' });
    await expect(panel).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(panel).toContainElement(document.activeElement as HTMLElement));
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab();
      await expect(panel).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(opener).toHaveFocus());
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(page().queryByRole('dialog', { name: 'Main menu' })).toBeNull(), {
      timeout: hideDelayMs + 1000,
    });
  },
};

/** From the end side; its own close button closes it too. */
export const FromTheEnd: Story = {
  args: { side: 'end' },
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Menu' });
    await userEvent.click(opener);
    const panel = await page().findByRole('dialog', { name: 'Main menu' });
    await expect(panel).toHaveAttribute('data-side', 'end');
    await userEvent.click(within(panel).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
