/**
 * JSON schemas of every endpoint's request (body, query, path parameters): fastify
 * validates with them (400 with a message naming the field), the OpenAPI document
 * publishes them, and the property-based tests generate requests from them. The
 * compiler holds them to the contract: `Infer` reads the type a schema accepts, and
 * `schemasMatchContract` fails to compile when any endpoint's schema accepts another
 * type than its row in `EndpointTypes`.
 */
import { logTimestampPattern, type EndpointName, type RequestOf } from '@masthead/api/contract';
import { passkeyRequestSchemas } from './passkey-schemas.ts';

const text = (maxLength: number, minLength = 1) => ({ type: 'string', minLength, maxLength }) as const;
const email = text(254);
const password = text(200);
const captchaToken = text(2000);
const token = text(200);

const object = <const Properties extends Record<string, object>, const Required extends keyof Properties>(
  properties: Properties,
  required: readonly Required[],
) => ({ type: 'object', properties, required, additionalProperties: false }) as const;

export const schemas = {
  signIn: object({ emailAddress: email, password, captchaToken }, ['emailAddress', 'password']),
  createUser: object(
    {
      firstName: text(100),
      lastName: text(100),
      emailAddress: email,
      password,
      optIn: { type: 'boolean' },
      captchaToken,
    },
    ['firstName', 'lastName', 'emailAddress', 'password', 'optIn'],
  ),
  resetPassword: object({ emailAddress: email, captchaToken }, ['emailAddress']),
  completePasswordReset: object({ token, password }, ['token', 'password']),
  reauthenticate: object({ password }, ['password']),
  verifyRegistration: object({ token, password }, ['token', 'password']),
  verifyResetToken: object({ token }, ['token']),
  subscriptionLookup: object({ email }, ['email']),
  updateProfile: object(
    {
      displayName: text(200, 0),
      emailAddress: email,
      attributes: {
        type: 'array',
        maxItems: 10,
        items: object(
          { name: { type: 'string', enum: ['industry', 'job-title', 'company-size'] }, value: text(100, 0) },
          ['name', 'value'],
        ),
      },
    },
    ['displayName', 'emailAddress', 'attributes'],
  ),
  emptyObject: object({}, []),
  addCartItem: object({ sku: text(40), quantity: { type: 'integer', minimum: 1, maximum: 99 } }, [
    'sku',
    'quantity',
  ]),
  removeCartItem: object({ sku: text(40) }, ['sku']),
  autoSuggest: object({ term: text(200, 0) }, ['term']),
  captchaToken: object(
    { siteKey: text(100), action: { type: 'string', enum: ['sign-in', 'register', 'reset-password'] } },
    ['siteKey', 'action'],
  ),
  logs: object(
    {
      events: {
        type: 'array',
        minItems: 1,
        maxItems: 100,
        items: {
          type: 'object',
          properties: {
            level: { type: 'string', enum: ['debug', 'info', 'warn', 'error'] },
            message: text(2000, 0),
            timestamp: { ...text(40), pattern: logTimestampPattern },
            context: { type: 'object' },
          },
          required: ['level', 'message', 'timestamp'],
        },
      },
    },
    ['events'],
  ),
} as const;

/** Each endpoint's request parts and their schemas; endpoints that take nothing are absent. */
export const requestSchemas = {
  captchaDemoToken: { body: schemas.captchaToken },
  signIn: { body: schemas.signIn },
  reauthenticate: { body: schemas.reauthenticate },
  resetPassword: { body: schemas.resetPassword },
  completePasswordReset: { body: schemas.completePasswordReset },
  verifyResetToken: { query: schemas.verifyResetToken },
  subscriptionLookup: { query: schemas.subscriptionLookup },
  createUser: { body: schemas.createUser },
  verifyRegistration: { body: schemas.verifyRegistration },
  updateProfile: { body: schemas.updateProfile },
  checkoutComplete: { body: schemas.emptyObject },
  addCartItem: { body: schemas.addCartItem },
  removeCartItem: { params: schemas.removeCartItem },
  autoSuggest: { query: schemas.autoSuggest },
  logs: { body: schemas.logs },
  ...passkeyRequestSchemas,
} as const satisfies { [Name in EndpointName]?: { body?: object; query?: object; params?: object } };

type Simplify<T> = { [K in keyof T]: T[K] } & {};

type ObjectOf<Properties, Required> = [keyof Properties] extends [never]
  ? Record<string, never>
  : Simplify<
      { -readonly [K in keyof Properties as K extends Required ? K : never]: Infer<Properties[K]> } & {
        -readonly [K in keyof Properties as K extends Required ? never : K]?: Infer<Properties[K]>;
      }
    >;

/** The type of the values a schema (of the subset written above) accepts. */
export type Infer<Schema> = Schema extends { readonly enum: readonly (infer Value)[] }
  ? Value
  : Schema extends { readonly type: 'string' }
    ? string
    : Schema extends { readonly type: 'boolean' }
      ? boolean
      : Schema extends { readonly type: 'integer' | 'number' }
        ? number
        : Schema extends { readonly type: 'array'; readonly items: infer Item }
          ? Infer<Item>[]
          : Schema extends {
                readonly type: 'object';
                readonly properties: infer Properties;
                readonly required: readonly (infer Required)[];
              }
            ? ObjectOf<Properties, Required>
            : Schema extends { readonly type: 'object' }
              ? Record<string, unknown>
              : never;

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

type SchemaParts<Name extends EndpointName> = Name extends keyof typeof requestSchemas
  ? { -readonly [Part in keyof (typeof requestSchemas)[Name]]: Infer<(typeof requestSchemas)[Name][Part]> }
  : Record<never, never>;

/** Headers are checked by the route (the log collector's Authorization), not by a schema. */
type ContractParts<Name extends EndpointName> = Omit<RequestOf<Name>, 'headers'>;

/** The endpoints whose schemas accept another type than the contract's request. */
export type MismatchedSchemas = {
  [Name in EndpointName]: Equal<SchemaParts<Name>, ContractParts<Name>> extends true ? never : Name;
}[EndpointName];

/** Compiles only while every schema accepts exactly its endpoint's request (`MismatchedSchemas` names the others). */
export const schemasMatchContract: [MismatchedSchemas] extends [never] ? true : MismatchedSchemas = true;

/** The fastify route schema of an endpoint, from its row above (fastify calls the query `querystring`). */
export function routeSchema(name: keyof typeof requestSchemas): {
  body?: object;
  querystring?: object;
  params?: object;
} {
  const parts: { body?: object; query?: object; params?: object } = requestSchemas[name];
  return {
    ...(parts.body ? { body: parts.body } : {}),
    ...(parts.query ? { querystring: parts.query } : {}),
    ...(parts.params ? { params: parts.params } : {}),
  };
}
