/**
 * A dialog that cannot load, when the loader's own message cannot load either (its chunk
 * unreachable, the loader's origin down for a moment): the reader is told all the same, by
 * the message drawn without React, which works as the usual one does.
 */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDialog, mastheadStore, openAccountDialog, useMasthead } from '@masthead/store';
import { watchDialogs } from './dialogs.ts';
import type { LoadExpose } from './federation.ts';

vi.mock('./unavailable/dialog-unavailable.tsx', () => {
  throw new Error('net::ERR_CONNECTION_REFUSED');
});

const table = { account: { remote: 'account-dialog', expose: './AccountDialog' } } as const;

/** A stand-in dialog that, like the real ones, shows while the store asks for it. */
function AccountDialog() {
  const open = useMasthead((state) => state.dialog?.kind === 'account');
  return open ? (
    <div role="dialog" aria-label="Account">
      <button type="button">Inside the dialog</button>
    </div>
  ) : null;
}

let stop = () => {};
let opener: HTMLButtonElement;
const logged = vi.fn();
const down = () => Promise.reject(new Error('net::ERR_CONNECTION_REFUSED'));

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getClientRects').mockImplementation(
    () => [new DOMRect(0, 0, 10, 10)] as unknown as DOMRectList,
  );
  logged.mockReset();
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => logged(String(args[0])));
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

function watch(load: LoadExpose) {
  stop = watchDialogs(document, Promise.resolve(load), table);
}

describe("a dialog that cannot load, with the loader's message unreachable too", () => {
  it('tells the reader in the same words, focus on Try again', async () => {
    watch(vi.fn(down));
    act(() => openAccountDialog());
    const message = await screen.findByRole('alertdialog', { name: 'Sign In' });
    expect(message).toHaveAccessibleDescription('Sign in is unavailable right now. Please try again.');
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();
    expect(logged).toHaveBeenCalledWith(
      '[masthead] the account dialog could not load from remote "account-dialog"',
    );
    expect(logged).toHaveBeenCalledWith(
      '[masthead] could not load the message that a dialog is unavailable; it is drawn without it',
    );
    expect(mastheadStore.getState().dialog?.kind).toBe('account');
  });

  it('keeps Tab inside it; Escape ends the request and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    watch(vi.fn(down));
    act(() => openAccountDialog());
    const tryAgain = await screen.findByRole('button', { name: 'Try again' });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(tryAgain).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(mastheadStore.getState().dialog).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('Close ends the request; asking again tells the reader again', async () => {
    const user = userEvent.setup();
    watch(vi.fn(down));
    act(() => openAccountDialog());
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(mastheadStore.getState().dialog).toBeNull();
    expect(opener).toHaveFocus();
    act(() => openAccountDialog());
    expect(await screen.findByRole('alertdialog', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();
  });

  it('Try again, still down, says it is trying, then shows the message again', async () => {
    const user = userEvent.setup();
    let fail = (_error: Error) => {};
    const load = vi.fn<LoadExpose>(down);
    watch(load);
    act(() => openAccountDialog());
    const tryAgain = await screen.findByRole('button', { name: 'Try again' });
    load.mockImplementation(() => new Promise((_, reject) => (fail = reject)));
    await user.click(tryAgain);
    const busy = screen.getByRole('button', { name: 'Trying again…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Trying again…');
    await user.click(busy);
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => fail(new Error('still down')));
    expect(await screen.findByRole('button', { name: 'Try again' })).toHaveFocus();
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
  });

  it('Try again, with the remote back, closes the message, returns focus, then opens the dialog', async () => {
    const user = userEvent.setup();
    const load = vi.fn<LoadExpose>(down);
    watch(load);
    act(() => openAccountDialog());
    const tryAgain = await screen.findByRole('button', { name: 'Try again' });
    let focusedWhenDialogLoaded: Element | null = null;
    load.mockImplementation(async () => ({
      default: () => {
        focusedWhenDialogLoaded ??= document.activeElement;
        return <AccountDialog />;
      },
    }));
    await user.click(tryAgain);
    expect(await screen.findByRole('dialog', { name: 'Account' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(focusedWhenDialogLoaded).toBe(opener);
  });
});

describe('the message drawn without React, when the loader stops watching dialogs', () => {
  it('goes, focus back on the opener', async () => {
    watch(vi.fn(down));
    act(() => openAccountDialog());
    await screen.findByRole('alertdialog');
    stop();
    stop = () => {};
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.querySelector('[data-masthead-dialog-unavailable]')).toBeNull();
    expect(opener).toHaveFocus();
  });
});
