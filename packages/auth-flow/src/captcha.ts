/**
 * Captcha behind a small provider interface (docs/behaviour.md#captcha): when the captcha-enabled check
 * says so, a token for the call's action is requested right before the call and attached, from
 * the adapter of the provider the check names, with the site key it names (the server's
 * `CAPTCHA_PROVIDER` and `CAPTCHA_SITE_KEY`), so widgets and server always agree.
 */
import { getCaptchaEnabled, requestDemoCaptchaToken } from '@masthead/api';
import type { CaptchaAction } from '@masthead/api';
import { recaptchaV3Provider, type CaptchaProvider, type CaptchaProviders } from './captcha-providers.ts';
import { hcaptchaProvider, turnstileProvider } from './captcha-widgets.ts';

/** The demo's offline adapter: the reference API (and the MSW mocks) hand out the token. */
export const demoCaptchaProvider: CaptchaProvider = {
  execute: (siteKey, { action }) => requestDemoCaptchaToken(siteKey, action),
};

let defaultProviders: CaptchaProviders | undefined;
const providersOrDefault = (providers?: Partial<CaptchaProviders>): CaptchaProviders => {
  defaultProviders ??= {
    demo: demoCaptchaProvider,
    recaptcha: recaptchaV3Provider(),
    turnstile: turnstileProvider(),
    hcaptcha: hcaptchaProvider(),
  };
  return { ...defaultProviders, ...providers };
};

export interface WithCaptchaOptions {
  /**
   * Replace the default adapters (demo → offline demo, recaptcha → reCAPTCHA v3's script,
   * turnstile → Cloudflare Turnstile's, hcaptcha → hCaptcha's).
   */
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

export { hcaptchaProvider, recaptchaV3Provider, turnstileProvider };
export type { CaptchaProvider, CaptchaProviders };
