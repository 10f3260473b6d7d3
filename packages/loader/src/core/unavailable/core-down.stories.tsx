import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { closeDialog, openAccountDialog, openCheckoutDialog } from '@masthead/store/vanilla';
import type { DialogKind } from '../../protocol/page.ts';
import { tellWhenCoreDown, type EarlyCore } from '../../early-dialog/index.ts';

/**
 * The loader's message while its own core cannot load, as the entry draws it for a dialog
 * asked for meanwhile. Each Try again here fails as the core still would; with `keeps`, the
 * browser fails it without asking for the core (it keeps a failed module request), and the
 * message then asks for a reload. Reload page here only counts its presses.
 */
function CoreDownDemo({ kind, keeps }: { kind: DialogKind; keeps: boolean }) {
  const [reloads, setReloads] = useState(0);
  useEffect(() => {
    let tried = false;
    const core: EarlyCore = {
      failed: () => true,
      subscribe: () => () => undefined,
      retry: () => {
        tried = true;
        return new Promise((resolve) => setTimeout(() => resolve(false), 300));
      },
      kept: () => keeps && tried,
      reload: () => setReloads((count) => count + 1),
    };
    const stop = tellWhenCoreDown(document, core);
    if (kind === 'account') openAccountDialog();
    else openCheckoutDialog();
    return () => {
      stop();
      closeDialog();
    };
  }, [kind, keeps]);
  return <p>The page behind the message. Reloads asked for: {reloads}</p>;
}

const meta = {
  title: "Loader/Dialog unavailable, the loader's core down",
  component: CoreDownDemo,
  args: { kind: 'account', keeps: false },
} satisfies Meta<typeof CoreDownDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

/** A retry that failed says so again, with Try again once more. */
export const StillDown: Story = {
  play: async () => {
    const message = await page().findByRole('alertdialog', { name: 'Sign In' });
    await userEvent.click(page().getByRole('button', { name: 'Try again' }));
    await expect(page().getByRole('button', { name: 'Trying again…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await waitFor(() => expect(page().getByRole('button', { name: 'Try again' })).toHaveFocus());
    await expect(message).toHaveAccessibleDescription('Sign in is unavailable right now. Please try again.');
  },
};

/** The browser failed the retry without asking for the core: only a reload can help. */
export const ReloadNeeded: Story = {
  args: { keeps: true },
  play: async () => {
    const message = await page().findByRole('alertdialog', { name: 'Sign In' });
    await userEvent.click(page().getByRole('button', { name: 'Try again' }));
    const reload = await page().findByRole('button', { name: 'Reload page' });
    await expect(reload).toHaveFocus();
    await expect(message).toHaveAccessibleDescription(
      'Sign in is unavailable right now. Please reload the page.',
    );
    await expect(page().queryByRole('button', { name: 'Try again' })).toBeNull();
    // The focus stayed on the button: the status says what changed.
    await expect(page().getByRole('status')).toHaveTextContent(
      'Sign in is unavailable right now. Please reload the page.',
    );
    await userEvent.click(reload);
    await expect(page().getByText('The page behind the message. Reloads asked for: 1')).toBeInTheDocument();
  },
};

/** The same for checkout. */
export const CheckoutReloadNeeded: Story = {
  args: { kind: 'checkout', keeps: true },
  play: async () => {
    const message = await page().findByRole('alertdialog', { name: 'Sign in or register' });
    await userEvent.click(page().getByRole('button', { name: 'Try again' }));
    await page().findByRole('button', { name: 'Reload page' });
    await expect(message).toHaveAccessibleDescription(
      'Checkout is unavailable right now. Please reload the page.',
    );
  },
};
