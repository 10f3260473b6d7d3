import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@masthead/api';
import { failing, rateLimited, resetErrors } from '@masthead/api/mocks';
import { mastheadStore } from '@masthead/store';
import { openDialog, server, setupMockServer } from './test-utils.tsx';

setupMockServer();
beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

const sentText =
  'If your email is registered with us, you will receive an email with a link to reset your password.';
const lockedText =
  'You cannot unlock your account by resetting the password. Please wait 24 hours to unlock and try again. For immediate assistance, please contact Customer Service.';

async function openReset() {
  const opened = openDialog();
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
  return { ...opened, user };
}

async function requestReset(email: string) {
  const opened = await openReset();
  await opened.user.type(screen.getByLabelText('Your email'), email);
  await opened.user.click(screen.getByRole('button', { name: 'Send' }));
  return opened;
}

describe('forgot password (docs/behaviour.md#reset-outcomes)', () => {
  it('keeps Send disabled until the email is valid', async () => {
    const { user } = await openReset();
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText('Your email'), 'reader@example');
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText('Your email'), '.com');
    expect(send).toBeEnabled();
  });

  it('shows the confirmation, then closes 3 seconds later (not before)', async () => {
    await requestReset('reader@example.com');
    expect(await screen.findByText(sentText)).toBeInTheDocument();
    // Let React run the effect that starts the timer.
    await act(async () => undefined);
    act(() => {
      vi.advanceTimersByTime(2900);
    });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(mastheadStore.getState().dialog).toBeNull();
  });

  it('says the confirmation as focus lands on it: a group named by its words, in no live region', async () => {
    await requestReset('reader@example.com');
    const confirmation = await screen.findByRole('group', { name: sentText });
    await waitFor(() => expect(confirmation).toHaveFocus());
    expect(confirmation.closest('[aria-live], [role="status"], [role="alert"]')).toBeNull();
  });

  it('404: the same confirmation and close (account existence not revealed)', async () => {
    server.use(resetErrors.notFound());
    await requestReset('nobody@example.com');
    expect(await screen.findByText(sentText)).toBeInTheDocument();
    await act(async () => undefined);
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  // The reference API mails a locked or restricted account's owner instead of saying so; the
  // dialog still handles a server that answers 423 or 403 (docs/behaviour.md#reset-outcomes).
  it('423: the lockout notice replaces the confirmation, and the dialog stays', async () => {
    server.use(resetErrors.locked());
    await requestReset('locked@example.com');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(lockedText));
    expect(screen.getByRole('link', { name: 'Customer Service' })).toHaveAttribute(
      'href',
      '/subscriber-help#contact-customer-service',
    );
    expect(screen.queryByText(sentText)).toBeNull();
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("any other failure: no message shown, an 'On to sign in' button back to sign in", async () => {
    server.use(failing(endpoints.resetPassword, 500));
    const { user } = await requestReset('reader@example.com');
    const onToSignIn = await screen.findByRole('button', { name: 'On to sign in' });
    // Screen readers still hear what happened; nothing is shown (docs/behaviour.md#checkout-errors).
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong. Please try again.');
    expect(alert.firstElementChild).toHaveClass(/hidden/);
    await user.click(onToSignIn);
    expect(screen.getByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Your email')).toHaveValue('reader@example.com');
  });

  it("429: the rate-limit message, shown, with 'On to sign in'", async () => {
    server.use(rateLimited(endpoints.resetPassword, 900));
    await requestReset('reader@example.com');
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Please wait 15 minutes and try again.'));
    expect(alert.firstElementChild).not.toHaveClass(/hidden/);
    expect(screen.getByRole('button', { name: 'On to sign in' })).toBeInTheDocument();
  });

  it("403: the trouble-verifying message with 'On to sign in'", async () => {
    server.use(resetErrors.restricted());
    await requestReset('restricted@example.com');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        "We're having trouble verifying your account. Please contact our Customer Service team for assistance.",
      ),
    );
    expect(screen.getByRole('button', { name: 'On to sign in' })).toBeInTheDocument();
  });

  it('cancels the close timer when the dialog is closed first', async () => {
    const { user } = await requestReset('reader@example.com');
    await screen.findByText(sentText);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(vi.getTimerCount()).toBe(0);
  });
});
