/**
 * The fastify app: body limits, JSON only, strict validation (no type coercion),
 * cross-site protection for state-changing calls (from the configured origins), security
 * headers, forwarding headers believed only from configured proxies, and every error as a
 * JSON body with `errorMessage`. Bad input is always 4xx; only a real fault is 500.
 */
import cookie from '@fastify/cookie';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { errorFields, nestedDeeperThan, serverMessages, unsafeTextField } from '@masthead/api/contract';
import type { Context } from './context.ts';
import { cors } from './cors.ts';
import { redactTokens, requestInLog } from './logging.ts';
import { crossSiteRefusal, isHttpsOrigin, isLocalOrigin } from './origin.ts';
import { authRoutes } from './routes/auth.ts';
import { cartRoutes } from './routes/cart.ts';
import { devRoutes } from './routes/dev.ts';
import { passkeyRoutes } from './routes/passkeys.ts';
import { reauthenticationRoutes } from './routes/reauthentication.ts';
import { serviceRoutes } from './routes/service.ts';
import { profileRoutes } from './routes/user.ts';
import { userRoutes } from './routes/users.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Nothing the API answers needs a powerful feature; its mailbox page least of all. */
const permissionsPolicy = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

function fieldOf(error: FastifyError): string | undefined {
  const first = error.validation?.[0];
  if (!first) return undefined;
  const missing = (first.params as { missingProperty?: string }).missingProperty;
  return missing ?? (first.instancePath.split('/').filter(Boolean)[0] || undefined);
}

export async function buildApp(ctx: Context): Promise<FastifyInstance> {
  const app = Fastify({
    bodyLimit: ctx.options.bodyLimit,
    logger: ctx.options.logRequests
      ? { level: 'info', stream: ctx.options.logStream, serializers: { req: requestInLog } }
      : false,
    ajv: { customOptions: { coerceTypes: false, removeAdditional: true, allErrors: false } },
    return503OnClosing: true,
    // X-Forwarded-For, -Proto and -Host only from the configured proxies; anyone else's are ignored.
    trustProxy: ctx.options.trustedProxies.length > 0 ? ctx.options.trustedProxies : false,
    // Errors before routing (e.g. a broken percent-encoding) get the same JSON shape.
    frameworkErrors: (error, _request, reply) => {
      void reply.code(400 as never).send({ errorMessage: error.message } as never);
    },
  });
  await app.register(cookie);

  // Before the cross-site check, so a preflight is answered and a refusal readable (cors.ts).
  cors(app, ctx.options);
  const { publicOrigin } = ctx.options;
  // HSTS for a real https site only: on localhost it would outlive the dev server.
  const hsts = publicOrigin !== undefined && isHttpsOrigin(publicOrigin) && !isLocalOrigin(publicOrigin);
  app.addHook('onRequest', async (request, reply) => {
    reply
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'no-referrer')
      .header('permissions-policy', permissionsPolicy);
    if (hsts) reply.header('strict-transport-security', 'max-age=31536000');
    if (safeMethods.has(request.method)) return;
    const detail = crossSiteRefusal(ctx.options, request);
    // The reader sees the catalogue's words; `detail` is for the developer (the client logs it).
    if (detail !== null)
      return reply
        .code(403)
        .send({ field: errorFields.origin, errorMessage: serverMessages.crossSite, detail });
  });

  // Text PostgreSQL cannot store (NUL) or that is not Unicode (an unpaired surrogate) is
  // refused before validation and before any query, on every route: body, query and path.
  // So is a body nested deeper than any request needs (free-form log context overflowed
  // the stack when stored).
  app.addHook('preValidation', async (request, reply) => {
    if (nestedDeeperThan(request.body)) return reply.code(400).send({ errorMessage: serverMessages.tooDeep });
    for (const part of [request.params, request.query, request.body]) {
      const field = unsafeTextField(part);
      if (field !== null)
        return reply.code(400).send({ ...(field ? { field } : {}), errorMessage: serverMessages.unsafeText });
    }
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation)
      return reply
        .code(400)
        .send({ field: fieldOf(error), errorMessage: `${error.message}.`.replace(/\.\.$/, '.') });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.code(status).send({ errorMessage: error.message });
    // Never log the body: it may hold a password.
    request.log.error(
      { err: { message: error.message, stack: error.stack }, url: redactTokens(request.url) },
      'request failed',
    );
    if (!ctx.options.logRequests)
      console.error(`reference API: ${request.method} ${redactTokens(request.url)} failed:`, error.message);
    return reply
      .code(500)
      .send({ errorMessage: 'Something went wrong on our side. Please try again later.' });
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send({ errorMessage: `No API route for ${request.method} ${request.url.split('?')[0]}.` }),
  );

  authRoutes(app, ctx);
  userRoutes(app, ctx);
  profileRoutes(app, ctx);
  cartRoutes(app, ctx);
  serviceRoutes(app, ctx);
  devRoutes(app, ctx);
  passkeyRoutes(app, ctx);
  reauthenticationRoutes(app, ctx);
  return app;
}
