/**
 * Rate limits per client address and per account on sign-in, register, reset request,
 * reset completion, lookup and the log collector: 429 with Retry-After once over, counted
 * in the database so two server processes on one database share them, and configuration.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLogCollectorToken, endpoints } from '@masthead/api/contract';
import { createReferenceApi } from '../src/index.ts';
import { createTestDatabase, type TestDatabase } from './postgres/databases.ts';
import { startApi, type RunningApi } from './support.ts';

const json = { 'content-type': 'application/json' };

interface Answer {
  status: number;
  retryAfter: string | null;
  body: { field?: string; errorMessage?: string; retry_after?: number };
}

async function send(
  server: RunningApi,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await fetch(`${server.origin}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...json, ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: text ? (JSON.parse(text) as Answer['body']) : {},
  };
}

const unique = (label: string) =>
  `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
const signIn = (server: RunningApi, headers: Record<string, string> = {}, emailAddress = unique('spray')) =>
  send(server, endpoints.signIn.path, { emailAddress, password: 'Spray#2026xx' }, headers);
const limited = (answers: Answer[]) => answers.filter((answer) => answer.status === 429);

function expectTooMany(answer: Answer, maxSeconds: number): void {
  expect(answer.status).toBe(429);
  expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
  expect(Number(answer.retryAfter)).toBeLessThanOrEqual(maxSeconds);
  expect(answer.body).toEqual({
    field: 'rate_limit',
    errorMessage: 'Too many requests. Please wait before trying again.',
    retry_after: Number(answer.retryAfter),
  });
}

describe('given the production defaults', () => {
  let server: RunningApi;
  beforeAll(async () => {
    server = await startApi({
      mode: 'production',
      publicOrigin: 'https://news.example.com',
      logCollectorToken: 'a-site-token-of-its-own',
      trustedProxies: ['127.0.0.1'],
    });
  }, 60_000);
  afterAll(() => server?.stop());

  it('stops a spray of 100 sign-ins from one client in a few seconds', async () => {
    const client = { 'x-forwarded-for': '198.51.100.1' };
    const answers: Answer[] = [];
    for (let round = 0; round < 10; round += 1)
      answers.push(...(await Promise.all(Array.from({ length: 10 }, () => signIn(server, client)))));
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(20);
    expect(limited(answers)).toHaveLength(80);
    for (const answer of limited(answers)) expectTooMany(answer, 60);
    // Another client is not held back by this one.
    expect((await signIn(server, { 'x-forwarded-for': '198.51.100.2' })).status).toBe(400);
  });

  it('limits the reset mails for one account, whichever clients ask', async () => {
    const emailAddress = unique('reset');
    const answers: Answer[] = [];
    for (let index = 0; index < 4; index += 1)
      answers.push(
        await send(
          server,
          endpoints.resetPassword.path,
          { emailAddress },
          { 'x-forwarded-for': `203.0.113.${index}` },
        ),
      );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 429]);
    expectTooMany(answers[3] as Answer, 900);
  });
});

describe('given small configured limits', () => {
  let server: RunningApi;
  beforeAll(async () => {
    const twice = { max: 2, seconds: 60 };
    server = await startApi({
      trustedProxies: ['127.0.0.1'],
      rateLimits: {
        'register.client': twice,
        'resetCompletion.client': twice,
        'lookup.client': { max: 1, seconds: 1 },
        'lookup.account': twice,
        'logs.client': twice,
        'signIn.account': twice,
      },
    });
  }, 60_000);
  afterAll(() => server?.stop());

  const from = (client: string) => ({ 'x-forwarded-for': client });
  const statuses = async (count: number, request: (index: number) => Promise<Answer>) => {
    const answers: number[] = [];
    for (let index = 0; index < count; index += 1) answers.push((await request(index)).status);
    return answers;
  };

  it('limits registrations per client', async () => {
    const account = (emailAddress: string) => ({
      firstName: 'R',
      lastName: 'L',
      emailAddress,
      password: 'Limit#2026xx',
      optIn: false,
    });
    expect(
      await statuses(3, () =>
        send(server, endpoints.createUser.path, account(unique('reg')), from('192.0.2.10')),
      ),
    ).toEqual([201, 201, 429]);
  });

  it('limits reset completion (and the link check) per client', async () => {
    const verify = `${endpoints.verifyResetToken.path}?token=nothing`;
    const complete = () =>
      send(
        server,
        endpoints.completePasswordReset.path,
        { token: 'nothing', password: 'Limit#2026xx' },
        from('192.0.2.11'),
      );
    expect(await statuses(1, () => send(server, verify, undefined, from('192.0.2.11')))).toEqual([400]);
    expect(await statuses(2, complete)).toEqual([400, 429]);
  });

  it('limits lookups per client and per looked-up address, and lets them through after the window', async () => {
    const lookup = (email: string, client: string) =>
      send(
        server,
        `${endpoints.subscriptionLookup.path}?email=${encodeURIComponent(email)}`,
        undefined,
        from(client),
      );
    const address = unique('lookup');
    expect(await statuses(2, () => lookup(unique('a'), '192.0.2.12'))).toEqual([404, 429]);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await lookup(unique('b'), '192.0.2.12')).status).toBe(404);
    expect(await statuses(3, (index) => lookup(address, `192.0.2.${20 + index}`))).toEqual([404, 404, 429]);
  });

  it('limits the log collector per client, before its token is even read', async () => {
    const event = { level: 'info', message: 'm', timestamp: new Date().toISOString() };
    const logs = (authorization: string) =>
      send(server, endpoints.logs.path, { events: [event] }, { ...from('192.0.2.13'), authorization });
    expect(await statuses(3, () => logs(`Bearer ${demoLogCollectorToken}`))).toEqual([202, 202, 429]);
    expect((await logs('Bearer wrong')).status).toBe(429);
  });

  it('limits sign-ins per account from any client', async () => {
    const emailAddress = unique('account');
    expect(await statuses(3, (index) => signIn(server, from(`192.0.2.${30 + index}`), emailAddress))).toEqual(
      [400, 400, 429],
    );
  });
});

describe('given the RATE_LIMITS variable', () => {
  it('reads name=max/seconds and off, and refuses a name it does not know', async () => {
    const api = await createReferenceApi({
      dataDir: 'memory://',
      mode: 'development',
      env: { RATE_LIMITS: 'signIn.client=3/30, lookup.account=off' },
    });
    expect(api.options.rateLimits['signIn.client']).toEqual({ max: 3, seconds: 30 });
    expect(api.options.rateLimits['lookup.account']).toBeNull();
    await api.close();
    await expect(
      createReferenceApi({ dataDir: 'memory://', mode: 'development', env: { RATE_LIMITS: 'signin=3/30' } }),
    ).rejects.toThrow(/RATE_LIMITS: unknown limit signin/);
  });
});

describe('given two servers on one PostgreSQL database', () => {
  let database: TestDatabase;
  let servers: RunningApi[] = [];
  beforeAll(async () => {
    database = await createTestDatabase('ratelimits');
    const options = { databaseUrl: database.url, rateLimits: { 'signIn.client': { max: 6, seconds: 60 } } };
    servers = [await startApi(options), await startApi(options)];
  }, 120_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.drop();
  });

  it('shares one count: 6 sign-ins in all get through, not 6 each', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) => signIn(servers[index % 2] as RunningApi)),
    );
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(6);
    expect(limited(answers)).toHaveLength(6);
  });
});
