/** The one place HTTP answers become domain problems (docs/behaviour.md#errors). */
import type { ErrorBody } from '../contract/index.ts';
import { errorFields } from '../contract/index.ts';
import type { ApiProblem, PasskeyRefusal } from './api-error.ts';

const passkeyRefusals = new Map<string, PasskeyRefusal>([
  [errorFields.passkeyUnknown, 'unknown'],
  [errorFields.passkeyRemoved, 'removed'],
  [errorFields.passkeyExpired, 'expired'],
  [errorFields.passkeyInvalid, 'invalid'],
]);

/** How an endpoint reads a plain 400: sign-in's means wrong credentials (docs/behaviour.md#errors). */
export type BadRequestMeaning = 'invalid-credentials' | 'validation';

function readBody(value: unknown): Partial<ErrorBody> {
  return typeof value === 'object' && value !== null ? (value as Partial<ErrorBody>) : {};
}

/** Seconds to wait: Retry-After (seconds or an HTTP date), else the body's `retry_after`; null when neither says. */
function secondsToWait(retryAfter: string | null, body: Partial<ErrorBody>): number | null {
  const header = retryAfter?.trim() ?? '';
  if (/^\d+$/.test(header)) return Number(header);
  const date = header ? Date.parse(header) : Number.NaN;
  if (!Number.isNaN(date)) return Math.max(0, Math.ceil((date - Date.now()) / 1000));
  return Number.isInteger(body.retry_after) ? (body.retry_after ?? null) : null;
}

export function problemFromStatus(
  status: number,
  raw: unknown,
  badRequest: BadRequestMeaning,
  retryAfter: string | null = null,
): ApiProblem {
  const body = readBody(raw);
  if (status === 429) return { kind: 'rate-limited', retryAfterSeconds: secondsToWait(retryAfter, body) };
  const message = typeof body.errorMessage === 'string' ? body.errorMessage : '';
  const field = typeof body.field === 'string' ? body.field : null;
  if (field === errorFields.lockoutDuration) {
    const duration = String(body.lockout_duration ?? body.errorMessage ?? '');
    const seconds = body.lockout_seconds;
    return typeof seconds === 'number' && Number.isInteger(seconds) && seconds >= 0
      ? { kind: 'locked', duration, seconds }
      : { kind: 'locked', duration };
  }
  if (field === errorFields.captcha) return { kind: 'captcha', message };
  if (field === errorFields.resetToken) return { kind: 'reset-token-invalid', message };
  // A 403 of its own: the reader's sign-in is too old for the change, not a restricted account.
  if (field === errorFields.reauthenticationRequired) return { kind: 'reauthentication-required', message };
  // The page's origin refused: a deployment fault (http.ts logs why), not the reader's account.
  if (field === errorFields.origin) return { kind: 'server' };
  const refusal = field === null ? undefined : passkeyRefusals.get(field);
  if (refusal) return { kind: 'passkey-refused', reason: refusal };
  if (status === 400 && (field === errorFields.triesLeft || field === errorFields.credentials)) {
    const tries = Number(body.tries_left);
    return { kind: 'invalid-credentials', triesLeft: Number.isInteger(tries) ? tries : null };
  }
  if (status === 400 && badRequest === 'invalid-credentials')
    return { kind: 'invalid-credentials', triesLeft: null };
  if (status === 401) return { kind: 'unauthenticated' };
  if (status === 403) return { kind: 'restricted', message };
  if (status === 404) return { kind: 'not-found' };
  if (status === 409 || status === 422) return { kind: 'username-unavailable', message };
  if (status === 423) return { kind: 'reset-locked', message };
  if (status >= 400 && status < 500) return { kind: 'validation', message, field };
  return { kind: 'server' };
}
