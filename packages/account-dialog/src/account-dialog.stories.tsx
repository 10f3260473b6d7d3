import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { endpoints } from '@masthead/api/contract';
import { handlers, pending, registerErrors, resetErrors, signInErrors, visitor } from '@masthead/api/mocks';
import { openAccountDialog, signIn, type AccountDialogOptions } from '@masthead/store';
import AccountDialog from './account-dialog.tsx';
import { messages as errors } from '@masthead/auth-flow';

const meta = {
  title: 'Account dialog/AccountDialog',
  component: AccountDialog,
  args: { navigate: fn(), locationProvider: { countryCode: async () => 'GB' } },
  parameters: { msw: { handlers } },
} satisfies Meta<typeof AccountDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const open = (options: AccountDialogOptions = {}) => openAccountDialog(options);
const withHandlers = (...overrides: RequestHandler[]) => ({ msw: { handlers: [...overrides, ...handlers] } });

async function signInWith(email: string, password: string) {
  await userEvent.type(await screen.findByRole('textbox', { name: 'Email' }), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

async function registerWith(email = 'story.reader@example.com') {
  await userEvent.type(await screen.findByRole('textbox', { name: 'First name' }), 'Ada');
  await userEvent.type(screen.getByRole('textbox', { name: 'Last name' }), 'Byron');
  await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), email);
  await userEvent.type(screen.getByLabelText('Password'), 'Newbie#2026x');
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

async function requestReset() {
  await userEvent.type(await screen.findByRole('textbox', { name: 'Email' }), 'reader@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

const alertSays = async (text: string) =>
  waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text));

/** View 0, as the header's Sign In opens it. */
export const SignIn: Story = {
  play: async () => {
    open();
    await expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeVisible();
  },
};

/** Opened from a paywall with its custom text above the form. */
export const PaywallWithCustomText: Story = {
  play: async () => {
    open({ fromPaywall: true, customText: 'Sign in to keep reading. Subscribers get unlimited access.' });
    await expect(await screen.findByText(/Sign in to keep reading/)).toBeVisible();
  },
};

/** The close button hidden (a hard paywall): Escape does not close either. */
export const CloseButtonHidden: Story = {
  play: async () => {
    open({ hideCloseButton: true });
    await screen.findByRole('dialog');
    await expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  },
};

export const SignInLoading: Story = {
  parameters: withHandlers(pending(endpoints.signIn)),
  play: async () => {
    open();
    await signInWith('reader@example.com', 'Reader#2026x');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign In' })).toBeDisabled());
    await expect(screen.getByRole('status')).toHaveTextContent('Loading');
  },
};

export const SignInTriesLeft: Story = {
  parameters: withHandlers(signInErrors.invalidCredentials(2)),
  play: async () => {
    open();
    await signInWith('reader@example.com', 'Wrong#2026x');
    await alertSays(`${errors.invalidCredentials} You have 2 tries left.`);
  },
};

export const SignInLastTry: Story = {
  parameters: withHandlers(signInErrors.invalidCredentials(1)),
  play: async () => {
    open();
    await signInWith('reader@example.com', 'Wrong#2026x');
    await alertSays('You have 1 try left.');
  },
};

export const SignInLocked: Story = {
  parameters: withHandlers(signInErrors.locked('15 minutes')),
  play: async () => {
    open();
    await signInWith('locked@example.com', 'Locked#20266');
    await alertSays(errors.locked('15 minutes'));
  },
};

export const SignInRestricted: Story = {
  parameters: withHandlers(signInErrors.restricted()),
  play: async () => {
    open();
    await signInWith('restricted@example.com', 'Restricted#2026');
    await alertSays(errors.restricted);
  },
};

/** Captcha on: the demo provider's token is attached and the sign-in succeeds. */
export const SignInCaptchaOn: Story = {
  beforeEach: () => visitor.captcha(true),
  play: async () => {
    open();
    await signInWith('subscriber@example.com', 'Subscriber#2026');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** View 1. */
export const Register: Story = {
  play: async () => {
    open({ view: 'register' });
    await expect(await screen.findByRole('dialog', { name: 'Create an account' })).toBeVisible();
    await expect(screen.getByRole('checkbox')).not.toBeChecked();
  },
};

/** A US visitor: the opt-in starts checked with the consent sentence. */
export const RegisterUsVisitor: Story = {
  args: { locationProvider: { countryCode: async () => 'US' } },
  play: async () => {
    open({ view: 'register' });
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /^By registering/ })).toBeChecked());
  },
};

export const RegisterLoading: Story = {
  parameters: withHandlers(pending(endpoints.createUser)),
  play: async () => {
    open({ view: 'register' });
    await registerWith();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create account' })).toBeDisabled());
  },
};

export const RegisterServerMessage: Story = {
  parameters: withHandlers(registerErrors.validation()),
  play: async () => {
    open({ view: 'register' });
    await registerWith();
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true'));
  },
};

export const RegisterUsernameUnavailable: Story = {
  parameters: withHandlers(registerErrors.usernameUnavailable(409)),
  play: async () => {
    open({ view: 'register' });
    await registerWith();
    await alertSays(errors.usernameUnavailable);
  },
};

export const RegisterRestricted: Story = {
  parameters: withHandlers(registerErrors.restricted()),
  play: async () => {
    open({ view: 'register' });
    await registerWith();
    await alertSays(errors.restricted);
  },
};

/** Registration succeeds and the questionnaire (view 3) follows. */
export const RegisterSuccess: Story = {
  play: async () => {
    open({ view: 'register' });
    await registerWith();
    await expect(await screen.findByRole('dialog', { name: 'Your account has been created' })).toBeVisible();
  },
};

/** View 2. */
export const ForgotPassword: Story = {
  play: async () => {
    open({ view: 'forgot-password' });
    await expect(await screen.findByRole('link', { name: 'Get help' })).toBeVisible();
  },
};

export const ForgotPasswordLoading: Story = {
  parameters: withHandlers(pending(endpoints.resetPassword)),
  play: async () => {
    open({ view: 'forgot-password' });
    await requestReset();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled());
  },
};

export const ForgotPasswordSent: Story = {
  play: async () => {
    open({ view: 'forgot-password' });
    await requestReset();
    await expect(await screen.findByText(errors.resetSent)).toBeVisible();
  },
};

export const ForgotPasswordRestricted: Story = {
  parameters: withHandlers(resetErrors.restricted()),
  play: async () => {
    open({ view: 'forgot-password' });
    await requestReset();
    await alertSays(errors.restricted);
  },
};

export const ForgotPasswordLocked: Story = {
  parameters: withHandlers(resetErrors.locked()),
  play: async () => {
    open({ view: 'forgot-password' });
    await requestReset();
    await alertSays(errors.resetLocked);
  },
};

/** View 3, for a just-registered reader. */
export const ProfileSettings: Story = {
  beforeEach: () =>
    signIn({ user: { firstName: 'Ada', lastName: 'Byron', emailAddress: 'reader@example.com' } }),
  play: async () => {
    open({ view: 'profile-settings' });
    await expect(await screen.findByRole('combobox', { name: 'Industry' })).toBeVisible();
  },
};

export const ProfileSettingsLoading: Story = {
  parameters: withHandlers(pending(endpoints.updateProfile)),
  play: async () => {
    open({ view: 'profile-settings' });
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled());
  },
};
