import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { resetErrors } from '@masthead/api/mocks';
import { mastheadStore, openAccountDialog, openCheckoutDialog } from '@masthead/store';
import { messages as errors } from '@masthead/auth-flow/catalogue';
import { expectClosesAfterThreeSeconds, openDialog, server, setupMockServer } from './test-utils.tsx';

setupMockServer();

const email = () => screen.getByRole('textbox', { name: 'Email' });
const submit = () => screen.getByRole('button', { name: 'Continue' });

describe('given the forgot-password view', () => {
  it("shows 'Get help' and disables Continue while the email is empty or invalid", async () => {
    const { user } = openDialog({ view: 'forgot-password' });
    expect(screen.getByRole('link', { name: 'Get help' })).toHaveAttribute('href', '/subscriber-help');
    expect(submit()).toBeDisabled();
    await user.type(email(), 'reader@example');
    expect(screen.getByRole('link', { name: 'Get help' })).toBeVisible();
    await user.tab();
    expect(await screen.findByText('Email address is not valid.')).toBeVisible();
    await user.type(email(), '.com');
    expect(screen.queryByRole('link', { name: 'Get help' })).toBeNull();
    expect(submit()).toBeEnabled();
  });
});

describe.each([
  ['a reset request succeeds', []],
  ['no account exists (404)', [resetErrors.notFound()]],
])('when %s', (_name, overrides) => {
  it('confirms, then closes after 3000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(...overrides);
    const { user } = openDialog({ view: 'forgot-password' });
    await user.type(email(), 'reader@example.com');
    await user.click(submit());
    const message = await screen.findByText(errors.resetSent);
    await waitFor(() => expect(message).toHaveFocus());
    await expectClosesAfterThreeSeconds();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('when the reset link is sent', () => {
  it('says the confirmation as focus lands on it: a group named by its words, in no live region', async () => {
    const { user } = openDialog({ view: 'forgot-password' });
    await user.type(email(), 'reader@example.com');
    await user.click(submit());
    const confirmation = await screen.findByRole('group', { name: errors.resetSent });
    await waitFor(() => expect(confirmation).toHaveFocus());
    expect(confirmation.closest('[aria-live], [role="status"], [role="alert"]')).toBeNull();
  });
});

describe('when the reset request fails', () => {
  it.each([
    ['403', resetErrors.restricted(), errors.restricted],
    ['423', resetErrors.locked(), errors.resetLocked],
  ])('%s shows its message and stays open', async (_status, handler, message) => {
    server.use(handler);
    const { user } = openDialog({ view: 'forgot-password' });
    await user.type(email(), 'reader@example.com');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(mastheadStore.getState().dialog).not.toBeNull();
  });

  it('clears the timer when the dialog is closed first', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = openDialog({ view: 'forgot-password' });
    await user.type(email(), 'reader@example.com');
    await user.click(submit());
    await screen.findByText(errors.resetSent);
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('when another dialog is asked for during the 3000 ms', () => {
  it.each([
    ['the checkout dialog', () => openCheckoutDialog(), { kind: 'checkout' }],
    [
      'the account dialog afresh',
      () => openAccountDialog({ view: 'register' }),
      { kind: 'account', view: 'register' },
    ],
  ])('leaves %s open', async (_name, open, still) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = openDialog({ view: 'forgot-password' });
    await user.type(email(), 'reader@example.com');
    await user.click(submit());
    await screen.findByText(errors.resetSent);
    act(() => open());
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(mastheadStore.getState().dialog).toMatchObject(still);
  });
});
