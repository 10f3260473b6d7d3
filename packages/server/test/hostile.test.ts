/**
 * Every endpoint gets malformed and hostile input, signed out and signed in, and must
 * answer 4xx with a JSON errorMessage and a known code (never 5xx), and the server keeps serving.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts, demoLogCollectorToken, endpoints } from '@masthead/api/contract';
import { expectKnownCode } from './error-codes.ts';
import { cookieFetch, startApi, type RunningApi } from './support.ts';

let running: RunningApi;
beforeAll(async () => {
  running = await startApi({ bodyLimit: 64 * 1024 });
}, 60_000);
afterAll(() => running?.stop());

const json = { 'content-type': 'application/json' };
const hostileBodies: [string, BodyInit, Record<string, string>][] = [
  ['malformed JSON', '{"emailAddress": "a@b.co", ', json],
  ['empty body with a JSON type', '', json],
  ['a JSON array', '[1, 2, 3]', json],
  ['a JSON string', '"hello"', json],
  ['a JSON number', '42', json],
  ['JSON null', 'null', json],
  [
    'wrong field types',
    JSON.stringify({
      emailAddress: 1,
      password: true,
      firstName: [],
      lastName: {},
      optIn: 'yes',
      sku: 7,
      quantity: '2',
      events: 'x',
      siteKey: 1,
      action: 'hack',
      displayName: 1,
      attributes: 'x',
    }),
    json,
  ],
  ['prototype pollution', '{"__proto__": {"admin": true}, "emailAddress": "a@b.co"}', json],
  ['a huge body', JSON.stringify({ emailAddress: 'a@b.co', password: 'x'.repeat(200_000) }), json],
  [
    'a huge string within the limit',
    JSON.stringify({
      emailAddress: `${'a'.repeat(10_000)}@b.co`,
      password: 'p'.repeat(10_000),
      firstName: 'x',
      lastName: 'y',
      optIn: true,
    }),
    json,
  ],
  [
    'form encoding',
    'emailAddress=a%40b.co&password=x',
    { 'content-type': 'application/x-www-form-urlencoded' },
  ],
  ['plain text', 'hello', { 'content-type': 'text/plain' }],
  ['deep nesting', `${'['.repeat(5000)}${']'.repeat(5000)}`, json],
  [
    'a log context nested 5,000 deep (overflowed the stack when stored)',
    `{"events":[{"level":"info","message":"m","timestamp":"t","context":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}]}`,
    json,
  ],
];

const withBodies = Object.entries(endpoints).filter(([, endpoint]) => endpoint.method !== 'GET');
const logAuth = { authorization: `Bearer ${demoLogCollectorToken}` };

async function expectClientError(response: Response, label: string, method = 'GET'): Promise<void> {
  const text = await response.text();
  expect(response.status, `${label}: ${response.status} ${text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
  expect(response.status, `${label}: ${text.slice(0, 200)}`).toBeLessThan(500);
  const body = JSON.parse(text) as { errorMessage?: unknown };
  expect(typeof body.errorMessage === 'string' && body.errorMessage.length > 0, label).toBe(true);
  expectKnownCode({ method, url: response.url, status: response.status, body });
}

describe.each([
  ['signed out', false],
  ['signed in', true],
])('given a visitor %s', (_label, signedIn) => {
  const visitorFetch = cookieFetch();
  beforeAll(async () => {
    if (!signedIn) return;
    const { emailAddress, password } = demoAccounts.reader;
    const response = await visitorFetch(`${running.origin}${endpoints.signIn.path}`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ emailAddress, password }),
    });
    expect(response.status).toBe(200);
  });

  it.each(withBodies)('%s answers hostile bodies with 4xx and a message', async (name, endpoint) => {
    for (const [label, body, headers] of hostileBodies) {
      const path = endpoint.path.replace(':sku', 'BK-GUIDE-01');
      const response = await visitorFetch(`${running.origin}${path}`, {
        method: endpoint.method,
        headers: { ...headers, ...(name === 'logs' ? logAuth : {}) },
        body,
      });
      await expectClientError(response, `${name} with ${label}`, endpoint.method);
    }
  });
});

describe('when queries, paths and methods are hostile', () => {
  it.each([
    ['missing term', '/service/search/auto-suggest'],
    ['huge term', `/service/search/auto-suggest?term=${'x'.repeat(5000)}`],
    ['missing email', '/api/subscriptions/lookup'],
    ['invalid email', '/api/subscriptions/lookup?email=not-an-email'],
    ['huge email', `/api/subscriptions/lookup?email=${'a'.repeat(1000)}@b.co`],
    ['unknown API route', '/api/unknown'],
    ['unknown service route', '/service/unknown/deeper?x=1'],
    ['broken percent-encoding', '/api/%E0%A4%A'],
    ['anonymous user call', '/api/user/reference'],
  ])('GET with %s answers 4xx with a message', async (label, path) => {
    await expectClientError(await fetch(`${running.origin}${path}`), label);
  });

  it('refuses wrong methods and the log collector without its header', async () => {
    await expectClientError(
      await fetch(`${running.origin}/api/shopping-cart`, { method: 'PATCH' }),
      'PATCH cart',
      'PATCH',
    );
    await expectClientError(await fetch(`${running.origin}/api/auth/sign-in`), 'GET sign-in');
    const logs = await fetch(`${running.origin}/service/logs`, {
      method: 'POST',
      headers: json,
      body: '{"events":[]}',
    });
    expect(logs.status).toBe(401);
  });

  it('keeps serving afterwards', async () => {
    const response = await fetch(`${running.origin}${endpoints.captchaConfig.path}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ enabled: false });
  });
});
