/**
 * Captcha in production: a real provider (Turnstile, hCaptcha, reCAPTCHA v3) verified with its
 * siteverify call, here answered by a local test double; the offline demo provider, whose
 * tokens any script can fetch, only in development, and refused at a production start.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoAccounts, demoCaptchaSiteKey, endpoints, errorFields } from '@masthead/api/contract';
import {
  createSiteverifyCaptcha,
  siteverifyUrls,
  type SiteverifyProvider,
} from '../src/captcha-siteverify.ts';
import { createReferenceApi, type ReferenceApiOptions } from '../src/index.ts';
import { startApi, type RunningApi } from './support.ts';

const json = { 'content-type': 'application/json' };
const { reader } = demoAccounts;
const production: ReferenceApiOptions = {
  mode: 'production',
  publicOrigin: 'https://news.example.com',
  logCollectorToken: 'a-site-token-of-its-own',
};

/** A provider's siteverify double: records each form it is sent and answers `answer(form)`. */
let answer: (form: URLSearchParams) => unknown = () => ({ success: true });
const received: { contentType: string | undefined; form: URLSearchParams }[] = [];
let double: Server;
let verifyUrl: string;

beforeAll(async () => {
  double = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      received.push({ contentType: req.headers['content-type'], form });
      const reply = answer(form);
      if (reply === 'hang') return;
      res.writeHead(reply === 'broken' ? 500 : 200, json).end(JSON.stringify(reply));
    });
  });
  await new Promise<void>((resolve) => double.listen(0, '127.0.0.1', resolve));
  verifyUrl = `http://127.0.0.1:${(double.address() as AddressInfo).port}/siteverify`;
});
afterAll(() => {
  double.closeAllConnections();
  double.close();
});
beforeEach(() => {
  received.length = 0;
  answer = () => ({ success: true });
});

const verifier = (provider: SiteverifyProvider, reports: string[] = []) =>
  createSiteverifyCaptcha({
    provider,
    siteKey: 'site-key',
    secret: 'server-secret',
    verifyUrl,
    minScore: 0.5,
    hostnames: ['news.example.com'],
    timeoutMs: 500,
    report: (message) => reports.push(message),
  });

const passed = { success: true, hostname: 'news.example.com' };

describe('given a real provider’s siteverify', () => {
  it.each([
    ['turnstile', { ...passed, action: 'sign-in' }],
    ['hcaptcha', passed],
    ['recaptcha', { ...passed, action: 'sign-in', score: 0.9 }],
  ] as const)('%s: posts the secret, the token and the reader’s address as a form', async (provider, ok) => {
    answer = () => ok;
    expect(await verifier(provider).verify('reader-token', 'sign-in', '203.0.113.5')).toBe(true);
    const [call] = received;
    expect(call?.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(call?.form ?? [])).toEqual({
      secret: 'server-secret',
      response: 'reader-token',
      remoteip: '203.0.113.5',
      ...(provider === 'hcaptcha' ? { sitekey: 'site-key' } : {}),
    });
  });

  it.each([
    ['the provider says no', 'turnstile', { success: false, 'error-codes': ['invalid-input-response'] }],
    ['success is not `true`', 'hcaptcha', { ...passed, success: 'true' }],
    ['a token made for another form', 'turnstile', { ...passed, action: 'register' }],
    ['a token with no action', 'recaptcha', { ...passed, score: 0.9 }],
    ['a score under the minimum', 'recaptcha', { ...passed, action: 'sign-in', score: 0.3 }],
    ['a token from a page on another host', 'hcaptcha', { ...passed, hostname: 'evil.example' }],
    ['an answer that is not an object', 'hcaptcha', 'yes'],
    ['a 500', 'hcaptcha', 'broken'],
    ['no answer within the time allowed', 'hcaptcha', 'hang'],
  ] as const)('refuses the token when %s', async (_label, provider, reply) => {
    answer = () => reply;
    expect(await verifier(provider).verify('reader-token', 'sign-in')).toBe(false);
  });

  it('asks nothing for a missing or oversized token', async () => {
    expect(await verifier('turnstile').verify(undefined, 'sign-in')).toBe(false);
    expect(await verifier('turnstile').verify('x'.repeat(5000), 'sign-in')).toBe(false);
    expect(received).toHaveLength(0);
  });

  it('reports a secret the provider refuses, and an unreachable provider', async () => {
    const reports: string[] = [];
    answer = () => ({ success: false, 'error-codes': ['invalid-input-secret'] });
    await verifier('recaptcha', reports).verify('t', 'sign-in');
    expect(reports[0]).toMatch(/invalid-input-secret.*CAPTCHA_SECRET/);
    await createSiteverifyCaptcha({
      provider: 'hcaptcha',
      siteKey: 'k',
      secret: 's',
      verifyUrl: 'http://127.0.0.1:1/siteverify',
      minScore: 0.5,
      hostnames: [],
      timeoutMs: 500,
      report: (message) => reports.push(message),
    }).verify('t', 'sign-in');
    expect(reports[1]).toMatch(/could not be asked.*refused/);
  });
});

