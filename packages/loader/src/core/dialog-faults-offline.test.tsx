/**
 * A dialog that cannot load, when the loader's own message cannot load either (its chunk
 * unreachable, the loader's origin down for a moment): the request ends and focus goes back,
 * so the reader's next click starts over, and tells them once the message's chunk comes.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDialog, mastheadStore, openAccountDialog } from '@masthead/store';
import { watchDialogs } from './dialogs.ts';

const chunk = vi.hoisted(() => ({ reachable: false }));
vi.mock('./unavailable/dialog-unavailable.tsx', async (importOriginal) => {
  if (!chunk.reachable) throw new Error('net::ERR_CONNECTION_REFUSED');
  return importOriginal();
});

const table = { account: { remote: 'account-dialog', expose: './AccountDialog' } } as const;
let stop = () => {};
let opener: HTMLButtonElement;
const logged = vi.fn();

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getClientRects').mockImplementation(
    () => [new DOMRect(0, 0, 10, 10)] as unknown as DOMRectList,
  );
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => logged(String(args[0])));
  opener = document.createElement('button');
  opener.textContent = 'Sign In';
  document.body.append(opener);
  opener.focus();
  const down = () => Promise.reject(new Error('net::ERR_CONNECTION_REFUSED'));
  stop = watchDialogs(document, Promise.resolve(vi.fn(down)), table);
});
afterEach(() => {
  stop();
  act(() => closeDialog());
  document.body.replaceChildren();
});

describe("a dialog that cannot load, with the loader's message unreachable too", () => {
  it('ends the request and gives focus back; the next click, the message back, tells the reader', async () => {
    act(() => openAccountDialog());
    await waitFor(() => expect(mastheadStore.getState().dialog).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
    expect(logged).toHaveBeenCalledWith('[masthead] could not show that a dialog is unavailable');
    expect(screen.queryByRole('alertdialog')).toBeNull();

    chunk.reachable = true;
    act(() => openAccountDialog());
    await screen.findByRole('alertdialog', { name: 'Sign In' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus());
  });
});
