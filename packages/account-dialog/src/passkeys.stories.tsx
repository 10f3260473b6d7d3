/**
 * The account dialog's passkeys (docs/behaviour.md#passkeys): the views the auth flow draws,
 * here under the dialog's titles (their own stories: Auth flow → Passkeys), and 'Sign in with
 * a passkey' beside its sign-in form.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { useEffect } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { messages as errors } from '@masthead/auth-flow/catalogue';
import { demoAccounts } from '@masthead/api/contract';
import {
  authFixtures,
  handlers,
  installFakePasskeys,
  mockDb,
  passkeyErrors,
  passkeyFixtures,
  passkeyUserHandle,
  type FakePasskeyAnswer,
  type FakePasskeyOptions,
  type FakePasskeys,
  visitor,
} from '@masthead/api/mocks';
import { closeDialog, openAccountDialog, signIn, signOut, type AccountView } from '@masthead/store';
import AccountDialog from './account-dialog.tsx';

/** The story's view of the account dialog: the reader's passkeys, the offer, or sign-in. */
interface PasskeyStoryProps {
  view: AccountView;
}

function PasskeyStory({ view }: PasskeyStoryProps) {
  useEffect(() => {
    openAccountDialog({ view });
    return () => closeDialog();
  }, [view]);
  return <AccountDialog navigate={() => undefined} locationProvider={{ countryCode: async () => 'GB' }} />;
}

const { reader } = demoAccounts;
const { laptop, phone } = passkeyFixtures;

interface Setup {
  /** The reader is signed in (the passkeys view, the offer). Default true. */
  signedIn?: boolean;
  /** Signed in days ago (the session kept): adding or removing asks for the password first. Default false. */
  signedInLongAgo?: boolean;
  /** The account's passkeys on the server (the device holds them too). Default none. */
  passkeys?: (typeof laptop | typeof phone)[];
  /** The browser: a fake authenticator, or none (a browser without WebAuthn). Default a fake. */
  device?: (FakePasskeyOptions & { answer?: FakePasskeyAnswer }) | null;
}

/** The story's fake authenticator, for a play function that picks a suggestion. */
let current: FakePasskeys | null = null;

/** A story's browser and account; returns the cleanup Storybook runs after it. */
function setUp({ signedIn = true, signedInLongAgo = false, passkeys = [], device = {} }: Setup) {
  return () => {
    if (signedIn) {
      visitor.signedInAs(reader);
      if (signedInLongAgo) visitor.signedInLongAgo();
      signIn(authFixtures.nonSubscriber, { announce: false });
    }
    for (const passkey of passkeys)
      mockDb.passkeys.set(passkey.id, { ...passkey, emailAddress: reader.emailAddress });
    const userHandle = passkeyUserHandle(reader.emailAddress);
    const fake =
      device &&
      installFakePasskeys(window, { ...device, held: passkeys.map(({ id }) => ({ id, userHandle })) });
    if (fake && device?.answer) fake.answer = device.answer;
    current = fake || null;
    return () => {
      current = null;
      fake?.restore();
      signOut();
    };
  };
}

const meta = {
  title: 'Account dialog/Passkeys',
  component: PasskeyStory,
  args: { view: 'passkeys' },
  argTypes: { view: { control: 'select', options: ['passkeys', 'passkey-offer', 'sign-in'] } },
  parameters: { msw: { handlers } },
} satisfies Meta<typeof PasskeyStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const withHandlers = (...overrides: RequestHandler[]) => ({ msw: { handlers: [...overrides, ...handlers] } });
const dialogNamed = (name: string) => screen.findByRole('dialog', { name });
const alertSays = async (text: string) =>
  waitFor(() => expect(screen.getAllByRole('alert').some((alert) => alert.textContent === text)).toBe(true));

/** The list the user menu opens: each passkey's name, when it was created and last used. */
export const List: Story = {
  beforeEach: setUp({ passkeys: [laptop, phone] }),
  play: async () => {
    const dialog = await dialogNamed('Passkeys');
    const items = await within(dialog).findAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent(/Chrome on macOS.*Created .*2026 · Last used .*2026 · Synced/);
    await expect(items[1]).toHaveTextContent(/Safari on iPhone.*Not used yet/);
    await expect(within(dialog).getByRole('button', { name: 'Add a passkey' })).toBeEnabled();
  },
};

