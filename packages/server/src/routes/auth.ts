/** Sign-in with lockout, session, logout, and password reset with its completion (docs/behaviour.md#sign-in-errors). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
import { forgetClientCount, rateLimited } from '../rate-limits.ts';
import { route } from '../route.ts';
import { mailPasswordChanged, takeBackAccess } from '../account-recovery.ts';
import { endSession, sessionUser, startSession } from '../sessions.ts';
import { sendMail } from '../mail.ts';
import { clearAttempts, countAttempt } from '../sign-in-attempts.ts';
import { authResponseOf, findUserByEmail, isLocked, type UserRow } from '../users.ts';

/** The reset mail: a link, or why there is none (a restricted or locked account). */
async function mailReset(ctx: Context, request: FastifyRequest, user: UserRow): Promise<void> {
  const hello = `Hello ${user.first_name},\n\nSomeone, hopefully you, asked to reset the password of your account.`;
  const ignore = 'If you did not ask for this, ignore this mail.';
  if (user.restricted || isLocked(user)) {
    const why = user.restricted ? serverMessages.restricted : serverMessages.resetLocked;
    return sendMail(ctx, user.email, 'Your password reset', `${hello}\n\n${why}\n\n${ignore}`);
  }
  const token = await issueResetToken(ctx, user);
  // The configured origin, never the Host header: a forged Host would mail the token to its owner.
  const link = `${publicOriginOf(ctx.options, request)}/reset-password?token=${token}`;
  await sendMail(
    ctx,
    user.email,
    'Reset your password',
    `${hello}\n\nFollow this link within an hour to choose a new password:\n${link}\n\n${ignore}`,
  );
}

export function authRoutes(app: FastifyInstance, ctx: Context): void {
  const { lockoutDuration } = ctx.options;
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
    if (await rateLimited(ctx, request, reply, 'signIn', { account: emailAddress })) return reply;
    if (ctx.options.captchaEnabled && !ctx.captcha.verify(captchaToken, 'sign-in'))
      return fail(reply, 400, captchaFailed);
    // One client's guesses at one address are throttled before they reach the account's lock,
    // which would lock out the owner too (rate-limits.ts, passwordGuess). Counted before the
    // password is checked, so parallel guesses get no more; a right password forgets the count.
    const guess = { scope: emailAddress };
    if (await rateLimited(ctx, request, reply, 'passwordGuess', guess)) return reply;
    const user = await findUserByEmail(ctx.db, emailAddress);
    // Counted before the password is checked, known address or not (sign-in-attempts.ts).
    const attempt = await countAttempt(ctx, user, emailAddress);
    if (attempt.kind === 'locked') return fail(reply, 400, locked);
    // One hash check either way (a decoy without a password), so time tells nothing either.
    const valid = await verifyPassword(password, user?.password_hash ?? null);
    if (!valid || !user?.password_hash) {
      const triesLeft = maxSignInAttempts - attempt.failures;
      return triesLeft > 0
        ? fail(reply, 400, {
            field: errorFields.triesLeft,
            tries_left: triesLeft,
            errorMessage: triesLeftMessage(triesLeft),
          })
        : fail(reply, 400, locked);
    }
    // The right password, but another try may have locked the address meanwhile: it stays locked.
    if (!(await clearAttempts(ctx, attempt))) return fail(reply, 400, locked);
    await forgetClientCount(ctx, request, 'passwordGuess', guess);
    if (user.restricted) return fail(reply, 403, restricted);
    // A hash from weaker settings is replaced now that the password is known (unless it changed meanwhile).
    if (needsRehash(user.password_hash))
      await ctx.db.query('update users set password_hash = $2 where id = $1 and password_hash = $3', [
        user.id,
        await hashPassword(password),
        user.password_hash,
      ]);
    await startSession(ctx, request, reply, user, 'password');
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
    if (await rateLimited(ctx, request, reply, 'resetRequest', { account: emailAddress })) return reply;
    if (ctx.options.captchaEnabled && !ctx.captcha.verify(captchaToken, 'reset-password'))
      return fail(reply, 400, captchaFailed);
    // The same answer whoever the address belongs to (or nobody): what differs goes by mail,
    // which only the address's owner reads.
    const user = await findUserByEmail(ctx.db, emailAddress);
    if (user?.password_hash) await mailReset(ctx, request, user);
    return { message: serverMessages.resetSent };
  });

  route(app, 'verifyResetToken', async (request, reply) => {
    if (await rateLimited(ctx, request, reply, 'resetCompletion')) return reply;
    const user = await resetTokenUser(ctx, request.query.token);
    return user ? { emailAddress: user.email } : fail(reply, 400, resetTokenInvalid);
  });

  // The token is checked first, so a dead link says so whatever the password; a locked
  // account stays locked (docs/behaviour.md#errors's 423) and keeps its token until it expires.
  route(app, 'completePasswordReset', async (request, reply) => {
    const { token, password } = request.body;
    if (await rateLimited(ctx, request, reply, 'resetCompletion')) return reply;
    const user = await resetTokenUser(ctx, token);
    if (!user) return fail(reply, 400, resetTokenInvalid);
    const perAccount = { account: user.id, client: false };
    if (await rateLimited(ctx, request, reply, 'resetCompletion', perAccount)) return reply;
    if (user.restricted) return fail(reply, 403, restricted);
    if (isLocked(user)) return fail(reply, 423, { errorMessage: serverMessages.resetLocked });
    if (!passwordPolicy.test(password))
      return fail(reply, 400, { field: 'password', errorMessage: passwordPolicy.message });
    const hash = await hashPassword(password);
    // One use, even when two requests race: only one of them deletes the row.
    const spent = await useResetToken(ctx, token, user);
    if (!spent) return fail(reply, 400, resetTokenInvalid);
    await ctx.db.query('update users set password_hash = $2 where id = $1', [user.id, hash]);
    // Every session ends, and the passkeys a thief may have added with one (account-recovery.ts).
    const removedPasskeys = await takeBackAccess(ctx, user, spent.signedInBefore);
    await mailPasswordChanged(ctx, request, user, removedPasskeys);
    await startSession(ctx, request, reply, user, 'password');
    return { ...authResponseOf(user), removedPasskeys };
  });
}
