/**
 * The error catalogue, once for every dialog: for each operation, every problem kind
 * maps to what the reader is told. The maps are typed over every kind, so a kind added to
 * the API client and not mapped here fails to compile.
 */
import { customerServiceWords, unavailableText } from './links.ts';
import type { FlowProblem, ProblemMessage, ResetProblem } from './problems.ts';

export type { ProblemMessage };

/** The catalogue's texts, word for word; `generic` and `unavailable` are ours (the product gives none). */
export const messages = {
  invalidCredentials: 'You have entered an invalid email and password combination. Please try again.',
  triesLeft: (n: number) => `You have ${n} ${n === 1 ? 'try' : 'tries'} left.`,
  locked: (duration: string) =>
    `Your account is blocked, please wait ${duration} to unlock and try again. For immediate assistance, please contact Customer Service.`,
  restricted:
    "We're having trouble verifying your account. Please contact our Customer Service team for assistance.",
  usernameUnavailable: 'That username is unavailable. Sign in or choose another email address.',
  resetLocked:
    'You cannot unlock your account by resetting the password. Please wait 24 hours to unlock and try again. For immediate assistance, please contact Customer Service.',
  resetSent:
    'If your email is registered with us, you will receive an email with a link to reset your password.',
  /** A mailed reset link that expired, was used or is unknown (the server's words). */
  resetTokenInvalid: 'This reset link has expired or has already been used.',
  /** What follows it: the way to a new link (ours). */
  resetTokenNewLink: 'You can ask for a new link below.',
  /** A network or server failure, or a refused captcha. */
  generic: 'Something went wrong. Please try again.',
  /** The flow's code could not be fetched: the reader can simply try again. */
  unavailable: unavailableText,
  /** The words linked to the contact page wherever a message names them. */
  customerService: customerServiceWords,
  /** Passkeys (docs/behaviour.md#passkeys): ours, in the catalogue's voice. */
  passkeyCancelled:
    'Signing in with a passkey was cancelled. Please try again, or sign in with your email and password.',
  passkeyUnsupported: 'This browser cannot use passkeys. Please sign in with your email and password.',
  passkeyUnknown:
    "We don't recognise that passkey on this site. Please sign in with your email and password.",
  passkeyRemoved:
    'That passkey was removed from your account. Please sign in with your email and password, or use another passkey.',
  passkeyExpired: 'That took too long. Please try again.',
  passkeyInvalid:
    'We could not verify that passkey. Please try again, or sign in with your email and password.',
  passkeyAddCancelled: 'Adding a passkey was cancelled. Please try again.',
  passkeyAddUnsupported: 'This browser cannot create passkeys. Please try another browser or device.',
  passkeyExists: 'This device already has a passkey for your account.',
  passkeyAddInvalid: 'We could not save that passkey. Please try again.',
  passkeySignedOut: 'Please sign in again to manage your passkeys.',
  passkeyNameRequired: 'Please enter a name for the passkey.',
  passkeyGone: 'That passkey is no longer on your account.',
  /** Adding or removing a passkey needs a recent sign-in (ours: the views ask for the password instead). */
  reauthenticationRequired: 'Please confirm your password to make this change.',
  /** Too many tries from here or for the account (a 429): ours, in the catalogue's voice. */
  rateLimited: (wait: string) =>
    `You have made too many attempts. Please wait ${wait} and try again. For immediate assistance, please contact Customer Service.`,
} as const;

/** How long to wait, in words: 'a minute', '5 minutes', '2 hours'; 'a few minutes' when the server did not say. */
export function waitWords(seconds: number | null): string {
  if (seconds === null) return 'a few minutes';
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= 1) return 'a minute';
  if (minutes < 60) return `${minutes} minutes`;
  const hours = Math.ceil(minutes / 60);
  return hours === 1 ? 'an hour' : `${hours} hours`;
}

type Catalogue<P extends { kind: string }> = {
  readonly [K in P['kind']]: (problem: Extract<P, { kind: K }>) => ProblemMessage;
};

const inForm = (text: string, blocksSubmit = false): ProblemMessage => ({ text, at: 'form', blocksSubmit });
const generic = () => inForm(messages.generic);
const unavailable = () => inForm(messages.unavailable);
const rateLimited = ({ retryAfterSeconds }: { retryAfterSeconds: number | null }) =>
  inForm(messages.rateLimited(waitWords(retryAfterSeconds)));
const passkeyRefusals = {
  unknown: messages.passkeyUnknown,
  removed: messages.passkeyRemoved,
  expired: messages.passkeyExpired,
  invalid: messages.passkeyInvalid,
} as const;
/** Not a passkey operation: a passkey problem there is a fault, told as one. */
const notPasskeys = {
  'passkey-refused': generic,
  'passkey-cancelled': generic,
  'passkey-unsupported': generic,
  'passkey-exists': generic,
  'reauthentication-required': generic,
} as const;

