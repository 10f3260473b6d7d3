import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getDataLayer, resetDataLayer } from '@masthead/analytics';
import { closeDialog, mastheadStore, openAccountDialog, openCheckoutDialog } from '@masthead/store';
import type { WidgetModule } from '@masthead/federation/contract';
import type { LoadExpose } from './federation.ts';
import type { MastheadLoaderState } from '../common/startup.ts';
import { TimeoutError } from './timeout.ts';
import { AccountDialog, dialogFaultsPage, down, messageFlows } from './dialog-faults.flows.tsx';

function Broken(): never {
  throw new Error('boom');
}

const page = dialogFaultsPage();
const { watch, watchWith, stop, opener, errors: masthead } = page;
beforeEach(() => resetDataLayer());

const events = () => getDataLayer().event.map((event) => event.eventInfo);

describe('given the account dialog cannot be fetched', () => {
  it('the reader who asked sees, in place, a message with Try again and Close; focus moves to Try again', async () => {
    watch(vi.fn(down));
    act(() => openAccountDialog());
    const message = await screen.findByRole('alertdialog', { name: 'Sign In' });
    expect(message).toHaveAccessibleDescription('Sign in is unavailable right now. Please try again.');
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus());
  });

  it('logs one console error naming the remote and records one dialogUnavailable event', async () => {
    watch(vi.fn(down));
    act(() => openAccountDialog());
    await screen.findByRole('alertdialog');
    expect(masthead()).toEqual(['[masthead] the account dialog could not load from remote "account-dialog"']);
    await waitFor(() =>
      expect(events()).toEqual([
        expect.objectContaining({
          eventName: 'dialogUnavailable',
          dialog: 'account',
          remote: 'account-dialog',
          reason: 'unreachable',
        }),
      ]),
    );
  });

  it('tells a load that timed out from one that failed', async () => {
    watch(vi.fn(() => Promise.reject(new TimeoutError('timed out after 10000 ms'))));
    act(() => openAccountDialog());
    await screen.findByRole('alertdialog');
    await waitFor(() => expect(events()).toEqual([expect.objectContaining({ reason: 'timeout' })]));
  });

  it('shows nothing when the reader closed the request before the load failed', async () => {
    let fail = (_error: Error) => {};
    const load = vi.fn(() => new Promise<WidgetModule>((_, reject) => (fail = reject)));
    watch(load);
    act(() => openAccountDialog());
    await waitFor(() => expect(load).toHaveBeenCalled());
    act(() => closeDialog());
    await act(async () => fail(new Error('down')));
    await waitFor(() => expect(masthead()).toHaveLength(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('after the message shows', () => {
  messageFlows(page, 1);

  it('records one more dialogUnavailable event for each Try again that fails', async () => {
    const user = userEvent.setup();
    watch(vi.fn(down));
    act(() => openAccountDialog());
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(events()).toHaveLength(2));
  });

  it('goes, with its root, when the loader stops watching dialogs', async () => {
    watch(vi.fn(down));
    act(() => openAccountDialog());
    await screen.findByRole('alertdialog');
    act(() => stop());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.querySelector('[data-masthead-dialog-unavailable]')).toBeNull();
  });
});

describe('given the dialog throws while rendering', () => {
  it('the message replaces it, the error names the remote, and Try again mounts it afresh', async () => {
    const user = userEvent.setup();
    let throws = true;
    const Flaky = () => (throws ? <Broken /> : <AccountDialog />);
    watch(vi.fn(async () => ({ default: Flaky })));
    act(() => openAccountDialog());
    expect(await screen.findByRole('alertdialog', { name: 'Sign In' })).toBeInTheDocument();
    expect(masthead()).toEqual([
      '[masthead] the account dialog from remote "account-dialog" failed while rendering',
    ]);
    await waitFor(() => expect(events()).toEqual([expect.objectContaining({ reason: 'render' })]));
    expect(document.querySelectorAll('[data-masthead-dialog]')).toHaveLength(0);
    throws = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('dialog', { name: 'Account' })).toBeInTheDocument();
    expect(document.querySelectorAll('[data-masthead-dialog]')).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('given the checkout dialog cannot be fetched', () => {
  it("says so in the checkout dialog's words and names its remote", async () => {
    watch(vi.fn(down));
    act(() => openCheckoutDialog({ giftMode: true }));
    const message = await screen.findByRole('alertdialog', { name: 'Sign in or register' });
    expect(message).toHaveAccessibleDescription('Checkout is unavailable right now. Please try again.');
    expect(masthead()).toEqual([
      '[masthead] the checkout dialog could not load from remote "checkout-dialog"',
    ]);
  });
});

describe('given the loader could not start', () => {
  /** A start that failed: `federation` waits for a retry that works (startup.ts). */
  function unstarted() {
    const failed: MastheadLoaderState = {
      status: 'unavailable',
      reason: 'config-unreachable',
      message: 'config /masthead.config.json answered 404',
    };
    let state: MastheadLoaderState = failed;
    const listeners = new Set<(state: MastheadLoaderState) => void>();
    const setState = (next: MastheadLoaderState) => {
      state = next;
      for (const listener of listeners) listener(next);
    };
    let startWith: (load: LoadExpose) => void = () => undefined;
    const federation = new Promise<LoadExpose>((resolve) => (startWith = resolve));
    let answer = (_works: boolean) => {};
    const retry = vi.fn(async () => {
      setState({ status: 'starting' });
      const works = await new Promise<boolean>((resolve) => (answer = resolve));
      setState(works ? { status: 'started' } : failed);
      return works;
    });
    const startup = {
      state: () => state,
      subscribe(listener: (state: MastheadLoaderState) => void) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      retry,
    };
    watchWith(federation, startup);
    return {
      retry,
      /** The pending retry answers: the config came (and the loader starts with `load`), or not. */
      answer(load: LoadExpose | null) {
        answer(load !== null);
        if (load) startWith(load);
      },
    };
  }

  it('a dialog asked for says it is unavailable, and logs nothing more (the start did)', async () => {
    unstarted();
    act(() => openAccountDialog());
    const message = await screen.findByRole('alertdialog', { name: 'Sign In' });
    expect(message).toHaveAccessibleDescription('Sign in is unavailable right now. Please try again.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus());
    expect(masthead()).toEqual([]);
    expect(events()).toEqual([]);
  });

  it('Try again starts the loader again; once it has, the message goes and the dialog opens', async () => {
    const user = userEvent.setup();
    const start = unstarted();
    act(() => openCheckoutDialog());
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(start.retry).toHaveBeenCalledOnce();
    expect(await screen.findByRole('button', { name: 'Trying again…' })).toHaveFocus();
    const load = vi.fn(async () => ({ default: AccountDialog }));
    await act(async () => start.answer(load));
    await waitFor(() => expect(load).toHaveBeenCalledWith('checkout-dialog', './CheckoutDialog'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(document.querySelectorAll('[data-masthead-dialog="checkout"]')).toHaveLength(1);
  });

  it('Try again that fails again shows the message again, ready for another try', async () => {
    const user = userEvent.setup();
    const start = unstarted();
    act(() => openAccountDialog());
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await screen.findByRole('button', { name: 'Trying again…' });
    await act(async () => start.answer(null));
    expect(await screen.findByRole('button', { name: 'Try again' })).toHaveFocus();
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
  });

  it('Close ends the request; asking again shows the message again', async () => {
    const user = userEvent.setup();
    unstarted();
    act(() => openAccountDialog());
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(mastheadStore.getState().dialog).toBeNull();
    await waitFor(() => expect(opener()).toHaveFocus());
    act(() => openAccountDialog());
    expect(await screen.findByRole('alertdialog', { name: 'Sign In' })).toBeInTheDocument();
  });
});
