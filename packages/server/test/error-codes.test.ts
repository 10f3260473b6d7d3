/**
 * Every error the reference server answers carries a stable code in `field`, whatever it is
 * about (docs/reference-api.md#error-codes): here each kind of refusal is provoked once and
 * its status and code checked, and every code of `errorFields` the server can give is seen.
 * The lockout says its length in seconds too. (The contract suite, the hostile and the
 * property-based tests hold every answer they get to a known code.)
 */
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  demoAccounts,
  demoCaptchaSiteKey,
  demoLogCollectorToken,
  endpoints,
  errorCodes,
  errorFields,
  type ErrorBody,
} from '@masthead/api/contract';
import { expectKnownCode } from './error-codes.ts';
import { cookieFetch, signedInLongAgo, startApi, type RunningApi } from './support.ts';

let running: RunningApi;
/** Captcha on, a one-an-hour lookup limit, a one-hour lockout. */
let strict: RunningApi;
beforeAll(async () => {
  [running, strict] = await Promise.all([
    startApi(),
    startApi({
      captchaEnabled: true,
      lockoutMinutes: 60,
      rateLimits: { 'lookup.client': { max: 1, seconds: 3600 } },
    }),
  ]);
}, 60_000);
afterAll(() => Promise.all([running?.stop(), strict?.stop()]));

const json = { 'content-type': 'application/json' };
const seen = new Set<string>();
type Browser = typeof fetch;

/** Sends a call and holds its error answer to a known code; resolves the status and the body. */
async function refusal(
  path: string,
  init: RequestInit = {},
  { server = running, browser = fetch }: { server?: RunningApi; browser?: Browser } = {},
): Promise<{ status: number; body: ErrorBody }> {
  const url = `${server.origin}${path}`;
  const response = await browser(url, init);
  const body = (await response.json()) as ErrorBody;
  expectKnownCode({ method: init.method ?? 'GET', url, status: response.status, body });
  seen.add(body.field);
  return { status: response.status, body };
}

