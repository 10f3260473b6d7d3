import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { useEffect } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { messages as errors } from '@masthead/auth-flow/catalogue';
import { endpoints } from '@masthead/api/contract';
import {
  handlers,
  pending,
  rateLimited,
  registerErrors,
  resetErrors,
  signInErrors,
  visitor,
} from '@masthead/api/mocks';
import { closeDialog, openAccountDialog, signIn, type AccountView } from '@masthead/store';
import AccountDialog from './account-dialog.tsx';
import { prerender } from './prerender.tsx';

/** What a page asks for (`window.Masthead.openAccountDialog(options)`): the story's controls. */
interface AccountDialogStoryProps {
  /** The view it opens at. Default 'sign-in'. */
  view: AccountView;
  /** Text above the sign-in form, e.g. a paywall's. */
  customText?: string;
  /** Opened from a paywall. Default false. */
  fromPaywall: boolean;
  /** Hides the close button (Escape does not close either). Default false. */
  hideCloseButton: boolean;
  /** The visitor's country for the US opt-in rule; a story setting, not a control. */
  country?: string;
}

const navigate = fn();

/** The dialog as the loader mounts it, opened through the store with the story's options. */
function AccountDialogStory({
  view,
  customText,
  fromPaywall,
  hideCloseButton,
  country = 'GB',
}: AccountDialogStoryProps) {
  useEffect(() => {
    openAccountDialog({ view, fromPaywall, hideCloseButton, ...(customText ? { customText } : {}) });
    return () => closeDialog();
  }, [view, customText, fromPaywall, hideCloseButton]);
  return <AccountDialog navigate={navigate} locationProvider={{ countryCode: async () => country }} />;
}

const meta = {
  title: 'Account dialog/AccountDialog',
  component: AccountDialogStory,
  args: { view: 'sign-in', fromPaywall: false, hideCloseButton: false },
  argTypes: {
    view: { control: 'select', options: ['sign-in', 'register', 'forgot-password', 'profile-settings'] },
    customText: { control: 'text' },
  },
  parameters: {
    msw: { handlers },
    controls: { include: ['view', 'customText', 'fromPaywall', 'hideCloseButton'] },
  },
} satisfies Meta<typeof AccountDialogStory>;
export default meta;
type Story = StoryObj<typeof meta>;

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
    await expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeVisible();
  },
};

/** Opened from a paywall with its custom text above the form. */
export const PaywallWithCustomText: Story = {
  args: { fromPaywall: true, customText: 'Sign in to keep reading. Subscribers get unlimited access.' },
  play: async () => {
    await expect(await screen.findByText(/Sign in to keep reading/)).toBeVisible();
  },
};

/** The close button hidden (a hard paywall): Escape does not close either. */
export const CloseButtonHidden: Story = {
  args: { hideCloseButton: true },
  play: async () => {
    await screen.findByRole('dialog');
    await expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  },
};

export const SignInLoading: Story = {
  parameters: withHandlers(pending(endpoints.signIn)),
  play: async () => {
    await signInWith('reader@example.com', 'Reader#2026x');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign In' })).toBeDisabled());
    await expect(screen.getByRole('status')).toHaveTextContent('Loading');
  },
};

export const SignInTriesLeft: Story = {
  parameters: withHandlers(signInErrors.invalidCredentials(2)),
  play: async () => {
    await signInWith('reader@example.com', 'Wrong#2026x');
    await alertSays(`${errors.invalidCredentials} You have 2 tries left.`);
  },
};

export const SignInLastTry: Story = {
  parameters: withHandlers(signInErrors.invalidCredentials(1)),
  play: async () => {
    await signInWith('reader@example.com', 'Wrong#2026x');
    await alertSays('You have 1 try left.');
  },
};

export const SignInLocked: Story = {
  parameters: withHandlers(signInErrors.locked('15 minutes')),
  play: async () => {
    await signInWith('locked@example.com', 'Locked#20266');
    await alertSays(errors.locked({ duration: '15 minutes' }));
  },
};

export const SignInRestricted: Story = {
  parameters: withHandlers(signInErrors.restricted()),
  play: async () => {
    await signInWith('restricted@example.com', 'Restricted#2026');
    await alertSays(errors.restricted);
  },
};

