import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { handlers } from '@masthead/api/mocks';
import { withCaptcha } from './captcha.ts';
import { hcaptchaProvider, turnstileProvider } from './captcha-widgets.ts';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A document whose window holds `globals` (a provider's script, already run). */
function pageWith(globals: Record<string, unknown>) {
  const doc = document.implementation.createHTMLDocument('t');
  Object.defineProperty(doc, 'defaultView', { value: globals });
  return doc;
}

/** Answers the provider's script load, once it is in the head. */
const scriptLoads = (doc: Document) => doc.head.querySelector('script')?.dispatchEvent(new Event('load'));

describe('the Turnstile adapter', () => {
  it('renders a widget with the site key and the action inside the open dialog, runs it, and removes it', async () => {
    let options: Record<string, unknown> = {};
    let inDialog = false;
    const remove = vi.fn();
    const turnstile = {
      render: vi.fn((container: HTMLElement, given: Record<string, unknown>) => {
        options = given;
        inDialog = container.parentElement?.getAttribute('role') === 'dialog';
        return 'widget-1';
      }),
      execute: vi.fn(() => (options.callback as (token: string) => void)('cf-token')),
      remove,
    };
    // The page's own document and window, where focus works: the reader is in the dialog.
    const doc = document;
    Object.assign(window, { turnstile });
    doc.body.innerHTML = '<div role="dialog"><button>Sign In</button></div>';
    doc.querySelector('button')?.focus();
    try {
      const provider = turnstileProvider({ doc, scriptUrl: 'https://captcha.test/turnstile.js' });
      const token = provider.execute('0x-site', { action: 'sign-in' });
      const script = doc.head.querySelector('script[src="https://captcha.test/turnstile.js"]');
      script?.dispatchEvent(new Event('load'));
      await expect(token).resolves.toBe('cf-token');
      expect(options).toMatchObject({ sitekey: '0x-site', action: 'sign-in', execution: 'execute' });
      expect(inDialog).toBe(true);
      expect(remove).toHaveBeenCalledWith('widget-1');
      expect(doc.querySelector('[data-masthead-captcha]')).toBeNull();
      script?.remove();
    } finally {
      Reflect.deleteProperty(window, 'turnstile');
      doc.body.innerHTML = '';
    }
  });

  it('rejects, and removes the widget, when the challenge fails', async () => {
    let options: Record<string, unknown> = {};
    const turnstile = {
      render: (_container: HTMLElement, given: Record<string, unknown>) => {
        options = given;
        return 'w';
      },
      execute: () => (options['error-callback'] as (code: string) => void)('300030'),
      remove: vi.fn(),
    };
    const doc = pageWith({ turnstile });
    const attempt = turnstileProvider({ doc, scriptUrl: 'https://captcha.test/turnstile-fails.js' }).execute(
      'k',
      {
        action: 'register',
      },
    );
    scriptLoads(doc);
    await expect(attempt).rejects.toThrow('Turnstile failed (300030)');
    expect(turnstile.remove).toHaveBeenCalledWith('w');
    expect(doc.querySelector('[data-masthead-captcha]')).toBeNull();
  });
});

describe('the hCaptcha adapter', () => {
  it('renders an invisible widget with the site key, executes it and returns its response', async () => {
    const hcaptcha = {
      render: vi.fn(() => 'h-1'),
      execute: vi.fn(async () => ({ response: 'h-token', key: 'k' })),
      remove: vi.fn(),
    };
    const doc = pageWith({ hcaptcha });
    const token = hcaptchaProvider({ doc, scriptUrl: 'https://captcha.test/hcaptcha.js' }).execute('h-site', {
      action: 'reset-password',
    });
    scriptLoads(doc);
    await expect(token).resolves.toBe('h-token');
    expect(hcaptcha.render).toHaveBeenCalledWith(expect.any(HTMLElement), {
      sitekey: 'h-site',
      size: 'invisible',
    });
    expect(hcaptcha.execute).toHaveBeenCalledWith('h-1', { async: true });
    expect(hcaptcha.remove).toHaveBeenCalledWith('h-1');
  });

  it('rejects when the script defines no hcaptcha', async () => {
    const doc = pageWith({});
    const attempt = hcaptchaProvider({ doc, scriptUrl: 'https://captcha.test/empty.js' }).execute('k', {
      action: 'sign-in',
    });
    scriptLoads(doc);
    await expect(attempt).rejects.toThrow('did not define hcaptcha');
  });
});

describe('given the server names a provider and its site key', () => {
  it.each([['turnstile'], ['hcaptcha'], ['recaptcha']] as const)(
    'asks the %s adapter for the token, with that site key',
    async (provider) => {
      server.use(
        http.get('*/api/captcha/config', () =>
          HttpResponse.json({ enabled: true, provider, siteKey: 'their-key' }),
        ),
      );
      const execute = vi.fn(async () => `${provider}-token`);
      const token = await withCaptcha('sign-in', async (t) => t, { providers: { [provider]: { execute } } });
      expect(token).toBe(`${provider}-token`);
      expect(execute).toHaveBeenCalledWith('their-key', { action: 'sign-in' });
    },
  );
});
