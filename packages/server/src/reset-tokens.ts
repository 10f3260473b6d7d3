/**
 * Password reset tokens: random, mailed once, stored only as their SHA-256 (like
 * sessions), valid for an hour, used once. A new request for an account ends the
 * account's older links, so only the latest mail works. Each remembers the account's last
 * password sign-in before it was asked for (the reset removes the passkeys added after it),
 * and the language the reset was asked in (the mail after the reset is written in it).
 */
import { randomBytes } from 'node:crypto';
import { resetTokenLifetimeMinutes } from '@masthead/api/contract';
import type { Context } from './context.ts';
import { storedMailLanguage, type MailLanguage } from './mail-language.ts';
import { digest } from './sessions.ts';
import type { UserRow } from './users.ts';

export async function issueResetToken(ctx: Context, user: UserRow, language: MailLanguage): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await ctx.db.query('delete from password_resets where user_id = $1', [user.id]);
  await ctx.db.query(
    `insert into password_resets (token_hash, user_id, expires_at, signed_in_before, language)
     select $1, id, now() + make_interval(mins => $3), password_proven_at, $4 from users where id = $2`,
    [digest(token), user.id, resetTokenLifetimeMinutes, language],
  );
  return token;
}

/** The account a live token resets, or undefined for an unknown, expired or used one. */
export async function resetTokenUser(ctx: Context, token: string): Promise<UserRow | undefined> {
  const [user] = await ctx.db.query<UserRow>(
    `select users.* from password_resets join users on users.id = password_resets.user_id
     where password_resets.token_hash = $1 and password_resets.expires_at > now()`,
    [digest(token)],
  );
  return user;
}

/**
 * Spends the token: the account's last password sign-in before the reset was asked for (null
 * when none is known) and the language it was asked in (undefined for a link from before
 * languages were kept), or undefined when another request spent it first. Every other link of
 * the account ends too.
 */
export async function useResetToken(
  ctx: Context,
  token: string,
  user: UserRow,
): Promise<{ signedInBefore: Date | null; language: MailLanguage | undefined } | undefined> {
  const [spent] = await ctx.db.query<{ signed_in_before: Date | null; language: string | null }>(
    `delete from password_resets where token_hash = $1 and expires_at > now()
     returning signed_in_before, language`,
    [digest(token)],
  );
  await ctx.db.query('delete from password_resets where user_id = $1', [user.id]);
  return spent && { signedInBefore: spent.signed_in_before, language: storedMailLanguage(spent.language) };
}
