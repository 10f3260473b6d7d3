import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { registerErrors } from '@masthead/api/mocks';
import { mastheadStore } from '@masthead/store';
import { eventNames, openDialog, server, setupMockServer } from './test-utils.tsx';

setupMockServer();

const submit = () => screen.getByRole('button', { name: 'On to checkout' });

async function openRegister(onSubscription = vi.fn()) {
  const opened = openDialog({ onSubscription });
  await opened.user.click(screen.getByRole('button', { name: 'Create an account' }));
  return opened;
}

async function register(
  email = `new-${Math.random().toString(36).slice(2)}@example.com`,
  onSubscription = vi.fn(),
) {
  const opened = await openRegister(onSubscription);
  const { user } = opened;
  await user.type(screen.getByLabelText('Your first name'), 'Grace');
  await user.type(screen.getByLabelText('Your last name'), 'Hopper');
  await user.type(screen.getByLabelText('Your email'), email);
  await user.type(screen.getByLabelText('Create a password'), 'Compiler#1952');
  await user.click(submit());
  return opened;
}

describe('register validation (docs/behaviour.md#checkout-validation, checkout dialog)', () => {
  it.each([
    ['ada@example.com', true],
    ['a.b+c@example.org', true],
    ['ada@example.io', true],
    ['ada@example.c', false],
    ['ada@example.comm', false],
    ['ada@exa-mple.com', false],
    ['ada@example', false],
    ['ada example@example.com', false],
    ['@example.com', false],
  ])('email %s is valid: %s (checked on blur)', async (email, valid) => {
    const { user } = await openRegister();
    await user.type(screen.getByLabelText('Your email'), email);
    expect(screen.queryByText('Email address is not valid.')).toBeNull();
    await user.tab();
    if (valid) {
      await waitFor(() => expect(screen.getByLabelText('Your email')).not.toHaveAttribute('aria-invalid'));
      expect(screen.queryByText('Email address is not valid.')).toBeNull();
    } else {
      expect(await screen.findByText('Email address is not valid.')).toBeInTheDocument();
    }
  });

  it("says 'This field is required.' for each blank or whitespace-only field", async () => {
    const { user } = await openRegister();
    for (const label of ['Your first name', 'Your last name', 'Your email', 'Create a password']) {
      await user.type(screen.getByLabelText(label), '  ');
    }
    await user.tab();
    await waitFor(() => expect(screen.getAllByText('This field is required.')).toHaveLength(4));
  });

  it('enables the submit button only with first name, last name, password and a valid email', async () => {
    const { user } = await openRegister();
    await user.type(screen.getByLabelText('Your first name'), 'Grace');
    await user.type(screen.getByLabelText('Your last name'), 'Hopper');
    await user.type(screen.getByLabelText('Create a password'), 'Compiler#1952');
    await user.type(screen.getByLabelText('Your email'), 'grace@example.c');
    expect(submit()).toBeDisabled();
    await user.type(screen.getByLabelText('Your email'), 'om');
    expect(submit()).toBeEnabled();
    await user.clear(screen.getByLabelText('Your last name'));
    await user.type(screen.getByLabelText('Your last name'), ' ');
    expect(submit()).toBeDisabled();
  });
});

describe('registration (docs/behaviour.md#checkout-views)', () => {
  it('creates the account, hands over to checkout and closes', async () => {
    const onSubscription = vi.fn();
    await register('grace.new@example.com', onSubscription);
    await waitFor(() => expect(onSubscription).toHaveBeenCalled());
    expect(onSubscription.mock.calls[0]![0]).toMatchObject({ emailAddress: 'grace.new@example.com' });
    expect(mastheadStore.getState()).toMatchObject({ status: 'authenticated', user: { firstName: 'Grace' } });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(eventNames()).toEqual(['registrationStart', 'registrationSuccess', 'registration']);
  });

  it('continues at /subscriber-registration when a subscription exists for the email', async () => {
    const { navigate } = await register('print-only@example.com');
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/subscriber-registration?emailAddress=print-only%40example.com'),
    );
    expect(mastheadStore.getState().status).toBe('anonymous');
  });
});

describe('register errors (docs/behaviour.md#errors)', () => {
  it("400: the server's message under the password", async () => {
    server.use(registerErrors.validation('Passwords need one special character.'));
    await register();
    const message = await screen.findByText('Passwords need one special character.');
    expect(screen.getByLabelText('Create a password')).toHaveAccessibleDescription(
      expect.stringContaining('Passwords need one special character.'),
    );
    expect(message).toBeInTheDocument();
    expect(eventNames()).toContain('registrationFailure');
  });

  it.each([409, 422] as const)(
    '%s: the unavailable message and a Sign in button that keeps the email',
    async (status) => {
      server.use(registerErrors.usernameUnavailable(status));
      const { user } = await register('taken@example.com');
      expect(
        await screen.findByText('That username is unavailable. Sign in or choose another email address.'),
      ).toBeInTheDocument();
      // The prompt above the fields, then the button beside the message.
      const [, signInInstead] = screen.getAllByRole('button', { name: 'Sign in' });
      await user.click(signInInstead ?? document.body);
      expect(screen.getByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
      expect(screen.getByLabelText('Your email')).toHaveValue('taken@example.com');
    },
  );

  it('409 from the reference mocks for an existing account', async () => {
    await register('reader@example.com');
    expect(
      await screen.findByText('That username is unavailable. Sign in or choose another email address.'),
    ).toBeInTheDocument();
  });

  it('403: the trouble-verifying message', async () => {
    server.use(registerErrors.restricted());
    await register();
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        "We're having trouble verifying your account. Please contact our Customer Service team for assistance.",
      ),
    );
  });
});
