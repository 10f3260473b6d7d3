/**
 * As the server: adding or removing a passkey needs a sign-in (or its confirmation) from the
 * last few minutes (`defaultRecentSignInMinutes`), so a session cookie alone cannot change how
 * the account signs in.
 */
import { defaultRecentSignInMinutes, errorFields, serverMessages } from '../../contract/index.ts';
import { mockDb } from '../db.ts';
import { errorResponse } from '../respond.ts';

/** The window, in milliseconds. */
export const recentSignInMs = defaultRecentSignInMinutes * 60_000;

/** Whether the visitor's session was signed in, or confirmed, within the window. */
export function hasRecentSignIn(): boolean {
  const at = mockDb.sessionSignedInAt;
  return at !== null && Date.now() - at < recentSignInMs;
}

export const reauthenticationRequired = () =>
  errorResponse(403, {
    field: errorFields.reauthenticationRequired,
    errorMessage: serverMessages.reauthenticationRequired,
  });
