/**
 * The later views (the passkey offer and list, the questionnaire, choosing a new password) are
 * a chunk of their own, fetched when the dialog is about to show one. The offer after a
 * password sign-in shows only once its code is in, and not at all when it cannot come. A file
 * of its own: it starts with none of their code fetched, as a page does (a dialog opened on a
 * later view whose code cannot come: chunk-load.test.tsx).
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { laterViewsCode } from '@masthead/auth-flow';
import { messages } from '@masthead/auth-flow/catalogue';
import { installFakePasskeys, type FakePasskeys } from '@masthead/api/mocks';
import { demoAccounts } from '@masthead/api/contract';
import { mastheadStore } from '@masthead/store';
import { openDialog, setupMockServer, viewAnnounced } from './test-utils.tsx';

setupMockServer({ laterViews: 'not fetched' });
const { reader } = demoAccounts;
const offer = () => screen.queryByRole('dialog', { name: 'Sign in faster next time with a passkey' });
const failedFetch = () => new TypeError('Failed to fetch dynamically imported module');
const fetchViews = laterViewsCode.load;

let device: FakePasskeys | null = null;
afterEach(() => {
  vi.restoreAllMocks();
  device?.restore();
  device = null;
  localStorage.clear();
});

/** Signs in with the password, in a browser where the offer is made. */
async function signInWithPassword() {
  device = installFakePasskeys(window, { autofill: false });
  const { user } = openDialog();
  await user.type(screen.getByRole('textbox', { name: 'Email' }), reader.emailAddress);
  await user.type(screen.getByLabelText('Password'), reader.password ?? '');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  await waitFor(() => expect(mastheadStore.getState().status).toBe('authenticated'));
}

it('closes after the sign-in, as without an offer, when the offer’s code cannot come', async () => {
  const load = vi.spyOn(laterViewsCode, 'load').mockRejectedValueOnce(failedFetch());
  await signInWithPassword();
  await waitFor(() => expect(mastheadStore.getState().dialog).toBeNull());
  expect(offer()).toBeNull();
  expect(load).toHaveBeenCalledTimes(1);
});

it('keeps the sign-in form until the offer’s code is in, then shows the offer whole and says it', async () => {
  let arrive = () => undefined as unknown;
  vi.spyOn(laterViewsCode, 'load').mockImplementation(
    () =>
      new Promise((resolve) => {
        arrive = () => resolve(fetchViews());
      }),
  );
  await signInWithPassword();
  // The browser has been asked meanwhile: still the sign-in, not the offer nor a spinner.
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(offer()).toBeNull();
  expect(screen.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
  expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
  arrive();
  await waitFor(() => expect(offer()).not.toBeNull());
  expect(screen.getByText(messages.passkeyOfferIntro)).toBeVisible();
  expect(viewAnnounced()).toBe('Sign in faster next time with a passkey');
});
