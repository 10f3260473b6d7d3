/**
 * The passkey views (docs/behaviour.md#passkeys) with the MSW mocks and a fake browser
 * authenticator: the reader's list (rename, remove, add, what each action did, what failed)
 * and the offer made once after a password sign-in. The account dialog's stories show them
 * in the dialog, under its titles.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { PasskeyOfferView, PasskeysView } from '@masthead/auth-flow';
import { messages as errors } from '@masthead/auth-flow/catalogue';
import { demoAccounts } from '@masthead/api/contract';
import {
  handlers,
  installFakePasskeys,
  passkeyErrors,
  passkeyFixtures,
  passkeyUserHandle,
  visitor,
  type FakePasskeyAnswer,
  type FakePasskeyOptions,
} from '@masthead/api/mocks';

interface PasskeyStoryProps {
  view: 'list' | 'offer';
  /** The offer's passkey was added (the dialog closes 3 s later). */
  onAdded: () => void;
  /** 'Not now' (the dialog closes). */
  onDecline: () => void;
}

function PasskeyStory({ view, onAdded, onDecline }: PasskeyStoryProps) {
  return view === 'list' ? <PasskeysView /> : <PasskeyOfferView onAdded={onAdded} onDecline={onDecline} />;
}

const { laptop, phone } = passkeyFixtures;

interface Setup {
  /** The signed-in reader's passkeys on the server (the device holds them too). Default none. */
  passkeys?: (typeof laptop | typeof phone)[];
  /** Signed in days ago (the session kept): adding or removing asks for the password first. Default false. */
  signedInLongAgo?: boolean;
  /** The browser: a fake authenticator, or none (a browser without WebAuthn). Default a fake. */
  device?: (FakePasskeyOptions & { answer?: FakePasskeyAnswer }) | null;
}

/** A story's signed-in reader and browser; returns the cleanup Storybook runs after it. */
function setUp({ passkeys = [], signedInLongAgo = false, device = {} }: Setup) {
  return () => {
    visitor.nonSubscriber();
    visitor.passkeys(passkeys);
    if (signedInLongAgo) visitor.signedInLongAgo();
    const userHandle = passkeyUserHandle(demoAccounts.reader.emailAddress);
    const fake =
      device &&
      installFakePasskeys(window, { ...device, held: passkeys.map(({ id }) => ({ id, userHandle })) });
    if (fake && device?.answer) fake.answer = device.answer;
    return () => {
      fake?.restore();
      visitor.anonymous();
    };
  };
}

const meta = {
  title: 'Auth flow/Passkeys',
  component: PasskeyStory,
  args: { view: 'list', onAdded: fn(), onDecline: fn() },
  argTypes: { view: { control: 'select', options: ['list', 'offer'] } },
  parameters: { msw: { handlers } },
} satisfies Meta<typeof PasskeyStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const withHandlers = (...overrides: RequestHandler[]) => ({ msw: { handlers: [...overrides, ...handlers] } });
const alertSays = async (text: string) =>
  waitFor(() => expect(screen.getAllByRole('alert').some((alert) => alert.textContent === text)).toBe(true));

