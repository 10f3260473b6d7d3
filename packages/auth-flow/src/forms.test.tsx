/**
 * The flow's three forms with a dialog's words and slots, against the MSW mocks. What each
 * dialog does with them (its texts, its views) is tested in the dialog; here, what they share.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetDataLayer } from '@masthead/analytics';
import { endpoints } from '@masthead/api';
import { demoAccounts } from '@masthead/api/contract';
import { failing, handlers, registerErrors, resetErrors, signInErrors } from '@masthead/api/mocks';
import { mastheadStore } from '@masthead/store';
import { messages } from './catalogue.ts';
import {
  ForgotPasswordForm,
  RegisterForm,
  SignInForm,
  ViewLink,
  type FormCopy,
  type FormValidation,
} from './index.ts';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetDataLayer();
  sessionStorage.clear();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const copy: FormCopy = {
  loading: 'Loading',
  showPassword: 'Show password',
  email: 'Email',
  password: 'Password',
  registerPassword: 'Choose a password',
  firstName: 'First name',
  lastName: 'Last name',
  passwordHint: 'Ten characters or more.',
};
const noMessages = async () => ({});
const validation: FormValidation = {
  validEmail: (value) => /^\S+@\S+\.\S+$/.test(value.trim()),
  validate: { signIn: noMessages, register: noMessages, reset: noMessages },
};
const dialog = { copy, validation, submitLabel: 'Go on' };
const { reader } = demoAccounts;
const submit = () => screen.getByRole('button', { name: 'Go on' });

/** Each element comes after the one before it, in the order a reader meets them. */
function expectInOrder(...elements: HTMLElement[]) {
  elements.slice(1).forEach((element, i) => {
    expect(elements[i]!.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
}

describe('given the sign-in form', () => {
  it('puts the slots around the fields, the message right above the submit button', async () => {
    server.use(signInErrors.invalidCredentials(2));
    const user = userEvent.setup();
    render(
      <SignInForm
        {...dialog}
        onSignedIn={vi.fn()}
        header={<p>Header</p>}
        beforeSubmit={<p>Note</p>}
        footer={<p>Footer</p>}
      />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Email' }), reader.emailAddress);
    await user.type(screen.getByLabelText('Password'), 'Wrong#2026x');
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(messages.triesLeft({ count: 2 })));
    expectInOrder(
      screen.getByText('Header'),
      screen.getByRole('textbox', { name: 'Email' }),
      screen.getByLabelText('Password'),
      screen.getByText('Note'),
      alert,
      submit(),
      screen.getByText('Footer'),
    );
  });

  it('keeps submit disabled until both are filled, and while a credentials error shows', async () => {
    server.use(signInErrors.invalidCredentials(2));
    const user = userEvent.setup();
    render(<SignInForm {...dialog} onSignedIn={vi.fn()} />);
    expect(submit()).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), reader.emailAddress);
    expect(submit()).toBeDisabled();
    await user.type(screen.getByLabelText('Password'), 'Wrong#2026x');
    await user.click(submit());
    await screen.findByText(new RegExp(messages.triesLeft({ count: 2 })));
    expect(submit()).toBeDisabled();
    await user.type(screen.getByLabelText('Password'), 'y');
    expect(submit()).toBeEnabled();
  });

  it("stays loading until the dialog's next step is done", async () => {
    let done = () => undefined as void;
    const onSignedIn = vi.fn(() => new Promise<void>((resolve) => (done = resolve)));
    const user = userEvent.setup();
    render(<SignInForm {...dialog} onSignedIn={onSignedIn} />);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), reader.emailAddress);
    await user.type(screen.getByLabelText('Password'), reader.password);
    await user.click(submit());
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(mastheadStore.getState().status).toBe('authenticated');
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    done();
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });

  it('hands the typed email to a way to another view', async () => {
    const onClick = vi.fn();
    const user = userEvent.setup();
    render(
      <SignInForm
        {...dialog}
        defaultEmail="ada@example.com"
        onSignedIn={vi.fn()}
        footer={<ViewLink onClick={onClick}>Forgot your password</ViewLink>}
      />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Email' }), '.uk');
    await user.click(screen.getByRole('button', { name: 'Forgot your password' }));
    expect(onClick).toHaveBeenCalledWith('ada@example.com.uk');
  });
});

