/**
 * Development and production: the dev mailbox (live reset links) and the demo accounts
 * (published passwords) exist only in development, the mailbox only for this machine and under
 * its own names (not a rebound one), and a production start that asks for either stops with a
 * message saying why.
 */
import { execFile } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts, endpoints } from '@masthead/api/contract';
import { createReferenceApi, type ReferenceApiOptions } from '../src/index.ts';
import { startApi, type RunningApi } from './support.ts';

const json = { 'content-type': 'application/json' };

/** A GET naming `host` (fetch does not let a caller set Host), or none at all. */
function withHost(running: RunningApi, path: string, host: string | undefined) {
  const { port } = new URL(running.origin);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, setHost: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    if (host !== undefined) req.setHeader('host', host);
    req.on('error', reject);
    req.end();
  });
}
const production: ReferenceApiOptions = {
  mode: 'production',
  publicOrigin: 'https://news.example.com',
  logCollectorToken: 'a-site-token-of-its-own',
};
const { reader } = demoAccounts;

describe('given production mode', () => {
  let running: RunningApi;
  beforeAll(async () => {
    running = await startApi(production);
  }, 60_000);
  afterAll(() => running?.stop());

  it('serves no dev mailbox, as JSON or as a page', async () => {
    expect((await fetch(`${running.origin}${endpoints.devMailbox.path}`)).status).toBe(404);
    expect((await fetch(`${running.origin}/dev/mailbox`)).status).toBe(404);
  });

  it('seeds no demo account, but the store', async () => {
    const signIn = await fetch(`${running.origin}${endpoints.signIn.path}`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ emailAddress: reader.emailAddress, password: reader.password }),
    });
    expect(signIn.status).toBe(400);
    const rows = await running.api.database.query('select 1 from users');
    expect(rows).toHaveLength(0);
    const { items } = (await (await fetch(`${running.origin}${endpoints.storeItems.path}`)).json()) as {
      items: unknown[];
    };
    expect(items.length).toBeGreaterThan(0);
  });

  it.each([
    ['the dev mailbox', { devMailbox: true }, /dev mailbox.*refusing to start.*DEV_MAILBOX/],
    ['the demo accounts', { seedDemoAccounts: true }, /demo accounts.*refusing to start.*SEED_DEMO_ACCOUNTS/],
    ['the dev mailbox by env', { env: { DEV_MAILBOX: '1' } }, /refusing to start/],
  ])('refuses to start when asked for %s', async (_label, options, message) => {
    await expect(
      createReferenceApi({ dataDir: 'memory://', env: {}, ...production, ...options }),
    ).rejects.toThrow(message);
  });

  it.each([
    ['without a public origin', {}, /PUBLIC_ORIGIN is required in production/],
    [
      'with an http public origin',
      { publicOrigin: 'http://news.example.com' },
      /PUBLIC_ORIGIN must be https/,
    ],
    ['with a public origin that has a path', { publicOrigin: 'https://news.example.com/x' }, /not an origin/],
  ])('refuses to start %s', async (_label, options, message) => {
    const { publicOrigin: _unused, ...rest } = production;
    await expect(createReferenceApi({ dataDir: 'memory://', env: {}, ...rest, ...options })).rejects.toThrow(
      message,
    );
  });

  it('refuses an unknown mode', async () => {
    await expect(
      createReferenceApi({ dataDir: 'memory://', env: { MASTHEAD_MODE: 'staging' } }),
    ).rejects.toThrow(/MASTHEAD_MODE must be development or production/);
  });
});

describe('given the standalone start (src/main.ts)', () => {
  it('exits with the reason when production is asked for the dev mailbox', async () => {
    const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
    const { code, stderr } = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const child = execFile(
        process.execPath,
        ['--import', 'tsx', main],
        {
          env: {
            ...process.env,
            MASTHEAD_MODE: 'production',
            PUBLIC_ORIGIN: 'https://news.example.com',
            DEV_MAILBOX: 'true',
            LOG_COLLECTOR_TOKEN: 'a-site-token-of-its-own',
            PORT: '0',
          },
          timeout: 30_000,
        },
        (_error, _stdout, stderr) => resolve({ code: child.exitCode, stderr }),
      );
    });
    expect(code).toBe(1);
    expect(stderr).toMatch(/did not start: The dev mailbox .* refusing to start/);
  }, 40_000);
});

describe('given development mode', () => {
  let running: RunningApi;
  beforeAll(async () => {
    running = await startApi({ mode: 'development' });
  }, 60_000);
  afterAll(() => running?.stop());

  it('seeds the demo accounts and serves the mailbox to this machine', async () => {
    const signIn = await fetch(`${running.origin}${endpoints.signIn.path}`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ emailAddress: reader.emailAddress, password: reader.password }),
    });
    expect(signIn.status).toBe(200);
    expect((await fetch(`${running.origin}${endpoints.devMailbox.path}`)).status).toBe(200);
    const page = await fetch(`${running.origin}/dev/mailbox`);
    expect(page.status).toBe(200);
    // Opened on a phone from a reset mail: laid out at the phone's width, not a desktop's.
    expect(await page.text()).toContain(
      '<meta name="viewport" content="width=device-width, initial-scale=1">',
    );
  });

  it.each([
    ['a name of its own pointed at this machine (DNS rebinding)', 'rebind.attacker.example:80'],
    ['a name that starts like a local one', 'localhost.attacker.example'],
    ['an address that is not loopback', '192.168.1.20'],
  ])('refuses the mailbox to a request naming %s', async (_label, host) => {
    for (const path of [endpoints.devMailbox.path, '/dev/mailbox']) {
      const answer = await withHost(running, path, host);
      expect(answer.status, path).toBe(421);
      expect(answer.body, path).not.toContain('@example.com');
    }
  });

  it.each([['localhost'], ['127.0.0.1'], ['[::1]']])(
    'answers the mailbox at %s, at any port',
    async (name) => {
      const { port } = new URL(running.origin);
      expect((await withHost(running, endpoints.devMailbox.path, `${name}:${port}`)).status).toBe(200);
      expect((await withHost(running, '/dev/mailbox', `${name}:8080`)).status).toBe(200);
    },
  );

  it('answers the mailbox at the public origin’s host, and only at its port', async () => {
    const site = await startApi({ mode: 'development', publicOrigin: 'http://news.test:8080' });
    try {
      expect((await withHost(site, endpoints.devMailbox.path, 'news.test:8080')).status).toBe(200);
      expect((await withHost(site, endpoints.devMailbox.path, 'news.test:9090')).status).toBe(421);
    } finally {
      await site.stop();
    }
  });

  it.each([
    ['X-Forwarded-For', { 'x-forwarded-for': '203.0.113.7' }],
    ['Forwarded', { forwarded: 'for=203.0.113.7' }],
    ['X-Real-IP', { 'x-real-ip': '203.0.113.7' }],
  ])('hides the mailbox from a client a proxy relays (%s)', async (_label, headers) => {
    expect((await fetch(`${running.origin}${endpoints.devMailbox.path}`, { headers })).status).toBe(404);
    expect((await fetch(`${running.origin}/dev/mailbox`, { headers })).status).toBe(404);
  });
});
