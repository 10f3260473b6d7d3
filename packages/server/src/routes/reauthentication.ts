/**
 * Confirming a session's sign-in (recent-sign-in.ts): the signed-in reader proves it is them
 * again, with the password or one of the account's passkeys, and the session may add and remove
 * passkeys for `recentSignInMinutes`. Limited and answered as sign-in is: the same rate limits,
 * a wrong password counted towards the account's lock with the same texts, so a stolen cookie
 * is no cheaper a way to guess the password than the sign-in form. No captcha: the call is
 * bound to a session, and the lock bounds the guesses.
 */
import type { FastifyInstance } from 'fastify';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { fail, signInRequired, type Context } from '../context.ts';
import { passkeyRefusals, recordUse, verifyAssertion } from '../passkey-assertion.ts';
import { provePassword } from '../password-check.ts';
import { rateLimited } from '../rate-limits.ts';
import { confirmSignIn } from '../recent-sign-in.ts';
import { route } from '../route.ts';
import { sessionUser } from '../sessions.ts';

export function reauthenticationRoutes(app: FastifyInstance, ctx: Context): void {
  route(app, 'reauthenticate', async (request, reply) => {
    const user = await sessionUser(ctx, request);
    if (!user) return fail(reply, 401, signInRequired);
    if (await rateLimited(ctx, request, reply, 'signIn', { account: user.email })) return reply;
    if (!(await provePassword(ctx, request, reply, user.email, request.body.password))) return reply;
    // A password proof, as a password sign-in is (account-recovery.ts reads it).
    await ctx.db.query('update users set password_proven_at = now() where id = $1', [user.id]);
    return { confirmedUntil: await confirmSignIn(ctx, request) };
  });

  route(app, 'reauthenticateWithPasskey', async (request, reply) => {
    const user = await sessionUser(ctx, request);
    if (!user) return fail(reply, 401, signInRequired);
    if (await rateLimited(ctx, request, reply, 'signIn', { account: user.email })) return reply;
    const assertion = await verifyAssertion(
      ctx,
      request,
      request.body.response as AuthenticationResponseJSON,
    );
    if ('refusal' in assertion) return fail(reply, 400, assertion.refusal);
    // Another account's passkey proves nothing about this session's reader.
    if (assertion.passkey.user_id !== user.id) return fail(reply, 400, passkeyRefusals.invalid);
    await recordUse(ctx, assertion);
    return { confirmedUntil: await confirmSignIn(ctx, request) };
  });
}
