/**
 * The passkey offer after a password sign-in (docs/behaviour.md#passkeys): made once in a
 * browser, where the device can hold a passkey, to a reader who has none; 'Not now' closes,
 * 'Add a passkey' adds one and closes 3 s after its confirmation.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoAccounts } from '@masthead/api/contract';
import {
  installFakePasskeys,
  mockDb,
  visitor,
  type FakePasskeyOptions,
  type FakePasskeys,
} from '@masthead/api/mocks';
import { mastheadStore } from '@masthead/store';
import { openDialog, setupMockServer, viewAnnounced } from './test-utils.tsx';

setupMockServer();
const { reader } = demoAccounts;
/** The browser's note that the offer was made (docs/behaviour.md#passkeys). */
const offeredKey = 'masthead-passkey-offered';
const offer = () => screen.queryByRole('dialog', { name: 'Sign in faster next time with a passkey' });
/** The passkey code is imported on first use: a busy machine takes more than a second. */
const whileImported = { timeout: 10_000 };

let device: FakePasskeys | null = null;
afterEach(() => {
  vi.useRealTimers();
  device?.restore();
  device = null;
  localStorage.clear();
});

async function signInWithPassword(options: Parameters<typeof installFakePasskeys>[1] | null = {}) {
  if (options) device = installFakePasskeys(window, { autofill: false, ...options });
  const view = openDialog();
  await view.user.type(await screen.findByRole('textbox', { name: 'Email' }), reader.emailAddress);
  await view.user.type(screen.getByLabelText('Password'), reader.password ?? '');
  await view.user.click(screen.getByRole('button', { name: 'Sign In' }));
  await waitFor(() => expect(mastheadStore.getState().status).toBe('authenticated'), whileImported);
  return view;
}

describe('after a password sign-in', () => {
  it('offers a passkey, once in this browser', async () => {
    const { user } = await signInWithPassword();
    await waitFor(() => expect(offer()).not.toBeNull(), whileImported);
    // Noted as the offer shows (an effect of its view, which can run just after the DOM is in).
    await waitFor(() => expect(localStorage.getItem(offeredKey)).not.toBeNull());
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(mastheadStore.getState().dialog).toBeNull();
  });

  it('is said by its name as it takes the sign-in form’s place', async () => {
    await signInWithPassword();
    await waitFor(() => expect(offer()).not.toBeNull(), whileImported);
    expect(viewAnnounced()).toBe('Sign in faster next time with a passkey');
  });

  it('says its confirmation as focus lands on it: a group named by its words', async () => {
    const { user } = await signInWithPassword();
    await waitFor(() => expect(offer()).not.toBeNull(), whileImported);
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    const added = 'Your passkey has been added. Next time, choose Sign in with a passkey.';
    expect(await screen.findByRole('group', { name: added })).toHaveFocus();
  });

  it('adds the passkey, confirms, and closes 3 s later', async () => {
    const { user } = await signInWithPassword();
    await waitFor(() => expect(offer()).not.toBeNull(), whileImported);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect(
      await screen.findByText('Your passkey has been added. Next time, choose Sign in with a passkey.'),
    ).toHaveFocus();
    expect([...mockDb.passkeys.values()]).toEqual([
      expect.objectContaining({ emailAddress: reader.emailAddress }),
    ]);
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    await waitFor(() => expect(mastheadStore.getState().dialog).toBeNull());
  });

  it('asks for the password first when the offer was left open until the sign-in grew old', async () => {
    const { user } = await signInWithPassword();
    await waitFor(() => expect(offer()).not.toBeNull(), whileImported);
    visitor.signedInLongAgo();
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    const password = await screen.findByLabelText('Password', {}, whileImported);
    await waitFor(() => expect(password).toHaveFocus());
    expect(screen.getByRole('group', { name: "Confirm it's you" })).toBeVisible();
    expect(mockDb.passkeys.size).toBe(0);
    await user.type(password, reader.password ?? '');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('Your passkey has been added. Next time, choose Sign in with a passkey.'),
    ).toHaveFocus();
    expect(mockDb.passkeys.size).toBe(1);
  });

  const cases: [name: string, arrange: () => void, options: FakePasskeyOptions | null][] = [
    ['the browser made it before', () => localStorage.setItem(offeredKey, 'earlier'), {}],
    ['the device cannot hold a passkey', () => undefined, { platform: false }],
    ['the browser has no passkeys at all', () => undefined, null],
    [
      'the reader has a passkey already',
      () =>
        void mockDb.passkeys.set('held', {
          id: 'held',
          emailAddress: reader.emailAddress,
          name: 'Phone',
          createdAt: new Date().toISOString(),
          lastUsedAt: null,
          backedUp: true,
        }),
      {},
    ],
  ];
  it.each(cases)('closes without an offer when %s', async (_name, arrange, options) => {
    arrange();
    await signInWithPassword(options);
    await waitFor(() => expect(mastheadStore.getState().dialog).toBeNull(), whileImported);
    expect(offer()).toBeNull();
  });
});
