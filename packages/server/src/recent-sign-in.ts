/**
 * Recent sign-in for what grants access. Adding or removing a passkey needs the session's sign-in
 * (password or passkey), or its confirmation, within `recentSignInMinutes` (5 by default): a
 * session cookie alone, stolen from a shared computer, by malware or from a leaked log, keeps
 * reading the account but cannot add a way in of its own. Each session keeps the time
 * (`sessions.signed_in_at`): set when it starts, moved by a confirmation, never by a request.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorFields, serverMessages, type ErrorBody } from '@masthead/api/contract';
import { fail, type Context } from './context.ts';
import { sessionTokenHash } from './sessions.ts';

export const reauthenticationRequired: ErrorBody = {
  field: errorFields.reauthenticationRequired,
  errorMessage: serverMessages.reauthenticationRequired,
};

/** Whether this request's session was signed in, or confirmed, within the window. */
export async function hasRecentSignIn(ctx: Context, request: FastifyRequest): Promise<boolean> {
  const tokenHash = sessionTokenHash(ctx, request);
  if (!tokenHash) return false;
  const [row] = await ctx.db.query<{ recent: boolean }>(
    `select signed_in_at > now() - make_interval(mins => $2::int) as recent from sessions where token_hash = $1`,
    [tokenHash, ctx.options.recentSignInMinutes],
  );
  return row?.recent ?? false;
}

/**
 * For a signed-in request: true when its sign-in is recent; otherwise answers 403
 * `reauthentication_required` (the handler then returns the reply) and resolves false.
 */
export async function requireRecentSignIn(
  ctx: Context,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> {
  if (await hasRecentSignIn(ctx, request)) return true;
  await fail(reply, 403, reauthenticationRequired);
  return false;
}

/** The session's sign-in is confirmed now: until when it may add and remove passkeys. */
export async function confirmSignIn(ctx: Context, request: FastifyRequest): Promise<string> {
  const [row] = await ctx.db.query<{ until: Date }>(
    `update sessions set signed_in_at = now() where token_hash = $1
     returning signed_in_at + make_interval(mins => $2::int) as until`,
    [sessionTokenHash(ctx, request), ctx.options.recentSignInMinutes],
  );
  return new Date(row?.until ?? Date.now()).toISOString();
}
