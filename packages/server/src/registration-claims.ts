/**
 * Registering an address that has a subscription and no account yet (a print subscriber):
 * the registration waits, its password already hashed, until the link mailed to the address
 * is followed; only then does the account exist, with the subscription. Whoever types the
 * address gets nothing without its mailbox. Each link is random, stored as its SHA-256,
 * works for `registrationLinkLifetimeHours` and once; following one ends the others.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { registrationLinkLifetimeHours } from '@masthead/api/contract';
import type { Context } from './context.ts';
import { sendMail } from './mail.ts';
import { publicOriginOf } from './origin.ts';
import { digest } from './sessions.ts';
import type { UserRow } from './users.ts';

export interface Registration {
  passwordHash: string;
  firstName: string;
  lastName: string;
  optIn: boolean;
}

/** Keeps the registration and mails the address a link to confirm it. */
export async function mailRegistrationLink(
  ctx: Context,
  request: FastifyRequest,
  user: UserRow,
  registration: Registration,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await ctx.db.query(
    `insert into registration_claims (token_hash, user_id, password_hash, first_name, last_name, opt_in, expires_at)
     values ($1, $2, $3, $4, $5, $6, now() + make_interval(hours => $7::int))`,
    [
      digest(token),
      user.id,
      registration.passwordHash,
      registration.firstName,
      registration.lastName,
      registration.optIn,
      registrationLinkLifetimeHours,
    ],
  );
  const link = `${publicOriginOf(ctx.options, request)}/subscriber-registration?token=${token}`;
  await sendMail(
    ctx,
    user.email,
    'Confirm your email address',
    `Hello,\n\nSomeone, hopefully you, asked to create an account for this address in the name of ` +
      `${registration.firstName} ${registration.lastName}. Your subscription comes with it.\n\n` +
      `Follow this link within ${registrationLinkLifetimeHours} hours to confirm the address and finish:\n${link}\n\n` +
      'If you did not ask for this, ignore this mail: nothing is created without it.',
  );
}

/**
 * Follows a link: the account is created with the registration's details, once, and only for
 * an address that still has no account. Undefined for an unknown, expired or used link;
 * 'taken' when the address got an account meanwhile.
 */
export async function completeRegistration(
  ctx: Context,
  token: string,
): Promise<UserRow | 'taken' | undefined> {
  const [claim] = await ctx.db.query<{
    user_id: string;
    password_hash: string;
    first_name: string;
    last_name: string;
    opt_in: boolean;
  }>('delete from registration_claims where token_hash = $1 and expires_at > now() returning *', [
    digest(token),
  ]);
  if (!claim) return undefined;
  const [user] = await ctx.db.query<UserRow>(
    `update users set password_hash = $2, first_name = $3, last_name = $4, opt_in = $5
     where id = $1 and password_hash is null returning *`,
    [claim.user_id, claim.password_hash, claim.first_name, claim.last_name, claim.opt_in],
  );
  await ctx.db.query('delete from registration_claims where user_id = $1', [claim.user_id]);
  return user ?? 'taken';
}
