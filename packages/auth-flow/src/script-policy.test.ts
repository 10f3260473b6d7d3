/**
 * The adapters' scripts on a page that requires Trusted Types: through one policy named
 * `masthead`, made only when an adapter loads its script, for the adapters' URLs only.
 */
import { describe, expect, it, vi } from 'vitest';
import { recaptchaV3Provider } from './captcha-providers.ts';
import { geoIpLocationProvider } from './location.ts';
import { loadScript } from './script.ts';

interface Rules {
  createScriptURL(url: string): string;
}

/**
 * A page sent with `require-trusted-types-for 'script'; trusted-types <allowed>`, as a browser
 * enforces it: `createPolicy` refuses a name the directive does not list (or a second policy
 * of one name), and a script's `src` takes only a TrustedScriptURL one of its policies made.
 */
function pageRequiringTrustedTypes(allowed: readonly string[], { nonce }: { nonce?: string } = {}) {
  const doc = document.implementation.createHTMLDocument('page');
  if (nonce) {
    const loader = doc.createElement('script');
    loader.dataset.mastheadConfig = '/masthead.config.json';
    loader.nonce = nonce;
    doc.head.append(loader);
  }
  const policies: string[] = [];
  const trusted = new WeakSet<object>();
  const trustedTypes = {
    createPolicy(name: string, rules: Rules) {
      if (!allowed.includes(name) || policies.includes(name))
        throw new TypeError(`Failed to execute 'createPolicy': Policy "${name}" disallowed.`);
      policies.push(name);
      return {
        createScriptURL(url: string) {
          const value = { url: rules.createScriptURL(url), toString: () => value.url };
          trusted.add(value);
          return value;
        },
      };
    },
  };
  const grecaptcha = { ready: (done: () => void) => done(), execute: async () => 'captcha-token' };
  const geoip2 = { country: (answer: (a: unknown) => void) => answer({ country: { iso_code: 'US' } }) };
  Object.defineProperty(doc, 'defaultView', { value: { trustedTypes, grecaptcha, geoip2 } });
  const setSource = Object.getOwnPropertyDescriptor(HTMLScriptElement.prototype, 'src')?.set;
  vi.spyOn(HTMLScriptElement.prototype, 'src', 'set').mockImplementation(function (
    this: HTMLScriptElement,
    value: unknown,
  ) {
    if (this.ownerDocument === doc && !(typeof value === 'object' && value !== null && trusted.has(value)))
      throw new TypeError("This document requires 'TrustedScriptURL' assignment.");
    setSource?.call(this, String(value));
  });
  /** The scripts in the page, and each one's load, as the browser would fire it. */
  const scripts = () => [...doc.head.querySelectorAll('script:not([data-masthead-config])')];
  const loadScripts = () => {
    for (const script of scripts()) script.dispatchEvent(new Event('load'));
  };
  return { doc, policies, scripts, loadScripts };
}

/** Lets the adapter reach its script, then fires its load. */
async function settle<T>(page: ReturnType<typeof pageRequiringTrustedTypes>, running: Promise<T>) {
  await vi.waitFor(() => expect(page.scripts().length).toBeGreaterThan(0));
  page.loadScripts();
  return running;
}

describe('given a page whose trusted-types lists masthead', () => {
  it('loads the captcha script through a policy named masthead', async () => {
    const page = pageRequiringTrustedTypes(['nextjs#bundler', 'masthead']);
    const captcha = recaptchaV3Provider({
      doc: page.doc,
      scriptUrl: 'https://captcha.test/api.js?k={siteKey}',
    });
    await expect(settle(page, captcha.execute('site key', { action: 'sign-in' }))).resolves.toBe(
      'captcha-token',
    );
    expect(page.scripts().map((script) => script.getAttribute('src'))).toEqual([
      'https://captcha.test/api.js?k=site%20key',
    ]);
    expect(page.policies).toEqual(['masthead']);
  });

  it('loads the geolocation script through the same policy, made once', async () => {
    const page = pageRequiringTrustedTypes(['masthead']);
    const captcha = recaptchaV3Provider({ doc: page.doc, scriptUrl: 'https://captcha.test/once.js' });
    await settle(page, captcha.execute('key', { action: 'register' }));
    const location = geoIpLocationProvider({ scriptUrl: 'https://geo.test/geoip2.js', doc: page.doc });
    const country = location.countryCode();
    await vi.waitFor(() => expect(page.scripts()).toHaveLength(2));
    page.loadScripts();
    await expect(country).resolves.toBe('US');
    expect(page.policies).toEqual(['masthead']);
  });

  it('puts the page’s nonce on the script, as on the loader’s tag', async () => {
    const page = pageRequiringTrustedTypes(['masthead'], { nonce: 'r4nd0m' });
    const captcha = recaptchaV3Provider({ doc: page.doc, scriptUrl: 'https://captcha.test/nonce.js' });
    await settle(page, captcha.execute('key', { action: 'sign-in' }));
    expect(page.scripts().map((script) => (script as HTMLScriptElement).nonce)).toEqual(['r4nd0m']);
  });

  it('refuses a script URL no adapter named, and adds no script', async () => {
    const page = pageRequiringTrustedTypes(['masthead']);
    recaptchaV3Provider({ doc: page.doc, scriptUrl: 'https://captcha.test/api.js?render={siteKey}' });
    await expect(loadScript('https://elsewhere.test/api.js', page.doc)).rejects.toThrow(
      'not the script URL of a captcha or geolocation adapter',
    );
    // The site key stands for one query value, not for more of the URL.
    await expect(
      loadScript('https://captcha.test/api.js?render=k&next=https://elsewhere.test/', page.doc),
    ).rejects.toThrow('not the script URL');
    expect(page.scripts()).toEqual([]);
  });
});

describe("given a page that sends trusted-types 'none'", () => {
  it('creates no policy while the adapters only exist', () => {
    const page = pageRequiringTrustedTypes([]);
    recaptchaV3Provider({ doc: page.doc });
    geoIpLocationProvider({ scriptUrl: 'https://geo.test/unused.js', doc: page.doc });
    expect(page.policies).toEqual([]);
  });

  it('fails an adapter’s load with what to add to the policy, and adds no script', async () => {
    const page = pageRequiringTrustedTypes([]);
    const captcha = recaptchaV3Provider({ doc: page.doc, scriptUrl: 'https://captcha.test/refused.js' });
    await expect(captcha.execute('key', { action: 'sign-in' })).rejects.toThrow(
      "allows no Trusted Types policy named 'masthead'",
    );
    expect(page.scripts()).toEqual([]);
  });
});

describe('given a browser without Trusted Types', () => {
  it('sets the script’s src to the URL itself', async () => {
    const doc = document.implementation.createHTMLDocument('page');
    Object.defineProperty(doc, 'defaultView', { value: {} });
    geoIpLocationProvider({ scriptUrl: 'https://geo.test/plain.js', doc });
    const loading = loadScript('https://geo.test/plain.js', doc);
    const script = doc.head.querySelector('script');
    expect(script?.src).toBe('https://geo.test/plain.js');
    script?.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBeUndefined();
  });
});
