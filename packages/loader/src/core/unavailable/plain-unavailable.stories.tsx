import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { closeDialog, mastheadStore, openAccountDialog, openCheckoutDialog } from '@masthead/store/vanilla';
import type { DialogKind } from '../../protocol/page.ts';
import { plainUnavailableView } from '../../early-dialog/index.ts';
// What the reader meets is the same as with the message drawn with React: so are the checks.
import * as Drawn from './dialog-unavailable.stories.tsx';

/**
 * The loader's message as its entry draws it, without React, when the message's own chunk
 * cannot load either (or the loader's core could not load): shown for the dialog the store
 * asks for, gone once it asks for none (Close, Escape). Try again here just says it is trying.
 */
function PlainUnavailableDemo({ kind, busy }: { kind: DialogKind; busy: boolean }) {
  useEffect(() => {
    const view = plainUnavailableView(document);
    const show = (trying: boolean) => view.show({ kind, busy: trying, onRetry: () => show(true) });
    if (kind === 'account') openAccountDialog();
    else openCheckoutDialog();
    show(busy);
    const stop = mastheadStore.subscribe((state) => {
      if (!state.dialog) view.hide();
    });
    return () => {
      stop();
      view.remove();
      closeDialog();
    };
  }, [kind, busy]);
  return <p>The page behind the message.</p>;
}

const meta = {
  title: 'Loader/Dialog unavailable, drawn without React',
  component: PlainUnavailableDemo,
  args: { kind: 'account', busy: false },
} satisfies Meta<typeof PlainUnavailableDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The account dialog cannot load, nor the loader's message: the reader is told all the same. */
export const SignInUnavailable: Story = { ...Drawn.SignInUnavailable };

/** The same for the checkout dialog. */
export const CheckoutUnavailable: Story = { ...Drawn.CheckoutUnavailable };

/** After Try again, while the dialog is asked for once more. */
export const TryingAgain: Story = { ...Drawn.TryingAgain };
