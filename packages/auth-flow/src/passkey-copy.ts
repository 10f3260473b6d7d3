/**
 * Every text of the passkey views (docs/behaviour.md#passkeys): the reader's list, the offer
 * after a password sign-in, which the account dialog shows, and the password they ask for
 * again before adding or removing a passkey. The offer's title, the list's
 * details and announcements and the remove question are the product's words; the rest are
 * ours. The button beside the sign-in form is each dialog's word (`FormCopy.passkeySignIn`);
 * what failed, the error catalogue's.
 */

/** The dialog's title over each view. */
export const passkeyTitles = {
  list: 'Passkeys',
  offer: 'Sign in faster next time with a passkey',
} as const;

export const passkeyCopy = {
  loading: 'Loading',
  passkeyOfferIntro:
    'A passkey lets you sign in with your fingerprint, face or screen lock instead of your password. It stays on your device and works only on this site.',
  addPasskey: 'Add a passkey',
  notNow: 'Not now',
  passkeyAdded: 'Your passkey has been added. Next time, choose Sign in with a passkey.',
  passkeysIntro: 'Sign in with your fingerprint, face or screen lock instead of your password.',
  passkeysLoading: 'Loading your passkeys',
  passkeysListLabel: 'Your passkeys',
  noPasskeys: 'You have no passkeys yet.',
  passkeysUnsupported: 'This browser cannot create passkeys. You can still remove them here.',
  passkeyCreated: (date: string) => `Created ${date}`,
  passkeyLastUsed: (date: string) => `Last used ${date}`,
  passkeyNeverUsed: 'Not used yet',
  passkeySynced: 'Synced',
  rename: 'Rename',
  passkeyName: 'Passkey name',
  save: 'Save',
  cancel: 'Cancel',
  remove: 'Remove',
  keep: 'Keep',
  removeQuestion: (name: string) => `Remove ${name}? You will no longer be able to sign in with it.`,
  passkeyListAdded: (name: string) => `${name} was added.`,
  passkeyRenamed: (name: string) => `The passkey is now called ${name}.`,
  passkeyRemoved: (name: string) => `${name} was removed.`,
  tryAgain: 'Try again',
  /** Adding or removing a passkey after a while signed in: the password again, asked in place. */
  confirmSignInTitle: "Confirm it's you",
  confirmSignInIntro:
    'For your security, enter your password again before changing how you sign in. We ask when you have not signed in for a few minutes.',
  confirmSignInPassword: 'Password',
  showPassword: 'Show password',
  confirmSignIn: 'Confirm',
} as const;
