/**
 * CORS for an API on an origin of its own, of the same site as the pages (`api.news.example.com`
 * beside `news.example.com`): a page whose origin the API accepts (PUBLIC_ORIGIN, ALLOWED_ORIGINS)
 * may call it with the reader's cookies. A page of any other origin is refused, reads included,
 * and may read the refusal: its console then names the cause (the API client logs `detail`),
 * where the browser alone would only say that CORS blocked the call. A refusal carries no data.
 */
import type { FastifyInstance } from 'fastify';
import { errorFields, serverMessages, type ErrorBody } from '@masthead/api/contract';
import { crossSiteRefusal, type OriginSettings } from './origin.ts';

/** What the widgets' calls use: JSON bodies, the reader's language, the log collector's bearer token. */
const allowedHeaders = 'accept, accept-language, content-type, authorization';
const allowedMethods = 'GET, HEAD, POST, PUT, PATCH, DELETE';

export function cors(app: FastifyInstance, settings: OriginSettings): void {
  app.addHook('onRequest', async (request, reply) => {
    const { origin } = request.headers;
    if (origin === undefined) return;
    reply
      .header('access-control-allow-origin', origin)
      .header('access-control-allow-credentials', 'true')
      .header('access-control-expose-headers', 'retry-after')
      .header('vary', 'Origin');
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined)
      // Answered for any origin: the call itself is then refused, with its reason, if it must be.
      return reply
        .header('access-control-allow-methods', allowedMethods)
        .header('access-control-allow-headers', allowedHeaders)
        .header('access-control-max-age', '600')
        .code(204)
        .send();
    const detail = crossSiteRefusal(settings, request);
    // State-changing calls are refused by the app's own check (app.ts); reads here, so that
    // no other origin reads a reader's data with their cookies.
    if (detail !== null && (request.method === 'GET' || request.method === 'HEAD'))
      return reply.code(403).send({
        field: errorFields.origin,
        errorMessage: serverMessages.crossSite,
        detail,
      } satisfies ErrorBody);
  });
}
