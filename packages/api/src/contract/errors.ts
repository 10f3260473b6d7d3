/**
 * The error body every failing call answers with (docs/behaviour.md#data: "may carry field and
 * errorMessage"). The reference server and the mocks always send both.
 */
export interface ErrorBody {
  /** The server's words, in English: for logs and older clients. Widgets show their own, keyed on `field`. */
  errorMessage: string;
  /**
   * What failed, as a stable code a widget keys its words on: one of `errorFields` (a rule with
   * a meaning of its own), or the name of the request's field (a body, query or path
   * parameter of the call, e.g. `password`, `emailAddress`, `sku`) that was refused, which the
   * status and the call then explain (docs/reference-api.md#error-codes).
   */
  field: string;
  /** With field `tries_left`: attempts left before the account locks (4, 3, 2, 1). */
  tries_left?: number;
  /** With field `lockout_duration`: how long the lock lasts, in English, e.g. '15 minutes'. */
  lockout_duration?: string;
  /** With field `lockout_duration`: the same span in seconds (900 for 15 minutes), for the reader's language. */
  lockout_seconds?: number;
  /** For the developer, never shown to readers: e.g. why the page's origin was refused (field `origin`). */
  detail?: string;
  /** With field `rate_limit` (429): seconds until the limit lets a request through, as Retry-After says. */
  retry_after?: number;
}

/**
 * Field values with a meaning of their own (docs/behaviour.md#data, docs/reference-api.md#error-codes).
 * Any other `field` names the request field that was refused.
 */
export const errorFields = {
  /** 400 from sign-in or confirming it: a wrong password; `tries_left` says how many before the lock. */
  triesLeft: 'tries_left',
  /** 400: password sign-in is locked; `lockout_duration` (English) and `lockout_seconds` say for how long. */
  lockoutDuration: 'lockout_duration',
  /** 403: the account may not sign in, register or reset its password; Customer Service can help. */
  restricted: 'user_restricted',
  /** 400: captcha is on and the token was missing, wrong, used or for another action. */
  captcha: 'captcha',
  /** 400 from sign-in: the email and password do not match (no count said). */
  credentials: 'credentials',
  /** The reset link's token is unknown, expired or already used. */
  resetToken: 'reset_token',
  /** 423: resetting the password cannot unlock a locked account. */
  resetLocked: 'reset_locked',
  /** The mailed link confirming an address to create its account is unknown, expired or used. */
  registrationToken: 'registration_token',
  /** 404 from the subscription lookup: no subscription for that address. */
  noSubscription: 'no_subscription',
  /** 404 from a reset request, where a backend says so (the reference server never does). */
  noAccount: 'no_account',
  /** 401: the call needs a signed-in reader. */
  signInRequired: 'sign_in_required',
  /** A state-changing call from an origin the API does not accept (a deployment fault; see `detail`). */
  origin: 'origin',
  /** 429: too many requests from this client or for this account; `retry_after` says how long to wait. */
  rateLimited: 'rate_limit',
  /** A passkey this site does not know (never registered here). */
  passkeyUnknown: 'passkey_unknown',
  /** A passkey its reader removed from the account. */
  passkeyRemoved: 'passkey_removed',
  /** The ceremony's challenge was used, or is older than its 5 minutes. */
  passkeyExpired: 'passkey_expired',
  /** The ceremony's answer did not verify (signature, origin, user verification, counter). */
  passkeyInvalid: 'passkey_invalid',
  /** 404 from renaming or removing a passkey: the reader has none with that id. */
  passkeyNotFound: 'passkey_not_found',
  /**
   * 403: a change to how the account signs in (adding or removing a passkey) needs a sign-in
   * from the last few minutes; the reader confirms it (`reauthenticate`) and tries again.
   */
  reauthenticationRequired: 'reauthentication_required',
  /** 401 from the log collector: its Authorization header is missing or wrong. */
  logAuthorization: 'authorization',
  /**
   * 400, 413, 415: the request itself is malformed, not one of its fields: not JSON or not a
   * JSON object, nested too deeply, too large, a body where the call takes none, a broken URL.
   */
  invalidRequest: 'invalid_request',
  /** 404: no API route has that method and path. */
  noRoute: 'no_route',
  /** 421: the dev mailbox was asked for under a host name it does not answer (development only). */
  host: 'host',
  /** 500: a fault on the server's side; try again later. */
  serverError: 'server_error',
} as const;

