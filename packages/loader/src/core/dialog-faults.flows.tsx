/**
 * What a reader meets in the loader's message for a dialog that cannot load, whichever way
 * the message is drawn: with React (dialog-unavailable.tsx, dialog-faults.test.tsx) or
 * without, when that chunk cannot load either (dialog-faults-offline.test.tsx). Each of
 * those test files sets up the same page (`dialogFaultsPage`) and runs these flows against
 * its own drawing.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi, type MockInstance } from 'vitest';
import { closeDialog, mastheadStore, openAccountDialog, useMasthead } from '@masthead/store';
import { watchDialogs } from './dialogs.ts';
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

const table = {
  account: { remote: 'account-dialog', expose: './AccountDialog' },
  checkout: { remote: 'checkout-dialog', expose: './CheckoutDialog' },
} as const;

export interface DialogFaultsPage {
  /** Starts watching dialogs, loading them with `load`. */
  watch(load: LoadExpose): void;
  /** Starts watching dialogs with a federation and a loader's start of the test's own. */
  watchWith(federation: Promise<LoadExpose>, startup: Parameters<typeof watchDialogs>[3]): void;
  /** Stops watching, as the loader does when it is taken off the page. */
  stop(): void;
  /** The button the reader opened the dialog with, focused before each test. */
  opener(): HTMLElement;
  /** The loader's console errors so far. */
  errors(): string[];
}

/**
 * Before each test, a page with an opener (Sign In) that has focus and the console's errors
 * caught; after it, dialogs no longer watched, none asked for, the page emptied.
 */
export function dialogFaultsPage(): DialogFaultsPage {
  let stop = () => {};
  let opener: HTMLButtonElement;
  let consoleError: MockInstance<typeof console.error>;
  beforeEach(() => {
    // jsdom has no layout, and tabbable (under focus-trap) treats boxless elements as hidden;
    // give every element a box so focus moves and Tab order is computed as in a browser.
    vi.spyOn(HTMLElement.prototype, 'getClientRects').mockImplementation(
      () => [new DOMRect(0, 0, 10, 10)] as unknown as DOMRectList,
    );
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    opener = document.createElement('button');
    opener.textContent = 'Sign In';
    document.body.append(opener);
    opener.focus();
  });
  afterEach(() => {
    stop();
    act(() => closeDialog());
    document.body.replaceChildren();
  });
  const page: DialogFaultsPage = {
    watch: (load) => page.watchWith(Promise.resolve(load), undefined),
    watchWith(federation, startup) {
      stop = watchDialogs(document, federation, table, startup);
    },
    stop() {
      stop();
      stop = () => {};
    },
    opener: () => opener,
    errors: () => consoleError.mock.calls.map((call) => String(call[0])),
  };
  return page;
}

/** The flows both drawings share; `firstFailureErrors`: the errors a dialog's first failure logs. */
export function messageFlows({ watch, opener, errors }: DialogFaultsPage, firstFailureErrors: number): void {
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

  it('keeps the page behind from scrolling while it shows, and gives the page its own overflow back', async () => {
    const user = userEvent.setup();
    document.body.style.overflow = 'auto';
    watch(vi.fn(down));
    act(() => openAccountDialog());
    await screen.findByRole('alertdialog', { name: 'Sign In' });
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.body.style.overflow).toBe('auto');
    document.body.style.overflow = '';
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
