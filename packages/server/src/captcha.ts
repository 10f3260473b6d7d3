/**
 * The offline demo captcha provider: tokens are HMAC-signed {action, expiry, nonce},
 * valid for 2 minutes, for one action, and only once. The secret lives in memory.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CaptchaAction } from '@masthead/api/contract';

const lifetimeMs = 2 * 60 * 1000;

export interface CaptchaProvider {
  issue(action: CaptchaAction): string;
  /** True once for a fresh token issued for `action`. */
  verify(token: unknown, action: CaptchaAction): boolean;
}

export function createDemoCaptcha(secret = randomBytes(32)): CaptchaProvider {
  const used = new Map<string, number>();
  const sign = (payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');
  return {
    issue(action) {
      const payload = Buffer.from(
        JSON.stringify({ a: action, e: Date.now() + lifetimeMs, n: randomBytes(12).toString('base64url') }),
      ).toString('base64url');
      return `${payload}.${sign(payload)}`;
    },
    verify(token, action) {
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
    },
  };
}
