/** Sign-in with lockout, session, logout, and password reset with its completion (docs/behaviour.md#sign-in-errors). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorFields, passwordPolicy, serverMessages } from '@masthead/api/contract';
import { captchaRefused } from '../captcha.ts';
import { fail, noBody, type Context } from '../context.ts';
import { provePassword } from '../password-check.ts';
import { hashPassword } from '../passwords.ts';
import { issueResetToken, resetTokenUser, useResetToken } from '../reset-tokens.ts';
import { publicOriginOf } from '../origin.ts';
import { rateLimited } from '../rate-limits.ts';
import { route } from '../route.ts';
import { mailPasswordChanged, takeBackAccess } from '../account-recovery.ts';
import { endSession, sessionUser, startSession } from '../sessions.ts';
import { sendMail } from '../mail.ts';
import { mailLanguageOf } from '../mail-language.ts';
import { writeMail } from '../mail-texts.ts';
import { authResponseOf, findUserByEmail, isLocked, type UserRow } from '../users.ts';

/**
 * The reset mail, in the language the request asks for: a link, or why there is none (a
 * restricted or locked account). The link keeps the language for the mail after the reset.
 */
async function mailReset(ctx: Context, request: FastifyRequest, user: UserRow): Promise<void> {
  const language = mailLanguageOf(request);
  const firstName = user.first_name;
  if (user.restricted || isLocked(user)) {
    const reason = user.restricted ? 'restricted' : 'locked';
    return sendMail(ctx, user.email, writeMail('resetRefused', language, { firstName, reason }));
  }
  const token = await issueResetToken(ctx, user, language);
  // The configured origin, never the Host header: a forged Host would mail the token to its owner.
  const link = `${publicOriginOf(ctx.options, request)}/reset-password?token=${token}`;
  await sendMail(ctx, user.email, writeMail('resetLink', language, { firstName, link }));
}

export function authRoutes(app: FastifyInstance, ctx: Context): void {
  const restricted = { field: errorFields.restricted, errorMessage: serverMessages.restricted };
  const captchaFailed = { field: errorFields.captcha, errorMessage: serverMessages.captcha };

  const resetTokenInvalid = { field: errorFields.resetToken, errorMessage: serverMessages.resetTokenInvalid };

  route(app, 'signIn', async (request, reply) => {
    const { emailAddress, password, captchaToken } = request.body;
    if (await rateLimited(ctx, request, reply, 'signIn', { account: emailAddress })) return reply;
    if (await captchaRefused(ctx, request, captchaToken, 'sign-in')) return fail(reply, 400, captchaFailed);
    // One client's guesses at one address are throttled before they reach the account's lock,
    // which would lock out the owner too (password-check.ts).
    const user = await provePassword(ctx, request, reply, emailAddress, password);
    if (!user) return reply;
    if (user.restricted) return fail(reply, 403, restricted);
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
    if (await captchaRefused(ctx, request, captchaToken, 'reset-password'))
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
    if (isLocked(user))
      return fail(reply, 423, { field: errorFields.resetLocked, errorMessage: serverMessages.resetLocked });
    if (!passwordPolicy.test(password))
      return fail(reply, 400, { field: 'password', errorMessage: passwordPolicy.message });
    const hash = await hashPassword(password);
    // One use, even when two requests race: only one of them deletes the row.
    const spent = await useResetToken(ctx, token, user);
    if (!spent) return fail(reply, 400, resetTokenInvalid);
    await ctx.db.query('update users set password_hash = $2 where id = $1', [user.id, hash]);
    // Every session ends, and the passkeys a thief may have added with one (account-recovery.ts).
    const removedPasskeys = await takeBackAccess(ctx, user, spent.signedInBefore);
    // In the language the reset was asked in: the mail goes on with the one it answers.
    const language = spent.language ?? mailLanguageOf(request);
    await mailPasswordChanged(ctx, request, user, removedPasskeys, language);
    await startSession(ctx, request, reply, user, 'password');
    return { ...authResponseOf(user), removedPasskeys };
  });
}
