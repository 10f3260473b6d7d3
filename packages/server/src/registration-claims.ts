/**
 * Registering an address that has a subscription and no account yet (a print subscriber):
 * nothing is created until the link mailed to the address is followed, and whoever follows it
 * chooses the account's password then. The password typed at registration is never kept:
 * whoever typed the address may not be its owner, and the owner, confirming in good faith,
 * would otherwise finish an account whose password a stranger knows. Each link is random,
 * stored as its SHA-256, works for `registrationLinkMinutes` (30 by default) and once;
 * following one ends the others.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Context } from './context.ts';
import { sendMail } from './mail.ts';
import { mailLanguageOf } from './mail-language.ts';
import { writeMail } from './mail-texts.ts';
import { publicOriginOf } from './origin.ts';
import { digest } from './sessions.ts';
import type { UserRow } from './users.ts';

export interface Registration {
  firstName: string;
  lastName: string;
  optIn: boolean;
}

/**
 * Keeps the registration's details (no password) and mails the address a link to confirm it,
 * in the language the request asks for.
 */
export async function mailRegistrationLink(
  ctx: Context,
  request: FastifyRequest,
  user: UserRow,
  registration: Registration,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const minutes = ctx.options.registrationLinkMinutes;
  await ctx.db.query(
    `insert into registration_claims (token_hash, user_id, first_name, last_name, opt_in, expires_at)
     values ($1, $2, $3, $4, $5, now() + make_interval(mins => $6::int))`,
    [digest(token), user.id, registration.firstName, registration.lastName, registration.optIn, minutes],
  );
  const link = `${publicOriginOf(ctx.options, request)}/subscriber-registration?token=${token}`;
  const { firstName, lastName } = registration;
  await sendMail(
    ctx,
    user.email,
    writeMail('registrationLink', mailLanguageOf(request), { firstName, lastName, minutes, link }),
  );
}

/** The account a live link would create, without spending the link; undefined for an unknown, expired or used one. */
export async function claimedUser(ctx: Context, token: string): Promise<UserRow | undefined> {
  const [user] = await ctx.db.query<UserRow>(
    `select users.* from registration_claims join users on users.id = registration_claims.user_id
     where registration_claims.token_hash = $1 and registration_claims.expires_at > now()`,
    [digest(token)],
  );
  return user;
}

/**
 * Follows a link: the account is created with the registration's details and the password its
 * owner chose now (`passwordHash`), once, and only for an address that still has no account.
 * Undefined for an unknown, expired or used link; 'taken' when the address got an account
 * meanwhile.
 */
export async function completeRegistration(
  ctx: Context,
  token: string,
  passwordHash: string,
): Promise<UserRow | 'taken' | undefined> {
  const [claim] = await ctx.db.query<{
    user_id: string;
    first_name: string;
    last_name: string;
    opt_in: boolean;
  }>('delete from registration_claims where token_hash = $1 and expires_at > now() returning *', [
    digest(token),
  ]);
  if (!claim) return undefined;
  await ctx.db.query('delete from registration_claims where user_id = $1', [claim.user_id]);
  const [user] = await ctx.db.query<UserRow>(
    `update users set password_hash = $2, first_name = $3, last_name = $4, opt_in = $5
     where id = $1 and password_hash is null and not restricted returning *`,
    [claim.user_id, passwordHash, claim.first_name, claim.last_name, claim.opt_in],
  );
  return user ?? 'taken';
}