/** Made once after a password sign-in: 'Sign in faster next time with a passkey'. */
export const Offer: Story = {
  args: { view: 'passkey-offer' },
  beforeEach: setUp({}),
  play: async () => {
    const dialog = await dialogNamed('Sign in faster next time with a passkey');
    await expect(within(dialog).getByRole('button', { name: 'Add a passkey' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Not now' })).toBeVisible();
  },
};

/** Sign In with the passkey button (a browser with WebAuthn, its autofill off). */
export const SignInWithPasskey: Story = {
  args: { view: 'sign-in' },
  beforeEach: setUp({ signedIn: false, passkeys: [laptop], device: { autofill: false } }),
  play: async () => {
    const dialog = await dialogNamed('Sign In');
    await expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveAttribute(
      'autocomplete',
      'username webauthn',
    );
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Sign in with a passkey' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const SignInPasskeyCancelled: Story = {
  args: { view: 'sign-in' },
  beforeEach: setUp({ signedIn: false, passkeys: [laptop], device: { autofill: false, answer: 'cancel' } }),
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    await alertSays(errors.passkeyCancelled);
  },
};

export const SignInPasskeyNotSupported: Story = {
  args: { view: 'sign-in' },
  beforeEach: setUp({ signedIn: false, device: { autofill: false, answer: 'unsupported' } }),
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    await alertSays(errors.passkeyUnsupported);
  },
};

/** A passkey this site does not know: 'no passkey for this site'. */
export const SignInPasskeyUnknown: Story = {
  args: { view: 'sign-in' },
  beforeEach: setUp({ signedIn: false, passkeys: [laptop], device: { autofill: false } }),
  parameters: withHandlers(passkeyErrors.signInRefused('unknown')),
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    await alertSays(errors.passkeyUnknown);
  },
};

export const SignInPasskeyRemoved: Story = {
  args: { view: 'sign-in' },
  beforeEach: setUp({ signedIn: false, passkeys: [laptop], device: { autofill: false } }),
  parameters: withHandlers(passkeyErrors.signInRefused('removed')),
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    await alertSays(errors.passkeyRemoved);
  },
};

export const SignInPasskeyRestricted: Story = {
  args: { view: 'sign-in' },
  beforeEach: setUp({ signedIn: false, passkeys: [laptop], device: { autofill: false } }),
  parameters: withHandlers(passkeyErrors.signInRestricted()),
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    await alertSays(errors.restricted);
  },
};

/** The email field's suggestions: the reader reaches for the form, picks the passkey, is in. */
export const SignInFromAutofill: Story = {
  args: { view: 'sign-in' },
  beforeEach: setUp({ signedIn: false, passkeys: [laptop], device: { autofill: true } }),
  play: async () => {
    await userEvent.click(await screen.findByRole('textbox', { name: 'Email' }));
    await waitFor(() => expect(current?.waiting).toBe(true));
    current?.pick();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Adding a passkey days after signing in: "Confirm it's you" asks for the password in place. */
export const ConfirmSignIn: Story = {
  beforeEach: setUp({ signedInLongAgo: true, passkeys: [laptop] }),
  play: async () => {
    const dialog = await dialogNamed('Passkeys');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Add a passkey' }));
    const group = await within(dialog).findByRole('group', { name: "Confirm it's you" });
    await expect(within(group).getByRole('heading', { level: 3, name: "Confirm it's you" })).toBeVisible();
    await waitFor(() => expect(within(group).getByLabelText('Password')).toHaveFocus());
    await expect(within(group).getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await expect(within(group).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

/** A wrong password there is told as sign-in tells it, and counts towards the same lock. */
export const ConfirmSignInWrongPassword: Story = {
  beforeEach: setUp({ signedInLongAgo: true, passkeys: [laptop] }),
  play: async () => {
    const dialog = await dialogNamed('Passkeys');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Add a passkey' }));
    const group = await within(dialog).findByRole('group', { name: "Confirm it's you" });
    await userEvent.type(within(group).getByLabelText('Password'), 'Wrong#2026xyz');
    await userEvent.click(within(group).getByRole('button', { name: 'Confirm' }));
    await alertSays(`${errors.invalidCredentials} ${errors.triesLeft({ count: 4 })}`);
  },
};

/** Confirmed: the passkey the reader asked for is added, and said so. */
export const ConfirmSignInThenAdded: Story = {
  beforeEach: setUp({ signedInLongAgo: true, passkeys: [laptop] }),
  play: async () => {
    const dialog = await dialogNamed('Passkeys');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Add a passkey' }));
    const group = await within(dialog).findByRole('group', { name: "Confirm it's you" });
    await userEvent.type(within(group).getByLabelText('Password'), reader.password ?? '');
    await userEvent.click(within(group).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('Passkey was added.'));
    await expect(within(dialog).queryByRole('group', { name: "Confirm it's you" })).toBeNull();
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
  },
};
