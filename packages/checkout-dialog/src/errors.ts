/**
 * SPEC 8 for the checkout dialog: a failed call's typed problem to what the view shows.
 * Views never see a status code, only these outcomes.
 */
import { apiProblemOf } from '@masthead/api';
import { copy } from './copy.ts';

/** Sign in: the message, and whether it is a credential error (it disables the submit button). */
export interface SignInError {
  message: string;
  credentials: boolean;
}

export function signInError(error: unknown): SignInError {
  const problem = apiProblemOf(error);
  switch (problem.kind) {
    case 'invalid-credentials': {
      const tries = problem.triesLeft === null ? '' : ` ${copy.errors.triesLeft(problem.triesLeft)}`;
      return { message: `${copy.errors.invalidCredentials}${tries}`, credentials: true };
    }
    case 'locked':
      return { message: copy.errors.locked(problem.duration), credentials: true };
    case 'restricted':
      return { message: copy.errors.restricted, credentials: true };
    default:
      return { message: copy.errors.generic, credentials: false };
  }
}

export type RegisterError =
  /** The server's message, shown under the password (SPEC 8: register 400). */
  | { kind: 'password'; message: string }
  /** 409 or 422: the message plus a Sign in button. */
  | { kind: 'unavailable'; message: string }
  | { kind: 'form'; message: string };

export function registerError(error: unknown): RegisterError {
  const problem = apiProblemOf(error);
  switch (problem.kind) {
    case 'validation':
      return { kind: 'password', message: problem.message };
    case 'username-unavailable':
      return { kind: 'unavailable', message: copy.errors.usernameUnavailable };
    case 'restricted':
      return { kind: 'form', message: copy.errors.restricted };
    default:
      return { kind: 'form', message: copy.errors.generic };
  }
}

export type ResetOutcome =
  /** Success, and 404 too: account existence is not revealed (SPEC 4). */
  | { kind: 'sent' }
  /** 423: the lockout notice replaces the confirmation. */
  | { kind: 'locked' }
  /** Anything else: a message and the 'On to sign in' button. */
  | { kind: 'failed'; message: string };

export function resetOutcome(error: unknown): ResetOutcome {
  const problem = apiProblemOf(error);
  switch (problem.kind) {
    case 'not-found':
      return { kind: 'sent' };
    case 'reset-locked':
      return { kind: 'locked' };
    case 'restricted':
      return { kind: 'failed', message: copy.errors.restricted };
    default:
      return { kind: 'failed', message: copy.errors.generic };
  }
}
