/**
 * The flow's code (the calls, the API client, analytics) is fetched on the first submit, a
 * later view's (later-view.tsx) as the dialog is about to show it. When that fetch fails the
 * reader is told, and the next try fetches it again. A file of its own: each test file starts
 * with nothing of the flow's code loaded, as a page does.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { flowCode, laterViewsCode } from '@masthead/auth-flow';
import { messages } from '@masthead/auth-flow/catalogue';
import { demoAccounts } from '@masthead/api/contract';
import { authFixtures } from '@masthead/api/mocks';
import { mastheadStore, openAccountDialog, signIn } from '@masthead/store';
import AccountDialog from './account-dialog.tsx';
import { eventNames, openDialog, setupMockServer } from './test-utils.tsx';

setupMockServer({ laterViews: 'not fetched' });

it('says a later view’s code could not come, never a blank dialog, and fetches it on Try again', async () => {
  const load = vi
    .spyOn(laterViewsCode, 'load')
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
  signIn(authFixtures.nonSubscriber, { announce: false });
  const user = userEvent.setup();
  render(<AccountDialog />);
  // Awaited: React shows what a view waited for in an awaited act only.
  await act(async () => openAccountDialog({ view: 'passkeys' }));
  const dialog = screen.getByRole('dialog', { name: 'Passkeys' });
  const message = await screen.findByText(messages.unavailable);
  expect(message.closest('[role="alert"]')).not.toBeNull();
  expect(dialog).toContainElement(message);
  await act(async () => user.click(screen.getByRole('button', { name: messages.tryAgain })));
  expect(await screen.findByText(messages.passkeysIntro)).toBeVisible();
  expect(screen.queryByText(messages.unavailable)).toBeNull();
  expect(load).toHaveBeenCalledTimes(2);
  load.mockRestore();
});

it('says sign in could not be reached when its code fails to load, and signs in on the next try', async () => {
  const load = vi
    .spyOn(flowCode, 'load')
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
  const { user } = openDialog();
  const { reader } = demoAccounts;
  await user.type(screen.getByRole('textbox', { name: 'Email' }), reader.emailAddress);
  await user.type(screen.getByLabelText('Password'), reader.password);
  const submit = () => screen.getByRole('button', { name: 'Sign In' });
  await user.click(submit());
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(messages.unavailable));
  expect(mastheadStore.getState().status).toBe('anonymous');
  // Nothing to edit: the reader simply tries again.
  await waitFor(() => expect(submit()).toBeEnabled());
  await user.click(submit());
  await waitFor(() => expect(mastheadStore.getState().status).toBe('authenticated'));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(eventNames()).toEqual(['signInStart', 'signInSuccess', 'accountLogin']);
  expect(load).toHaveBeenCalledTimes(2);
}, 20_000);
