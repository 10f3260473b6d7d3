/**
 * Passkeys beside the sign-in form (docs/behaviour.md#passkeys), with a fake browser
 * authenticator and the MSW mocks: the button, the email field's autofill, what a reader is
 * told when a passkey does not work, the analytics, and the passkey code fetched only when used.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDataLayer, resetDataLayer } from '@masthead/analytics';
import { demoAccounts } from '@masthead/api/contract';
import { handlers, installFakePasskeys, mockDb, visitor, type FakePasskeys } from '@masthead/api/mocks';
import { mastheadStore } from '@masthead/store';
import { messages } from './catalogue.ts';
import type { FormCopy, FormValidation } from './form-rules.ts';
import { addPasskey, passkeyCode } from './operations.ts';
import { SignInForm } from './sign-in-form.tsx';

/** The passkey code is imported on first use: a busy machine takes more than a second. */
const whileImported = { timeout: 10_000 };

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetDataLayer());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const copy: FormCopy = {
  loading: 'Loading',
  showPassword: 'Show password',
  email: 'Email',
  password: 'Password',
  firstName: 'First name',
  lastName: 'Last name',
  passwordHint: 'Ten characters or more.',
  passkeySignIn: 'Sign in with a passkey',
};
const noMessages = async () => ({});
const validation: FormValidation = {
  validEmail: (value) => /^\S+@\S+\.\S+$/.test(value.trim()),
  validate: { signIn: noMessages, register: noMessages, reset: noMessages },
};
const { reader } = demoAccounts;
const passkeyButton = () => screen.queryByRole('button', { name: 'Sign in with a passkey' });
const email = () => screen.getByRole('textbox', { name: 'Email' });
const events = () =>
  getDataLayer().event.map(({ eventInfo }) => `${String(eventInfo.eventName)} ${String(eventInfo.method)}`);

let device: FakePasskeys | null = null;
afterEach(() => {
  device?.restore();
  device = null;
});

/** The reader has added a passkey on this device (signed in, then out again). */
async function readerWithPasskey(options: Parameters<typeof installFakePasskeys>[1] = {}) {
  device = installFakePasskeys(window, options);
  visitor.nonSubscriber();
  expect(await addPasskey()).toMatchObject({ kind: 'added' });
  visitor.anonymous();
  resetDataLayer();
  return device;
}

/** Until the form has heard from the browser whether it offers passkeys in autofill. */
const browserAnswered = () => act(async () => undefined);

function renderForm(onSignedIn = vi.fn(), dialogCopy: FormCopy = copy) {
  render(
    <SignInForm copy={dialogCopy} validation={validation} submitLabel="Sign In" onSignedIn={onSignedIn} />,
  );
  return onSignedIn;
}

describe('given a browser without passkeys', () => {
  it('shows no passkey button, and the password form works as ever', async () => {
    const load = vi.spyOn(passkeyCode, 'load');
    const onSignedIn = renderForm();
    const user = userEvent.setup();
    expect(email()).toHaveAttribute('autocomplete', 'username webauthn');
    await user.type(email(), reader.emailAddress);
    await user.type(screen.getByLabelText('Password'), reader.password ?? '');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('password'));
    expect(passkeyButton()).toBeNull();
    // No passkey was used: none of its code was fetched.
    expect(load).not.toHaveBeenCalled();
    expect(events()).toContain('signInSuccess password');
  });
});

describe('given a dialog that offers no passkeys', () => {
  it('keeps the email field an email field, and fetches no passkey code', async () => {
    device = installFakePasskeys(window);
    const load = vi.spyOn(passkeyCode, 'load');
    const { passkeySignIn: _none, ...withoutPasskeys } = copy;
    renderForm(vi.fn(), withoutPasskeys);
    await act(async () => undefined);
    expect(email()).toHaveAttribute('autocomplete', 'email');
    expect(passkeyButton()).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });
});

