import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { demoAccounts } from '@masthead/api/contract';
import {
  closeDialog,
  mastheadStore,
  openAccountDialog,
  openCheckoutDialog,
  resetMastheadStore,
  selectUser,
  useMasthead,
} from '@masthead/store';
import AccountDialog from './account-dialog.tsx';
import { openDialog, setupMockServer, viewAnnounced } from './test-utils.tsx';

setupMockServer();

describe('given no request in the store', () => {
  it('renders nothing', () => {
    render(<AccountDialog />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('ignores a checkout dialog request', () => {
    render(<AccountDialog />);
    act(() => openCheckoutDialog());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('when the store asks for the account dialog', () => {
  it.each([
    ['sign-in', 'Sign In'],
    ['register', 'Create an account'],
    ['forgot-password', 'Reset your password'],
    ['profile-settings', 'Your account has been created'],
  ] as const)('opens at the %s view titled %s', (view, title) => {
    openDialog({ view });
    expect(screen.getByRole('dialog', { name: title })).toHaveAttribute('aria-modal', 'true');
  });

  it('shows the custom text above the sign-in form when opened from a paywall', () => {
    openDialog({ fromPaywall: true, customText: 'Sign in to keep reading.' });
    expect(screen.getByText('Sign in to keep reading.')).toBeVisible();
  });

  it('opens afresh at the asked view each time', async () => {
    const { user } = openDialog({ view: 'sign-in' });
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    act(() => closeDialog());
    act(() => openAccountDialog({ view: 'forgot-password' }));
    expect(screen.getByRole('dialog', { name: 'Reset your password' })).toBeInTheDocument();
  });
});

describe('closing', () => {
  it('closes with the close button', async () => {
    const { user } = openDialog();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(mastheadStore.getState().dialog).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes with Escape', async () => {
    const { user } = openDialog();
    await user.keyboard('{Escape}');
    expect(mastheadStore.getState().dialog).toBeNull();
  });

  it('does not close on an outside click', async () => {
    const { user, dialog } = openDialog();
    const backdrop = dialog().parentElement?.parentElement ?? document.body;
    await user.click(backdrop);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(mastheadStore.getState().dialog).not.toBeNull();
  });

  it('hides the close button on request, and Escape then does not close', async () => {
    const { user } = openDialog({ hideCloseButton: true });
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

/** The header's pattern: Sign In is replaced by another element, the greeting, once signed in. */
function Bar() {
  const user = useMasthead(selectUser);
  return (
    <div>
      <a href="/subscriptions">Subscribe</a>
      {user ? (
        <button key="greeting" type="button">
          Hi, {user.firstName}
        </button>
      ) : (
        <button key="sign-in" type="button" onClick={() => openAccountDialog()}>
          Sign In
        </button>
      )}
      <button type="button">Cart</button>
    </div>
  );
}

/** The dialog with the header's pattern beside it, as a page has them. */
function renderWithBar() {
  render(
    <>
      <Bar />
      <AccountDialog locationProvider={{ countryCode: async () => 'GB' }} />
    </>,
  );
}

describe('focus', () => {
  it('moves in, is trapped, and returns to the opener', async () => {
    const user = userEvent.setup();
    renderWithBar();
    const opener = screen.getByRole('button', { name: 'Sign In' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    for (let i = 0; i < 12; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(opener).toHaveFocus());
  });

  describe('when the opener leaves the page while the dialog is open', () => {
    afterEach(() => act(() => resetMastheadStore()));

    it('gives focus to what took its place (not the body) after signing in', async () => {
      const user = userEvent.setup();
      renderWithBar();
      await user.click(screen.getByRole('button', { name: 'Sign In' }));
      const dialog = screen.getByRole('dialog', { name: 'Sign In' });
      const { reader } = demoAccounts;
      await user.type(within(dialog).getByLabelText('Email'), reader.emailAddress);
      await user.type(within(dialog).getByLabelText('Password', { selector: 'input' }), reader.password);
      await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() =>
        expect(screen.getByRole('button', { name: `Hi, ${reader.firstName}` })).toHaveFocus(),
      );
    });

    it('still returns focus to the opener when it stayed', async () => {
      const user = userEvent.setup();
      renderWithBar();
      const opener = screen.getByRole('button', { name: 'Sign In' });
      await user.click(opener);
      await user.click(screen.getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(opener).toHaveFocus());
      // And nothing moves it afterwards.
      await new Promise((done) => setTimeout(done, 20));
      expect(opener).toHaveFocus();
    });
  });

  it('moves to the first field when the view changes', async () => {
    const { user } = openDialog();
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'First name' })).toHaveFocus());
  });
});

describe('transitions (docs/behaviour.md#account-views)', () => {
  it.each([
    ['register', 'Create an account', 'Create an account', 'First name', 'Sign in'],
    ['forgot password', 'Forgot your password', 'Reset your password', 'Email', 'Go back'],
  ])(
    'goes from sign in to %s and back, focus on the first field of each',
    async (_view, link, title, first, back) => {
      const { user } = openDialog();
      await user.click(screen.getByRole('button', { name: link }));
      expect(screen.getByRole('dialog', { name: title })).toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('textbox', { name: first })).toHaveFocus());
      await user.click(screen.getByRole('button', { name: back }));
      expect(screen.getByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus());
    },
  );
});

describe('what a screen reader hears when a view takes the place of another', () => {
  it('hears nothing from the view region as the dialog opens: the dialog is said by its name', () => {
    openDialog({ view: 'register' });
    expect(screen.getByRole('dialog', { name: 'Create an account' })).toBeInTheDocument();
    expect(viewAnnounced()).toBe('');
  });

  it.each([
    ['Create an account', 'Create an account', 'First name', 'Sign in'],
    ['Forgot your password', 'Reset your password', 'Email', 'Go back'],
  ])(
    'after %s, hears %s said politely, focus still on its first field, then Sign In on the way back',
    async (link, title, first, back) => {
      const { user } = openDialog();
      await user.click(screen.getByRole('button', { name: link }));
      await waitFor(() => expect(screen.getByRole('textbox', { name: first })).toHaveFocus());
      expect(screen.getByRole('dialog', { name: title })).toBeInTheDocument();
      expect(viewAnnounced()).toBe(title);
      await user.click(screen.getByRole('button', { name: back }));
      await waitFor(() => expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus());
      expect(viewAnnounced()).toBe('Sign In');
    },
  );
});
