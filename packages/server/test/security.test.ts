/**
 * Cookies, cross-site refusal, logout on the server, configurable lockout, and no password
 * or token in logs.
 */
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '@masthead/api/contract';
import { cookieFetch, startApi, type RunningApi } from './support.ts';

const json = { 'content-type': 'application/json' };
const { reader } = demoAccounts;
const credentials = JSON.stringify({ emailAddress: reader.emailAddress, password: reader.password });

let running: RunningApi;
const logLines: string[] = [];
beforeAll(async () => {
  running = await startApi({
    lockoutMinutes: 60,
    logRequests: true,
    logStream: { write: (line) => void logLines.push(line) },
  });
}, 60_000);
afterAll(() => running?.stop());

/** A raw request, so the Host header can be set (fetch does not allow it). */
function rawPost(path: string, headers: Record<string, string>, body: string) {
  const { port } = new URL(running.origin);
  return new Promise<{ status: number; cookies: string[] }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method: 'POST', headers }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, cookies: res.headers['set-cookie'] ?? [] });
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('given the session cookie', () => {
  it('is HttpOnly and SameSite=Lax, without Secure on localhost', async () => {
    const { status, cookies } = await rawPost(
      '/api/auth/sign-in',
      { ...json, host: 'localhost' },
      credentials,
    );
    expect(status).toBe(200);
    expect(cookies[0]).toMatch(/^mh_session=[\w-]{40,};/);
    expect(cookies[0]).toMatch(/HttpOnly/);
    expect(cookies[0]).toMatch(/SameSite=Lax/);
    expect(cookies[0]).not.toMatch(/Secure/);
  });

  it('takes its security from the configured origin, not the Host header', async () => {
    // No public origin configured (development): the server's own http address.
    const { cookies } = await rawPost(
      '/api/auth/sign-in',
      { ...json, host: 'news.example.com' },
      credentials,
    );
    expect(cookies[0]).toMatch(/^mh_session=/);
    expect(cookies[0]).not.toMatch(/Secure/);
  });

  it('stops working once the visitor logs out (the server ends the session)', async () => {
    const browser = cookieFetch();
    await browser(`${running.origin}/api/auth/sign-in`, { method: 'POST', headers: json, body: credentials });
    const stolen = browser.cookies.get('mh_session');
    expect(stolen).toBeTruthy();
    expect((await browser(`${running.origin}/api/auth/logout`, { method: 'POST' })).status).toBe(204);
    const replay = await fetch(`${running.origin}/api/auth/session`, {
      headers: { cookie: `mh_session=${stolen}` },
    });
    expect(await replay.json()).toEqual({ session: null });
  });
});

describe('when a state-changing call comes from another site', () => {
  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site same-site', { 'sec-fetch-site': 'same-site' }],
    ['a null Origin', { origin: 'null' }],
  ])('refuses it with 403 when it has %s', async (_label, headers) => {
    const response = await fetch(`${running.origin}/api/auth/sign-in`, {
      method: 'POST',
      headers: { ...json, ...headers },
      body: credentials,
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      field: 'origin',
      errorMessage: 'Cross-site requests are not allowed.',
      detail: expect.stringMatching(/PUBLIC_ORIGIN/),
    });
  });

  it('accepts the same origin', async () => {
    const headers = { ...json, origin: running.origin, 'sec-fetch-site': 'same-origin' };
    expect(
      (await fetch(`${running.origin}/api/auth/sign-in`, { method: 'POST', headers, body: credentials }))
        .status,
    ).toBe(200);
  });
});

describe('when the lockout is configured to 60 minutes', () => {
  it('locks on the 5th failure with a 1 hour duration, and never logs the password', async () => {
    const email = `lock-${Date.now()}@example.com`;
    const browser = cookieFetch();
    const body = {
      firstName: 'L',
      lastName: 'L',
      emailAddress: email,
      password: 'Lockme#2026x',
      optIn: false,
    };
    await browser(`${running.origin}/api/users`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify(body),
    });
    const wrong = JSON.stringify({ emailAddress: email, password: 'Secret-Wrong#2026' });
    let last: unknown;
    for (let attempt = 0; attempt < 5; attempt += 1)
      last = await (
        await fetch(`${running.origin}/api/auth/sign-in`, { method: 'POST', headers: json, body: wrong })
      ).json();
    expect(last).toMatchObject({ field: 'lockout_duration', lockout_duration: '1 hour' });
    const logged = logLines.join('');
    expect(logged).toContain('/api/auth/sign-in');
    expect(logged).not.toContain('Secret-Wrong#2026');
    expect(logged).not.toContain('Lockme#2026x');
  });
});

describe('when a reset link is checked', () => {
  it('logs the request with its token redacted', async () => {
    const secret = 'SecretResetToken0123456789abcdefghijklmnopqrstu';
    await fetch(`${running.origin}/api/auth/password-reset/verify?token=${secret}&x=1`);
    const logged = logLines.join('');
    expect(logged).toContain('/api/auth/password-reset/verify?token=[redacted]&x=1');
    expect(logged).not.toContain(secret);
  });
});