describe('when the reader signs in with the button', () => {
  it('signs them in with the passkey alone, as a password sign-in, with the method in the events', async () => {
    await readerWithPasskey({ autofill: false });
    const onSignedIn = renderForm();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('passkey'));
    expect(mastheadStore.getState()).toMatchObject({
      status: 'authenticated',
      user: { firstName: reader.firstName },
    });
    expect(events()).toEqual(['signInStart passkey', 'signInSuccess passkey', 'accountLogin passkey']);
  });

  it.each([
    ['cancelled', 'cancel', messages.passkeyCancelled],
    ['not supported', 'unsupported', messages.passkeyUnsupported],
  ] as const)(
    'tells them when the browser says %s, and leaves the password form usable',
    async (_name, answer, text) => {
      const fake = await readerWithPasskey({ autofill: false });
      fake.answer = answer;
      const onSignedIn = renderForm();
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text));
      expect(onSignedIn).not.toHaveBeenCalled();
      await user.type(email(), reader.emailAddress);
      await user.type(screen.getByLabelText('Password'), 'anything');
      expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
      expect(events()).toEqual(['signInStart passkey', `signInFailure passkey`]);
      expect(getDataLayer().event.at(-1)?.eventInfo).toMatchObject({
        reason: `passkey-${answer === 'cancel' ? 'cancelled' : 'unsupported'}`,
      });
    },
  );

  it('tells them a removed passkey was removed, and a passkey the site does not know that it does not', async () => {
    const fake = await readerWithPasskey({ autofill: false });
    mockDb.passkeys.clear();
    mockDb.removedPasskeys.add(fake.held[0]?.id ?? '');
    renderForm();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(messages.passkeyRemoved));
    mockDb.removedPasskeys.clear();
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(messages.passkeyUnknown));
    expect(mastheadStore.getState().status).toBe('anonymous');
  });
});

describe("when the reader picks a passkey from the email field's suggestions", () => {
  it('fetches no passkey code until the reader reaches for the form', async () => {
    const fake = await readerWithPasskey({ autofill: true });
    const load = vi.spyOn(passkeyCode, 'load');
    renderForm();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(load).not.toHaveBeenCalled();
    expect(fake.waiting).toBe(false);
    await userEvent.setup().click(email());
    await waitFor(() => expect(fake.waiting).toBe(true), whileImported);
  });

  it('waits once the reader types in a field that had focus before the browser said it offers passkeys', async () => {
    const fake = await readerWithPasskey({ autofill: true });
    const load = vi.spyOn(passkeyCode, 'load');
    renderForm();
    // Focused in the same task as the render (focus carried over from the dialog's first
    // view, or put there by the dialog): no answer from the browser yet, and no focusin to come.
    act(() => email().focus());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    // Focus the reader did not move is no reach: nothing fetched.
    expect(load).not.toHaveBeenCalled();
    expect(fake.waiting).toBe(false);
    await userEvent.setup().keyboard('r');
    await waitFor(() => expect(fake.waiting).toBe(true), whileImported);
  });

  it('waits, quietly, until they pick one; then signs them in', async () => {
    const fake = await readerWithPasskey({ autofill: true });
    const onSignedIn = renderForm();
    await browserAnswered();
    await userEvent.setup().click(email());
    await waitFor(() => expect(fake.waiting).toBe(true), whileImported);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(events()).toEqual([]);
    act(() => fake.pick());
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('passkey'));
    expect(events()).toEqual(['signInStart passkey', 'signInSuccess passkey', 'accountLogin passkey']);
  });

  it('ends the waiting request when the form goes (the dialog closed)', async () => {
    const fake = await readerWithPasskey({ autofill: true });
    const { unmount } = render(
      <SignInForm copy={copy} validation={validation} submitLabel="Sign In" onSignedIn={vi.fn()} />,
    );
    await browserAnswered();
    await userEvent.setup().click(email());
    await waitFor(() => expect(fake.waiting).toBe(true), whileImported);
    unmount();
    await waitFor(() => expect(fake.waiting).toBe(false));
    expect(events()).toEqual([]);
  });

  it('asks again after the button took over', async () => {
    const fake = await readerWithPasskey({ autofill: true });
    fake.answer = 'cancel';
    renderForm();
    await browserAnswered();
    const user = userEvent.setup();
    await user.click(email());
    await waitFor(() => expect(fake.waiting).toBe(true), whileImported);
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(messages.passkeyCancelled));
    // The button's request ended the waiting one; a new one waits again.
    await waitFor(() => expect(fake.waiting).toBe(true), whileImported);
  });
});
