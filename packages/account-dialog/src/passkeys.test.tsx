/**
 * The reader's passkeys in the account dialog (docs/behaviour.md#passkeys) when the server
 * wants a recent sign-in before adding or removing one: the dialog asks for the password in
 * place ("Confirm it's you"), then carries on with what the reader asked for; a wrong password
 * is told as sign-in tells it; Cancel drops the change. MSW's stateful mocks answer as the
 * reference server does.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoAccounts } from '@masthead/api/contract';
import {
  authFixtures,
  installFakePasskeys,
  mockDb,
  passkeyFixtures,
  passkeyUserHandle,
  visitor,
  type FakePasskeys,
} from '@masthead/api/mocks';
import { signIn } from '@masthead/store';
import { openDialog, setupMockServer } from './test-utils.tsx';

setupMockServer();
const { reader } = demoAccounts;
const { laptop } = passkeyFixtures;
/** The passkey code is imported on first use: a busy machine takes more than a second. */
const whileImported = { timeout: 10_000 };
const prompt = () => screen.queryByRole('group', { name: "Confirm it's you" });

let device: FakePasskeys | null = null;
afterEach(() => {
  device?.restore();
  device = null;
});

/** A reader signed in days ago (the session kept), with the laptop's passkey, on the passkeys view. */
async function openPasskeys({ signedInLongAgo = true } = {}) {
  visitor.nonSubscriber();
  visitor.passkeys([laptop]);
  if (signedInLongAgo) visitor.signedInLongAgo();
  signIn(authFixtures.nonSubscriber, { announce: false });
  device = installFakePasskeys(window, {
    autofill: false,
    held: [{ id: laptop.id, userHandle: passkeyUserHandle(reader.emailAddress) }],
  });
  const view = openDialog({ view: 'passkeys' });
  await screen.findByRole('list', { name: 'Your passkeys' }, whileImported);
  return view;
}

const passwordField = () => screen.getByLabelText('Password');
const added = () => [...mockDb.passkeys.values()].filter((passkey) => passkey.id !== laptop.id);

describe('given a reader whose sign-in is old', () => {
  beforeEach(() => localStorage.clear());

  describe('when they add a passkey', () => {
    it('asks for the password in place, with focus on it, and adds nothing yet', async () => {
      const { user } = await openPasskeys();
      await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
      const group = await waitFor(() => prompt() ?? expect.fail('no prompt'), whileImported);
      expect(within(group).getByRole('heading', { level: 3, name: "Confirm it's you" })).toBeVisible();
      expect(group).toHaveAccessibleDescription(
        'For your security, enter your password again before changing how you sign in. We ask when you have not signed in for a few minutes.',
      );
      await waitFor(() => expect(passwordField()).toHaveFocus());
      expect(within(group).getByRole('button', { name: 'Confirm' })).toBeDisabled();
      expect(within(group).getByRole('button', { name: 'Cancel' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Add a passkey' })).toBeDisabled();
      expect(added()).toEqual([]);
    });

    it('says the password is required on Enter with it blank, in the field, and adds nothing', async () => {
      const { user } = await openPasskeys();
      await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
      await waitFor(() => expect(passwordField()).toHaveFocus(), whileImported);
      await user.keyboard('{Enter}');
      await waitFor(() => expect(passwordField()).toHaveAttribute('aria-invalid', 'true'));
      expect(passwordField()).toHaveAccessibleDescription('Password is required.');
      expect(passwordField()).toHaveFocus();
      expect(added()).toEqual([]);
    });

    it('adds the passkey once the password is confirmed, says so, and gives focus back to the button', async () => {
      const { user } = await openPasskeys();
      await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
      await waitFor(() => expect(passwordField()).toHaveFocus(), whileImported);
      await user.type(passwordField(), reader.password ?? '');
      await user.click(screen.getByRole('button', { name: 'Confirm' }));
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Passkey was added.'));
      expect(prompt()).toBeNull();
      expect(screen.getAllByRole('listitem')).toHaveLength(2);
      expect(added()).toEqual([expect.objectContaining({ emailAddress: reader.emailAddress })]);
      await waitFor(() => expect(screen.getByRole('button', { name: 'Add a passkey' })).toHaveFocus());
    });

    it("tells a wrong password as sign-in does, in the prompt's alert, and keeps asking", async () => {
      const { user } = await openPasskeys();
      await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
      await waitFor(() => expect(passwordField()).toHaveFocus(), whileImported);
      await user.type(passwordField(), 'Wrong#2026xyz');
      await user.click(screen.getByRole('button', { name: 'Confirm' }));
      const group = prompt() ?? expect.fail('the prompt went away');
      await waitFor(() =>
        expect(within(group).getByRole('alert')).toHaveTextContent(
          'You have entered an invalid email and password combination. Please try again. You have 4 tries left.',
        ),
      );
      // Blocked until the password is edited, as the sign-in form is; focus stays in the prompt.
      expect(within(group).getByRole('button', { name: 'Confirm' })).toBeDisabled();
      expect(group).toContainElement(document.activeElement as HTMLElement);
      await user.type(passwordField(), 'x');
      expect(within(group).getByRole('button', { name: 'Confirm' })).toBeEnabled();
      expect(added()).toEqual([]);
    });

    it('drops the change on Cancel, and gives focus back to the button', async () => {
      const { user } = await openPasskeys();
      await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
      await waitFor(() => expect(passwordField()).toHaveFocus(), whileImported);
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(prompt()).toBeNull();
      await waitFor(() => expect(screen.getByRole('button', { name: 'Add a passkey' })).toHaveFocus());
      expect(screen.getByRole('status')).toHaveTextContent('');
      expect(added()).toEqual([]);
    });
  });

  describe('when they remove a passkey', () => {
    it('asks for the password, then removes it and says so', async () => {
      const { user } = await openPasskeys();
      await user.click(screen.getByRole('button', { name: 'Remove Chrome on macOS' }));
      await user.click(await screen.findByRole('button', { name: 'Remove Chrome on macOS' }));
      await waitFor(() => expect(passwordField()).toHaveFocus(), whileImported);
      expect(mockDb.passkeys.has(laptop.id)).toBe(true);
      await user.type(passwordField(), reader.password ?? '');
      await user.click(screen.getByRole('button', { name: 'Confirm' }));
      await waitFor(() =>
        expect(screen.getByRole('status')).toHaveTextContent('Chrome on macOS was removed.'),
      );
      expect(mockDb.passkeys.has(laptop.id)).toBe(false);
      expect(screen.queryByRole('listitem')).toBeNull();
    });
  });
});

describe('given a reader who has just signed in', () => {
  it('adds a passkey without asking for the password', async () => {
    const { user } = await openPasskeys({ signedInLongAgo: false });
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    await waitFor(
      () => expect(screen.getByRole('status')).toHaveTextContent('Passkey was added.'),
      whileImported,
    );
    expect(prompt()).toBeNull();
  });
});
