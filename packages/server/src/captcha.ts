/**
 * Captcha on the server: one verification interface, the offline demo provider (development
 * only) and the choice between it and a real provider's siteverify call (captcha-siteverify.ts).
 * Demo tokens are HMAC-signed {action, expiry, nonce}, valid for 2 minutes, for one action, and
 * only once; the secret lives in memory.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { CaptchaAction } from '@masthead/api/contract';
import type { ResolvedCaptcha } from './captcha-options.ts';
import { createSiteverifyCaptcha } from './captcha-siteverify.ts';

const lifetimeMs = 2 * 60 * 1000;

/** What the routes ask of any provider. */
export interface CaptchaVerifier {
  /**
   * True once for a token a person's browser got for `action`; false for anything else,
   * including a provider that cannot be reached (it never rejects). `remoteIp` is the
   * reader's address, which real providers check the token against.
   */
  verify(token: unknown, action: CaptchaAction, remoteIp?: string): Promise<boolean>;
}

/** The offline demo provider: it issues its own tokens (POST /service/captcha/demo/token). */
export interface DemoCaptcha extends CaptchaVerifier {
  issue(action: CaptchaAction): string;
}

export function createDemoCaptcha(secret = randomBytes(32)): DemoCaptcha {
  const used = new Map<string, number>();
  const sign = (payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');
  const check = (token: unknown, action: CaptchaAction): boolean => {
    if (typeof token !== 'string' || token.length > 2000) return false;
    const [payload = '', signature = ''] = token.split('.');
    const expected = Buffer.from(sign(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
    const { a, e, n } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
      a: string;
      e: number;
      n: string;
    };
    const now = Date.now();
    for (const [nonce, expiry] of used) if (expiry < now) used.delete(nonce);
    if (a !== action || e < now || used.has(n)) return false;
    used.set(n, e);
    return true;
  };
  return {
    issue(action) {
      const payload = Buffer.from(
        JSON.stringify({ a: action, e: Date.now() + lifetimeMs, n: randomBytes(12).toString('base64url') }),
      ).toString('base64url');
      return `${payload}.${sign(payload)}`;
    },
    verify: async (token, action) => check(token, action),
  };
}

/** The configured provider's verifier, and the demo provider when it is the one (else undefined). */
export function createCaptcha(captcha: ResolvedCaptcha): {
  verifier: CaptchaVerifier;
  demo: DemoCaptcha | undefined;
} {
  if (captcha.provider === 'demo') {
    const demo = createDemoCaptcha();
    return { verifier: demo, demo };
  }
  if (captcha.provider === undefined) return { verifier: { verify: async () => false }, demo: undefined };
  return { verifier: createSiteverifyCaptcha(captcha), demo: undefined };
}

/** What the routes call: true when captcha is on and `token` does not prove a person for `action`. */
export async function captchaRefused(
  ctx: { options: { captcha: ResolvedCaptcha }; captcha: CaptchaVerifier },
  request: FastifyRequest,
  token: unknown,
  action: CaptchaAction,
): Promise<boolean> {
  if (!ctx.options.captcha.enabled) return false;
  // A loopback address is a proxy not named in TRUSTED_PROXIES, not the reader: not sent.
  const loopback = /^(127\.|::1$|::ffff:127\.)/.test(request.ip);
  return !(await ctx.captcha.verify(token, action, loopback ? undefined : request.ip));
}