describe('given the register form', () => {
  const fill = async (user: ReturnType<typeof userEvent.setup>, email = 'new.reader@example.com') => {
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Byron');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), email);
    await user.type(screen.getByLabelText('Choose a password'), 'Newbie#2026x');
    await user.click(submit());
  };
  const registerForm = (props: Partial<Parameters<typeof RegisterForm>[0]> = {}) =>
    render(<RegisterForm {...dialog} onRegistered={vi.fn()} navigate={vi.fn()} {...props} />);

  it('shows the hint under the password and, without an opt-in, opts nobody in', async () => {
    const bodies: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith(endpoints.createUser.path)) bodies.push(await request.clone().json());
    });
    const onRegistered = vi.fn();
    const user = userEvent.setup();
    registerForm({ onRegistered });
    expect(screen.getByLabelText('Choose a password')).toHaveAccessibleDescription('Ten characters or more.');
    expect(screen.queryByRole('checkbox')).toBeNull();
    await fill(user);
    await waitFor(() => expect(onRegistered).toHaveBeenCalledTimes(1));
    expect(bodies[0]).toMatchObject({ firstName: 'Ada', optIn: false });
    server.events.removeAllListeners();
  });

  it.each([
    [false, 'Send me news.', false],
    [true, 'By registering you get news.', true],
  ])('with an opt-in, a visitor in the US (%s) meets %j, checked: %s', async (isUs, label, checked) => {
    registerForm({
      optIn: { usLocation: { isUs: async () => isUs }, label: 'Send me news.', usLabel: label },
    });
    await waitFor(() => expect(screen.getByRole('checkbox', { name: label })).toBeInTheDocument());
    expect(screen.getByRole('checkbox', { name: label }).matches(':checked')).toBe(checked);
  });

  it('offers to sign in instead, with the typed email, beside the unavailable-username message only', async () => {
    server.use(registerErrors.usernameUnavailable(409));
    const onClick = vi.fn();
    const user = userEvent.setup();
    registerForm({ signInInstead: { label: 'Sign in', onClick } });
    await fill(user, 'taken@example.com');
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(messages.usernameUnavailable));
    const signIn = screen.getByRole('button', { name: 'Sign in' });
    expectInOrder(alert, signIn, submit());
    await user.click(signIn);
    expect(onClick).toHaveBeenCalledWith('taken@example.com');
  });

  it('offers nothing of the kind for another failure', async () => {
    server.use(registerErrors.restricted());
    const user = userEvent.setup();
    registerForm({ signInInstead: { label: 'Sign in', onClick: vi.fn() } });
    await fill(user);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(messages.restricted));
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
  });

  it("shows the server's refusal under the password", async () => {
    server.use(registerErrors.validation('Passwords must not contain your name.'));
    const user = userEvent.setup();
    registerForm();
    await fill(user);
    await waitFor(() =>
      expect(screen.getByLabelText('Choose a password')).toHaveAccessibleDescription(
        'Ten characters or more. Passwords must not contain your name.',
      ),
    );
  });

  it("says the server's refusal under the password assertively, as a refused sign-in's alert, once", async () => {
    server.use(registerErrors.validation('Passwords must not contain your name.'));
    const user = userEvent.setup();
    registerForm();
    await fill(user);
    const refusal = await screen.findByText('Passwords must not contain your name.');
    expect(refusal).toHaveAttribute('aria-live', 'assertive');
    expect(screen.getByLabelText('Choose a password')).toHaveAttribute('aria-invalid', 'true');
    // Said once: the form's alert stays empty, and the words are nowhere else.
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(screen.getAllByText('Passwords must not contain your name.')).toHaveLength(1);
    // Edited, the refusal goes, and the field's errors are said politely again.
    await user.type(screen.getByLabelText('Choose a password'), 'x');
    expect(refusal).toBeEmptyDOMElement();
    expect(refusal).toHaveAttribute('aria-live', 'polite');
  });

  it('leaves for subscriber registration when a subscription exists', async () => {
    server.use(registerErrors.subscriptionExists());
    const navigate = vi.fn();
    const user = userEvent.setup();
    registerForm({ navigate });
    await fill(user, 'print@example.com');
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/subscriber-registration?emailAddress=print%40example.com'),
    );
  });
});

describe('given the forgot-password form', () => {
  const request = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'reader@example.com');
    await user.click(submit());
  };

  it('shows its help while the email is empty or not valid, and waits for a valid one', async () => {
    const user = userEvent.setup();
    render(<ForgotPasswordForm {...dialog} onSent={vi.fn()} help={<a href="/help">Get help</a>} />);
    expect(screen.getByRole('link', { name: 'Get help' })).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'reader@example.com');
    expect(screen.queryByRole('link', { name: 'Get help' })).toBeNull();
    expect(submit()).toBeEnabled();
  });

  it('once sent, puts the focused confirmation in place of the form, and keeps the footer', async () => {
    const onSent = vi.fn();
    const user = userEvent.setup();
    render(
      <ForgotPasswordForm
        {...dialog}
        onSent={onSent}
        header={<p>Header</p>}
        besideSubmit={<button type="button">Go back</button>}
        footer={<p>Footer</p>}
      />,
    );
    await request(user);
    const confirmation = await screen.findByText(messages.resetSent);
    await waitFor(() => expect(confirmation).toHaveFocus());
    // Said as focus lands on it, by its words: no live region around it to say them again.
    expect(screen.getByRole('group', { name: messages.resetSent })).toBe(confirmation);
    expect(confirmation.closest('[aria-live], [role="status"], [role="alert"]')).toBeNull();
    expect(onSent).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Header')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expectInOrder(confirmation, screen.getByText('Footer'));
  });

  it.each([
    ['a server failure', true, failing(endpoints.resetPassword, 500)],
    ['403', true, resetErrors.restricted()],
    ['the lockout (423)', false, resetErrors.locked()],
  ])('after %s, offers the way back to sign in: %s', async (_name, offered, handler) => {
    server.use(handler);
    const user = userEvent.setup();
    render(
      <ForgotPasswordForm
        {...dialog}
        onSent={vi.fn()}
        toSignIn={{ label: 'On to sign in', onClick: vi.fn() }}
      />,
    );
    await request(user);
    await waitFor(() => expect(screen.getByRole('alert')).not.toBeEmptyDOMElement());
    expect(screen.queryByRole('button', { name: 'On to sign in' }) !== null).toBe(offered);
  });
});
