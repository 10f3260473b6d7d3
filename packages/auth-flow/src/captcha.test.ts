import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoCaptchaSiteKey, signIn } from '@masthead/api';
import { demoAccounts } from '@masthead/api/contract';
import { handlers, visitor } from '@masthead/api/mocks';
import { captchaField, demoCaptchaProvider, recaptchaV3Provider, withCaptcha } from './captcha.ts';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const { reader } = demoAccounts;

describe('withCaptcha', () => {
  it('given captcha off, calls without a token', async () => {
    const call = vi.fn(async (token: string | undefined) => token);
    await expect(withCaptcha('sign-in', call)).resolves.toBeUndefined();
    expect(call).toHaveBeenCalledWith(undefined);
  });

  it('given captcha on, requests a token for the action from the configured provider and attaches it', async () => {
    visitor.captcha(true);
    const execute = vi.fn(async () => 'token-1');
    const token = await withCaptcha('register', async (t) => t, { providers: { demo: { execute } } });
    expect(token).toBe('token-1');
    expect(execute).toHaveBeenCalledWith(demoCaptchaSiteKey, { action: 'register' });
  });

  it('given captcha on, the demo adapter gets a token the API accepts', async () => {
    visitor.captcha(true);
    const answer = await withCaptcha('sign-in', (t) =>
      signIn({ emailAddress: reader.emailAddress, password: reader.password, ...captchaField(t) }),
    );
    expect(answer.user.firstName).toBe(reader.firstName);
  });

  it('rejects when the captcha check fails', async () => {
    server.use(http.get('*/api/captcha/config', () => HttpResponse.error()));
    const call = vi.fn(async () => 'x');
    await expect(withCaptcha('sign-in', call)).rejects.toThrow();
    expect(call).not.toHaveBeenCalled();
  });

  it('the demo adapter asks the API for a token', async () => {
    await expect(
      demoCaptchaProvider.execute(demoCaptchaSiteKey, { action: 'reset-password' }),
    ).resolves.toEqual(expect.any(String));
  });
});

describe('the reCAPTCHA v3 adapter', () => {
  it('loads the script once, waits for ready and executes with the action', async () => {
    const doc = document.implementation.createHTMLDocument('t');
    const execute = vi.fn(async () => 'g-token');
    Object.defineProperty(doc, 'defaultView', {
      value: { grecaptcha: { ready: (cb: () => void) => cb(), execute } },
    });
    const provider = recaptchaV3Provider({ doc, scriptUrl: 'https://captcha.test/api.js?render={siteKey}' });
    const first = provider.execute('key 1', { action: 'sign-in' });
    const script = doc.head.querySelector('script');
    expect(script?.getAttribute('src')).toBe('https://captcha.test/api.js?render=key%201');
    script?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe('g-token');
    await expect(provider.execute('key 1', { action: 'register' })).resolves.toBe('g-token');
    expect(doc.head.querySelectorAll('script')).toHaveLength(1);
    expect(execute).toHaveBeenLastCalledWith('key 1', { action: 'register' });
  });

  it('rejects when the script fails to load', async () => {
    const doc = document.implementation.createHTMLDocument('t');
    const provider = recaptchaV3Provider({ doc, scriptUrl: 'https://captcha.test/broken.js' });
    const attempt = provider.execute('k', { action: 'sign-in' });
    doc.head.querySelector('script')?.dispatchEvent(new Event('error'));
    await expect(attempt).rejects.toThrow('Could not load');
  });
});
