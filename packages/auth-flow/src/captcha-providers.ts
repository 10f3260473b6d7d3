/**
 * The captcha provider interface and the reCAPTCHA-v3-style adapter. No API
 * client here, so a host can name its adapters without loading the flow's calls.
 */
import type { CaptchaAction, CaptchaProviderName } from '@masthead/api';
import { allowScriptUrl } from './script-policy.ts';
import { loadScript } from './script.ts';

/**
 * Anything that turns a site key and an action into a one-time token (reCAPTCHA v3's shape);
 * Turnstile's and hCaptcha's adapters (captcha-widgets.ts) wrap their widgets in it.
 */
export interface CaptchaProvider {
  execute(siteKey: string, options: { action: CaptchaAction }): Promise<string>;
}

interface GrecaptchaLike {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): PromiseLike<string>;
}

export interface RecaptchaOptions {
  /** Script URL; `{siteKey}` is replaced. Default Google's reCAPTCHA v3 API with `render={siteKey}`. */
  scriptUrl?: string;
  /** The document to load the script into. Default the global document, read when first used. */
  doc?: Document;
}

/**
 * The reCAPTCHA-v3-style adapter: loads the provider's script once, waits for
 * `grecaptcha.ready`, then calls `grecaptcha.execute(siteKey, { action })`.
 */
export function recaptchaV3Provider(options: RecaptchaOptions = {}): CaptchaProvider {
  const template = options.scriptUrl ?? 'https://www.google.com/recaptcha/api.js?render={siteKey}';
  allowScriptUrl(template);
  return {
    async execute(siteKey, { action }) {
      const doc = options.doc ?? document;
      await loadScript(template.replace('{siteKey}', encodeURIComponent(siteKey)), doc);
      const grecaptcha = (doc.defaultView as (Window & { grecaptcha?: GrecaptchaLike }) | null)?.grecaptcha;
      if (!grecaptcha) throw new Error('The captcha script did not define grecaptcha');
      await new Promise<void>((resolve) => grecaptcha.ready(resolve));
      return grecaptcha.execute(siteKey, { action });
    },
  };
}

/** Providers by the name the captcha-enabled check answers with. */
export type CaptchaProviders = Record<CaptchaProviderName, CaptchaProvider>;
