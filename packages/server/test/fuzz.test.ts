/**
 * Property-based: requests for every endpoint of the contract, generated from its
 * request schemas and from hostile twins (wrong types, unknown fields, NUL and unpaired
 * surrogates, huge and deeply nested bodies, odd encodings, broken queries and paths),
 * signed in or not, sent raw over loopback. None may answer 5xx; every refusal is a
 * JSON errorMessage with a known code; the server keeps answering. Bounded: a few dozen runs per endpoint
 * and a time limit per endpoint.
 */
import { request as httpRequest } from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoAccounts, demoLogCollectorToken, endpoints, type EndpointName } from '@masthead/api/contract';
import { requestSchemas } from '../src/schemas.ts';
import {
  contentTypes,
  encodings,
  hostileJson,
  hostilePathSegment,
  hostileQuery,
  hostileText,
} from './fuzz/hostile.ts';
import { arbitraryOf, type JsonSchema } from './fuzz/schema-arbitrary.ts';
import { expectKnownCode } from './error-codes.ts';
import { startApi, type RunningApi } from './support.ts';

const runsPerEndpoint = 50;
const timePerEndpointMs = 400;

interface RawRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: Buffer | undefined;
}

let running: RunningApi;
let sessionCookie = '';

function send({ method, path, headers, body }: RawRequest): Promise<{ status: number; text: string }> {
  const { port } = new URL(running.origin);
  return new Promise((resolve, reject) => {
    const length = body ? { 'content-length': String(body.length) } : {};
    const req = httpRequest(
      { host: '127.0.0.1', port, path, method, headers: { ...headers, ...length } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const schemaTable: {
  [Name in EndpointName]?: { body?: JsonSchema; query?: JsonSchema; params?: JsonSchema };
} = requestSchemas;

const encoded = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80'; // an unpaired surrogate cannot be encoded: send its raw UTF-8 form
  }
};

function requestFor(name: EndpointName): fc.Arbitrary<RawRequest> {
  const { method, path } = endpoints[name];
  const schema = schemaTable[name] ?? {};
  const segment = fc.oneof(
    arbitraryOf(schema.params?.properties?.sku ?? { type: 'string' }, 'sku').map((value) =>
      encoded(String(value)),
    ),
    hostilePathSegment,
  );
  const validQuery = schema.query
    ? arbitraryOf(schema.query).map((value) =>
        Object.entries(value as Record<string, unknown>)
          .map(([key, text]) => `${key}=${encoded(String(text))}`)
          .join('&'),
      )
    : fc.constant('');
  const oddQuery = schema.query
    ? fc
        .tuple(
          arbitraryOf(schema.query),
          fc.constantFrom(...Object.keys(schema.query.properties ?? {})),
          hostileText,
        )
        .map(([value, key, odd]) =>
          Object.entries({ ...(value as Record<string, unknown>), [key]: odd })
            .map(([name, text]) => `${name}=${encoded(String(text))}`)
            .join('&'),
        )
    : validQuery;
  const query = fc.oneof(
    { arbitrary: validQuery, weight: 3 },
    { arbitrary: oddQuery, weight: 2 },
    { arbitrary: fc.tuple(validQuery, hostileQuery).map(([valid, odd]) => `${valid}&${odd}`), weight: 2 },
  );
  const takesBody = method === 'POST' || method === 'PUT';
  const json = hostileJson(schema.body ? arbitraryOf(schema.body) : fc.constant({}));
  const payload = fc.tuple(json, encodings, contentTypes).map(([text, encode, type]) => ({
    body: encode(text),
    type,
  }));
  const body = takesBody
    ? fc.oneof({ arbitrary: payload, weight: 8 }, { arbitrary: fc.constant(undefined), weight: 1 })
    : fc.oneof({ arbitrary: fc.constant(undefined), weight: 6 }, { arbitrary: payload, weight: 1 });
  const cookie = fc.constantFrom('', 'signed-in', 'mh_session=forged', `mh_visitor=${'v'.repeat(80)}`);
  const authorization = fc.constantFrom(`Bearer ${demoLogCollectorToken}`, 'Bearer wrong', '');
  return fc.record({ segment, query, body, cookie, authorization }).map((parts) => {
    const headers: Record<string, string> = {};
    if (parts.body) headers['content-type'] = parts.body.type;
    if (parts.cookie) headers.cookie = parts.cookie === 'signed-in' ? sessionCookie : parts.cookie;
    if (parts.authorization) headers.authorization = parts.authorization;
    const target = path.replace(/:\w+/g, parts.segment);
    return {
      method,
      path: parts.query ? `${target}?${parts.query}` : target,
      headers,
      body: parts.body?.body,
    };
  });
}

/** A session for the signed-in requests; fuzzing logout may end it, so each endpoint checks. */
async function signIn(): Promise<string> {
  const { emailAddress, password } = demoAccounts.digital;
  const { port } = new URL(running.origin);
  const cookies = await new Promise<string[]>((resolve, reject) => {
    const headers = { 'content-type': 'application/json' };
    const req = httpRequest(
      { host: '127.0.0.1', port, path: endpoints.signIn.path, method: 'POST', headers },
      (res) => {
        res.resume();
        resolve(res.headers['set-cookie'] ?? []);
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify({ emailAddress, password }));
  });
  const cookie = cookies[0]?.split(';')[0] ?? '';
  expect(cookie).toMatch(/^mh_session=/);
  return cookie;
}

beforeAll(async () => {
  running = await startApi();
}, 60_000);
beforeEach(async () => {
  const { text } = await send({
    method: 'GET',
    path: endpoints.session.path,
    headers: { cookie: sessionCookie },
    body: undefined,
  });
  if (!sessionCookie || (JSON.parse(text) as { session: unknown }).session === null)
    sessionCookie = await signIn();
});
afterAll(() => running?.stop());

describe('given generated and hostile requests for every endpoint', () => {
  it.each(Object.keys(endpoints) as EndpointName[])('%s never answers 5xx', async (name) => {
    await fc.assert(
      fc.asyncProperty(requestFor(name), async (request) => {
        const { status, text } = await send(request);
        expect(status, `${request.method} ${request.path.slice(0, 120)}: ${text.slice(0, 200)}`).toBeLessThan(
          500,
        );
        if (status >= 400) expect(JSON.parse(text)).toMatchObject({ errorMessage: expect.any(String) });
        if (status >= 400)
          expectKnownCode(
            { method: request.method, url: request.path, status, body: JSON.parse(text) },
            name,
          );
      }),
      { numRuns: runsPerEndpoint, plugins: [fc.interruptAfterTimeLimit(timePerEndpointMs)] },
    );
  });

  it('keeps answering afterwards: a visitor still registers and is signed in', async () => {
    const config = await send({
      method: 'GET',
      path: endpoints.captchaConfig.path,
      headers: {},
      body: undefined,
    });
    expect(config.status).toBe(200);
    const emailAddress = `after-fuzz-${Date.now()}@example.com`;
    const account = { firstName: 'F', lastName: 'Z', emailAddress, password: 'AfterFuzz#2026', optIn: false };
    const created = await send({
      method: 'POST',
      path: endpoints.createUser.path,
      headers: { 'content-type': 'application/json' },
      body: Buffer.from(JSON.stringify(account)),
    });
    expect(created.status).toBe(201);
    expect(JSON.parse(created.text)).toMatchObject({ user: { emailAddress } });
    const session = await send({
      method: 'GET',
      path: endpoints.session.path,
      headers: { cookie: sessionCookie },
      body: undefined,
    });
    expect(JSON.parse(session.text)).toMatchObject({
      session: { user: { emailAddress: demoAccounts.digital.emailAddress } },
    });
  });
});
