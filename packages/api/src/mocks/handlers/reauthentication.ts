/**
 * Confirming the visitor's sign-in, over the mock db, as the server does: the password (counted
 * and refused as a sign-in is) or a passkey of the session's own account starts the window for
 * adding and removing passkeys again.
 */
import { http, HttpResponse } from 'msw';
import type { ReauthenticateResponse } from '../../contract/index.ts';
import { endpoints, errorFields, serverMessages } from '../../contract/index.ts';
import { mockDb, sessionAccount } from '../db.ts';
import { anyOrigin, errorResponse, missingString, readJsonObject } from '../respond.ts';
import { passwordTry } from './auth.ts';
import { assertedPasskey } from './passkeys.ts';
import { recentSignInMs } from './recent-sign-in.ts';

const signInRequired = () =>
  errorResponse(401, { field: errorFields.signInRequired, errorMessage: serverMessages.signInRequired });

function confirmed(): Response {
  const now = Date.now();
  mockDb.sessionSignedInAt = now;
  return HttpResponse.json<ReauthenticateResponse>({
    confirmedUntil: new Date(now + recentSignInMs).toISOString(),
  });
}

export const reauthenticationHandlers = [
  http.post(anyOrigin(endpoints.reauthenticate), async ({ request }) => {
    const account = sessionAccount();
    if (!account) return signInRequired();
    const parsed = await readJsonObject(request);
    if ('error' in parsed) return parsed.error;
    const missing = missingString(parsed.body, ['password']);
    if (missing) return missing;
    const tried = passwordTry(account.emailAddress, parsed.body.password);
    if ('error' in tried) return tried.error;
    account.passwordProvenAt = mockDb.clock += 1;
    return confirmed();
  }),
  http.post(anyOrigin(endpoints.reauthenticateWithPasskey), async ({ request }) => {
    const account = sessionAccount();
    if (!account) return signInRequired();
    const asserted = assertedPasskey(await readJsonObject(request));
    if ('error' in asserted) return asserted.error;
    // Another account's passkey confirms nothing about this session.
    if (asserted.account !== account)
      return errorResponse(400, {
        field: errorFields.passkeyInvalid,
        errorMessage: serverMessages.passkeyInvalid,
      });
    asserted.passkey.lastUsedAt = new Date().toISOString();
    return confirmed();
  }),
];
