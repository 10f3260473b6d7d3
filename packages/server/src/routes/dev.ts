/**
 * The OpenAPI document, and in development the dev mailbox (every mail the server sends)
 * as JSON and as a page, for loopback clients only, asking for it by a local name.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody, MailboxMessage } from '@masthead/api/contract';
import { devMailboxPage, errorFields, openApiPath } from '@masthead/api/contract';
import { noRoute, type Context } from '../context.ts';
import { directionOf } from '../mail-language.ts';
import { openApiDocument } from '../openapi.ts';
import { route } from '../route.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

async function messages(ctx: Context): Promise<MailboxMessage[]> {
  const rows = await ctx.db.query<{
    id: number;
    to_email: string;
    subject: string;
    body: string;
    language: string;
    sent_at: Date;
  }>('select id, to_email, subject, body, language, sent_at from mails order by id desc limit 50');
  return rows.map((row) => ({
    id: String(row.id),
    to: row.to_email,
    subject: row.subject,
    text: row.body,
    language: row.language,
    sentAt: new Date(row.sent_at).toISOString(),
  }));
}

/** Each mail in its own language and direction (Arabic right to left), its links left to right. */
function page(list: MailboxMessage[]): string {
  const items = list
    .map(
      (
        mail,
      ) => `<article lang="${escapeHtml(mail.language)}" dir="${directionOf(mail.language)}"><h2>${escapeHtml(mail.subject)}</h2><p lang="en" dir="ltr">To ${escapeHtml(mail.to)}, ${escapeHtml(mail.sentAt)}</p>
<pre>${escapeHtml(mail.text).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1" dir="ltr">$1</a>')}</pre></article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Dev mailbox</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}article{border-top:1px solid #ccc}pre{white-space:pre-wrap}</style>
</head><body><h1>Dev mailbox</h1><p>Mail the reference API has sent, newest first.</p>
${items || '<p>No mail yet.</p>'}</body></html>`;
}

const isLoopback = (address: string | undefined) =>
  address !== undefined &&
  (address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.'));

/** This machine's own names, at any port. */
const localNames = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The host a request names, without its port: `localhost`, `127.0.0.1`, `[::1]`, `news.example`. */
const hostnameOf = (host: string | undefined): string | undefined => {
  if (host === undefined) return undefined;
  try {
    return new URL(`http://${host}`).hostname;
  } catch {
    return undefined;
  }
};

/**
 * Only a client on this machine, never one a proxy relays: a reverse proxy on the same
 * machine connects from loopback too, so any forwarding header means someone else. And only
 * under this machine's names or the public origin's host: a page of another site whose name
 * it pointed at 127.0.0.1 (DNS rebinding) is this machine's client too, but it names its own host.
 */
function loopbackOnly(ctx: Context) {
  const ownHost = ctx.options.publicOrigin === undefined ? undefined : new URL(ctx.options.publicOrigin).host;
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const { headers } = request;
    const relayed = headers['x-forwarded-for'] ?? headers.forwarded ?? headers['x-real-ip'];
    if (relayed !== undefined || !isLoopback(request.socket.remoteAddress)) {
      await reply.code(404).send(noRoute('GET', request.url));
      return;
    }
    const hostname = hostnameOf(headers.host);
    if (headers.host !== ownHost && !localNames.has(hostname ?? ''))
      await reply.code(421).send({
        field: errorFields.host,
        errorMessage:
          `The dev mailbox answers at localhost, 127.0.0.1, [::1] and PUBLIC_ORIGIN's host only, ` +
          `not at ${JSON.stringify(headers.host ?? '')}.`,
      } satisfies ErrorBody);
  };
}

export function devRoutes(app: FastifyInstance, ctx: Context): void {
  app.get(openApiPath, async () => openApiDocument());
  if (!ctx.options.devMailbox) return;
  const onRequest = loopbackOnly(ctx);
  route(app, 'devMailbox', async () => ({ messages: await messages(ctx) }), { onRequest });
  app.get(devMailboxPage, { onRequest }, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(page(await messages(ctx))),
  );
}