/** A code of `errorFields`: what failed, when it is not one request field. */
export type ErrorCode = (typeof errorFields)[keyof typeof errorFields];

/** Every code of `errorFields`. */
export const errorCodes: readonly ErrorCode[] = Object.values(errorFields);

/** docs/behaviour.md#password-policy: at least 10 characters, a number, upper and lower case, a special character. */
export const passwordPolicy = {
  minLength: 10,
  message:
    'Passwords must have at least 10 characters, one number, one upper and lower case letter, and one special character.',
  test: (password: string): boolean =>
    password.length >= 10 &&
    /[0-9]/.test(password) &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /[^A-Za-z0-9]/.test(password),
} as const;

/** Default lock time after the 5th consecutive failed sign-in. */
export const defaultLockoutDuration = '15 minutes';
/** The same lock time in seconds (`lockout_seconds`). */
export const defaultLockoutSeconds = 15 * 60;
/** How long a mailed reset link works; a newer request for the account ends older links. */
export const resetTokenLifetimeMinutes = 60;
/**
 * How long a mailed link that confirms a subscriber's address (to create the account) works by
 * default, in minutes (the server's `registrationLinkMinutes`): short, since whoever follows it
 * chooses the account's password.
 */
export const registrationLinkLifetimeMinutes = 30;
/**
 * How recent a session's sign-in (or its confirmation) must be, by default, for a change to how
 * the account signs in, in minutes (the server's `recentSignInMinutes`).
 */
export const defaultRecentSignInMinutes = 5;
/** Consecutive failures allowed before the account locks. */
export const maxSignInAttempts = 5;
/** The log collector's Authorization header scheme. */
export const logCollectorScheme = 'Bearer';
/** Token the reference server accepts by default (override with LOG_COLLECTOR_TOKEN). */
export const demoLogCollectorToken = 'masthead-demo-log-token';
/** Site key of the offline demo captcha provider. */
export const demoCaptchaSiteKey = 'masthead-demo-captcha';

/**
 * Text PostgreSQL cannot store (NUL) or that is not well-formed Unicode (an unpaired
 * surrogate, which UTF-8 cannot encode). With the `u` flag, `\p{Cs}` matches only
 * unpaired surrogates: a pair is one code point.
 */
const unsafeCharacter = /[\0\p{Cs}]/u;

/** The deepest nesting a request may have; the contract's own requests need at most 4. */
export const maxRequestDepth = 16;

/** True when a value nests deeper than `max` (walked without recursion). */
export function nestedDeeperThan(value: unknown, max: number = maxRequestDepth): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, depth] = next;
    if (typeof item !== 'object' || item === null) continue;
    if (depth >= max) return true;
    for (const entry of Object.values(item)) pending.push([entry, depth + 1]);
  }
  return false;
}

export const isUnsafeText = (text: string): boolean => unsafeCharacter.test(text);

/**
 * Where a request value holds unsafe text, in a string or an object key at any depth:
 * the top-level field's name, '' when the value itself is such a string, or null when
 * it is clean. Walks without recursion, so a deeply nested body cannot overflow the stack.
 */
export function unsafeTextField(value: unknown): string | null {
  const pending: [unknown, string][] = [[value, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, field] = next;
    if (typeof item === 'string') {
      if (isUnsafeText(item)) return field;
    } else if (Array.isArray(item)) {
      for (const entry of item) pending.push([entry, field]);
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, entry] of Object.entries(item)) {
        const top = field || key;
        if (isUnsafeText(key)) return top;
        pending.push([entry, top]);
      }
    }
  }
  return null;
}