describe('given a server with Turnstile and captcha on', () => {
  let running: RunningApi;
  beforeAll(async () => {
    running = await startApi({
      captchaEnabled: true,
      captchaProvider: 'turnstile',
      captchaSiteKey: '0x-site-key',
      captchaSecret: '0x-secret',
      captchaVerifyUrl: verifyUrl,
    });
  });
  afterAll(() => running?.stop());

  const signIn = (captchaToken?: string) =>
    fetch(`${running.origin}${endpoints.signIn.path}`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ ...reader, ...(captchaToken ? { captchaToken } : {}) }),
    });

  it('tells the widgets the provider and its site key, and serves no demo tokens', async () => {
    const config = await (await fetch(`${running.origin}${endpoints.captchaConfig.path}`)).json();
    expect(config).toEqual({ enabled: true, provider: 'turnstile', siteKey: '0x-site-key' });
    const demo = await fetch(`${running.origin}${endpoints.captchaDemoToken.path}`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ siteKey: demoCaptchaSiteKey, action: 'sign-in' }),
    });
    expect(demo.status).toBe(404);
  });

  it('signs in with a token siteverify accepts, and not without one or with a refused one', async () => {
    answer = (form) => ({ success: form.get('response') === 'good', action: 'sign-in' });
    expect((await signIn()).status).toBe(400);
    const refused = await signIn('bad');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ field: errorFields.captcha });
    expect((await signIn('good')).status).toBe(200);
    expect(received.map((call) => call.form.get('secret'))).toEqual(['0x-secret', '0x-secret']);
  });
});

describe('given production mode', () => {
  const start = (options: ReferenceApiOptions) =>
    createReferenceApi({ dataDir: 'memory://', env: {}, ...production, ...options });

  it.each([
    [
      'the demo provider',
      { captchaProvider: 'demo' },
      /demo captcha provider.*refusing to start.*CAPTCHA_PROVIDER/,
    ],
    [
      'the demo provider by env',
      { env: { CAPTCHA_PROVIDER: 'demo' } },
      /demo captcha provider.*refusing to start/,
    ],
    ['captcha without a provider', { captchaEnabled: true }, /CAPTCHA_ENABLED needs a real captcha provider/],
    ['a provider without its secret', { captchaProvider: 'hcaptcha', captchaSiteKey: 'k' }, /CAPTCHA_SECRET/],
    ['an unknown provider', { env: { CAPTCHA_PROVIDER: 'friendly' } }, /CAPTCHA_PROVIDER must be one of/],
    [
      'a plain-http verify URL elsewhere',
      {
        captchaProvider: 'recaptcha',
        captchaSiteKey: 'k',
        captchaSecret: 's',
        captchaVerifyUrl: 'http://verify.example/',
      },
      /must be https/,
    ],
  ] as const)('refuses to start with %s', async (_label, options, message) => {
    await expect(start(options as ReferenceApiOptions)).rejects.toThrow(message);
  });

  it('starts without captcha: no provider named, no demo token route', async () => {
    const running = await startApi(production);
    try {
      const config = await (await fetch(`${running.origin}${endpoints.captchaConfig.path}`)).json();
      expect(config).toEqual({ enabled: false });
      const demo = await fetch(`${running.origin}${endpoints.captchaDemoToken.path}`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ siteKey: demoCaptchaSiteKey, action: 'sign-in' }),
      });
      expect(demo.status).toBe(404);
    } finally {
      await running.stop();
    }
  });

  it('takes a real provider from the environment, with its documented siteverify URL', async () => {
    const api = await start({
      env: {
        CAPTCHA_ENABLED: 'true',
        CAPTCHA_PROVIDER: 'hcaptcha',
        CAPTCHA_SITE_KEY: 'k',
        CAPTCHA_SECRET: 's',
      },
    });
    expect(api.options.captcha).toMatchObject({
      enabled: true,
      provider: 'hcaptcha',
      verifyUrl: siteverifyUrls.hcaptcha,
      hostnames: ['news.example.com'],
    });
    await api.close();
  });
});
