/**
 * What a reader meets in the loader's message for a dialog that cannot load, whichever way
 * the message is drawn: with React (dialog-unavailable.tsx, dialog-faults.test.tsx) or
 * without, when that chunk cannot load either (dialog-faults-offline.test.tsx). Each of
 * those test files runs these flows against its own drawing.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { mastheadStore, openAccountDialog, useMasthead } from '@masthead/store';
import type { LoadExpose } from './federation.ts';

/** A stand-in dialog that, like the real ones, shows while the store asks for it. */
export function AccountDialog() {
  const open = useMasthead((state) => state.dialog?.kind === 'account');
  return open ? (
    <div role="dialog" aria-label="Account">
      <button type="button">Inside the dialog</button>
    </div>
  ) : null;
}

/** A remote whose origin refuses the connection. */
export const down = () => Promise.reject(new Error('net::ERR_CONNECTION_REFUSED'));

export interface FlowContext {
  /** Starts watching dialogs, loading them with `load`. */
  watch(load: LoadExpose): void;
  /** The button the reader opened the dialog with, focused before each test. */
  opener(): HTMLElement;
  /** The loader's console errors so far. */
  errors(): string[];
  /** How many errors a dialog's first failure logs with this drawing. */
  firstFailureErrors: number;
}

export function messageFlows({ watch, opener, errors, firstFailureErrors }: FlowContext): void {
  it('Close ends the request and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    watch(vi.fn(down));
    act(() => openAccountDialog());
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(mastheadStore.getState().dialog).toBeNull();
    await waitFor(() => expect(opener()).toHaveFocus());
    act(() => openAccountDialog());
    expect(await screen.findByRole('alertdialog', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('Escape closes it the same way, and Tab stays inside it', async () => {
    const user = userEvent.setup();
    watch(vi.fn(down));
    act(() => openAccountDialog());
    const tryAgain = await screen.findByRole('button', { name: 'Try again' });
    await waitFor(() => expect(tryAgain).toHaveFocus());
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(tryAgain).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(mastheadStore.getState().dialog).toBeNull();
    await waitFor(() => expect(opener()).toHaveFocus());
  });

  it('Try again, with the remote back, closes the message, returns focus, then opens the dialog', async () => {
    const user = userEvent.setup();
    const load = vi.fn<LoadExpose>(down);
    watch(load);
    act(() => openAccountDialog());
    const tryAgain = await screen.findByRole('button', { name: 'Try again' });
    await waitFor(() => expect(tryAgain).toHaveFocus());
    let focusedWhenDialogLoaded: Element | null = null;
    load.mockImplementation(async () => {
      await Promise.resolve();
      return {
        default: () => {
          focusedWhenDialogLoaded ??= document.activeElement;
          return <AccountDialog />;
        },
      };
    });
    await user.click(tryAgain);
    expect(await screen.findByRole('dialog', { name: 'Account' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // The dialog's own focus handling starts from the opener, so it returns focus there.
    expect(focusedWhenDialogLoaded).toBe(opener());
    expect(load).toHaveBeenCalledTimes(2);
    expect(errors()).toHaveLength(firstFailureErrors);
  });

  it('Try again, with the remote still down, says it is trying, then shows the message again with one more error', async () => {
    const user = userEvent.setup();
    let fail = (_error: Error) => {};
    const load = vi.fn<LoadExpose>(down);
    watch(load);
    act(() => openAccountDialog());
    const tryAgain = await screen.findByRole('button', { name: 'Try again' });
    load.mockImplementation(() => new Promise((_, reject) => (fail = reject)));
    await user.click(tryAgain);
    const busy = await screen.findByRole('button', { name: 'Trying again…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Trying again…');
    await user.click(busy);
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => fail(new Error('still down')));
    expect(await screen.findByRole('button', { name: 'Try again' })).toHaveFocus();
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    expect(errors()).toHaveLength(firstFailureErrors + 1);
  });
}
