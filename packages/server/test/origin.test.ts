/**
 * One configured public origin: reset links, cookie security and the cross-site check come
 * from it (never from Host or X-Forwarded-Host), forwarding headers count only from the
 * configured proxies, and the security headers are sent.
 */
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts, endpoints } from '@masthead/api/contract';
import { startApi, type RunningApi } from './support.ts';

const json = { 'content-type': 'application/json' };
const { reader } = demoAccounts;
const site = 'https://news.example.com';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A raw request, so Host and forwarding headers can be set (fetch does not allow Host). */
function raw(running: RunningApi, method: string, path: string, headers: Record<string, string>, body = '') {
  const { port } = new URL(running.origin);
  return new Promise<RawAnswer>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

const signIn = (running: RunningApi, headers: Record<string, string>) =>
  raw(running, 'POST', endpoints.signIn.path, { ...json, ...headers }, JSON.stringify(reader));

/** The newest reset link mailed to the reader, after a reset asked for with `headers`. */
async function resetLink(running: RunningApi, headers: Record<string, string>): Promise<string> {
  const body = JSON.stringify({ emailAddress: reader.emailAddress });
  expect(
    (await raw(running, 'POST', endpoints.resetPassword.path, { ...json, ...headers }, body)).status,
  ).toBe(200);
  const mailbox = await fetch(`${running.origin}${endpoints.devMailbox.path}`);
  const { messages } = (await mailbox.json()) as { messages: { to: string; text: string }[] };
  const text = messages.find((message) => message.to === reader.emailAddress)?.text ?? '';
  return /\S+\/reset-password\?token=/.exec(text)?.[0] ?? expect.fail('no reset link mailed');
}

const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

describe('given a configured https public origin behind a proxy', () => {
  let running: RunningApi;
  const logLines: string[] = [];
  beforeAll(async () => {
    running = await startApi({
      publicOrigin: site,
      allowedOrigins: ['https://www.example.com'],
      trustedProxies: ['127.0.0.1'],
      logRequests: true,
      logStream: { write: (line) => void logLines.push(line) },
    });
  }, 60_000);
  afterAll(() => running?.stop());

  it('mails reset links for that origin, whatever Host and X-Forwarded-Host say', async () => {
    expect(await resetLink(running, forged)).toBe(`${site}/reset-password?token=`);
  });

  it('sets a Secure __Host- session cookie even when the request says localhost', async () => {
    const answer = await signIn(running, { host: 'localhost', origin: site });
    expect(answer.status).toBe(200);
    const [cookie = ''] = ([] as string[]).concat(answer.headers['set-cookie'] ?? []);
    expect(cookie).toMatch(/^__Host-mh_session=[\w-]{40,};/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).not.toMatch(/Domain=/i);
  });

  it('accepts its own origin although the proxy rewrote Host, and the allowed ones', async () => {
    expect((await signIn(running, { host: 'internal:8090', origin: site })).status).toBe(200);
    expect((await signIn(running, { host: 'internal:8090', origin: 'https://www.example.com' })).status).toBe(
      200,
    );
  });

  it('refuses another origin with the reason for the developer', async () => {
    const answer = await signIn(running, { host: 'news.example.com', origin: 'https://evil.example' });
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.body)).toEqual({
      field: 'origin',
      errorMessage: 'Cross-site requests are not allowed.',
      detail: expect.stringContaining(`https://evil.example: it accepts state-changing calls from ${site}`),
    });
  });

  it('sends HSTS, Referrer-Policy and Permissions-Policy', async () => {
    const { headers } = await raw(running, 'GET', endpoints.session.path, {});
    expect(headers['strict-transport-security']).toBe('max-age=31536000');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['permissions-policy']).toMatch(/camera=\(\).*geolocation=\(\)/);
  });

  it('takes the client address from X-Forwarded-For of a trusted proxy', async () => {
    await raw(running, 'GET', endpoints.captchaConfig.path, { 'x-forwarded-for': '203.0.113.9' });
    expect(logLines.join('')).toContain('"remoteAddress":"203.0.113.9"');
  });
});

describe('given development without a configured origin', () => {
  let running: RunningApi;
  const logLines: string[] = [];
  beforeAll(async () => {
    running = await startApi({ logRequests: true, logStream: { write: (line) => void logLines.push(line) } });
  }, 60_000);
  afterAll(() => running?.stop());

  it("mails reset links for the server's own address, not a forged Host", async () => {
    expect(await resetLink(running, forged)).toBe(`${running.origin}/reset-password?token=`);
  });

  it('ignores X-Forwarded-For from a client that is no configured proxy', async () => {
    await raw(running, 'GET', endpoints.captchaConfig.path, { 'x-forwarded-for': '203.0.113.9' });
    const joined = logLines.join('');
    expect(joined).not.toContain('203.0.113.9');
    expect(joined).toContain('"remoteAddress":"127.0.0.1"');
  });

  it('sends no HSTS on localhost, and the other headers', async () => {
    const { headers } = await raw(running, 'GET', endpoints.session.path, {});
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(headers['referrer-policy']).toBe('no-referrer');
  });
});
