import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoAccounts, passwordPolicy } from '@masthead/api/contract';
import { mockDb, resetCompletionErrors, resetMockDb } from '@masthead/api/mocks';
import { messages as errors } from '@masthead/auth-flow/catalogue';
import { mastheadStore, resetMastheadStore } from '@masthead/store';
import {
  eventNames,
  expectClosesAfterThreeSeconds,
  openDialog,
  server,
  setupMockServer,
} from './test-utils.tsx';

setupMockServer();

const { reader } = demoAccounts;
const token = 'mailed-token';
const goodPassword = 'Another-pass-42';
const invalidLink = `${errors.resetTokenInvalid} ${errors.resetTokenNewLink}`;

beforeEach(() => {
  resetMastheadStore();
  mockDb.resetTokens.set(token, { emailAddress: reader.emailAddress, expiresAt: Date.now() + 60_000 });
});
afterEach(() => resetMockDb());

const password = () => screen.getByLabelText('New password');
const save = () => screen.getByRole('button', { name: 'Save password' });

/** Opens the view from a mailed link (null: a link without its token). */
async function openFromLink(resetToken: string | null = token) {
  const opened = openDialog({ view: 'reset-password', ...(resetToken === null ? {} : { resetToken }) });
  expect(screen.getByRole('dialog', { name: 'Choose a new password' })).toBeVisible();
  return opened;
}

describe('given a good link', () => {
  it('names the account, shows the password policy hint and a show/hide toggle', async () => {
    await openFromLink();
    expect(await screen.findByText(reader.emailAddress)).toBeVisible();
    expect(password()).toHaveAccessibleDescription(
      'Passwords must have at least 10 characters, one number, one upper and lower case letter, and one special character.',
    );
    expect(password()).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'false');
    expect(save()).toBeDisabled();
  });

  it("shows the server's policy message under the password field and stays signed out", async () => {
    const { user } = await openFromLink();
    await user.type(await screen.findByLabelText('New password'), 'weak');
    await user.click(save());
    // The server's message is the policy hint itself: said once, now as the field's error.
    await waitFor(() => expect(password()).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText(passwordPolicy.message)).toHaveLength(1);
    expect(password()).toHaveAccessibleDescription(passwordPolicy.message);
    expect(mastheadStore.getState().status).toBe('anonymous');
    expect(eventNames()).toEqual(['passwordResetCompletionStart', 'passwordResetCompletionFailure']);
  });

  it('shows whatever the server says about the password under the field', async () => {
    server.use(resetCompletionErrors.validation('That password was used before.'));
    const { user } = await openFromLink();
    await user.type(await screen.findByLabelText('New password'), goodPassword);
    await user.click(save());
    expect(await screen.findByText('That password was used before.')).toBeVisible();
    expect(password()).toHaveAccessibleDescription(expect.stringContaining('That password was used before.'));
  });

  it('says its confirmation as focus lands on it: a group named by its words, in no live region', async () => {
    const { user } = await openFromLink();
    await user.type(await screen.findByLabelText('New password'), goodPassword);
    await user.click(save());
    const changed = 'Your password has been changed and you are signed in.';
    const confirmation = await screen.findByRole('group', { name: changed });
    await waitFor(() => expect(confirmation).toHaveFocus());
    expect(confirmation.closest('[aria-live], [role="status"], [role="alert"]')).toBeNull();
  });

  it('signs the reader in, confirms, then closes after 3000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = await openFromLink();
    await user.type(await screen.findByLabelText('New password'), goodPassword);
    await user.click(save());
    const message = await screen.findByText('Your password has been changed and you are signed in.');
    await waitFor(() => expect(message).toHaveFocus());
    expect(mastheadStore.getState()).toMatchObject({
      status: 'authenticated',
      user: { firstName: reader.firstName },
    });
    expect(eventNames()).toEqual([
      'passwordResetCompletionStart',
      'passwordResetCompletionSuccess',
      'accountLogin',
    ]);
    await expectClosesAfterThreeSeconds();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    ['423', resetCompletionErrors.locked(), errors.resetLocked],
    ['403', resetCompletionErrors.restricted(), errors.restricted],
  ])(
    'a %s shows its message in the form, blocks Save until an edit, and stays open',
    async (_status, handler, text) => {
      server.use(handler);
      const { user } = await openFromLink();
      const password = await screen.findByLabelText('New password');
      await user.type(password, goodPassword);
      await user.click(save());
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text));
      expect(save()).toBeDisabled();
      expect(screen.getByRole('link', { name: 'Customer Service' })).toHaveAttribute(
        'href',
        '/subscriber-help#contact-customer-service',
      );
      expect(mastheadStore.getState()).toMatchObject({
        status: 'anonymous',
        dialog: { view: 'reset-password' },
      });
      // An edit clears the message, and Save can be tried again.
      await user.type(password, '!');
      expect(screen.queryByText(text)).toBeNull();
      expect(save()).toBeEnabled();
    },
  );

  it('a link used meanwhile turns into the message with the way to a new link', async () => {
    const { user } = await openFromLink();
    await user.type(await screen.findByLabelText('New password'), goodPassword);
    server.use(resetCompletionErrors.tokenInvalid()[1]);
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent(invalidLink);
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(screen.getByRole('button', { name: 'Request a new link' })).toBeVisible();
  });
});

describe.each([
  ['expired, used or unknown', token, true],
  ['missing its token', null, false],
])('given a link %s', (_name, resetToken, expire) => {
  it('says so and leads to the forgot-password view to ask for a new link', async () => {
    if (expire) server.use(...resetCompletionErrors.tokenInvalid());
    const { user } = await openFromLink(resetToken);
    expect(await screen.findByRole('alert')).toHaveTextContent(invalidLink);
    expect(screen.queryByLabelText('New password')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Request a new link' }));
    expect(screen.getByRole('dialog', { name: 'Reset your password' })).toBeVisible();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Continue' })).toBeVisible();
  });
});

describe('while the link is being checked', () => {
  it('says so, with no password field yet', async () => {
    await openFromLink();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your reset link…');
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(await screen.findByLabelText('New password')).toBeVisible();
  });
});
