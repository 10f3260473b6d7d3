import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { endpoints } from '@masthead/api';
import { failing, handlers, visitor } from '@masthead/api/mocks';
import { closeDialog, mastheadStore, openAccountDialog, openCheckoutDialog } from '@masthead/store';
import { eventNames, openDialog, server, setupMockServer, viewAnnounced } from './test-utils.tsx';
import CheckoutDialog from './widget.ts';

setupMockServer();

const signInAs = async (user: ReturnType<typeof userEvent.setup>, email: string, password: string) => {
  await user.type(screen.getByLabelText('Your email'), email);
  await user.type(screen.getByLabelText('Your password'), password);
  await user.click(screen.getByRole('button', { name: /^On to/ }));
};

describe('the dialog (docs/behaviour.md#checkout-dialog)', () => {
  it('stays closed until the store asks for the checkout dialog', () => {
    render(<CheckoutDialog />);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => openAccountDialog());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("is one modal dialog titled 'Sign in or register', at stacking level 300051, opening at sign in", () => {
    const { dialog } = openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('heading', { name: 'Sign in or register' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
    expect(dialog.parentElement?.style.getPropertyValue('--mh-modal-z')).toBe('300051');
  });

  it('closes with its close button and clears the request', async () => {
    const { user } = openDialog();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(mastheadStore.getState().dialog).toBeNull();
  });

  it('closes on Escape', async () => {
    const { user } = openDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not close on an outside click', async () => {
    const { user, dialog } = openDialog();
    await user.click(dialog.parentElement!);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(mastheadStore.getState().dialog).toMatchObject({ kind: 'checkout' });
  });

  it('returns focus to the opener when it closes', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button" onClick={() => openCheckoutDialog()}>
          Subscribe
        </button>
        <CheckoutDialog />
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Subscribe' });
    await user.click(opener);
    await waitFor(() =>
      expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement),
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('moves focus in to the close button and keeps Tab inside the dialog', async () => {
    const { user } = openDialog();
    const close = screen.getByRole('button', { name: 'Close' });
    await waitFor(() => expect(close).toHaveFocus());
    // The wrap-around itself is checked in Chromium (tests/browser/accounts/checkout-dialog.test.ts).
    for (let i = 0; i < 10; i += 1) {
      await user.tab();
      expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('starts again at sign in, blank, each time it opens', async () => {
    const { user } = openDialog();
    await user.type(screen.getByLabelText('Your email'), 'a@b.com');
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    act(() => closeDialog());
    act(() => openCheckoutDialog());
    expect(screen.getByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Your email')).toHaveValue('');
  });

  it('links to customer service, and to the privacy policy in a new tab with rel="noopener"', async () => {
    const { user } = openDialog();
    expect(screen.getByRole('link', { name: 'Contact Customer Service' })).toHaveAttribute(
      'href',
      '/subscriber-help#contact-customer-service',
    );
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    const privacy = screen.getByRole('link', { name: /^Privacy Policy/ });
    expect(privacy).toHaveTextContent('Privacy Policy (opens in a new tab)');
    expect(privacy).toHaveAttribute('href', '/privacy-policy');
    expect(privacy).toHaveAttribute('target', '_blank');
    expect(privacy).toHaveAttribute('rel', 'noopener');
  });
});

describe('views (docs/behaviour.md#checkout-views)', () => {
  it('goes from sign in to register and back, keeping the email', async () => {
    const { user } = openDialog();
    await user.type(screen.getByLabelText('Your email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(screen.getByRole('heading', { name: 'Create an account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Your first name')).toBeInTheDocument();
    expect(screen.getByLabelText('Your last name')).toBeInTheDocument();
    expect(screen.getByLabelText('Your email')).toHaveValue('ada@example.com');
    expect(
      screen.getByText(
        'Passwords must have at least 10 characters, one number, one upper and lower case letter, and one special character.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
  });

  it("goes from sign in to forgot password and back with 'Back to sign in'", async () => {
    const { user } = openDialog();
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(screen.getByRole('heading', { name: 'Reset password' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
  });

  it("says a new view's heading politely, not the first one, focus still on the new view's first field", async () => {
    const { user } = openDialog();
    expect(viewAnnounced()).toBe('');
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    await waitFor(() => expect(screen.getByLabelText('Your first name')).toHaveFocus());
    expect(viewAnnounced()).toBe('Create an account');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    await waitFor(() => expect(screen.getByLabelText('Your email')).toHaveFocus());
    expect(viewAnnounced()).toBe('Reset password');
  });

  it('shows and hides the password', async () => {
    const { user } = openDialog();
    const password = screen.getByLabelText('Your password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('gift-offer mode (docs/behaviour.md#checkout-dialog)', () => {
  it("adds the gift text, says 'On to recipient' and hides the title on sign in only", async () => {
    const { user } = openDialog({ giftMode: true });
    expect(screen.getByText("To send a gift, you'll need to create an account.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'On to recipient' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'On to checkout' })).toBeNull();
    // Hidden from view, still the dialog's name.
    expect(screen.getByRole('heading', { name: 'Sign in or register' }).className).toMatch(/hidden/);
    expect(screen.getByRole('dialog', { name: 'Sign in or register' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(screen.getByRole('button', { name: 'On to recipient' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sign in or register' }).className).not.toMatch(/hidden/);
  });

  it("says 'On to checkout' and shows the title outside gift mode", async () => {
    const { user } = openDialog();
    expect(screen.queryByText("To send a gift, you'll need to create an account.")).toBeNull();
    expect(screen.getByRole('button', { name: 'On to checkout' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sign in or register' }).className).not.toMatch(/hidden/);
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(screen.getByRole('button', { name: 'On to checkout' })).toBeInTheDocument();
  });
});

describe('after authenticating (docs/behaviour.md#checkout-handover)', () => {
  it('stores the user, hands the user reference and the activation routine to the callback, then closes', async () => {
    const onSubscription = vi.fn();
    const { user } = openDialog({ onSubscription });
    await signInAs(user, 'reader@example.com', 'Reader#2026x');
    await waitFor(() => expect(onSubscription).toHaveBeenCalledTimes(1));
    expect(mastheadStore.getState()).toMatchObject({
      status: 'authenticated',
      user: { firstName: expect.any(String) },
    });
    const [reference, completeActivation] = onSubscription.mock.calls[0] as [unknown, () => Promise<unknown>];
    expect(reference).toMatchObject({
      userReference: expect.any(String),
      emailAddress: 'reader@example.com',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(mastheadStore.getState().dialog).toBeNull();

    let body: unknown;
    let credentials: string | undefined;
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith(endpoints.checkoutComplete.path)) {
        credentials = request.credentials;
        void request
          .clone()
          .json()
          .then((json: unknown) => (body = json));
      }
    });
    await expect(completeActivation()).resolves.toMatchObject({ completed: true });
    expect(body).toEqual({});
    expect(credentials).toBe('same-origin');
    server.events.removeAllListeners();
  });

  it('makes the activation routine reject with an HTTP error when the server fails', async () => {
    const onSubscription = vi.fn();
    const { user } = openDialog({ onSubscription });
    await signInAs(user, 'reader@example.com', 'Reader#2026x');
    await waitFor(() => expect(onSubscription).toHaveBeenCalled());
    server.use(failing(endpoints.checkoutComplete, 500));
    const completeActivation = onSubscription.mock.calls[0]![1] as () => Promise<unknown>;
    await expect(completeActivation()).rejects.toMatchObject({ name: 'ApiError', status: 500 });
  });

  it('only logs a user-reference failure, and still closes', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(failing(endpoints.userReference, 500));
    const onSubscription = vi.fn();
    const { user } = openDialog({ onSubscription });
    await signInAs(user, 'reader@example.com', 'Reader#2026x');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onSubscription).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('user reference'), expect.anything());
    expect(mastheadStore.getState().status).toBe('authenticated');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the loader and disables the submit button while the call runs', async () => {
    server.use(http.post(`*${endpoints.signIn.path}`, () => new Promise<Response>(() => undefined)));
    const { user } = openDialog();
    await signInAs(user, 'reader@example.com', 'Reader#2026x');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading');
    expect(screen.getByRole('button', { name: 'On to checkout' })).toBeDisabled();
  });

  it('never logs the password', async () => {
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation(() => undefined),
    );
    server.use(failing(endpoints.userReference, 500), failing(endpoints.signIn, 500));
    const { user } = openDialog({ onSubscription: vi.fn() });
    await signInAs(user, 'reader@example.com', 'Reader#2026x');
    await screen.findByText('Something went wrong. Please try again.');
    server.resetHandlers(...handlers, failing(endpoints.userReference, 500));
    await user.click(screen.getByRole('button', { name: 'On to checkout' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const logged = JSON.stringify(
      spies.flatMap((spy) => spy.mock.calls),
      (_k, v: unknown) => (v instanceof Error ? `${v.message} ${v.stack}` : v),
    );
    expect(logged).not.toContain('Reader#2026x');
  });
});

describe('captcha (docs/behaviour.md#captcha)', () => {
  it('attaches a fresh token per action and shows the notice with the provider links', async () => {
    visitor.captcha(true);
    const tokens: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes(endpoints.captchaDemoToken.path))
        void request
          .clone()
          .json()
          .then((json: { action: string }) => tokens.push(json.action));
    });
    const onSubscription = vi.fn();
    const { user } = openDialog({ onSubscription });
    expect(await screen.findByRole('link', { name: /^Google Privacy Policy/ })).toHaveAttribute(
      'href',
      'https://policies.google.com/privacy',
    );
    const terms = screen.getByRole('link', { name: /^Terms of Service/ });
    expect(terms).toHaveTextContent('Terms of Service (opens in a new tab)');
    expect(terms).toHaveAttribute('href', 'https://policies.google.com/terms');
    expect(terms).toHaveAttribute('rel', 'noopener');
    await signInAs(user, 'reader@example.com', 'Wrong#Password1');
    await screen.findByText(/invalid email and password combination/);
    await user.type(screen.getByLabelText('Your password'), '{Control>}a{/Control}Reader#2026x');
    await user.clear(screen.getByLabelText('Your password'));
    await user.type(screen.getByLabelText('Your password'), 'Reader#2026x');
    await user.click(screen.getByRole('button', { name: 'On to checkout' }));
    await waitFor(() => expect(onSubscription).toHaveBeenCalled());
    expect(tokens).toEqual(['sign-in', 'sign-in']);
    server.events.removeAllListeners();
  });

  it('asks for a token before register and reset too', async () => {
    visitor.captcha(true);
    const { user } = openDialog({ onSubscription: vi.fn() });
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    await user.type(screen.getByLabelText('Your email'), 'reader@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText(
        'If your email is registered with us, you will receive an email with a link to reset your password.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    await user.type(screen.getByLabelText('Your first name'), 'Cap');
    await user.type(screen.getByLabelText('Your last name'), 'Tcha');
    await user.clear(screen.getByLabelText('Your email'));
    await user.type(screen.getByLabelText('Your email'), 'captcha@example.com');
    await user.type(screen.getByLabelText('Create a password'), 'Captcha#20266');
    await user.click(screen.getByRole('button', { name: 'On to checkout' }));
    await waitFor(() => expect(mastheadStore.getState().status).toBe('authenticated'));
  });

  it('shows no notice and sends no token when captcha is off', async () => {
    openDialog();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Contact Customer Service' })).toBeInTheDocument(),
    );
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByRole('link', { name: /Google Privacy Policy/ })).toBeNull();
  });
});

describe('analytics (docs/behaviour.md#checkout-views)', () => {
  it('sends sign-in start, success and account login', async () => {
    const { user } = openDialog({ onSubscription: vi.fn() });
    await signInAs(user, 'subscriber@example.com', 'Subscriber#2026');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(eventNames()).toEqual(['signInStart', 'signInSuccess', 'accountLogin']);
  });

  it('sends sign-in failure', async () => {
    const { user } = openDialog();
    await signInAs(user, 'reader@example.com', 'Wrong#Password1');
    await screen.findByText(/invalid email and password combination/);
    expect(eventNames()).toEqual(['signInStart', 'signInFailure']);
  });

  it('sends registration start once, when the register view first shows', async () => {
    const { user } = openDialog();
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(eventNames()).toEqual(['registrationStart']);
  });
});

describe('keyboard only', () => {
  it('signs in with the keyboard alone', async () => {
    const onSubscription = vi.fn();
    const { user, dialog } = openDialog({ onSubscription });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus());
    // The way to register comes first, above the fields, as in the account dialog.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Create an account' })).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Your email')).toHaveFocus();
    await user.keyboard('reader@example.com');
    await user.tab();
    await user.keyboard('Reader#2026x{Enter}');
    await waitFor(() => expect(onSubscription).toHaveBeenCalled());
    expect(dialog).not.toBeInTheDocument();
  });

  it('submits nothing with Enter while the form is incomplete', async () => {
    const onSubscription = vi.fn();
    openDialog({ onSubscription });
    fireEvent.submit(screen.getByLabelText('Your email').closest('form')!);
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(mastheadStore.getState().status).toBe('anonymous');
  });
});
