import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoAccounts, endpoints, type CaptchaProviderName } from '../contract/index.ts';
import {
  autoSuggestScenarios,
  cartScenarios,
  handlers,
  networkError,
  rateLimited,
  registerErrors,
  resetCompletionErrors,
  resetErrors,
  resetMockDb,
  signInErrors,
  visitor,
} from '../mocks/index.ts';
import { apiProblemKinds, apiProblemOf, isApiProblem } from './api-error.ts';
import {
  completePasswordReset,
  getSession,
  logout,
  resetPassword,
  signIn,
  verifyResetToken,
} from './auth.ts';
import { call } from './http.ts';
import { getAutoSuggest, getDevMailbox, getShoppingCart } from './commerce.ts';
import { sendLogs } from './logs.ts';
import { checkSubscription, createUser, verifyRegistration } from './users.ts';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetMockDb());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const { reader, subscriber } = demoAccounts;
const rejection = (promise: Promise<unknown>) =>
  promise.then(() => expect.fail('expected a rejection'), apiProblemOf);

describe('given the default mocks', () => {
  it('signs in and keeps the session until logout', async () => {
    const answer = await signIn({ emailAddress: subscriber.emailAddress, password: subscriber.password });
    expect(answer.user.subscriber?.isHmmEligible).toBe(true);
    expect(answer.giftQuota).toEqual({ limit: 5, remaining: 3 });
    expect((await getSession())?.user.firstName).toBe(subscriber.firstName);
    await logout();
    expect(await getSession()).toBeNull();
  });

  it('counts failed sign-ins down, then answers with the lockout duration', async () => {
    const attempt = () => rejection(signIn({ emailAddress: reader.emailAddress, password: 'Wrong#2026x' }));
    for (const triesLeft of [4, 3, 2, 1])
      expect(await attempt()).toEqual({ kind: 'invalid-credentials', triesLeft });
    expect(await attempt()).toEqual({ kind: 'locked', duration: '15 minutes', seconds: 900 });
  });

  it('says whether a subscription exists for an email', async () => {
    expect(await checkSubscription('print-only@example.com')).toBe(true);
    expect(await checkSubscription(reader.emailAddress)).toBe(false);
  });

  it('passes the server message on for a weak password', async () => {
    const problem = await rejection(
      createUser({
        firstName: 'A',
        lastName: 'B',
        emailAddress: 'new@example.com',
        password: 'short',
        optIn: false,
      }),
    );
    expect(problem).toMatchObject({
      kind: 'validation',
      field: 'password',
      message: expect.stringMatching(/^Passwords must/),
    });
  });

  it('sends logs with the authorization header, and refuses them without it', async () => {
    const event = { level: 'info' as const, message: 'hello', timestamp: new Date().toISOString() };
    expect(await sendLogs([event], { token: 'masthead-demo-log-token' })).toEqual({ accepted: 1 });
    expect(await rejection(sendLogs([event], { token: 'wrong' }))).toEqual({ kind: 'unauthenticated' });
  });
});

