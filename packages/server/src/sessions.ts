/**
 * Cookie sessions: an opaque random token in an HttpOnly, SameSite=Lax cookie (Secure,
 * with the `__Host-` prefix, when the public origin is https); the database keeps only its
 * SHA-256. Anonymous visitors get a visitor cookie the first time they put something in a
 * cart.
 *
 * A session ends at the first of: logout, its idle limit (`sessionIdleMinutes` without a
 * request, 7 days by default), its absolute limit (`sessionDays` after sign-in, 30 by
 * default), a password reset of its account, or the account's restriction (a database
 * trigger deletes its sessions, whatever tool sets the flag).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Context } from './context.ts';
import { isHttpsOrigin, publicOriginOf } from './origin.ts';
import type { UserRow } from './users.ts';

export const sessionCookie = 'mh_session';
export const visitorCookie = 'mh_visitor';

export const digest = (token: string): string => createHash('sha256').update(token).digest('base64url');
/**
 * The cookies' names and options, from the configured public origin, never the Host
 * header: when it is https they are Secure and `__Host-` prefixed (no Domain, Path=/), so
 * neither plain http nor a sibling subdomain can set or overwrite them.
 */
function cookies(ctx: Context, request: FastifyRequest) {
  const secure = isHttpsOrigin(publicOriginOf(ctx.options, request));
  const name = (base: string) => (secure ? `__Host-${base}` : base);
  return {
    session: name(sessionCookie),
    visitor: name(visitorCookie),
    options: (maxAge: number) => ({ path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge }) as const,
  };
}

export async function sessionUser(ctx: Context, request: FastifyRequest): Promise<UserRow | undefined> {
  const token = request.cookies[cookies(ctx, request).session];
  if (!token || token.length > 100) return undefined;
  // One statement: a live session is found and its idle clock starts again.
  const [user] = await ctx.db.query<UserRow>(
    `with seen as (
       update sessions set last_seen_at = now()
       where token_hash = $1 and expires_at > now() and last_seen_at > now() - make_interval(mins => $2::int)
       returning user_id)
     select users.* from seen join users on users.id = seen.user_id where not users.restricted`,
    [digest(token), ctx.options.sessionIdleMinutes],
  );
  return user;
}

/**
 * How a sign-in was proved. 'password': the account's password, or a password just set by the
 * address's owner (registration, a mailed reset or confirmation link). 'passkey': a passkey,
 * which cannot vouch for passkeys (it may be the very one a reset has to judge).
 */
export type SignInProof = 'password' | 'passkey';

/**
 * Starts a fresh session (a new token: no fixation) and moves the visitor's cart in. A
 * password proof is remembered (`password_proven_at`): a reset removes the passkeys added
 * after the last one (account-recovery.ts). The session's sign-in time (`signed_in_at`)
 * is now: adding or removing a passkey needs it recent (recent-sign-in.ts).
 */
export async function startSession(
  ctx: Context,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  proof: SignInProof,
) {
  await endSession(ctx, request, reply);
  const token = randomBytes(32).toString('base64url');
  await ctx.db.query(
    `insert into sessions (token_hash, user_id, expires_at, signed_in_at)
     values ($1, $2, now() + make_interval(days => $3), now())`,
    [digest(token), user.id, ctx.options.sessionDays],
  );
  await ctx.db.query(
    // A new session starts the failure count again, but never lifts a running lock.
    `update users set previous_visit_at = last_visit_at, last_visit_at = now(),
       password_proven_at = case when $2 = 'password' then now() else password_proven_at end,
       failed_attempts = case when locked_until > now() then failed_attempts else 0 end,
       locked_until = case when locked_until > now() then locked_until end
     where id = $1`,
    [user.id, proof],
  );
  const names = cookies(ctx, request);
  reply.setCookie(names.session, token, names.options(ctx.options.sessionDays * 86400));
  const visitor = request.cookies[names.visitor];
  if (visitor) await mergeCart(ctx, `visitor:${visitor}`, `user:${user.id}`);
}

/** The stored form (SHA-256) of this request's session token, if it carries one. */
export function sessionTokenHash(ctx: Context, request: FastifyRequest): string | undefined {
  const token = request.cookies[cookies(ctx, request).session];
  return token ? digest(token) : undefined;
}

export async function endSession(ctx: Context, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const names = cookies(ctx, request);
  const token = request.cookies[names.session];
  if (!token) return;
  await ctx.db.query('delete from sessions where token_hash = $1', [digest(token)]);
  reply.clearCookie(names.session, names.options(0));
}

/** Ends every session of the account, on every device (after a password reset): their stored token hashes. */
export async function endAllSessions(ctx: Context, userId: string): Promise<string[]> {
  const rows = await ctx.db.query<{ token_hash: string }>(
    'delete from sessions where user_id = $1 returning token_hash',
    [userId],
  );
  return rows.map((row) => row.token_hash);
}

async function mergeCart(ctx: Context, from: string, to: string): Promise<void> {
  await ctx.db.query(
    `insert into cart_items (owner, sku, quantity) select $2, sku, quantity from cart_items where owner = $1
     on conflict (owner, sku) do update set quantity = least(99, cart_items.quantity + excluded.quantity)`,
    [from, to],
  );
  await ctx.db.query('delete from cart_items where owner = $1', [from]);
}

/** The cart owner of this visitor; creates the visitor cookie when `create` and there is none. */
export async function cartOwner(ctx: Context, request: FastifyRequest, reply: FastifyReply, create: boolean) {
  const user = await sessionUser(ctx, request);
  if (user) return `user:${user.id}`;
  const names = cookies(ctx, request);
  const existing = request.cookies[names.visitor];
  if (existing && /^[\w-]{16,64}$/.test(existing)) return `visitor:${existing}`;
  if (!create) return undefined;
  const id = randomBytes(18).toString('base64url');
  reply.setCookie(names.visitor, id, names.options(365 * 86400));
  return `visitor:${id}`;
}
