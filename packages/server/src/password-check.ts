/**
 * A password try, as sign-in counts and answers it (docs/behaviour.md#sign-in-errors), for
 * sign-in and for confirming a session's sign-in alike, so neither is a cheaper way to guess.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  errorFields,
  lockedMessage,
  maxSignInAttempts,
  triesLeftMessage,
  type ErrorBody,
} from '@masthead/api/contract';
import { fail, type Context } from './context.ts';
import { hashPassword, needsRehash, verifyPassword } from './passwords.ts';
import { forgetClientCount, rateLimited } from './rate-limits.ts';
import { clearAttempts, countAttempt } from './sign-in-attempts.ts';
import { findUserByEmail, type UserRow } from './users.ts';

/** The lockout's answer, with the configured duration, in English and in seconds. */
export const lockedBody = (ctx: Context): ErrorBody => ({
  field: errorFields.lockoutDuration,
  lockout_duration: ctx.options.lockoutDuration,
  lockout_seconds: ctx.options.lockoutMinutes * 60,
  errorMessage: lockedMessage(ctx.options.lockoutDuration),
});

/**
 * Checks `password` for `emailAddress`: one client's guesses at one address throttled
 * (`passwordGuess`, rate-limits.ts), the try counted before the password is checked, known
 * address or not (sign-in-attempts.ts), one hash check either way. Resolves the account when
 * the password is right (its count starts again; a hash from weaker settings is replaced), or
 * undefined once it has answered: 400 `tries_left`, 400 `lockout_duration`, or 429.
 */
export async function provePassword(
  ctx: Context,
  request: FastifyRequest,
  reply: FastifyReply,
  emailAddress: string,
  password: string,
): Promise<UserRow | undefined> {
  // Counted before the password is checked, so parallel guesses get no more; a right password
  // forgets the count.
  const guess = { scope: emailAddress };
  if (await rateLimited(ctx, request, reply, 'passwordGuess', guess)) return undefined;
  const user = await findUserByEmail(ctx.db, emailAddress);
  const attempt = await countAttempt(ctx, user, emailAddress);
  if (attempt.kind === 'locked') return void (await fail(reply, 400, lockedBody(ctx)));
  // One hash check either way (a decoy without a password), so time tells nothing either.
  const valid = await verifyPassword(password, user?.password_hash ?? null);
  if (!valid || !user?.password_hash) {
    const triesLeft = maxSignInAttempts - attempt.failures;
    await (triesLeft > 0
      ? fail(reply, 400, {
          field: errorFields.triesLeft,
          tries_left: triesLeft,
          errorMessage: triesLeftMessage(triesLeft),
        })
      : fail(reply, 400, lockedBody(ctx)));
    return undefined;
  }
  // The right password, but another try may have locked the address meanwhile: it stays locked.
  if (!(await clearAttempts(ctx, attempt))) return void (await fail(reply, 400, lockedBody(ctx)));
  await forgetClientCount(ctx, request, 'passwordGuess', guess);
  // A hash from weaker settings is replaced now that the password is known (unless it changed meanwhile).
  if (needsRehash(user.password_hash))
    await ctx.db.query('update users set password_hash = $2 where id = $1 and password_hash = $3', [
      user.id,
      await hashPassword(password),
      user.password_hash,
    ]);
  return user;
}
