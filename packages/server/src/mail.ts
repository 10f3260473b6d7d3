/**
 * Outgoing mail: every mail is a row of `mails`, the outbox a mail relay would read (none is
 * wired up here) and, in development, what the dev mailbox shows. Each is written in the
 * reader's language (mail-language.ts, mail-texts.ts), which its row keeps.
 */
import type { Context } from './context.ts';
import type { Mail } from './mail-texts.ts';

export async function sendMail(ctx: Context, to: string, { subject, body, language }: Mail): Promise<void> {
  await ctx.db.query('insert into mails (to_email, subject, body, language) values ($1, $2, $3, $4)', [
    to,
    subject,
    body,
    language,
  ]);
}
