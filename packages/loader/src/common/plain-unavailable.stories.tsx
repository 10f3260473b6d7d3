import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { DialogKind } from '../protocol/page.ts';
import { plainUnavailableView } from './early-dialog.ts';

/**
 * The loader's message as its entry draws it, without React, when the message's own chunk
 * cannot load either (or the loader's core could not load). Try again here just says it is
 * trying.
 */
function PlainUnavailableDemo({ kind }: { kind: DialogKind }) {
  useEffect(() => {
    const view = plainUnavailableView(document);
    const show = (busy: boolean) => view.show({ kind, busy, onRetry: () => show(true) });
    show(false);
    return () => view.remove();
  }, [kind]);
  return <p>The page behind the message.</p>;
}

const meta = {
  title: 'Loader/Dialog unavailable, drawn without React',
  component: PlainUnavailableDemo,
  args: { kind: 'account' },
} satisfies Meta<typeof PlainUnavailableDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

/** The account dialog cannot load, nor the loader's message: the reader is told all the same. */
export const SignInUnavailable: Story = {
  play: async () => {
    const message = await page().findByRole('alertdialog', { name: 'Sign In' });
    await expect(message).toHaveAccessibleDescription('Sign in is unavailable right now. Please try again.');
    await waitFor(() => expect(page().getByRole('button', { name: 'Try again' })).toHaveFocus());
    await userEvent.tab();
    await expect(page().getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await expect(page().getByRole('button', { name: 'Try again' })).toHaveFocus();
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

/** After Try again, while the dialog is asked for once more. */
export const TryingAgain: Story = {
  play: async () => {
    await userEvent.click(await page().findByRole('button', { name: 'Try again' }));
    const busy = page().getByRole('button', { name: 'Trying again…' });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await expect(page().getByRole('status')).toHaveTextContent('Trying again…');
  },
};
