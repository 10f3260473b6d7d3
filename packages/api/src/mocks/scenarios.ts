/**
 * Handler factories for every state docs/behaviour.md names (#states), for `server.use(...)` in tests and
 * `parameters.msw.handlers` in stories. Each overrides the stateful defaults.
 */
import { delay, http, HttpResponse } from 'msw';
import type { AutoSuggestResponse, DemoAccount, Endpoint, ShoppingCartResponse } from '../contract/index.ts';
import {
  demoAccounts,
  endpoints,
  errorFields,
  lockedMessage,
  passwordPolicy,
  serverMessages,
  triesLeftMessage,
} from '../contract/index.ts';
import { durationSeconds, mockDb, resetMockDb, type MockPasskey } from './db.ts';
import { startSession } from './handlers/auth.ts';
import { cartFixtures } from './fixtures.ts';
import { anyOrigin, errorResponse } from './respond.ts';

const on = (endpoint: Endpoint, resolver: () => Response | Promise<Response>) => {
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  return http[method](anyOrigin(endpoint), resolver);
};

/** The visitor's state. Mutates the mock db (call `resetMockDb()` between tests). */
export const visitor = {
  anonymous(): void {
    mockDb.sessionEmail = null;
  },
  signedInAs(account: DemoAccount): void {
    startSession(account.emailAddress, 'password');
  },
  nonSubscriber: (): void => visitor.signedInAs(demoAccounts.reader),
  /** Learning-eligible subscriber with gift quota limit 5, remaining 3. */
  subscriber: (): void => visitor.signedInAs(demoAccounts.subscriber),
  learningSubscriber: (): void => visitor.signedInAs(demoAccounts.subscriber),
  giftQuota: (): void => visitor.signedInAs(demoAccounts.subscriber),
  digitalSubscriber: (): void => visitor.signedInAs(demoAccounts.digital),
  /**
   * The signed-in visitor's sign-in is older than the window for adding and removing passkeys
   * (a session kept for days): those calls answer `reauthentication_required` until the
   * visitor confirms it. Call after signing in.
   */
  signedInLongAgo(): void {
    mockDb.sessionSignedInAt = Date.now() - 24 * 60 * 60_000;
  },
  captcha(enabled: boolean): void {
    mockDb.captchaEnabled = enabled;
  },
  /** The signed-in account's passkeys (the list and sign-in see them); call after signing in. */
  passkeys(passkeys: Omit<MockPasskey, 'emailAddress'>[]): void {
    const emailAddress = mockDb.sessionEmail ?? demoAccounts.reader.emailAddress;
    for (const passkey of passkeys) mockDb.passkeys.set(passkey.id, { ...passkey, emailAddress });
  },
  reset: resetMockDb,
};

export const signInErrors = {
  invalidCredentials: (triesLeft?: number) =>
    on(endpoints.signIn, () =>
      triesLeft === undefined
        ? errorResponse(400, {
            field: errorFields.credentials,
            errorMessage: serverMessages.invalidCredentials,
          })
        : errorResponse(400, {
            field: errorFields.triesLeft,
            tries_left: triesLeft,
            errorMessage: triesLeftMessage(triesLeft),
          }),
    ),
  /** Locked for `duration` ('15 minutes', '1 hour'), `seconds` long (read from the duration by default). */
  locked: (duration = '15 minutes', seconds = durationSeconds(duration)) =>
    on(endpoints.signIn, () =>
      errorResponse(400, {
        field: errorFields.lockoutDuration,
        lockout_duration: duration,
        lockout_seconds: seconds,
        errorMessage: lockedMessage(duration),
      }),
    ),
  restricted: () => on(endpoints.signIn, restricted),
};

export const registerErrors = {
  validation: (errorMessage: string = passwordPolicy.message) =>
    on(endpoints.createUser, () => errorResponse(400, { field: 'password', errorMessage })),
  usernameUnavailable: (status: 409 | 422 = 409) =>
    on(endpoints.createUser, () =>
      errorResponse(status, { field: 'emailAddress', errorMessage: serverMessages.usernameUnavailable }),
    ),
  restricted: () => on(endpoints.createUser, restricted),
  /** The subscription lookup finds a subscription: the dialog navigates to registration. */
  subscriptionExists: () =>
    on(endpoints.subscriptionLookup, () => HttpResponse.json({ emailAddress: 'x@example.com' })),
};

export const resetErrors = {
  restricted: () => on(endpoints.resetPassword, restricted),
  notFound: () =>
    on(endpoints.resetPassword, () =>
      errorResponse(404, { field: errorFields.noAccount, errorMessage: serverMessages.noAccount }),
    ),
  locked: () => on(endpoints.resetPassword, resetLocked),
};

