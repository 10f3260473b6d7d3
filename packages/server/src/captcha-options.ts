/**
 * The captcha settings: which provider makes the tokens, its keys, and whether sign-in,
 * register and reset need one. The offline demo provider hands a token to any script that
 * asks, so it proves nothing: development only, and a production start that names it, or
 * turns captcha on without a real provider, stops with a message saying what to set.
 */
import { demoCaptchaSiteKey, type CaptchaProviderName } from '@masthead/api/contract';
import { isLocalOrigin } from './origin.ts';
import { siteverifyUrls, type SiteverifyProvider, type SiteverifySettings } from './captcha-siteverify.ts';

export interface CaptchaOptions {
  /** Sign-in, register and reset need a captcha token. Env `CAPTCHA_ENABLED`. Default false. */
  captchaEnabled?: boolean;
  /**
   * Who makes and checks the tokens: `turnstile` (Cloudflare), `hcaptcha`, `recaptcha` (v3),
   * or `demo` (the offline provider, development only). Env `CAPTCHA_PROVIDER`. Default
   * `demo` in development, none in production (where `demo` stops the start).
   */
  captchaProvider?: CaptchaProviderName;
  /** The provider's public site key, which the widgets get. Env `CAPTCHA_SITE_KEY`. Required with a real provider. */
  captchaSiteKey?: string;
  /** The provider's secret key, sent to its siteverify URL only. Env `CAPTCHA_SECRET`. Required with a real provider. */
  captchaSecret?: string;
  /** Where tokens are verified. Env `CAPTCHA_VERIFY_URL`. Default the provider's documented siteverify URL. */
  captchaVerifyUrl?: string;
  /** reCAPTCHA v3's lowest score taken for a person, 0 to 1. Env `CAPTCHA_MIN_SCORE`. Default 0.5. */
  captchaMinScore?: number;
}

export type ResolvedCaptcha =
  | { enabled: boolean; provider: 'demo'; siteKey: string }
  | ({ enabled: boolean } & SiteverifySettings)
  | { enabled: false; provider: undefined };

const realProviders = Object.keys(siteverifyUrls) as SiteverifyProvider[];
const isRealProvider = (name: string): name is SiteverifyProvider =>
  (realProviders as string[]).includes(name);

const flag = (value: string | undefined) =>
  value === undefined || value === '' ? undefined : /^(1|true|yes|on)$/i.test(value);

/** The verification URL, https unless it is this machine's (a test double). */
function verifyUrlOf(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`CAPTCHA_VERIFY_URL: ${JSON.stringify(value)} is not a URL`);
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLocalOrigin(url.origin)))
    throw new Error(`CAPTCHA_VERIFY_URL must be https (${value}): the secret is sent to it.`);
  return url.href;
}

function minScoreOf(value: number | string | undefined): number {
  const score = value === undefined || value === '' ? 0.5 : Number(value);
  if (!Number.isFinite(score) || score < 0 || score > 1)
    throw new Error('CAPTCHA_MIN_SCORE must be a number from 0 to 1');
  return score;
}

/**
 * The captcha settings in force. A token's page must be on the public origin's or an allowed
 * origin's host name; in development without a public origin, on any.
 */
export function resolveCaptcha(
  options: CaptchaOptions,
  env: Record<string, string | undefined>,
  mode: 'development' | 'production',
  { publicOrigin, allowedOrigins }: { publicOrigin: string | undefined; allowedOrigins: readonly string[] },
): ResolvedCaptcha {
  const hostnames =
    publicOrigin === undefined
      ? []
      : [publicOrigin, ...allowedOrigins].map((origin) => new URL(origin).hostname);
  const enabled = options.captchaEnabled ?? flag(env.CAPTCHA_ENABLED) ?? false;
  const named = options.captchaProvider ?? (env.CAPTCHA_PROVIDER?.trim() || undefined);
  const provider = named ?? (mode === 'development' ? 'demo' : undefined);
  if (provider === 'demo') {
    if (mode === 'production')
      throw new Error(
        'The demo captcha provider (it gives a token to any script that asks) is for development ' +
          'only and the server is in production mode: refusing to start. Set CAPTCHA_PROVIDER to ' +
          'turnstile, hcaptcha or recaptcha, with CAPTCHA_SITE_KEY and CAPTCHA_SECRET.',
      );
    return { enabled, provider, siteKey: demoCaptchaSiteKey };
  }
  if (provider === undefined) {
    if (enabled)
      throw new Error(
        'CAPTCHA_ENABLED needs a real captcha provider in production: set CAPTCHA_PROVIDER to ' +
          'turnstile, hcaptcha or recaptcha, with CAPTCHA_SITE_KEY and CAPTCHA_SECRET.',
      );
    return { enabled: false, provider: undefined };
  }
  if (!isRealProvider(provider))
    throw new Error(
      `CAPTCHA_PROVIDER must be one of ${[...realProviders, 'demo'].join(', ')}, not ${JSON.stringify(provider)}`,
    );
  const siteKey = options.captchaSiteKey ?? env.CAPTCHA_SITE_KEY ?? '';
  const secret = options.captchaSecret ?? env.CAPTCHA_SECRET ?? '';
  if (!siteKey.trim() || !secret.trim())
    throw new Error(
      `CAPTCHA_PROVIDER=${provider} needs CAPTCHA_SITE_KEY (the widget's) and CAPTCHA_SECRET (the server's).`,
    );
  return {
    enabled,
    provider,
    siteKey: siteKey.trim(),
    secret: secret.trim(),
    verifyUrl: verifyUrlOf(
      options.captchaVerifyUrl ?? (env.CAPTCHA_VERIFY_URL?.trim() || siteverifyUrls[provider]),
    ),
    minScore: minScoreOf(options.captchaMinScore ?? env.CAPTCHA_MIN_SCORE),
    hostnames,
    timeoutMs: 5000,
  };
}
