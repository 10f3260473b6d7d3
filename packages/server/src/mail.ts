/**
 * Outgoing mail: every mail is a row of `mails`, the outbox a mail relay would read (none is
 * wired up here) and, in development, what the dev mailbox shows.
 */
import type { Context } from './context.ts';

export async function sendMail(ctx: Context, to: string, subject: string, body: string): Promise<void> {
  await ctx.db.query('insert into mails (to_email, subject, body) values ($1, $2, $3)', [to, subject, body]);
}
