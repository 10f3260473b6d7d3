/**
 * Registers one endpoint of the contract by name: its method and path come from the
 * endpoint table, its request schema from `requestSchemas`, and the compiler holds the
 * handler to the endpoint's row in `EndpointTypes` (the request it reads and the answer
 * it returns), so a route cannot pair one endpoint's path with another's schema or shape.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, preValidationHookHandler } from 'fastify';
import {
  endpoints,
  type BodyOf,
  type EndpointName,
  type QueryOf,
  type RequestOf,
  type ResponseOf,
} from '@masthead/api/contract';
import { requestSchemas, routeSchema } from './schemas.ts';

type ParamsOf<Name extends EndpointName> = RequestOf<Name> extends { params: infer Params } ? Params : never;

export interface RouteGeneric<Name extends EndpointName> {
  Body: BodyOf<Name>;
  Querystring: QueryOf<Name>;
  Params: ParamsOf<Name>;
}

export type RouteRequest<Name extends EndpointName> = FastifyRequest<RouteGeneric<Name>>;

/** The answer, or the reply when the handler has sent something else (an error, a 204). */
export type RouteHandler<Name extends EndpointName> = (
  request: RouteRequest<Name>,
  reply: FastifyReply,
) => Promise<ResponseOf<Name> | FastifyReply>;

export interface RouteOptions {
  onRequest?: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  preValidation?: preValidationHookHandler;
}

const hasSchema = (name: EndpointName): name is keyof typeof requestSchemas => name in requestSchemas;

export function route<Name extends EndpointName>(
  app: FastifyInstance,
  name: Name,
  handler: RouteHandler<Name>,
  options: RouteOptions = {},
): void {
  const { method, path } = endpoints[name];
  app.route<RouteGeneric<Name>>({
    method,
    url: path,
    ...(hasSchema(name) ? { schema: routeSchema(name) } : {}),
    ...options,
    handler,
  });
}
