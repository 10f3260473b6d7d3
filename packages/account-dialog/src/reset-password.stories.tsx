import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { useEffect } from 'react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { endpoints, demoAccounts, passwordPolicy } from '@masthead/api/contract';
import { handlers, mockDb, pending, resetCompletionErrors, resetMockDb } from '@masthead/api/mocks';
import { messages as errors } from '@masthead/auth-flow/catalogue';
import { closeDialog, openAccountDialog } from '@masthead/store';
import AccountDialog from './account-dialog.tsx';

interface ResetLinkStoryProps {
  /** The token of the mailed link the page read from its URL. */
  resetToken: string;
}

const storyToken = 'story-reset-token';

/** The dialog as the /reset-password page opens it: `openAccountDialog({ view: 'reset-password', resetToken })`. */
function ResetLinkStory({ resetToken }: ResetLinkStoryProps) {
  useEffect(() => {
    openAccountDialog({ view: 'reset-password', resetToken });
    return () => closeDialog();
  }, [resetToken]);
  return <AccountDialog locationProvider={{ countryCode: async () => 'GB' }} />;
}

const meta = {
  title: 'Account dialog/Choose a new password',
  component: ResetLinkStory,
  args: { resetToken: storyToken },
  // A live link for the reader's account, as the mail would carry.
  beforeEach: () => {
    mockDb.resetTokens.set(storyToken, {
      emailAddress: demoAccounts.reader.emailAddress,
      expiresAt: Date.now() + 3_600_000,
    });
    return () => resetMockDb();
  },
  parameters: { msw: { handlers }, controls: { include: ['resetToken'] } },
} satisfies Meta<typeof ResetLinkStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const withHandlers = (...overrides: RequestHandler[]) => ({ msw: { handlers: [...overrides, ...handlers] } });

async function choose(password: string) {
  await userEvent.type(await screen.findByLabelText('New password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
}

const alertSays = async (text: string) =>
  waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text));

/** A good link: the account it resets, the policy hint, show/hide. */
export const ChooseNewPassword: Story = {
  play: async () => {
    await expect(await screen.findByText(demoAccounts.reader.emailAddress)).toBeVisible();
    await expect(screen.getByRole('dialog', { name: 'Choose a new password' })).toBeVisible();
    await expect(screen.getByText(passwordPolicy.message)).toBeVisible();
  },
};

/** The link is being checked. */
export const CheckingLink: Story = {
  parameters: withHandlers(pending(endpoints.verifyResetToken)),
  play: async () => {
    await expect(await screen.findByText('Checking your reset link…')).toBeVisible();
  },
};

/** Expired, used or unknown: the message and the way to a new link. */
export const LinkExpired: Story = {
  parameters: withHandlers(...resetCompletionErrors.tokenInvalid()),
  play: async () => {
    await alertSays(`${errors.resetTokenInvalid} ${errors.resetTokenNewLink}`);
    await expect(screen.getByRole('button', { name: 'Request a new link' })).toBeVisible();
  },
};

/** The server refuses the password: its message under the field. */
export const PasswordRefused: Story = {
  play: async () => {
    await choose('weakpass');
    await waitFor(() =>
      expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true'),
    );
  },
};

/** Saving: the button disabled, the loader shown. */
export const Saving: Story = {
  parameters: withHandlers(pending(endpoints.completePasswordReset)),
  play: async () => {
    await choose('Another-pass-42');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save password' })).toBeDisabled());
    await expect(screen.getByRole('status')).toHaveTextContent('Loading');
  },
};

/** A locked account stays locked (423). */
export const Locked: Story = {
  parameters: withHandlers(resetCompletionErrors.locked()),
  play: async () => {
    await choose('Another-pass-42');
    await alertSays(errors.resetLocked);
  },
};

/** A restricted account (403). */
export const Restricted: Story = {
  parameters: withHandlers(resetCompletionErrors.restricted()),
  play: async () => {
    await choose('Another-pass-42');
    await alertSays(errors.restricted);
  },
};

/** Done: signed in, the confirmation; the dialog closes 3 s later. */
export const PasswordChanged: Story = {
  play: async () => {
    await choose('Another-pass-42');
    await expect(
      await screen.findByText('Your password has been changed and you are signed in.'),
    ).toBeVisible();
  },
};
