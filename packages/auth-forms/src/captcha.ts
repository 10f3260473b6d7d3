/**
 * Captcha behind a small provider interface (SPEC 5 and 7): when the captcha-enabled check
 * says so, a token for the call's action is requested right before the call and attached.
 */
import { getCaptchaEnabled, requestDemoCaptchaToken } from '@masthead/api';
import type { CaptchaAction, CaptchaConfig } from '@masthead/api';
import { loadScript } from './script.ts';

/** Anything that turns a site key and an action into a one-time token (reCAPTCHA v3's shape). */
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

/** The demo's offline adapter: the reference API (and the MSW mocks) hand out the token. */
export const demoCaptchaProvider: CaptchaProvider = {
  execute: (siteKey, { action }) => requestDemoCaptchaToken(siteKey, action),
};

/** Providers by the name the captcha-enabled check answers with. */
export type CaptchaProviders = Record<CaptchaConfig['provider'], CaptchaProvider>;

let defaultProviders: CaptchaProviders | undefined;
const providersOrDefault = (providers?: Partial<CaptchaProviders>): CaptchaProviders => {
  defaultProviders ??= { demo: demoCaptchaProvider, recaptcha: recaptchaV3Provider() };
  return { ...defaultProviders, ...providers };
};

export interface WithCaptchaOptions {
  /** Replace the default adapters (demo → offline demo, recaptcha → reCAPTCHA v3 script). */
  providers?: Partial<CaptchaProviders>;
}

/**
 * Runs `call` with a captcha token for `action` when the captcha-enabled check says so, and
 * with `undefined` otherwise. Any failure (the check, the token, the call) rejects.
 *
 * ```ts
 * const answer = await withCaptcha('sign-in', (captchaToken) =>
 *   signIn({ emailAddress, password, ...(captchaToken ? { captchaToken } : {}) }),
 * );
 * ```
 */
export async function withCaptcha<T>(
  action: CaptchaAction,
  call: (captchaToken: string | undefined) => Promise<T>,
  options: WithCaptchaOptions = {},
): Promise<T> {
  const config = await getCaptchaEnabled();
  if (!config.enabled) return call(undefined);
  const provider = providersOrDefault(options.providers)[config.provider];
  const token = await provider.execute(config.siteKey, { action });
  return call(token);
}

/** `{ captchaToken }` when there is a token, `{}` otherwise (for exactOptionalPropertyTypes). */
export const captchaField = (captchaToken: string | undefined): { captchaToken?: string } =>
  captchaToken === undefined ? {} : { captchaToken };