/** The list the user menu opens: each passkey's name, when it was created and last used. */
export const List: Story = {
  beforeEach: setUp({ passkeys: [laptop, phone] }),
  play: async () => {
    const list = await screen.findByRole('list', { name: 'Your passkeys' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent(/Chrome on macOS.*Created .*2026 · Last used .*2026 · Synced/);
    await expect(items[1]).toHaveTextContent(/Safari on iPhone.*Not used yet/);
    await expect(screen.getByRole('button', { name: 'Add a passkey' })).toBeEnabled();
  },
};

export const Empty: Story = {
  beforeEach: setUp({}),
  play: async () => {
    await expect(await screen.findByText('You have no passkeys yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: setUp({}),
  parameters: withHandlers(passkeyErrors.listPending()),
  play: async () => {
    await expect(await screen.findByText('Loading your passkeys')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  beforeEach: setUp({}),
  parameters: withHandlers(passkeyErrors.listFailing()),
  play: async () => {
    await alertSays(errors.generic);
    await expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A browser without WebAuthn: the list, without 'Add a passkey'. */
export const BrowserWithoutPasskeys: Story = {
  beforeEach: setUp({ passkeys: [laptop], device: null }),
  play: async () => {
    await expect(
      await screen.findByText('This browser cannot create passkeys. You can still remove them here.'),
    ).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Add a passkey' })).toBeNull();
  },
};

export const Added: Story = {
  beforeEach: setUp({}),
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Passkey was added.'));
    await expect(screen.getAllByRole('listitem')).toHaveLength(1);
  },
};

export const AddCancelled: Story = {
  beforeEach: setUp({ device: { answer: 'cancel' } }),
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    await alertSays(errors.passkeyAddCancelled);
  },
};

export const AddOnADeviceThatHasOne: Story = {
  beforeEach: setUp({ passkeys: [laptop], device: { answer: 'exists' } }),
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    await alertSays(errors.passkeyExists);
  },
};

export const Renaming: Story = {
  beforeEach: setUp({ passkeys: [laptop] }),
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Rename Chrome on macOS' }));
    const field = screen.getByRole('textbox', { name: 'Passkey name' });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.clear(field);
    await userEvent.type(field, 'Work laptop');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('The passkey is now called Work laptop.'),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Rename Work laptop' })).toHaveFocus());
  },
};

export const RemoveAsked: Story = {
  beforeEach: setUp({ passkeys: [laptop, phone] }),
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Safari on iPhone' }));
    const question = screen.getByText(
      'Remove Safari on iPhone? You will no longer be able to sign in with it.',
    );
    await waitFor(() => expect(question).toHaveFocus());
    await expect(screen.getByRole('button', { name: 'Keep' })).toBeVisible();
  },
};

export const Removed: Story = {
  beforeEach: setUp({ passkeys: [laptop, phone] }),
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Safari on iPhone' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Safari on iPhone' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Safari on iPhone was removed.'),
    );
    await expect(screen.getAllByRole('listitem')).toHaveLength(1);
  },
};

/** Made once after a password sign-in: 'Add a passkey', or 'Not now', which declines. */
export const Offer: Story = {
  args: { view: 'offer' },
  beforeEach: setUp({}),
  play: async ({ args }) => {
    await expect(await screen.findByRole('button', { name: 'Add a passkey' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    await expect(args.onDecline).toHaveBeenCalledOnce();
  },
};

export const OfferAccepted: Story = {
  args: { view: 'offer' },
  beforeEach: setUp({}),
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    await expect(
      await screen.findByText('Your passkey has been added. Next time, choose Sign in with a passkey.'),
    ).toHaveFocus();
    await expect(args.onAdded).toHaveBeenCalledOnce();
  },
};

export const OfferCancelled: Story = {
  args: { view: 'offer' },
  beforeEach: setUp({ device: { answer: 'cancel' } }),
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    await alertSays(errors.passkeyAddCancelled);
  },
};

/** Removing one days after signing in: the password first, in place, then the removal. */
export const RemoveAfterConfirmingSignIn: Story = {
  beforeEach: setUp({ passkeys: [laptop, phone], signedInLongAgo: true }),
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Safari on iPhone' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Safari on iPhone' }));
    const group = await screen.findByRole('group', { name: "Confirm it's you" });
    const password = within(group).getByLabelText('Password');
    await waitFor(() => expect(password).toHaveFocus());
    await userEvent.type(password, demoAccounts.reader.password ?? '');
    await userEvent.click(within(group).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Safari on iPhone was removed.'),
    );
    await expect(screen.getAllByRole('listitem')).toHaveLength(1);
  },
};

/** 'Cancel' drops the change: nothing removed, focus back on the button that asked. */
export const ConfirmSignInCancelled: Story = {
  beforeEach: setUp({ passkeys: [laptop], signedInLongAgo: true }),
  play: async () => {
    const add = await screen.findByRole('button', { name: 'Add a passkey' });
    await userEvent.click(add);
    const group = await screen.findByRole('group', { name: "Confirm it's you" });
    await userEvent.click(within(group).getByRole('button', { name: 'Cancel' }));
    await expect(screen.queryByRole('group', { name: "Confirm it's you" })).toBeNull();
    await waitFor(() => expect(add).toHaveFocus());
    await expect(screen.getAllByRole('listitem')).toHaveLength(1);
  },
};

/** The offer left open until the sign-in grew old: the password first, then the passkey. */
export const OfferAfterConfirmingSignIn: Story = {
  args: { view: 'offer' },
  beforeEach: setUp({ signedInLongAgo: true }),
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    const group = await screen.findByRole('group', { name: "Confirm it's you" });
    await expect(screen.getByRole('button', { name: 'Not now' })).toBeDisabled();
    await userEvent.type(within(group).getByLabelText('Password'), demoAccounts.reader.password ?? '');
    await userEvent.click(within(group).getByRole('button', { name: 'Confirm' }));
    await expect(
      await screen.findByText('Your passkey has been added. Next time, choose Sign in with a passkey.'),
    ).toHaveFocus();
    await expect(args.onAdded).toHaveBeenCalledOnce();
  },
};
