/** What each operation resolves to. None of them throws. */
import type { AuthResponse, Passkey } from '@masthead/api';
import type { CaptchaProviders } from './captcha-providers.ts';
import type { AuthMessages } from './messages.ts';
import type { FlowProblem, ProblemMessage, ResetProblem } from './problems.ts';

/** A failure: the problem, and what the error catalogue tells the reader about it. */
export interface Failure<P extends FlowProblem = FlowProblem> {
  kind: 'failed';
  problem: P;
  message: ProblemMessage;
}

export interface SignInValues {
  emailAddress: string;
  password: string;
}

export interface RegisterValues {
  firstName: string;
  lastName: string;
  emailAddress: string;
  password: string;
  /** The email opt-in; a dialog without the checkbox sends false. */
  optIn: boolean;
}

export interface ResetValues {
  emailAddress: string;
}

/** The words a failure is told in. */
export interface Wording {
  /** The flow's messages in the reader's language (`useMessages(catalogue)`). Default: English. */
  messages?: AuthMessages | undefined;
}

export interface OperationOptions extends Wording {
  /** Captcha adapters replacing the defaults, by provider name (captcha.ts). */
  captchaProviders?: Partial<CaptchaProviders> | undefined;
}

/** Signed in: the user is in the store and the login events are sent. */
export type SignInOutcome = { kind: 'signed-in'; result: AuthResponse } | Failure;

export type RegisterOutcome =
  /** The account exists and the user is in the store. */
  | { kind: 'registered'; result: AuthResponse }
  /** a subscription exists for the (trimmed) email; registration continues at `url`. */
  | { kind: 'subscription-exists'; emailAddress: string; url: string }
  | Failure;

/** Sent, or a 404 (account existence is not revealed): `message` is the confirmation. */
export type ResetOutcome = { kind: 'sent'; message: string } | Failure<ResetProblem>;

/** A new password from a mailed reset link. */
export interface CompleteResetValues {
  token: string;
  password: string;
}

/** The token is good: the account it resets (shown to the reader). */
export type VerifyResetOutcome = { kind: 'valid'; emailAddress: string } | Failure;

/** The password is set, the user is in the store and the events are sent; other sessions ended. */
export type CompleteResetOutcome = { kind: 'reset'; result: AuthResponse } | Failure;

export interface PasskeySignInOptions extends Wording {
  /**
   * Offer the site's passkeys in the email field's suggestions (conditional mediation) and wait
   * until the reader picks one. Default false: the browser asks at once (the button).
   */
  autofill?: boolean;
  /** Ends the request: the form went, or another way to sign in was taken. */
  signal?: AbortSignal;
  /** The reader picked a passkey; the sign-in call follows (the form's loading state starts). */
  onChosen?: () => void;
}

/**
 * A passkey sign-in: signed in (the store and the events, as a password sign-in), failed, or,
 * from autofill, dismissed before the reader picked one (nothing to tell them).
 */
export type PasskeySignInOutcome = SignInOutcome | { kind: 'dismissed' };

/**
 * The signed-in reader's sign-in is confirmed (their password again): adding and removing
 * passkeys works for a few minutes.
 */
export type ConfirmSignInOutcome = { kind: 'confirmed' } | Failure;

/** A passkey added to the signed-in reader's account. */
export type AddPasskeyOutcome = { kind: 'added'; passkey: Passkey } | Failure;

/** The reader's passkeys, oldest first. */
export type PasskeyListOutcome = { kind: 'listed'; passkeys: Passkey[] } | Failure;

export type RenamePasskeyOutcome = { kind: 'renamed'; passkey: Passkey } | Failure;

/** Removed: it signs no one in any more. */
export type RemovePasskeyOutcome = { kind: 'removed'; id: string } | Failure;