const signInCatalogue: Catalogue<FlowProblem> = {
  'invalid-credentials': ({ triesLeft }) =>
    inForm(
      triesLeft === null
        ? messages.invalidCredentials
        : `${messages.invalidCredentials} ${messages.triesLeft(triesLeft)}`,
      true,
    ),
  locked: ({ duration }) => inForm(messages.locked(duration), true),
  restricted: () => inForm(messages.restricted, true),
  // A passkey that did not work leaves the password form as it was: it is not blocked.
  'passkey-refused': ({ reason }) => inForm(passkeyRefusals[reason]),
  'passkey-cancelled': () => inForm(messages.passkeyCancelled),
  'passkey-unsupported': () => inForm(messages.passkeyUnsupported),
  'passkey-exists': generic,
  'reauthentication-required': generic,
  'username-unavailable': generic,
  validation: generic,
  captcha: generic,
  'reset-locked': generic,
  'reset-token-invalid': generic,
  unauthenticated: generic,
  'not-found': generic,
  network: generic,
  server: generic,
  'rate-limited': rateLimited,
  unavailable,
};

/**
 * Confirming the signed-in reader's sign-in before a sensitive change: sign-in's messages (a
 * wrong password counts towards the same lock), and a session that ended meanwhile says so.
 */
const confirmSignInCatalogue: Catalogue<FlowProblem> = {
  ...signInCatalogue,
  unauthenticated: () => inForm(messages.passkeySignedOut, true),
};

const registerCatalogue: Catalogue<FlowProblem> = {
  validation: ({ message }) => ({ text: message, at: 'password', blocksSubmit: false }),
  'username-unavailable': () => inForm(messages.usernameUnavailable),
  restricted: () => inForm(messages.restricted),
  'invalid-credentials': generic,
  locked: generic,
  captcha: generic,
  'reset-locked': generic,
  'reset-token-invalid': generic,
  unauthenticated: generic,
  'not-found': generic,
  network: generic,
  server: generic,
  'rate-limited': rateLimited,
  unavailable,
  ...notPasskeys,
};

const resetCatalogue: Catalogue<ResetProblem> = {
  'reset-locked': () => inForm(messages.resetLocked),
  restricted: () => inForm(messages.restricted),
  'invalid-credentials': generic,
  locked: generic,
  'username-unavailable': generic,
  validation: generic,
  captcha: generic,
  'reset-token-invalid': generic,
  unauthenticated: generic,
  network: generic,
  server: generic,
  'rate-limited': rateLimited,
  unavailable,
  ...notPasskeys,
};

/** Choosing a new password from a mailed link (and checking its token). */
const completeResetCatalogue: Catalogue<FlowProblem> = {
  'reset-token-invalid': () => inForm(`${messages.resetTokenInvalid} ${messages.resetTokenNewLink}`, true),
  validation: ({ message }) => ({ text: message, at: 'password', blocksSubmit: false }),
  'reset-locked': () => inForm(messages.resetLocked, true),
  restricted: () => inForm(messages.restricted, true),
  'invalid-credentials': generic,
  locked: generic,
  'username-unavailable': generic,
  captcha: generic,
  unauthenticated: generic,
  'not-found': generic,
  network: generic,
  server: generic,
  'rate-limited': rateLimited,
  unavailable,
  ...notPasskeys,
};

/** Adding, renaming and removing passkeys (docs/behaviour.md#passkeys). */
const passkeysCatalogue: Catalogue<FlowProblem> = {
  'passkey-cancelled': () => inForm(messages.passkeyAddCancelled),
  'passkey-unsupported': () => inForm(messages.passkeyAddUnsupported),
  'passkey-exists': () => inForm(messages.passkeyExists),
  'passkey-refused': ({ reason }) =>
    inForm(reason === 'expired' ? messages.passkeyExpired : messages.passkeyAddInvalid),
  unauthenticated: () => inForm(messages.passkeySignedOut),
  validation: () => inForm(messages.passkeyNameRequired),
  'not-found': () => inForm(messages.passkeyGone),
  'reauthentication-required': () => inForm(messages.reauthenticationRequired),
  'invalid-credentials': generic,
  locked: generic,
  restricted: generic,
  'username-unavailable': generic,
  captcha: generic,
  'reset-locked': generic,
  'reset-token-invalid': generic,
  network: generic,
  server: generic,
  'rate-limited': rateLimited,
  unavailable,
};

function lookUp<P extends { kind: string }>(catalogue: Catalogue<P>, problem: P): ProblemMessage {
  // TypeScript cannot correlate the key with its entry's parameter; the mapped type holds it.
  const entry = catalogue[problem.kind as P['kind']] as (problem: P) => ProblemMessage;
  return entry(problem);
}

/** The catalogue, sign in. */
export const signInMessage = (problem: FlowProblem): ProblemMessage => lookUp(signInCatalogue, problem);
/** The catalogue, register. */
export const registerMessage = (problem: FlowProblem): ProblemMessage => lookUp(registerCatalogue, problem);
/** The catalogue, forgot password. */
export const resetMessage = (problem: ResetProblem): ProblemMessage => lookUp(resetCatalogue, problem);
/** The catalogue, adding, renaming and removing passkeys. */
export const passkeysMessage = (problem: FlowProblem): ProblemMessage => lookUp(passkeysCatalogue, problem);
/** The catalogue, confirming the reader's sign-in before adding or removing a passkey. */
export const confirmSignInMessage = (problem: FlowProblem): ProblemMessage =>
  lookUp(confirmSignInCatalogue, problem);
/** The catalogue, choosing a new password from a mailed link. */
export const completeResetMessage = (problem: FlowProblem): ProblemMessage =>
  lookUp(completeResetCatalogue, problem);
