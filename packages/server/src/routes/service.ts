/**
 * Captcha (config, and the offline demo provider's tokens when it is the configured one),
 * auto-suggest, and the log collector (its retention: log-collector.ts).
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  demoCaptchaSiteKey,
  errorFields,
  logCollectorScheme,
  serverMessages,
  type CaptchaConfig,
} from '@masthead/api/contract';
import { fail, type Context } from '../context.ts';
import { rateLimited } from '../rate-limits.ts';
import { route } from '../route.ts';

// Matching control characters is the point here: they are what could break a log line.
// eslint-disable-next-line no-control-regex
const unsafeInLine = /[\\\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
const escapes: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/**
 * A collected message as one line: a backslash, line breaks and every other control or line
 * separator character written as an escape (`\n`, `\u001b`), so no message can end its
 * entry and add a line of its own (with a forged time) to whatever prints the log.
 */
const oneLine = (text: string): string =>
  text.replace(unsafeInLine, (c) => escapes[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

function sameSecret(given: string | undefined, expected: string): boolean {
  const a = Buffer.from(given ?? '');
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function serviceRoutes(app: FastifyInstance, ctx: Context): void {
  const { captcha } = ctx.options;
  // The provider and its public site key reach the widgets from here, so they load the right script.
  route(app, 'captchaConfig', async (): Promise<CaptchaConfig> => {
    if (captcha.provider === undefined) return { enabled: false };
    const { provider, siteKey } = captcha;
    return captcha.enabled ? { enabled: true, provider, siteKey } : { enabled: false, provider, siteKey };
  });

  // Anyone may take a demo token, so the route exists only where the demo provider is the
  // configured one: never in production (captcha-options.ts refuses it there).
  const demo = ctx.demoCaptcha;
  if (demo)
    route(app, 'captchaDemoToken', async (request, reply) => {
      if (request.body.siteKey !== demoCaptchaSiteKey)
        return fail(reply, 400, { field: 'siteKey', errorMessage: 'Unknown site key.' });
      return { token: demo.issue(request.body.action) };
    });

  route(app, 'autoSuggest', async (request) => ctx.search.suggest(request.query.term));

  route(
    app,
    'logs',
    async (request, reply) => {
      const { events } = request.body;
      const values = events.map(
        (_, index) => `($${index * 4 + 1}, $${index * 4 + 2}, $${index * 4 + 3}, $${index * 4 + 4})`,
      );
      await ctx.db.query(
        `insert into log_events (level, message, logged_at, context) values ${values.join(', ')}`,
        events.flatMap((event) => [
          event.level,
          oneLine(event.message),
          event.timestamp,
          JSON.stringify(event.context ?? null),
        ]),
      );
      await ctx.logRetention.afterWrite();
      return reply.code(202).send({ accepted: events.length });
    },
    {
      // Counted and authorized before the body is read or validated.
      onRequest: async (request, reply) => {
        if (await rateLimited(ctx, request, reply, 'logs')) return reply;
        if (
          !sameSecret(request.headers.authorization, `${logCollectorScheme} ${ctx.options.logCollectorToken}`)
        )
          return fail(reply, 401, {
            field: errorFields.logAuthorization,
            errorMessage: serverMessages.logAuthorization,
          });
      },
    },
  );
}
