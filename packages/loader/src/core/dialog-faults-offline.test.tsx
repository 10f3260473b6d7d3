/**
 * A dialog that cannot load, when the loader's own message cannot load either (its chunk
 * unreachable, the loader's origin down for a moment): the reader is told all the same, by
 * the message drawn without React, which works as the usual one does.
 */
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mastheadStore, openAccountDialog } from '@masthead/store';
import { dialogFaultsPage, down, messageFlows } from './dialog-faults.flows.tsx';

vi.mock('./unavailable/dialog-unavailable.tsx', () => {
  throw new Error('net::ERR_CONNECTION_REFUSED');
});

const page = dialogFaultsPage();
const { watch, stop, opener, errors } = page;

describe("a dialog that cannot load, with the loader's message unreachable too", () => {
  it('tells the reader in the same words, focus on Try again', async () => {
    watch(vi.fn(down));
    act(() => openAccountDialog());
    const message = await screen.findByRole('alertdialog', { name: 'Sign In' });
    expect(message).toHaveAccessibleDescription('Sign in is unavailable right now. Please try again.');
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();
    expect(errors()).toEqual([
      '[masthead] the account dialog could not load from remote "account-dialog"',
      '[masthead] could not load the message that a dialog is unavailable; it is drawn without it',
    ]);
    expect(mastheadStore.getState().dialog?.kind).toBe('account');
  });

  messageFlows(page, 2);
});

describe('the message drawn without React, when the loader stops watching dialogs', () => {
  it('goes, focus back on the opener', async () => {
    watch(vi.fn(down));
    act(() => openAccountDialog());
    await screen.findByRole('alertdialog');
    stop();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.querySelector('[data-masthead-dialog-unavailable]')).toBeNull();
    expect(opener()).toHaveFocus();
  });
});
