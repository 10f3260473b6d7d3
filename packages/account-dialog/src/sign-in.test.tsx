import { act, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { demoAccounts } from '@masthead/api/contract';
import { endpoints } from '@masthead/api';
import { pending, rateLimited, signInErrors, visitor } from '@masthead/api/mocks';
import { mastheadStore } from '@masthead/store';
import { messages as errors } from '@masthead/auth-flow/catalogue';
import { eventNames, openDialog, server, setupMockServer } from './test-utils.tsx';

setupMockServer();

const { reader, subscriber } = demoAccounts;
const email = () => screen.getByRole('textbox', { name: 'Email' });
const password = () => screen.getByLabelText('Password');
const submit = () => screen.getByRole('button', { name: 'Sign In' });
/** The live region under a field that says its error (the last of its descriptions). */
const errorRegion = (field: HTMLElement) =>
  document.getElementById(field.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '');

async function fill(user: ReturnType<typeof openDialog>['user'], address: string, secret: string) {
  await user.type(email(), address);
  await user.type(password(), secret);
}

describe('given the sign-in view', () => {
  it('has a link to create an account, a forgot-password link and a password toggle', () => {
    openDialog();
    expect(screen.getByRole('button', { name: 'Create an account' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Forgot your password' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('says which field is required on blur (docs/behaviour.md#account-validation)', async () => {
    const { user } = openDialog();
    await user.click(email());
    await user.click(password());
    await user.tab();
    expect(await screen.findByText('Email is required.')).toBeVisible();
    expect(await screen.findByText('Password is required.')).toBeVisible();
    expect(email()).toHaveAccessibleDescription('Email is required.');
  });

  it('says what is missing on Enter in a blank field: each error shows, the field focused says its own', async () => {
    const { user } = openDialog();
    await user.click(email());
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Email is required.')).toBeVisible();
    expect(screen.getByText('Password is required.')).toBeVisible();
    expect(email()).toHaveFocus();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveAccessibleDescription('Email is required.');
    // Said once, where the reader is; the password's is read with it when the reader gets there.
    expect(errorRegion(email())).toHaveAttribute('aria-live', 'polite');
    expect(errorRegion(password())).toHaveAttribute('aria-live', 'off');
    expect(password()).toHaveAccessibleDescription('Password is required.');
    expect(submit()).toBeDisabled();
  });

  it('takes Enter in the password, with the email blank, to the email, its error read with it', async () => {
    const { user } = openDialog();
    await user.type(password(), 'secret');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(email()).toHaveFocus());
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveAccessibleDescription('Email is required.');
    expect(errorRegion(email())).toHaveAttribute('aria-live', 'off');
    expect(submit()).toBeDisabled();
  });

  it('keeps submit disabled until both fields are filled', async () => {
    const { user } = openDialog();
    expect(submit()).toBeDisabled();
    await user.type(email(), reader.emailAddress);
    expect(submit()).toBeDisabled();
    await user.type(password(), 'x');
    expect(submit()).toBeEnabled();
  });
});

describe('when the sign-in succeeds', () => {
  it('stores the user and gift quota, fires the events and closes', async () => {
    const { user } = openDialog();
    await fill(user, subscriber.emailAddress, subscriber.password);
    await user.click(submit());
    await waitFor(() => expect(mastheadStore.getState().dialog).toBeNull());
    expect(mastheadStore.getState()).toMatchObject({
      status: 'authenticated',
      isSubscriber: true,
      giftQuota: { limit: 5, remaining: 3 },
      user: { firstName: subscriber.firstName },
    });
    expect(eventNames()).toEqual(['signInStart', 'signInSuccess', 'accountLogin']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('attaches a captcha token for sign-in when captcha is on', async () => {
    visitor.captcha(true);
    const seen: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/api/auth/sign-in')) seen.push(await request.clone().json());
    });
    const { user } = openDialog();
    await fill(user, reader.emailAddress, reader.password);
    await user.click(submit());
    await waitFor(() => expect(mastheadStore.getState().status).toBe('authenticated'));
    expect(seen[0]).toMatchObject({ captchaToken: expect.stringMatching(/^mock-sign-in-/) });
    server.events.removeAllListeners();
  });
});

describe('when the sign-in fails (docs/behaviour.md#errors)', () => {
  it.each([
    [undefined, errors.invalidCredentials],
    [1, `${errors.invalidCredentials} You have 1 try left.`],
    [3, `${errors.invalidCredentials} You have 3 tries left.`],
  ])('400 with tries_left %s says so', async (tries, message) => {
    server.use(signInErrors.invalidCredentials(tries));
    const { user } = openDialog();
    await fill(user, reader.emailAddress, 'Wrong#2026x');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(eventNames()).toEqual(['signInStart', 'signInFailure']);
  });

  it('counts the server down to the lockout', async () => {
    const { user } = openDialog();
    await fill(user, reader.emailAddress, 'Wrong#2026x');
    for (const left of ['4 tries', '3 tries', '2 tries', '1 try']) {
      await user.click(submit());
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(`You have ${left} left.`));
      await user.type(password(), 'x');
    }
    await user.click(submit());
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(errors.locked({ duration: '15 minutes' })),
    );
  });

  it('400 with lockout_duration shows the blocked message with the duration', async () => {
    server.use(signInErrors.locked('1 hour'));
    const { user } = openDialog();
    await fill(user, reader.emailAddress, reader.password);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your account is blocked, please wait 1 hour to unlock and try again. For immediate assistance, please contact Customer Service.',
    );
    expect(screen.getByRole('link', { name: 'Customer Service' })).toHaveAttribute(
      'href',
      '/subscriber-help#contact-customer-service',
    );
  });

  it('429 says to wait as long as the server says, with the way to Customer Service', async () => {
    server.use(rateLimited(endpoints.signIn, 600));
    const { user } = openDialog();
    await fill(user, reader.emailAddress, reader.password);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have made too many attempts. Please wait 10 minutes and try again. For immediate assistance, please contact Customer Service.',
    );
    expect(screen.getByRole('link', { name: 'Customer Service' })).toBeInTheDocument();
  });

  it('403 shows the trouble-verifying message', async () => {
    server.use(signInErrors.restricted());
    const { user } = openDialog();
    await fill(user, reader.emailAddress, reader.password);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We're having trouble verifying your account. Please contact our Customer Service team for assistance.",
    );
  });

  it('keeps submit disabled while the error shows, and editing a field clears it', async () => {
    server.use(signInErrors.invalidCredentials(2));
    const { user } = openDialog();
    await fill(user, reader.emailAddress, 'Wrong#2026x');
    await user.click(submit());
    await screen.findByText(/You have 2 tries left\./);
    expect(submit()).toBeDisabled();
    await user.type(password(), 'y');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(submit()).toBeEnabled();
  });
});

describe('while the request runs', () => {
  it('disables submit, shows the loader and ignores a second submit', async () => {
    let calls = 0;
    server.use(
      http.post('*/api/auth/sign-in', () => {
        calls += 1;
      }),
      pending({ method: 'POST', path: '/api/auth/sign-in' }),
    );
    const { user } = openDialog();
    await fill(user, reader.emailAddress, reader.password);
    await user.click(submit());
    await waitFor(() => expect(submit()).toBeDisabled());
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    await user.keyboard('{Enter}');
    act(() => {
      screen.getByRole('button', { name: 'Sign In' }).closest('form')?.requestSubmit();
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toBe(1);
  });

  it('never logs the password', async () => {
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation(() => undefined),
    );
    server.use(signInErrors.invalidCredentials(2));
    const { user } = openDialog();
    await fill(user, reader.emailAddress, 'Secret#Pass99');
    await user.click(submit());
    await screen.findByText(/2 tries left/);
    for (const spy of spies) expect(JSON.stringify(spy.mock.calls)).not.toContain('Secret#Pass99');
  });
});
