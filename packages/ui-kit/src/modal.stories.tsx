import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Modal, type ModalProps } from '@masthead/ui-kit/modal';

type DemoProps = Omit<ModalProps, 'open' | 'onOpenChange'> & { defaultOpen?: boolean };

/** An opener and a controlled modal, as an owner writes it. */
function ModalDemo({ defaultOpen = false, ...props }: DemoProps) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <div style={{ padding: '1rem' }}>
      <button type="button" onClick={() => setOpen(true)}>
        Open dialog
      </button>
      <Modal {...props} open={open} onOpenChange={setOpen} />
    </div>
  );
}

const meta = {
  title: 'UI kit/Modal',
  component: ModalDemo,
  args: {
    title: 'Sign In',
    children: (
      <p>
        <a href="/subscriber-help">Get help</a>
      </p>
    ),
  },
} satisfies Meta<typeof ModalDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

/** Opens from a button, traps focus, closes on Escape and gives focus back to the opener. */
export const OpenAndEscape: Story = {
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Open dialog' });
    await userEvent.click(opener);
    const dialog = await page().findByRole('dialog', { name: 'Sign In' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    // Focus moves in (in a browser to the close button; jsdom has no layout, so to the dialog).
    await waitFor(() => expect(dialog.contains(dialog.ownerDocument.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await expect(page().queryByRole('dialog')).toBeNull();
    await expect(opener).toHaveFocus();
  },
};

/** The account dialogs' setting (docs/behaviour.md#account-dialog): an outside click does not close it. */
export const NoOutsideClickClose: Story = {
  args: { defaultOpen: true, closeOnOutsideClick: false, description: 'Welcome back.' },
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: 'Sign In' });
    await userEvent.click(dialog.parentElement as HTMLElement);
    await expect(page().getByRole('dialog', { name: 'Sign In' })).toHaveAccessibleDescription(
      'Welcome back.',
    );
    await userEvent.click(page().getByRole('button', { name: 'Close' }));
    await expect(page().queryByRole('dialog')).toBeNull();
  },
};

/** Default: an outside click closes it (docs/behaviour.md#modal). */
export const OutsideClickCloses: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: 'Sign In' });
    await userEvent.click(dialog.parentElement as HTMLElement);
    await expect(page().queryByRole('dialog')).toBeNull();
  },
};

/** A title for screen readers only, at the checkout dialog's stacking level (docs/behaviour.md#limits). */
export const HiddenTitleHighStack: Story = {
  args: { defaultOpen: true, title: 'Advertisement', hideTitle: true, zIndex: 300051 },
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: 'Advertisement' });
    // The level goes to the stylesheet as a custom property (an inline z-index would lose to it).
    await expect(dialog.parentElement?.style.getPropertyValue('--mh-modal-z')).toBe('300051');
    await userEvent.click(page().getByRole('button', { name: 'Close' }));
  },
};

/** A dialog title over a view's heading (the checkout dialog's sign-in view). */
export const WithSubtitle: Story = {
  args: { defaultOpen: true, title: 'Sign in or register', subtitle: 'Sign in to your account' },
  play: async () => {
    await page().findByRole('dialog', { name: 'Sign in or register' });
    await expect(page().getByRole('heading', { level: 3, name: 'Sign in to your account' })).toBeVisible();
  },
};

/** The title hidden (gift mode's sign-in view): the view's heading is drawn as the title, the name stays. */
export const SubtitleAsTitle: Story = {
  args: {
    defaultOpen: true,
    title: 'Sign in or register',
    hideTitle: true,
    subtitle: 'Sign in to your account',
  },
  play: async () => {
    await page().findByRole('dialog', { name: 'Sign in or register' });
    await expect(page().getByRole('heading', { level: 3, name: 'Sign in to your account' })).toBeVisible();
  },
};
