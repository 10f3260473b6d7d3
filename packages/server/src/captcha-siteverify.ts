/**
 * Real captcha providers, verified on the server as each documents it: a POST of the secret
 * and the reader's token (and the reader's address) as a form to the provider's siteverify
 * URL, whose JSON answer says `success`. Cloudflare Turnstile and reCAPTCHA v3 also say which
 * action the token was made for, reCAPTCHA v3 a score; every provider says the host name of
 * the page that made it. A token is refused unless all of these fit; an unreachable provider,
 * a timeout or an answer that is not JSON refuses it too (fails closed).
 */
import type { CaptchaAction } from '@masthead/api/contract';
import type { CaptchaVerifier } from './captcha.ts';

export type SiteverifyProvider = 'turnstile' | 'hcaptcha' | 'recaptcha';

/** Each provider's documented siteverify URL (CAPTCHA_VERIFY_URL replaces it, for a test double). */
export const siteverifyUrls: Record<SiteverifyProvider, string> = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
};

export interface SiteverifySettings {
  provider: SiteverifyProvider;
  siteKey: string;
  secret: string;
  verifyUrl: string;
  /** reCAPTCHA v3: the lowest score taken for a person (0 to 1). */
  minScore: number;
  /** Host names the token's page may have (the accepted origins'); empty: any. */
  hostnames: readonly string[];
  /** How long the provider has to answer. */
  timeoutMs: number;
  /** Where a provider's refusal of the configuration (a wrong secret) or its silence is reported. */
  report?: (message: string) => void;
}

/** What siteverify answers; every field is read as unknown until checked. */
interface SiteverifyAnswer {
  success?: unknown;
  action?: unknown;
  score?: unknown;
  hostname?: unknown;
  'error-codes'?: unknown;
}

/** Error codes that say the server's configuration is wrong, not the reader's token. */
const configurationErrors = /secret|sitekey/i;

/** Whether an answer accepts the token for `action`, by the provider's rules. */
export function siteverifyAccepts(
  answer: unknown,
  action: CaptchaAction,
  settings: Pick<SiteverifySettings, 'provider' | 'minScore' | 'hostnames'>,
): boolean {
  if (typeof answer !== 'object' || answer === null) return false;
  const { success, action: madeFor, score, hostname } = answer as SiteverifyAnswer;
  if (success !== true) return false;
  // Turnstile and reCAPTCHA v3 name the action the widget was run with: another form's token is not this one's.
  if (settings.provider !== 'hcaptcha' && madeFor !== action) return false;
  if (settings.provider === 'recaptcha' && (typeof score !== 'number' || score < settings.minScore))
    return false;
  if (settings.hostnames.length > 0 && !settings.hostnames.includes(String(hostname))) return false;
  return true;
}

export function createSiteverifyCaptcha(settings: SiteverifySettings): CaptchaVerifier {
  const report = settings.report ?? ((message: string) => console.error(message));
  return {
    async verify(token, action, remoteIp) {
      // Each provider's tokens are a few hundred to a few thousand characters.
      if (typeof token !== 'string' || token === '' || token.length > 4096) return false;
      const form = new URLSearchParams({ secret: settings.secret, response: token });
      if (remoteIp) form.set('remoteip', remoteIp);
      // hCaptcha checks the token was made with this site key when it is sent.
      if (settings.provider === 'hcaptcha') form.set('sitekey', settings.siteKey);
      let answer: unknown;
      try {
        const response = await fetch(settings.verifyUrl, {
          method: 'POST',
          body: form,
          redirect: 'error',
          signal: AbortSignal.timeout(settings.timeoutMs),
        });
        if (!response.ok) throw new Error(`it answered ${response.status}`);
        answer = await response.json();
      } catch (error) {
        report(
          `captcha: ${settings.provider}'s siteverify (${settings.verifyUrl}) could not be asked: ` +
            `${error instanceof Error ? error.message : String(error)}; the token was refused.`,
        );
        return false;
      }
      const codes = (answer as SiteverifyAnswer | null)?.['error-codes'];
      if (Array.isArray(codes) && codes.some((code) => configurationErrors.test(String(code))))
        report(
          `captcha: ${settings.provider} refused the server's configuration (${codes.join(', ')}): ` +
            'check CAPTCHA_SECRET and CAPTCHA_SITE_KEY.',
        );
      return siteverifyAccepts(answer, action, settings);
    },
  };
}
