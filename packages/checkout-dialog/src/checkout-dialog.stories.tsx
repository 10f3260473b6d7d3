import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { useEffect } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { endpoints } from '@masthead/api';
import { demoAccounts } from '@masthead/api/contract';
import {
  failing,
  handlers,
  installFakePasskeys,
  mockDb,
  passkeyErrors,
  passkeyUserHandle,
  pending,
  registerErrors,
  resetErrors,
  signInErrors,
  visitor,
} from '@masthead/api/mocks';
import { messages as errors } from '@masthead/auth-flow/catalogue';
import { closeDialog, mastheadStore, openCheckoutDialog } from '@masthead/store';
import CheckoutDialog from './widget.ts';

/** What a page asks for (`window.Masthead.openCheckoutDialog({ giftMode, onSubscription })`). */
interface CheckoutDialogStoryProps {
  /** Gift-offer mode: the gift text, 'On to recipient', no title on sign in. Default false. */
  giftMode: boolean;
}

const onSubscription = fn();
const navigate = fn();

/** 'Sign in or register' as the loader mounts it, opened through the store with the story's options. */
function CheckoutDialogStory({ giftMode }: CheckoutDialogStoryProps) {
  useEffect(() => {
    openCheckoutDialog({ giftMode, onSubscription });
    return () => closeDialog();
  }, [giftMode]);
  return <CheckoutDialog navigate={navigate} />;
}

const meta = {
  title: 'Checkout dialog/Sign in or register',
  component: CheckoutDialogStory,
  args: { giftMode: false },
  parameters: { msw: { handlers }, controls: { include: ['giftMode'] } },
} satisfies Meta<typeof CheckoutDialogStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const withHandlers = (...overrides: RequestHandler[]) => ({ msw: { handlers: [...overrides, ...handlers] } });

async function fillSignIn(email = 'reader@example.com', password = 'Reader#2026x') {
  await userEvent.type(await screen.findByLabelText('Your email'), email);
  await userEvent.type(screen.getByLabelText('Your password'), password);
  await userEvent.click(screen.getByRole('button', { name: /^On to/ }));
}

async function toRegister() {
  await userEvent.click(await screen.findByRole('button', { name: 'Create an account' }));
}

async function fillRegister(email = 'new.reader@example.com') {
  await toRegister();
  await userEvent.type(screen.getByLabelText('Your first name'), 'Grace');
  await userEvent.type(screen.getByLabelText('Your last name'), 'Hopper');
  await userEvent.type(screen.getByLabelText('Your email'), email);
  await userEvent.type(screen.getByLabelText('Create a password'), 'Compiler#1952');
  await userEvent.click(screen.getByRole('button', { name: /^On to/ }));
}

async function requestReset(email: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'Forgot your password?' }));
  await userEvent.type(screen.getByLabelText('Your email'), email);
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
}

// --- views ---

/** The sign-in view, as it opens; the submit button waits for both fields. */
export const SignIn: Story = {
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Sign in or register' })).toBeVisible();
    await expect(screen.getByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'On to checkout' })).toBeDisabled();
  },
};

/** docs/behaviour.md#checkout-validation: blank or whitespace-only fields say 'This field is required.' on blur. */
export const SignInRequiredFields: Story = {
  play: async () => {
    await userEvent.type(await screen.findByLabelText('Your email'), '   ');
    await userEvent.click(screen.getByLabelText('Your password'));
    await userEvent.tab();
    await waitFor(() => expect(screen.getAllByText('This field is required.')).toHaveLength(2));
    await expect(screen.getByRole('button', { name: 'On to checkout' })).toBeDisabled();
  },
};

/** The register view, with docs/behaviour.md's labels and the password hint. */
export const Register: Story = {
  play: async () => {
    await toRegister();
    await expect(screen.getByRole('heading', { name: 'Create an account' })).toBeInTheDocument();
    await expect(screen.getByLabelText('Your first name')).toBeInTheDocument();
    await expect(
      screen.getByText(
        'Passwords must have at least 10 characters, one number, one upper and lower case letter, and one special character.',
      ),
    ).toBeInTheDocument();
  },
};

