/**
 * What a password reset takes back, and the mails that tell the owner about their account's
 * credentials (a passkey added, the password changed), so a change the owner did not make is
 * seen and can be undone. Both are in the reader's language (mail-texts.ts).
 */
import type { FastifyRequest } from 'fastify';
import type { Context } from './context.ts';
import { sendMail } from './mail.ts';
import { mailLanguageOf, type MailLanguage } from './mail-language.ts';
import { writeMail } from './mail-texts.ts';
import { publicOriginOf } from './origin.ts';
import { endAllSessions } from './sessions.ts';
import type { UserRow } from './users.ts';

/** The site's page that opens the account dialog at its list of passkeys. */
export const passkeysPagePath = '/passkeys';

const passkeysPage = (ctx: Context, request: FastifyRequest) =>
  `${publicOriginOf(ctx.options, request)}${passkeysPagePath}`;

/**
 * Ends every session of the account and removes the passkeys that may not be its owner's:
 * those registered from a session the reset ends, and those registered after the last sign-in
 * proved by the password before the reset was asked for (`signedInBefore`).
 *
 * Why both: a stolen session cookie used within minutes of the owner's sign-in with it
 * (recent-sign-in.ts) is enough to add a passkey, and the passkey outlives the cookie. The first rule catches every passkey added through a cookie that still works; the
 * second catches one added through a cookie that has since ended (the owner logged out), and
 * one the thief's own passkey sign-ins vouched for, since passkey sign-ins never move the
 * mark. What survives was added before the owner last proved the password, from a session that
 * has ended: the mail sent for every new passkey is what reveals such a one. With no password
 * sign-in known, every passkey goes; passkeys of older databases (no registering session
 * recorded) meet the second rule only.
 */
export async function takeBackAccess(
  ctx: Context,
  user: UserRow,
  signedInBefore: Date | null,
): Promise<number> {
  const ended = await endAllSessions(ctx, user.id);
  const removed = await ctx.db.query<{ id: string }>(
    `delete from passkeys where user_id = $1
       and (registered_in = any($2::text[]) or $3::timestamptz is null or created_at > $3::timestamptz)
     returning id`,
    [user.id, ended, signedInBefore],
  );
  for (const { id } of removed)
    await ctx.db.query('insert into removed_passkeys (id) values ($1) on conflict (id) do nothing', [id]);
  return removed.length;
}

/** The mail for a new passkey, in the language the request that added it asks for. */
export async function mailPasskeyAdded(
  ctx: Context,
  request: FastifyRequest,
  user: UserRow,
  passkeyName: string,
): Promise<void> {
  await sendMail(
    ctx,
    user.email,
    writeMail('passkeyAdded', mailLanguageOf(request), {
      firstName: user.first_name,
      passkeyName,
      page: passkeysPage(ctx, request),
    }),
  );
}

/** The mail after a password reset, in `language` (the reset's). */
export async function mailPasswordChanged(
  ctx: Context,
  request: FastifyRequest,
  user: UserRow,
  removedPasskeys: number,
  language: MailLanguage,
): Promise<void> {
  await sendMail(
    ctx,
    user.email,
    writeMail('passwordChanged', language, {
      firstName: user.first_name,
      removedPasskeys,
      page: passkeysPage(ctx, request),
    }),
  );
}