/** Too many tries (429): how long to wait comes from the answer's Retry-After. */
export const SignInRateLimited: Story = {
  parameters: withHandlers(rateLimited(endpoints.signIn, 600)),
  play: async () => {
    await signInWith('reader@example.com', 'Reader#2026x');
    await alertSays(errors.rateLimited({ wait: '10 minutes' }));
  },
};

/** Captcha on: the demo provider's token is attached and the sign-in succeeds. */
export const SignInCaptchaOn: Story = {
  beforeEach: () => visitor.captcha(true),
  play: async () => {
    await signInWith('subscriber@example.com', 'Subscriber#2026');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** View 1. */
export const Register: Story = {
  args: { view: 'register' },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Create an account' })).toBeVisible();
    await expect(screen.getByRole('checkbox')).not.toBeChecked();
  },
};

/** A US visitor: the opt-in starts checked with the consent sentence. */
export const RegisterUsVisitor: Story = {
  args: { view: 'register', country: 'US' },
  play: async () => {
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /^By registering/ })).toBeChecked());
  },
};

export const RegisterLoading: Story = {
  args: { view: 'register' },
  parameters: withHandlers(pending(endpoints.createUser)),
  play: async () => {
    await registerWith();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create account' })).toBeDisabled());
  },
};

export const RegisterServerMessage: Story = {
  args: { view: 'register' },
  parameters: withHandlers(registerErrors.validation()),
  play: async () => {
    await registerWith();
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true'));
  },
};

export const RegisterUsernameUnavailable: Story = {
  args: { view: 'register' },
  parameters: withHandlers(registerErrors.usernameUnavailable(409)),
  play: async () => {
    await registerWith();
    await alertSays(errors.usernameUnavailable);
  },
};

export const RegisterRestricted: Story = {
  args: { view: 'register' },
  parameters: withHandlers(registerErrors.restricted()),
  play: async () => {
    await registerWith();
    await alertSays(errors.restricted);
  },
};

/** Registration succeeds and the questionnaire (view 3) follows. */
export const RegisterSuccess: Story = {
  args: { view: 'register' },
  play: async () => {
    await registerWith();
    await expect(await screen.findByRole('dialog', { name: 'Your account has been created' })).toBeVisible();
  },
};

/** View 2. */
export const ForgotPassword: Story = {
  args: { view: 'forgot-password' },
  play: async () => {
    await expect(await screen.findByRole('link', { name: 'Get help' })).toBeVisible();
  },
};

export const ForgotPasswordLoading: Story = {
  args: { view: 'forgot-password' },
  parameters: withHandlers(pending(endpoints.resetPassword)),
  play: async () => {
    await requestReset();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled());
  },
};

export const ForgotPasswordSent: Story = {
  args: { view: 'forgot-password' },
  play: async () => {
    await requestReset();
    await expect(await screen.findByText(errors.resetSent)).toBeVisible();
  },
};

export const ForgotPasswordRestricted: Story = {
  args: { view: 'forgot-password' },
  parameters: withHandlers(resetErrors.restricted()),
  play: async () => {
    await requestReset();
    await alertSays(errors.restricted);
  },
};

export const ForgotPasswordLocked: Story = {
  args: { view: 'forgot-password' },
  parameters: withHandlers(resetErrors.locked()),
  play: async () => {
    await requestReset();
    await alertSays(errors.resetLocked);
  },
};

/** View 3, for a just-registered reader. */
export const ProfileSettings: Story = {
  args: { view: 'profile-settings' },
  beforeEach: () =>
    signIn({ user: { firstName: 'Ada', lastName: 'Byron', emailAddress: 'reader@example.com' } }),
  play: async () => {
    await expect(await screen.findByRole('combobox', { name: 'Industry' })).toBeVisible();
  },
};

export const ProfileSettingsLoading: Story = {
  args: { view: 'profile-settings' },
  parameters: withHandlers(pending(endpoints.updateProfile)),
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled());
  },
};

/**
 * The sign-in view's first view as a server puts it in a page that opens the dialog at load
 * (`account-dialog.html`), before any code: static markup, the same look as `SignIn`.
 */
export const FirstViewBeforeTheCode: Story = {
  render: () => <div dangerouslySetInnerHTML={{ __html: prerender() }} />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Sign In' });
    await expect(within(dialog).getByRole('textbox', { name: 'Email' })).toBeEnabled();
    await expect(within(dialog).getByLabelText('Password')).toBeEnabled();
    await expect(within(dialog).getByRole('button', { name: 'Sign In' })).toBeDisabled();
  },
};
