/** Captcha (config and the offline demo provider), auto-suggest, and the log collector. */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { BodyOf, QueryOf } from '@masthead/api/contract';
import { demoCaptchaSiteKey, endpoints, logCollectorScheme, serverMessages } from '@masthead/api/contract';
import { fail, type Context } from '../context.ts';
import { routeSchema } from '../schemas.ts';

function sameSecret(given: string | undefined, expected: string): boolean {
  const a = Buffer.from(given ?? '');
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function serviceRoutes(app: FastifyInstance, ctx: Context): void {
  app.get(endpoints.captchaConfig.path, async () => ({
    enabled: ctx.options.captchaEnabled,
    provider: 'demo',
    siteKey: demoCaptchaSiteKey,
  }));

  app.post<{ Body: BodyOf<'captchaDemoToken'> }>(
    endpoints.captchaDemoToken.path,
    { schema: routeSchema('captchaDemoToken') },
    async (request, reply) => {
      if (request.body.siteKey !== demoCaptchaSiteKey)
        return fail(reply, 400, { field: 'siteKey', errorMessage: 'Unknown site key.' });
      return { token: ctx.captcha.issue(request.body.action) };
    },
  );

  app.get<{ Querystring: QueryOf<'autoSuggest'> }>(
    endpoints.autoSuggest.path,
    { schema: routeSchema('autoSuggest') },
    async (request) => ctx.search.suggest(request.query.term),
  );

  app.post<{ Body: BodyOf<'logs'> }>(
    endpoints.logs.path,
    {
      // Authorization is checked before the body is read or validated.
      onRequest: async (request, reply) => {
        if (
          !sameSecret(request.headers.authorization, `${logCollectorScheme} ${ctx.options.logCollectorToken}`)
        )
          return fail(reply, 401, { errorMessage: serverMessages.logAuthorization });
      },
      schema: routeSchema('logs'),
    },
    async (request, reply) => {
      const { events } = request.body;
      const values = events.map(
        (_, index) => `($${index * 4 + 1}, $${index * 4 + 2}, $${index * 4 + 3}, $${index * 4 + 4})`,
      );
      await ctx.db.query(
        `insert into log_events (level, message, logged_at, context) values ${values.join(', ')}`,
        events.flatMap((event) => [
          event.level,
          event.message,
          event.timestamp,
          JSON.stringify(event.context ?? null),
        ]),
      );
      return reply.code(202).send({ accepted: events.length });
    },
  );
}
