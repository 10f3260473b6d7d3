/** Captcha config and the offline demo provider's tokens. */
import { http, HttpResponse } from 'msw';
import type { CaptchaAction, CaptchaConfig } from '../../contract/index.ts';
import { demoCaptchaSiteKey, endpoints, errorFields, serverMessages } from '../../contract/index.ts';
import { mockDb } from '../db.ts';
import { anyOrigin, errorResponse, readJsonObject } from '../respond.ts';

const actions: CaptchaAction[] = ['sign-in', 'register', 'reset-password'];
let issued = 0;

/** A 400 answer when captcha is on and the token is not one issued for `action`; consumes it. */
export function captchaRejection(token: unknown, action: CaptchaAction): Response | undefined {
  if (!mockDb.captchaEnabled) return undefined;
  const valid =
    typeof token === 'string' &&
    token.startsWith(`mock-${action}-`) &&
    mockDb.issuedCaptchaTokens.delete(token);
  return valid
    ? undefined
    : errorResponse(400, { field: errorFields.captcha, errorMessage: serverMessages.captcha });
}

export const captchaHandlers = [
  http.get(anyOrigin(endpoints.captchaConfig), () =>
    HttpResponse.json<CaptchaConfig>({
      enabled: mockDb.captchaEnabled,
      provider: 'demo',
      siteKey: demoCaptchaSiteKey,
    }),
  ),
  http.post(anyOrigin(endpoints.captchaDemoToken), async ({ request }) => {
    const parsed = await readJsonObject(request);
    if ('error' in parsed) return parsed.error;
    const { siteKey, action } = parsed.body;
    if (siteKey !== demoCaptchaSiteKey)
      return errorResponse(400, { field: 'siteKey', errorMessage: 'Unknown site key.' });
    if (!actions.includes(action as CaptchaAction))
      return errorResponse(400, {
        field: 'action',
        errorMessage: `action must be one of ${actions.join(', ')}.`,
      });
    issued += 1;
    const token = `mock-${String(action)}-${issued}`;
    mockDb.issuedCaptchaTokens.add(token);
    return HttpResponse.json({ token });
  }),
];
