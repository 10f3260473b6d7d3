/** What each operation resolves to. None of them throws. */
import type { AuthResponse } from '@masthead/api';
import type { CaptchaProviders } from './captcha-providers.ts';
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

export interface OperationOptions {
  /** Captcha adapters replacing the defaults (demo → offline demo, recaptcha → reCAPTCHA v3). */
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