/** Answers of the reset completion (the mailed link's view), and of its link check. */
export const resetCompletionErrors = {
  /** Both calls: spread it, `server.use(...resetCompletionErrors.tokenInvalid())`. */
  tokenInvalid: () =>
    [
      on(endpoints.verifyResetToken, tokenInvalid),
      on(endpoints.completePasswordReset, tokenInvalid),
    ] as const,
  validation: (errorMessage: string = passwordPolicy.message) =>
    on(endpoints.completePasswordReset, () => errorResponse(400, { field: 'password', errorMessage })),
  locked: () => on(endpoints.completePasswordReset, resetLocked),
  restricted: () => on(endpoints.completePasswordReset, restricted),
};

function tokenInvalid(): Response {
  return errorResponse(400, {
    field: errorFields.resetToken,
    errorMessage: serverMessages.resetTokenInvalid,
  });
}

function resetLocked(): Response {
  return errorResponse(423, { field: errorFields.resetLocked, errorMessage: serverMessages.resetLocked });
}

function restricted(): Response {
  return errorResponse(403, { field: errorFields.restricted, errorMessage: serverMessages.restricted });
}

/** Answers of the passkey calls the stateful handlers do not reach without an authenticator. */
export const passkeyErrors = {
  /** The passkey sign-in is refused: `unknown`, `removed`, `expired` or `invalid`. */
  signInRefused: (reason: 'unknown' | 'removed' | 'expired' | 'invalid') =>
    on(endpoints.passkeySignIn, () => {
      const refusals: Record<typeof reason, [field: string, errorMessage: string]> = {
        unknown: [errorFields.passkeyUnknown, serverMessages.passkeyUnknown],
        removed: [errorFields.passkeyRemoved, serverMessages.passkeyRemoved],
        expired: [errorFields.passkeyExpired, serverMessages.passkeyExpired],
        invalid: [errorFields.passkeyInvalid, serverMessages.passkeyInvalid],
      };
      const [field, errorMessage] = refusals[reason];
      return errorResponse(400, { field, errorMessage });
    }),
  signInRestricted: () => on(endpoints.passkeySignIn, restricted),
  listFailing: (status = 500) => failing(endpoints.passkeys, status),
  listPending: () => pending(endpoints.passkeys),
};

export const cartScenarios = {
  with: (cart: ShoppingCartResponse) => on(endpoints.shoppingCart, () => HttpResponse.json(cart)),
  physicalAndDigital: () => cartScenarios.with(cartFixtures.physicalAndDigital),
  empty: () => cartScenarios.with(cartFixtures.empty),
  failing: (status = 500) => failing(endpoints.shoppingCart, status),
  /** Never answers: the flyout's loading state. */
  pending: () => pending(endpoints.shoppingCart),
};

export const autoSuggestScenarios = {
  with: (answer: AutoSuggestResponse) => on(endpoints.autoSuggest, () => HttpResponse.json(answer)),
  failing: (status = 500) => failing(endpoints.autoSuggest, status),
};

/** Any endpoint over its rate limit: 429 with Retry-After, as the reference server answers. */
export function rateLimited(endpoint: Endpoint, retryAfterSeconds = 300) {
  return on(endpoint, () =>
    HttpResponse.json(
      {
        field: errorFields.rateLimited,
        errorMessage: serverMessages.rateLimited,
        retry_after: retryAfterSeconds,
      },
      { status: 429, headers: { 'retry-after': String(retryAfterSeconds) } },
    ),
  );
}

/** The code a generic failure of `status` carries, as the server would answer it. */
function failureCode(status: number): string {
  if (status >= 500) return errorFields.serverError;
  if (status === 401) return errorFields.signInRequired;
  if (status === 404) return errorFields.noRoute;
  return errorFields.invalidRequest;
}

/** Any endpoint answering `status` with a generic error body (e.g. 500 server failure). */
export function failing(endpoint: Endpoint, status = 500) {
  return on(endpoint, () =>
    errorResponse(status, {
      field: failureCode(status),
      errorMessage: 'Something went wrong. Please try again later.',
    }),
  );
}

/** Any endpoint failing without an answer (offline, refused). */
export function networkError(endpoint: Endpoint) {
  return on(endpoint, () => HttpResponse.error());
}

/** Any endpoint that never answers: the loading state, for stories. */
export function pending(endpoint: Endpoint) {
  return on(endpoint, async () => {
    await delay('infinite');
    return new HttpResponse(null, { status: 204 });
  });
}

/** Any endpoint answering after `ms` with the default behaviour's answer replaced by `answer`. */
export function delayed(endpoint: Endpoint, ms: number, answer: () => Response) {
  return on(endpoint, async () => {
    await delay(ms);
    return answer();
  });
}