const post = (body: unknown, headers: Record<string, string> = json): RequestInit => ({
  method: 'POST',
  headers,
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

const unique = () => `codes-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
const password = 'Codes#2026xx';

async function registered(): Promise<{ emailAddress: string; browser: ReturnType<typeof cookieFetch> }> {
  const emailAddress = unique();
  const browser = cookieFetch();
  const account = { firstName: 'Cody', lastName: 'Codes', emailAddress, password, optIn: false };
  const created = await browser(`${running.origin}${endpoints.createUser.path}`, post(account));
  expect(created.status).toBe(201);
  return { emailAddress, browser };
}

async function mailedResetToken(emailAddress: string): Promise<string> {
  await fetch(`${running.origin}${endpoints.resetPassword.path}`, post({ emailAddress }));
  const mailbox = await fetch(`${running.origin}${endpoints.devMailbox.path}`);
  const { messages } = (await mailbox.json()) as { messages: { to: string; text: string }[] };
  const text = messages.find((message) => message.to === emailAddress)?.text ?? '';
  return /reset-password\?token=([\w-]+)/.exec(text)?.[1] ?? expect.fail('no reset link');
}

describe('given a request the server cannot read', () => {
  it.each([
    ['malformed JSON', endpoints.signIn.path, post('{"emailAddress": ', json), 400],
    ['a JSON array', endpoints.signIn.path, post('[1, 2]', json), 400],
    ['a bare JSON string with a NUL', endpoints.signIn.path, post('"\\u0000"', json), 400],
    ['a body nested too deeply', endpoints.signIn.path, post(`${'['.repeat(40)}${']'.repeat(40)}`), 400],
    ['a body where the call takes none', endpoints.logout.path, post({ x: 1 }), 400],
    ['a body over the limit', endpoints.signIn.path, post({ password: 'x'.repeat(100_000) }), 413],
    [
      'a media type it does not read',
      endpoints.signIn.path,
      post('<a/>', { 'content-type': 'application/xml' }),
      415,
    ],
    [
      'text where it takes an object',
      endpoints.signIn.path,
      post('hello', { 'content-type': 'text/plain' }),
      400,
    ],
    ['a broken percent-encoding', '/api/%E0%A4%A', {}, 400],
    ['NUL in a field the call does not have', endpoints.resetPassword.path, post({ 'x\u0000': 1 }), 400],
  ] as const)('answers %s with invalid_request', async (_label, path, init, status) => {
    expect(await refusal(path, init)).toMatchObject({ status, body: { field: errorFields.invalidRequest } });
  });

  it('answers a path no route has with no_route', async () => {
    expect(await refusal('/api/nowhere')).toMatchObject({
      status: 404,
      body: { field: errorFields.noRoute },
    });
  });

  it('names the request field a validation refused, at the top of the request', async () => {
    const noLastName = { firstName: 'A', emailAddress: unique(), password, optIn: false };
    expect(await refusal(endpoints.createUser.path, post(noLastName))).toMatchObject({
      status: 400,
      body: { field: 'lastName' },
    });
    // Missing deep inside the passkey's answer: the answer is the field.
    const answer = {
      response: { id: 'x', rawId: 'x', type: 'public-key', response: {}, clientExtensionResults: {} },
    };
    expect(await refusal(endpoints.passkeySignIn.path, post(answer))).toMatchObject({
      status: 400,
      body: { field: 'response' },
    });
    expect(await refusal(`${endpoints.autoSuggest.path}?term=a%00`)).toMatchObject({
      status: 400,
      body: { field: 'term' },
    });
  });
});

describe('given a signed-out visitor', () => {
  it.each([
    ['GET', endpoints.userReference.path, undefined],
    ['GET', endpoints.passkeys.path, undefined],
    ['POST', endpoints.reauthenticate.path, { password }],
    ['PUT', endpoints.updateProfile.path, { displayName: '', emailAddress: 'a@b.co', attributes: [] }],
  ] as const)('answers %s %s with 401 sign_in_required', async (method, path, body) => {
    const init = body === undefined ? { method } : { method, headers: json, body: JSON.stringify(body) };
    expect(await refusal(path, init)).toMatchObject({
      status: 401,
      body: { field: errorFields.signInRequired },
    });
  });

  it('answers the log collector without its token with 401 authorization', async () => {
    const event = { level: 'info', message: 'm', timestamp: new Date().toISOString() };
    expect(await refusal(endpoints.logs.path, post({ events: [event] }))).toMatchObject({
      status: 401,
      body: { field: errorFields.logAuthorization },
    });
    const logs = await fetch(
      `${running.origin}${endpoints.logs.path}`,
      post({ events: [event] }, { ...json, authorization: `Bearer ${demoLogCollectorToken}` }),
    );
    expect(logs.status).toBe(202);
  });

  it('answers a state-changing call from another site with 403 origin', async () => {
    const init = post({ emailAddress: 'a@b.co', password }, { ...json, origin: 'https://evil.example' });
    expect(await refusal(endpoints.signIn.path, init)).toMatchObject({
      status: 403,
      body: { field: errorFields.origin },
    });
  });
});

describe('when signing in and registering fail', () => {
  it('answers tries_left, then lockout_duration with the lock in English and in seconds', async () => {
    const { emailAddress } = await registered();
    const wrong = () => refusal(endpoints.signIn.path, post({ emailAddress, password: 'Wrong#2026xx' }));
    expect(await wrong()).toMatchObject({
      status: 400,
      body: { field: errorFields.triesLeft, tries_left: 4 },
    });
    for (let attempt = 0; attempt < 3; attempt += 1) await wrong();
    expect((await wrong()).body).toEqual({
      field: errorFields.lockoutDuration,
      lockout_duration: '15 minutes',
      lockout_seconds: 900,
      errorMessage: expect.stringMatching(/^Your account is blocked, please wait 15 minutes/),
    });
  });

  it('says a configured lock of an hour as 3600 seconds', async () => {
    const { emailAddress, password: right } = demoAccounts.locked;
    const captcha = await fetch(
      `${strict.origin}${endpoints.captchaDemoToken.path}`,
      post({ siteKey: demoCaptchaSiteKey, action: 'sign-in' }),
    );
    const { token: captchaToken } = (await captcha.json()) as { token: string };
    const signIn = post({ emailAddress, password: right, captchaToken });
    const { body } = await refusal(endpoints.signIn.path, signIn, { server: strict });
    expect(body).toMatchObject({ lockout_duration: '1 hour', lockout_seconds: 3600 });
    expect(Number.isInteger(body.lockout_seconds)).toBe(true);
  });

  it('answers user_restricted, captcha, the taken address and the lookup without a subscription', async () => {
    const { restricted, reader } = demoAccounts;
    const signIn = post({ emailAddress: restricted.emailAddress, password: restricted.password });
    expect(await refusal(endpoints.signIn.path, signIn)).toMatchObject({
      status: 403,
      body: { field: errorFields.restricted },
    });
    const asReader = post({ emailAddress: reader.emailAddress, password: reader.password });
    expect(await refusal(endpoints.signIn.path, asReader, { server: strict })).toMatchObject({
      status: 400,
      body: { field: errorFields.captcha },
    });
    const taken = {
      firstName: 'A',
      lastName: 'B',
      emailAddress: reader.emailAddress,
      password,
      optIn: false,
    };
    expect(await refusal(endpoints.createUser.path, post(taken))).toMatchObject({
      status: 409,
      body: { field: 'emailAddress' },
    });
    expect(await refusal(`${endpoints.subscriptionLookup.path}?email=${unique()}`)).toMatchObject({
      status: 404,
      body: { field: errorFields.noSubscription },
    });
  });

  it('answers rate_limit past a limit', async () => {
    const lookup = `${endpoints.subscriptionLookup.path}?email=${unique()}`;
    await fetch(`${strict.origin}${lookup}`);
    expect(await refusal(lookup, {}, { server: strict })).toMatchObject({
      status: 429,
      body: { field: errorFields.rateLimited, retry_after: expect.any(Number) },
    });
  });
});

describe('when links and passkeys are refused', () => {
  it('answers reset_token, registration_token and passkey_expired for dead links and ceremonies', async () => {
    expect(await refusal(`${endpoints.verifyResetToken.path}?token=no-such-token`)).toMatchObject({
      status: 400,
      body: { field: errorFields.resetToken },
    });
    const claim = post({ token: 'no-such-token', password });
    expect(await refusal(endpoints.verifyRegistration.path, claim)).toMatchObject({
      status: 400,
      body: { field: errorFields.registrationToken },
    });
    const clientDataJSON = Buffer.from(
      JSON.stringify({ type: 'webauthn.get', challenge: 'never-issued', origin: running.origin }),
    ).toString('base64url');
    const answer = {
      response: {
        id: 'AAAA',
        rawId: 'AAAA',
        type: 'public-key',
        response: { clientDataJSON, authenticatorData: 'AAAA', signature: 'AAAA' },
        clientExtensionResults: {},
      },
    };
    expect(await refusal(endpoints.passkeySignIn.path, post(answer))).toMatchObject({
      status: 400,
      body: { field: errorFields.passkeyExpired },
    });
  });

  it('answers reset_locked for a locked account, passkey_not_found and reauthentication_required', async () => {
    const { emailAddress, browser } = await registered();
    const rename = { method: 'PUT', headers: json, body: JSON.stringify({ name: 'Mine' }) };
    expect(
      await refusal(endpoints.renamePasskey.path.replace(':id', 'AAAA'), rename, { browser }),
    ).toMatchObject({
      status: 404,
      body: { field: errorFields.passkeyNotFound },
    });
    await signedInLongAgo(running, emailAddress);
    const options = { method: 'POST' };
    expect(await refusal(endpoints.passkeyCreationOptions.path, options, { browser })).toMatchObject({
      status: 403,
      body: { field: errorFields.reauthenticationRequired },
    });
    const token = await mailedResetToken(emailAddress);
    for (let attempt = 0; attempt < 5; attempt += 1)
      await fetch(
        `${running.origin}${endpoints.signIn.path}`,
        post({ emailAddress, password: 'Wrong#2026xx' }),
      );
    const complete = post({ token, password: 'Renewed#2026x' });
    expect(await refusal(endpoints.completePasswordReset.path, complete)).toMatchObject({
      status: 423,
      body: { field: errorFields.resetLocked },
    });
  });
});

describe('given a fault or a dev mailbox asked for by another name', () => {
  it('answers the mailbox under a foreign host name with 421 host', async () => {
    const { port } = new URL(running.origin);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const options = {
        host: '127.0.0.1',
        port,
        path: endpoints.devMailbox.path,
        headers: { host: 'evil.example' },
      };
      httpRequest(options, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
        .on('error', reject)
        .end();
    });
    expect(answer.status).toBe(421);
    const body = JSON.parse(answer.body) as ErrorBody;
    expect(body.field).toBe(errorFields.host);
    seen.add(body.field);
  });

  it('answers a fault on its side with 500 server_error', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await running.api.database.query('alter table store_items rename to store_items_away');
    try {
      expect(await refusal(endpoints.storeItems.path)).toMatchObject({
        status: 500,
        body: { field: errorFields.serverError },
      });
    } finally {
      await running.api.database.query('alter table store_items_away rename to store_items');
      quiet.mockRestore();
    }
  });

  it('has given every code of errorFields the server answers', () => {
    // The passkey refusals a real ceremony provokes are the contract suite's (passkey-cases.ts);
    // `no_account` and `credentials` are a backend's the reference server is not.
    const elsewhere: string[] = [
      errorFields.passkeyUnknown,
      errorFields.passkeyRemoved,
      errorFields.passkeyInvalid,
      errorFields.noAccount,
      errorFields.credentials,
    ];
    expect(errorCodes.filter((code) => !seen.has(code) && !elsewhere.includes(code))).toEqual([]);
  });
});
