import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Flyout, flyoutFadeMs, type FlyoutProps } from '@masthead/ui-kit/flyout';
import { Modal } from '@masthead/ui-kit/modal';

type DemoProps = Pick<FlyoutProps, 'label' | 'placement' | 'duration'>;

/** A button and the flyout it controls, as the header's user menu and cart use it. */
function FlyoutDemo(props: DemoProps) {
  const [open, setOpen] = useState(false);
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  return (
    <div className="flyout-demo">
      <button
        ref={setAnchor}
        type="button"
        aria-expanded={open}
        aria-controls="flyout-demo"
        onClick={() => setOpen((value) => !value)}
      >
        My account
      </button>
      <Flyout {...props} id="flyout-demo" open={open} onOpenChange={setOpen} anchor={anchor}>
        <ul>
          <li>
            <a href="/my-library/library">My Library</a>
          </li>
          <li>
            <a href="/my-library/settings">Account Settings</a>
          </li>
        </ul>
      </Flyout>
      <p>
        <a href="/elsewhere">A link on the page</a>
      </p>
    </div>
  );
}

/** The same menu inside a dialog: two layers of the page's overlays, the menu on top. */
function InDialogDemo(props: DemoProps) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button type="button" onClick={() => setOpen(true)}>
        Open dialog
      </button>
      <Modal open={open} onOpenChange={setOpen} title="Your account">
        <p>Your details</p>
        <FlyoutDemo {...props} />
      </Modal>
    </div>
  );
}

const meta = {
  title: 'UI kit/Flyout',
  component: FlyoutDemo,
  args: { label: 'Account menu', placement: 'bottom-start', duration: flyoutFadeMs },
  argTypes: {
    placement: {
      control: { type: 'select' },
      options: ['bottom-start', 'bottom-end', 'top-start', 'top-end'],
    },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FlyoutDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const slow = { timeout: 3000 };

/** Opens from its button; Tab goes from the button into it; Escape closes it and focus goes back. */
export const OpenThenEscape: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'My account' });
    await userEvent.click(button);
    const region = await canvas.findByRole('region', { name: 'Account menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(within(region).getByRole('link', { name: 'My Library' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Account menu' })).toBeNull(), slow);
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A press outside the flyout and its button closes it; a press inside does not. */
export const OutsidePress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'My account' }));
    const region = await canvas.findByRole('region', { name: 'Account menu' });
    await userEvent.click(region);
    await expect(canvas.getByRole('region', { name: 'Account menu' })).toBeInTheDocument();
    await userEvent.click(canvasElement.ownerDocument.body);
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Account menu' })).toBeNull(), slow);
  },
};

/** Faster fades than the header's 400 ms in and 800 ms out, for a quick look. */
export const ShortFades: Story = {
  args: { duration: { open: 100, close: 100 }, placement: 'bottom-end' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'My account' }));
    await canvas.findByRole('region', { name: 'Account menu' });
    await userEvent.click(canvas.getByRole('button', { name: 'My account' }));
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Account menu' })).toBeNull(), slow);
  },
};

/** In a dialog: Escape closes the menu alone (focus back on its button), a second Escape the dialog. */
export const InADialog: Story = {
  render: (args) => <InDialogDemo {...args} />,
  args: { duration: { open: 0, close: 0 } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const opener = within(canvasElement).getByRole('button', { name: 'Open dialog' });
    await userEvent.click(opener);
    const dialog = await page.findByRole('dialog', { name: 'Your account' });
    const button = within(dialog).getByRole('button', { name: 'My account' });
    await userEvent.click(button);
    await within(dialog).findByRole('region', { name: 'Account menu' });
    // A press on the dialog's own content closes the menu, not the dialog.
    await userEvent.click(within(dialog).getByText('Your details'));
    await waitFor(
      () => expect(within(dialog).queryByRole('region', { name: 'Account menu' })).toBeNull(),
      slow,
    );
    await userEvent.click(button);
    await within(dialog).findByRole('region', { name: 'Account menu' });
    await userEvent.keyboard('{Escape}');
    await waitFor(
      () => expect(within(dialog).queryByRole('region', { name: 'Account menu' })).toBeNull(),
      slow,
    );
    await expect(page.getByRole('dialog', { name: 'Your account' })).toBeInTheDocument();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog', { name: 'Your account' })).toBeNull());
    await expect(opener).toHaveFocus();
  },
};