/** docs/behaviour.md#checkout-validation: the email pattern, checked on blur. */
export const RegisterInvalidEmail: Story = {
  play: async () => {
    await toRegister();
    await userEvent.type(screen.getByLabelText('Your email'), 'ada@example.c');
    await userEvent.tab();
    await expect(await screen.findByText('Email address is not valid.')).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'On to checkout' })).toBeDisabled();
  },
};

/** The forgot-password view; Send waits for a valid email. */
export const ForgotPassword: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Forgot your password?' }));
    await expect(screen.getByRole('heading', { name: 'Reset password' })).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expect(screen.getByRole('button', { name: 'Back to sign in' })).toBeInTheDocument();
  },
};

// --- gift-offer mode ---

/** Gift mode: the gift text, 'On to recipient', and the title hidden on sign in. */
export const GiftSignIn: Story = {
  args: { giftMode: true },
  play: async () => {
    await expect(
      await screen.findByText("To send a gift, you'll need to create an account."),
    ).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'On to recipient' })).toBeInTheDocument();
  },
};

/** Gift mode on the register view: the title shows again. */
export const GiftRegister: Story = {
  args: { giftMode: true },
  play: async () => {
    await toRegister();
    await expect(screen.getByRole('button', { name: 'On to recipient' })).toBeInTheDocument();
  },
};

// --- states ---

/** A call is running: the submit button is disabled and the loader shows. */
export const SignInLoading: Story = {
  parameters: withHandlers(pending(endpoints.signIn)),
  play: async () => {
    await fillSignIn();
    await expect(await screen.findByRole('status')).toHaveTextContent('Loading');
    await expect(screen.getByRole('button', { name: 'On to checkout' })).toBeDisabled();
  },
};

/** Success: the dialog hands over to checkout and closes. */
export const SignInSuccess: Story = {
  play: async () => {
    await fillSignIn();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(mastheadStore.getState().status).toBe('authenticated');
  },
};

/** docs/behaviour.md#errors: 400 with tries left; the submit button stays disabled until a field changes. */
export const SignInTriesLeft: Story = {
  parameters: withHandlers(signInErrors.invalidCredentials(1)),
  play: async () => {
    await fillSignIn('reader@example.com', 'Wrong#Password1');
    await expect(
      await screen.findByText(
        'You have entered an invalid email and password combination. Please try again. You have 1 try left.',
      ),
    ).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'On to checkout' })).toBeDisabled();
  },
};

/** docs/behaviour.md#errors: 400 with a lockout duration. */
export const SignInLocked: Story = {
  parameters: withHandlers(signInErrors.locked('15 minutes')),
  play: async () => {
    await fillSignIn();
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Your account is blocked, please wait 15 minutes to unlock and try again. For immediate assistance, please contact Customer Service.',
      ),
    );
  },
};

const restricted =
  "We're having trouble verifying your account. Please contact our Customer Service team for assistance.";

/** docs/behaviour.md#errors: 403. */
export const SignInRestricted: Story = {
  parameters: withHandlers(signInErrors.restricted()),
  play: async () => {
    await fillSignIn();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(restricted));
  },
};

/** A network or server failure: a generic message; the button stays usable. */
export const SignInServerError: Story = {
  parameters: withHandlers(failing(endpoints.signIn, 500)),
  play: async () => {
    await fillSignIn();
    await expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'On to checkout' })).toBeEnabled();
  },
};

/** docs/behaviour.md#errors: register 400 shows the server's message under the password. */
export const RegisterServerMessage: Story = {
  parameters: withHandlers(registerErrors.validation('The password needs a special character.')),
  play: async () => {
    await fillRegister();
    await expect(await screen.findByText('The password needs a special character.')).toBeInTheDocument();
  },
};

/** docs/behaviour.md#errors: 409/422, with a Sign in button that keeps the email. */
export const RegisterUsernameUnavailable: Story = {
  parameters: withHandlers(registerErrors.usernameUnavailable(409)),
  play: async () => {
    await fillRegister('taken@example.com');
    await expect(
      await screen.findByText('That username is unavailable. Sign in or choose another email address.'),
    ).toBeInTheDocument();
    // The prompt above the fields, then the button beside the message.
    const [, signInInstead] = screen.getAllByRole('button', { name: 'Sign in' });
    await userEvent.click(signInInstead ?? document.body);
    await expect(screen.getByLabelText('Your email')).toHaveValue('taken@example.com');
  },
};

