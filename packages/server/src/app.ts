/**
 * The fastify app: body limits, JSON only, strict validation (no type coercion),
 * cross-site protection for state-changing calls (from the configured origins), security
 * headers, forwarding headers believed only from configured proxies, and every error as a
 * JSON body with `errorMessage` and a stable code in `field` (errors.ts `errorFields`, or the
 * request field refused). Bad input is always 4xx; only a real fault is 500.
 */
import cookie from '@fastify/cookie';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyRequest } from 'fastify';
import {
  errorFields,
  nestedDeeperThan,
  serverMessages,
  unsafeTextField,
  type ErrorBody,
} from '@masthead/api/contract';
import { noRoute, type Context } from './context.ts';
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

/**
 * The request field a validation error is about: the top-level property it is in, or the
 * missing one; `invalid_request` when it is about the whole body or query (not an object).
 */
function fieldOf(error: FastifyError): string {
  const first = error.validation?.[0];
  const top = first?.instancePath.split('/').find(Boolean);
  const missing = (first?.params as { missingProperty?: string } | undefined)?.missingProperty;
  return top ?? missing ?? errorFields.invalidRequest;
}

type RequestPart = 'params' | 'querystring' | 'body';

/** Whether the route's schema of that part of the request has a property `name`. */
function hasField(request: FastifyRequest, part: RequestPart, name: string): boolean {
  const schema = request.routeOptions.schema?.[part] as { properties?: object } | undefined;
  return name !== '' && typeof schema?.properties === 'object' && Object.hasOwn(schema.properties, name);
}

const invalidRequest = (errorMessage: string): ErrorBody => ({
  field: errorFields.invalidRequest,
  errorMessage,
});

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
      void reply.code(400 as never).send(invalidRequest(error.message) as never);
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
      return reply.code(403).send({
        field: errorFields.origin,
        errorMessage: serverMessages.crossSite,
        detail,
      } satisfies ErrorBody);
  });

  // Text PostgreSQL cannot store (NUL) or that is not Unicode (an unpaired surrogate) is
  // refused before validation and before any query, on every route: body, query and path.
  // So is a body nested deeper than any request needs (free-form log context overflowed
  // the stack when stored).
  // The answer names the field that holds such text when the call has that field, else the
  // request as a whole.
  app.addHook('preValidation', async (request, reply) => {
    if (nestedDeeperThan(request.body)) return reply.code(400).send(invalidRequest(serverMessages.tooDeep));
    const parts: [RequestPart, unknown][] = [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ];
    for (const [part, value] of parts) {
      const field = unsafeTextField(value);
      if (field === null) continue;
      return reply.code(400).send({
        field: hasField(request, part, field) ? field : errorFields.invalidRequest,
        errorMessage: serverMessages.unsafeText,
      } satisfies ErrorBody);
    }
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation)
      return reply.code(400).send({
        field: fieldOf(error),
        errorMessage: `${error.message}.`.replace(/\.\.$/, '.'),
      } satisfies ErrorBody);
    const status = error.statusCode ?? 500;
    // Not JSON, a forbidden key, too large, another media type: the request, not one field.
    if (status >= 400 && status < 500) return reply.code(status).send(invalidRequest(error.message));
    // Never log the body: it may hold a password.
    request.log.error(
      { err: { message: error.message, stack: error.stack }, url: redactTokens(request.url) },
      'request failed',
    );
    if (!ctx.options.logRequests)
      console.error(`reference API: ${request.method} ${redactTokens(request.url)} failed:`, error.message);
    return reply.code(500).send({
      field: errorFields.serverError,
      errorMessage: 'Something went wrong on our side. Please try again later.',
    } satisfies ErrorBody);
  });

  app.setNotFoundHandler((request, reply) => reply.code(404).send(noRoute(request.method, request.url)));

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
