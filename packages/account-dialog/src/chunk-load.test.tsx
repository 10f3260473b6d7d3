/**
 * The flow's code (the calls, the API client, analytics) is fetched on the first submit. When
 * that fetch fails the reader is told, and the next try fetches it again. A file of its own:
 * each test file starts with nothing of the flow's code loaded, as a page does.
 */
import { screen, waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { flowCode } from '@masthead/auth-flow';
import { messages } from '@masthead/auth-flow/catalogue';
import { demoAccounts } from '@masthead/api/contract';
import { mastheadStore } from '@masthead/store';
import { eventNames, openDialog, setupMockServer } from './test-utils.tsx';

setupMockServer();

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
