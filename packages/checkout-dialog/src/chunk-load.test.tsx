/**
 * The flow's code (the calls, the API client, analytics) is fetched when the dialog first
 * needs it. When that fetch fails the reader is told, and once it can be fetched the next try
 * goes through. A file of its own: each test file starts with nothing of the flow's code
 * loaded, as a page does.
 */
import { screen, waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { flowCode } from '@masthead/auth-flow';
import { messages } from '@masthead/auth-flow/catalogue';
import { demoAccounts } from '@masthead/api/contract';
import { mastheadStore } from '@masthead/store';
import { openDialog, setupMockServer } from './test-utils.tsx';

setupMockServer();

it('says sign in could not be reached while its code cannot load, and hands over to checkout on the next try', async () => {
  const load = vi
    .spyOn(flowCode, 'load')
    .mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
  const onSubscription = vi.fn();
  const { user } = openDialog({ onSubscription });
  const { reader } = demoAccounts;
  await user.type(screen.getByLabelText('Your email'), reader.emailAddress);
  await user.type(screen.getByLabelText('Your password'), reader.password);
  const submit = () => screen.getByRole('button', { name: 'On to checkout' });
  await user.click(submit());
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(messages.unavailable));
  expect(mastheadStore.getState().status).toBe('anonymous');

  // The network is back: the same button, no edit needed.
  load.mockRestore();
  await waitFor(() => expect(submit()).toBeEnabled());
  await user.click(submit());
  // The hand-off's own chunk loads first (slow on a busy machine).
  await waitFor(() => expect(onSubscription).toHaveBeenCalledTimes(1), { timeout: 5000 });
  expect(mastheadStore.getState().status).toBe('authenticated');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}, 20_000);
