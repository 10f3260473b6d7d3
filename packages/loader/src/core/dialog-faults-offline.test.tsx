/**
 * A dialog that cannot load, when the loader's own message cannot load either (its chunk
 * unreachable, the loader's origin down for a moment): the reader is told all the same, by
 * the message drawn without React, which works as the usual one does.
 */
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDialog, mastheadStore, openAccountDialog } from '@masthead/store';
import { watchDialogs } from './dialogs.ts';
import { down, messageFlows } from './dialog-faults.flows.tsx';
import type { LoadExpose } from './federation.ts';

vi.mock('./unavailable/dialog-unavailable.tsx', () => {
  throw new Error('net::ERR_CONNECTION_REFUSED');
});

const table = { account: { remote: 'account-dialog', expose: './AccountDialog' } } as const;

let stop = () => {};
let opener: HTMLButtonElement;
const logged = vi.fn();

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

  messageFlows({
    watch,
    opener: () => opener,
    errors: () => logged.mock.calls.map(([text]) => String(text)),
    firstFailureErrors: 2,
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