describe('when a scenario overrides the defaults', () => {
  it.each([
    [signInErrors.invalidCredentials(), { kind: 'invalid-credentials', triesLeft: null }],
    [signInErrors.invalidCredentials(1), { kind: 'invalid-credentials', triesLeft: 1 }],
    [signInErrors.locked('1 hour'), { kind: 'locked', duration: '1 hour', seconds: 3600 }],
    [
      signInErrors.restricted(),
      { kind: 'restricted', message: expect.stringContaining('trouble verifying') },
    ],
    [networkError(endpoints.signIn), { kind: 'network', timedOut: false }],
  ])('maps sign-in failures to typed errors (%#)', async (handler, expected) => {
    server.use(handler);
    expect(await rejection(signIn({ emailAddress: reader.emailAddress, password: reader.password }))).toEqual(
      expected,
    );
  });

  it.each([409, 422] as const)('maps register %i to username-unavailable', async (status) => {
    server.use(registerErrors.usernameUnavailable(status));
    const request = {
      firstName: 'A',
      lastName: 'B',
      emailAddress: 'a@b.co',
      password: 'Valid#2026x',
      optIn: true,
    };
    expect((await rejection(createUser(request))).kind).toBe('username-unavailable');
  });

  it.each([
    [resetErrors.locked(), 'reset-locked'],
    [resetErrors.notFound(), 'not-found'],
    [resetErrors.restricted(), 'restricted'],
  ] as const)('maps reset failures (%#)', async (handler, kind) => {
    server.use(handler);
    expect((await rejection(resetPassword({ emailAddress: reader.emailAddress }))).kind).toBe(kind);
  });

  it('maps 429 to rate-limited with the seconds Retry-After says', async () => {
    server.use(rateLimited(endpoints.signIn, 120));
    expect(await rejection(signIn({ emailAddress: reader.emailAddress, password: reader.password }))).toEqual(
      {
        kind: 'rate-limited',
        retryAfterSeconds: 120,
      },
    );
    server.use(
      http.post('*/api/users', () => HttpResponse.json({ errorMessage: 'Slow down.' }, { status: 429 })),
    );
    const request = {
      firstName: 'A',
      lastName: 'B',
      emailAddress: 'a@b.co',
      password: 'Valid#2026x',
      optIn: true,
    };
    expect(await rejection(createUser(request))).toEqual({ kind: 'rate-limited', retryAfterSeconds: null });
  });

  it("logs the API's reason when it refuses the page's origin, and reads it as a server problem", async () => {
    const detail = 'The API refused a call from the page origin https://cms.example: set PUBLIC_ORIGIN.';
    const body = { field: 'origin', errorMessage: 'Cross-site requests are not allowed.', detail };
    server.use(http.post('*/api/auth/sign-in', () => HttpResponse.json(body, { status: 403 })));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = rejection(signIn({ emailAddress: reader.emailAddress, password: reader.password }));
    expect(await answer).toEqual({ kind: 'server' });
    expect(logged).toHaveBeenCalledWith(
      `[masthead] /api/auth/sign-in was refused for this page's origin: ${detail}`,
    );
  });

  it('reads a cart with physical and digital items, and fails with a server error', async () => {
    server.use(cartScenarios.physicalAndDigital());
    const { cart } = await getShoppingCart();
    expect(cart.line_items.physical_items.length).toBeGreaterThan(0);
    expect(cart.line_items.digital_items.length).toBeGreaterThan(0);
    server.use(cartScenarios.failing(503));
    const error: unknown = await getShoppingCart().catch((caught: unknown) => caught);
    expect(isApiProblem(error, 'server')).toBe(true);
  });

  it('rejects with AbortError, not an ApiError, when a suggestion request is aborted', async () => {
    server.use(http.get('*/service/search/auto-suggest', async () => new Promise<Response>(() => undefined)));
    const controller = new AbortController();
    const pendingRequest = getAutoSuggest('leader', { signal: controller.signal });
    controller.abort();
    await expect(pendingRequest).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('maps an unreadable 200 to a server problem', async () => {
    server.use(http.get('*/api/shopping-cart', () => new HttpResponse('not json', { status: 200 })));
    expect(await rejection(getShoppingCart())).toEqual({ kind: 'server' });
    server.use(autoSuggestScenarios.failing(404));
    expect(await rejection(getAutoSuggest('lead'))).toEqual({ kind: 'not-found' });
  });

  it('fails every captcha-guarded call without a token when captcha is on', async () => {
    visitor.captcha(true);
    expect(
      (await rejection(signIn({ emailAddress: reader.emailAddress, password: reader.password }))).kind,
    ).toBe('captcha');
  });
});

describe('when a reset link is completed against scenarios', () => {
  it.each([
    [resetCompletionErrors.locked(), 'reset-locked'],
    [resetCompletionErrors.restricted(), 'restricted'],
    [resetCompletionErrors.validation(), 'validation'],
    [resetCompletionErrors.tokenInvalid()[1], 'reset-token-invalid'],
  ] as const)('maps completion failures (%#)', async (handler, kind) => {
    server.use(handler);
    const request = { token: 'any', password: 'Renewed#2026x' };
    expect((await rejection(completePasswordReset(request))).kind).toBe(kind);
  });

  it('maps a dead link to reset-token-invalid with the server message', async () => {
    server.use(...resetCompletionErrors.tokenInvalid());
    expect(await rejection(verifyResetToken('any'))).toEqual({
      kind: 'reset-token-invalid',
      message: 'This reset link has expired or has already been used.',
    });
  });
});

describe('given the default mocks and a reset link', () => {
  const mailedToken = async () => {
    await resetPassword({ emailAddress: reader.emailAddress });
    const { messages } = await getDevMailbox();
    return /token=([\w-]+)/.exec(messages[0]?.text ?? '')?.[1] ?? expect.fail('no reset link mailed');
  };

  it('works for an hour, then answers reset-token-invalid', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const token = await mailedToken();
      vi.setSystemTime(Date.now() + 59 * 60_000);
      expect(await verifyResetToken(token)).toEqual({ emailAddress: reader.emailAddress });
      vi.setSystemTime(Date.now() + 60_000);
      expect((await rejection(verifyResetToken(token))).kind).toBe('reset-token-invalid');
    } finally {
      vi.useRealTimers();
    }
  });

  it('signs the reader in with the new password, and says how many passkeys the reset removed', async () => {
    const answer = await completePasswordReset({ token: await mailedToken(), password: 'Renewed#2026x' });
    expect(answer.user.emailAddress).toBe(reader.emailAddress);
    expect(answer.removedPasskeys).toBe(0);
    expect((await getSession())?.user.emailAddress).toBe(reader.emailAddress);
  });
});

