/** Sign-in with lockout, session, logout, and password reset with its completion (docs/behaviour.md#sign-in-errors). */
import type { FastifyInstance } from 'fastify';
import {
  errorFields,
  lockedMessage,
  maxSignInAttempts,
  passwordPolicy,
  serverMessages,
  triesLeftMessage,
} from '@masthead/api/contract';
import { fail, noBody, type Context } from '../context.ts';
import { hashPassword, needsRehash, verifyPassword } from '../passwords.ts';
import { issueResetToken, resetTokenUser, useResetToken } from '../reset-tokens.ts';
import { publicOriginOf } from '../origin.ts';
import { route } from '../route.ts';
import { endAllSessions, endSession, sessionUser, startSession } from '../sessions.ts';
import { authResponseOf, findUserByEmail, isLocked } from '../users.ts';

export function authRoutes(app: FastifyInstance, ctx: Context): void {
  const { lockoutDuration, lockoutMinutes } = ctx.options;
  const locked = {
    field: errorFields.lockoutDuration,
    lockout_duration: lockoutDuration,
    errorMessage: lockedMessage(lockoutDuration),
  };
  const restricted = { field: errorFields.restricted, errorMessage: serverMessages.restricted };
  const captchaFailed = { field: errorFields.captcha, errorMessage: serverMessages.captcha };

  const resetTokenInvalid = { field: errorFields.resetToken, errorMessage: serverMessages.resetTokenInvalid };

  route(app, 'signIn', async (request, reply) => {
    const { emailAddress, password, captchaToken } = request.body;
    if (ctx.options.captchaEnabled && !ctx.captcha.verify(captchaToken, 'sign-in'))
      return fail(reply, 400, captchaFailed);
    const user = await findUserByEmail(ctx.db, emailAddress);
    const valid = await verifyPassword(password, user?.password_hash ?? null);
    if (!user?.password_hash)
      return fail(reply, 400, {
        field: errorFields.credentials,
        errorMessage: serverMessages.invalidCredentials,
      });
    if (user.restricted) return fail(reply, 403, restricted);
    if (isLocked(user)) return fail(reply, 400, locked);
    if (!valid) {
      // A lock that has run out starts a fresh count.
      const [row] = await ctx.db.query<{ failed_attempts: number }>(
        `update users set failed_attempts = case when locked_until is not null then 1 else failed_attempts + 1 end,
           locked_until = null where id = $1 returning failed_attempts`,
        [user.id],
      );
      const triesLeft = maxSignInAttempts - (row?.failed_attempts ?? maxSignInAttempts);
      if (triesLeft > 0)
        return fail(reply, 400, {
          field: errorFields.triesLeft,
          tries_left: triesLeft,
          errorMessage: triesLeftMessage(triesLeft),
        });
      await ctx.db.query('update users set locked_until = now() + make_interval(mins => $2) where id = $1', [
        user.id,
        lockoutMinutes,
      ]);
      return fail(reply, 400, locked);
    }
    // A hash from weaker settings is replaced now that the password is known (unless it changed meanwhile).
    if (needsRehash(user.password_hash))
      await ctx.db.query('update users set password_hash = $2 where id = $1 and password_hash = $3', [
        user.id,
        await hashPassword(password),
        user.password_hash,
      ]);
    await startSession(ctx, request, reply, user);
    return authResponseOf(user);
  });

  route(app, 'session', async (request) => {
    const user = await sessionUser(ctx, request);
    return { session: user ? authResponseOf(user) : null };
  });

  route(
    app,
    'logout',
    async (request, reply) => {
      await endSession(ctx, request, reply);
      return reply.code(204).send();
    },
    { preValidation: noBody },
  );

  route(app, 'resetPassword', async (request, reply) => {
    const { emailAddress, captchaToken } = request.body;
    if (ctx.options.captchaEnabled && !ctx.captcha.verify(captchaToken, 'reset-password'))
      return fail(reply, 400, captchaFailed);
    const user = await findUserByEmail(ctx.db, emailAddress);
    if (!user?.password_hash) return fail(reply, 404, { errorMessage: serverMessages.noAccount });
    if (user.restricted) return fail(reply, 403, restricted);
    if (isLocked(user)) return fail(reply, 423, { errorMessage: serverMessages.resetLocked });
    const token = await issueResetToken(ctx, user);
    // The configured origin, never the Host header: a forged Host would mail the token to its owner.
    const link = `${publicOriginOf(ctx.options, request)}/reset-password?token=${token}`;
    await ctx.db.query('insert into mails (to_email, subject, body) values ($1, $2, $3)', [
      user.email,
      'Reset your password',
      `Hello ${user.first_name},\n\nFollow this link within an hour to choose a new password:\n${link}\n\nIf you did not ask for this, ignore this mail.`,
    ]);
    return { message: serverMessages.resetSent };
  });

  route(app, 'verifyResetToken', async (request, reply) => {
    const user = await resetTokenUser(ctx, request.query.token);
    return user ? { emailAddress: user.email } : fail(reply, 400, resetTokenInvalid);
  });

  // The token is checked first, so a dead link says so whatever the password; a locked
  // account stays locked (docs/behaviour.md#errors's 423) and keeps its token until it expires.
  route(app, 'completePasswordReset', async (request, reply) => {
    const { token, password } = request.body;
    const user = await resetTokenUser(ctx, token);
    if (!user) return fail(reply, 400, resetTokenInvalid);
    if (user.restricted) return fail(reply, 403, restricted);
    if (isLocked(user)) return fail(reply, 423, { errorMessage: serverMessages.resetLocked });
    if (!passwordPolicy.test(password))
      return fail(reply, 400, { field: 'password', errorMessage: passwordPolicy.message });
    const hash = await hashPassword(password);
    // One use, even when two requests race: only one of them deletes the row.
    if (!(await useResetToken(ctx, token, user))) return fail(reply, 400, resetTokenInvalid);
    await ctx.db.query('update users set password_hash = $2 where id = $1', [user.id, hash]);
    await endAllSessions(ctx, user.id);
    await startSession(ctx, request, reply, user);
    return authResponseOf(user);
  });
}
