/**
 * Typed domain errors (docs/behaviour.md#errors). Every failed call rejects with an `ApiError` whose
 * `problem` says what went wrong and carries what a view needs, so no view reads a
 * status code. Aborted requests reject with the platform's AbortError instead.
 */
export type ApiProblem =
  /** Sign-in 400; `triesLeft` when the server counted the attempt (field tries_left). */
  | { kind: 'invalid-credentials'; triesLeft: number | null }
  /**
   * Sign-in 400 with field lockout_duration: the account is locked for `duration` (the API's
   * English, e.g. '15 minutes'); `seconds`, the same span as a number, when the API says it
   * (lockout_seconds), for the reader's language.
   */
  | { kind: 'locked'; duration: string; seconds?: number }
  /** 403: blocked from sign-in, register and reset. */
  | { kind: 'restricted'; message: string }
  /** Register 409 or 422. */
  | { kind: 'username-unavailable'; message: string }
  /** 400 (and other 4xx) with the server's errorMessage, e.g. the password policy. */
  | { kind: 'validation'; message: string; field: string | null }
  /** Captcha enabled and the token was missing, wrong or for another action. */
  | { kind: 'captcha'; message: string }
  /** Reset 423: resetting the password cannot unlock the account. */
  | { kind: 'reset-locked'; message: string }
  /** A reset link's token is unknown, expired (after 1 hour) or used: offer a new link. */
  | { kind: 'reset-token-invalid'; message: string }
  /** A passkey sign-in or registration the server refused: why (docs/behaviour.md#passkeys). */
  | { kind: 'passkey-refused'; reason: PasskeyRefusal }
  /**
   * 403: adding or removing a passkey needs a sign-in from the last few minutes: confirm it
   * (`reauthenticate`, `reauthenticateWithPasskey`) and try again. `message`: the server's words.
   */
  | { kind: 'reauthentication-required'; message: string }
  /** 429: too many tries from here or for this account; `retryAfterSeconds` from Retry-After (null: not said). */
  | { kind: 'rate-limited'; retryAfterSeconds: number | null }
  /** 401: the call needs a signed-in visitor. */
  | { kind: 'unauthenticated' }
  /** 404. */
  | { kind: 'not-found' }
  /** No answer: offline, refused, or timed out. */
  | { kind: 'network'; timedOut: boolean }
  /** 5xx, an unreadable answer, or a call the API refused for the page's origin (logged to the console). */
  | { kind: 'server' };

export type ApiProblemKind = ApiProblem['kind'];

/**
 * Why the server refused a passkey: one this site does not know, one its reader removed, a
 * ceremony that expired (its challenge is single-use, 5 minutes), or an answer that did not
 * verify. None of them says whether an account exists.
 */
export type PasskeyRefusal = 'unknown' | 'removed' | 'expired' | 'invalid';

/** Each kind once; the compiler fails here when a kind is added and not listed. */
const everyKind: { [Kind in ApiProblemKind]: Kind } = {
  'invalid-credentials': 'invalid-credentials',
  locked: 'locked',
  restricted: 'restricted',
  'username-unavailable': 'username-unavailable',
  validation: 'validation',
  captcha: 'captcha',
  'reset-locked': 'reset-locked',
  'reset-token-invalid': 'reset-token-invalid',
  'passkey-refused': 'passkey-refused',
  'reauthentication-required': 'reauthentication-required',
  'rate-limited': 'rate-limited',
  unauthenticated: 'unauthenticated',
  'not-found': 'not-found',
  network: 'network',
  server: 'server',
};

/** Every problem kind, for tests that walk them all (e.g. a message catalogue). */
export const apiProblemKinds: readonly ApiProblemKind[] = Object.values(everyKind);

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly problem: ApiProblem;
  /** HTTP status for logs; null when no answer came. Views switch on `problem.kind`. */
  readonly status: number | null;

  constructor(problem: ApiProblem, status: number | null, endpoint: string) {
    super(`${endpoint} failed: ${problem.kind}${status === null ? '' : ` (HTTP ${status})`}`);
    this.problem = problem;
    this.status = status;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The problem behind any thrown value; anything that is not an ApiError counts as 'server'. */
export function apiProblemOf(error: unknown): ApiProblem {
  return isApiError(error) ? error.problem : { kind: 'server' };
}

/** True when `error` is an ApiError of that kind, narrowing its problem. */
export function isApiProblem<K extends ApiProblemKind>(
  error: unknown,
  kind: K,
): error is ApiError & { problem: Extract<ApiProblem, { kind: K }> } {
  return isApiError(error) && error.problem.kind === kind;
}