describe("given a confirmation link mailed for a subscriber's address", () => {
  const { printOnly } = demoAccounts;
  const mailedLink = async () => {
    await createUser({
      firstName: 'P',
      lastName: 'O',
      emailAddress: printOnly.emailAddress,
      password: 'Typed#2026xx',
      optIn: false,
    });
    const { messages } = await getDevMailbox();
    return (
      /subscriber-registration\?token=([\w-]+)/.exec(messages[0]?.text ?? '')?.[1] ??
      expect.fail('no link mailed')
    );
  };

  it('sends the password the owner chooses, and maps its refusals to validation with the field', async () => {
    const token = await mailedLink();
    expect(await rejection(verifyRegistration({ token, password: 'weakpassword' }))).toMatchObject({
      kind: 'validation',
      field: 'password',
    });
    const answer = await verifyRegistration({ token, password: 'Chosen#2026xx' });
    expect(answer.user.emailAddress).toBe(printOnly.emailAddress);
    expect(await rejection(verifyRegistration({ token, password: 'Chosen#2026xx' }))).toMatchObject({
      kind: 'validation',
      field: 'registration_token',
    });
    await logout();
    expect(
      (await signIn({ emailAddress: printOnly.emailAddress, password: 'Chosen#2026xx' })).user,
    ).toMatchObject({
      emailAddress: printOnly.emailAddress,
    });
  });

  it('answers a dead link once its 30 minutes are over', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const token = await mailedLink();
      vi.setSystemTime(Date.now() + 30 * 60_000);
      expect(await rejection(verifyRegistration({ token, password: 'Chosen#2026xx' }))).toMatchObject({
        kind: 'validation',
        field: 'registration_token',
      });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('given the problem kinds', () => {
  it('lists each kind once', () => {
    expect(new Set(apiProblemKinds).size).toBe(apiProblemKinds.length);
    expect(apiProblemKinds).toContain('reset-token-invalid');
  });
});

describe('given the typed call', () => {
  it('infers the answer from the endpoint, with no cast', async () => {
    const config = await call('captchaConfig');
    const provider: CaptchaProviderName | undefined = config.provider;
    expect(provider).toBe('demo');
  });

  it('refuses, at compile time, a request that does not match its endpoint', () => {
    // Never run: each line must fail to compile, or tsc -b fails on the unused directive.
    const misuses = () => [
      // @ts-expect-error sign-in needs a password
      call('signIn', { body: { emailAddress: 'a@b.co' } }),
      // @ts-expect-error the auto-suggest term is a query, not a body
      call('autoSuggest', { body: { term: 'lead' } }),
      // @ts-expect-error an endpoint that is not in the table
      call('deleteEverything'),
      // @ts-expect-error removing a cart line needs its sku
      call('removeCartItem'),
    ];
    expect(typeof misuses).toBe('function');
  });
});