/** docs/behaviour.md#errors: register 403. */
export const RegisterRestricted: Story = {
  parameters: withHandlers(registerErrors.restricted()),
  play: async () => {
    await fillRegister();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(restricted));
  },
};

/** docs/behaviour.md#errors: the confirmation, then the dialog closes after 3 seconds. */
export const ResetSent: Story = {
  play: async () => {
    await requestReset('reader@example.com');
    await expect(
      await screen.findByText(
        'If your email is registered with us, you will receive an email with a link to reset your password.',
      ),
    ).toBeInTheDocument();
  },
};

/** docs/behaviour.md#errors: 404 looks the same as success. */
export const ResetNotFound: Story = {
  parameters: withHandlers(resetErrors.notFound()),
  play: ResetSent.play!,
};

/** docs/behaviour.md#errors: 423 replaces the confirmation with the lockout notice. */
export const ResetLocked: Story = {
  parameters: withHandlers(resetErrors.locked()),
  play: async () => {
    await requestReset('locked@example.com');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'You cannot unlock your account by resetting the password. Please wait 24 hours to unlock and try again. For immediate assistance, please contact Customer Service.',
      ),
    );
  },
};

/** docs/behaviour.md#checkout-errors: any other failure offers 'On to sign in' and shows no text. */
export const ResetFailed: Story = {
  parameters: withHandlers(failing(endpoints.resetPassword, 500)),
  play: async () => {
    await requestReset('reader@example.com');
    const onToSignIn = await screen.findByRole('button', { name: 'On to sign in' });
    await expect(screen.getByRole('alert').firstElementChild).toHaveClass(/hidden/);
    await userEvent.click(onToSignIn);
    await expect(screen.getByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
  },
};

/** docs/behaviour.md#errors: reset 403. */
export const ResetRestricted: Story = {
  parameters: withHandlers(resetErrors.restricted()),
  play: async () => {
    await requestReset('restricted@example.com');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(restricted));
    await expect(screen.getByRole('button', { name: 'On to sign in' })).toBeInTheDocument();
  },
};

/** Captcha on: the notice with the provider's privacy and terms links; sign-in still works. */
export const CaptchaOn: Story = {
  beforeEach: () => {
    visitor.captcha(true);
    return () => visitor.captcha(false);
  },
  play: async () => {
    await expect(await screen.findByRole('link', { name: /^Google Privacy Policy/ })).toHaveAttribute(
      'href',
      'https://policies.google.com/privacy',
    );
    await fillSignIn();
    await waitFor(() => expect(mastheadStore.getState().status).toBe('authenticated'));
  },
};

// --- passkeys (docs/behaviour.md#passkeys) ---

/** The reader's passkey on the server and on this browser's (fake) authenticator, its autofill off. */
function readerWithPasskey() {
  const { emailAddress } = demoAccounts.reader;
  const passkey = {
    id: 'c3RvcnktY2hlY2tvdXQ',
    name: 'Chrome on Linux',
    createdAt: '2026-11-01T10:00:00.000Z',
  };
  mockDb.passkeys.set(passkey.id, { ...passkey, emailAddress, lastUsedAt: null, backedUp: false });
  const device = installFakePasskeys(window, {
    autofill: false,
    held: [{ id: passkey.id, userHandle: passkeyUserHandle(emailAddress) }],
  });
  return () => device.restore();
}

/** 'Sign in with a passkey': the passkey alone signs in and hands over to checkout. */
export const SignInWithPasskey: Story = {
  beforeEach: readerWithPasskey,
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    await waitFor(() => expect(onSubscription).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const SignInPasskeyRemoved: Story = {
  beforeEach: readerWithPasskey,
  parameters: withHandlers(passkeyErrors.signInRefused('removed')),
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(errors.passkeyRemoved));
    await expect(mastheadStore.getState().status).toBe('anonymous');
  },
};
