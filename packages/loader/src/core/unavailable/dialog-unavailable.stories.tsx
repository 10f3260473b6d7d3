import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { DialogUnavailable, type DialogUnavailableProps } from './dialog-unavailable.tsx';

type DemoProps = Omit<DialogUnavailableProps, 'open' | 'onClose' | 'onRetry'>;

/** What the loader shows when a dialog cannot load; Try again here just says it is trying. */
function DialogUnavailableDemo({ busy: initiallyBusy, ...props }: DemoProps) {
  const [open, setOpen] = useState(true);
  const [busy, setBusy] = useState(initiallyBusy);
  return (
    <DialogUnavailable
      {...props}
      open={open}
      busy={busy}
      onRetry={() => setBusy(true)}
      onClose={() => setOpen(false)}
    />
  );
}

const meta = {
  title: 'Loader/Dialog unavailable',
  component: DialogUnavailableDemo,
  args: { kind: 'account', busy: false },
} satisfies Meta<typeof DialogUnavailableDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

/** The account dialog's remote could not load: the reader is told, with Try again and Close. */
export const SignInUnavailable: Story = {
  play: async () => {
    const message = await page().findByRole('alertdialog', { name: 'Sign In' });
    await expect(message).toHaveAccessibleDescription('Sign in is unavailable right now. Please try again.');
    await userEvent.click(page().getByRole('button', { name: 'Close' }));
    await expect(page().queryByRole('alertdialog')).toBeNull();
  },
};

/** The same for the checkout dialog. */
export const CheckoutUnavailable: Story = {
  args: { kind: 'checkout' },
  play: async () => {
    const message = await page().findByRole('alertdialog', { name: 'Sign in or register' });
    await expect(message).toHaveAccessibleDescription('Checkout is unavailable right now. Please try again.');
  },
};

/** After Try again, while the remote is asked once more. */
export const TryingAgain: Story = {
  play: async () => {
    await userEvent.click(await page().findByRole('button', { name: 'Try again' }));
    const busy = page().getByRole('button', { name: 'Trying again…' });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await expect(page().getByRole('status')).toHaveTextContent('Trying again…');
  },
};
