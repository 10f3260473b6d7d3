/** The OpenAPI 3.1 document, derived from the contract's endpoint table and the body schemas. */
import { endpoints, errorCodes, type EndpointName } from '@masthead/api/contract';
import { passkeyDocs } from './passkey-schemas.ts';
import { schemas } from './schemas.ts';

const docs: Record<
  EndpointName,
  { summary: string; ok: number; errors?: number[]; body?: object; query?: object }
> = {
  captchaConfig: { summary: 'Whether captcha is enabled, and the site key', ok: 200 },
  captchaDemoToken: {
    summary: 'Offline demo captcha provider: a token for one action',
    ok: 200,
    body: schemas.captchaToken,
  },
  signIn: {
    summary:
      'Sign in; 400 with tries_left (4..1), then lockout_duration, for any address; 403 restricted (right password only); 429',
    ok: 200,
    errors: [400, 403, 429],
    body: schemas.signIn,
  },
  session: { summary: 'The signed-in visitor, or { session: null }', ok: 200 },
  reauthenticate: {
    summary:
      "Signed in: confirm the session's sign-in with the password, so it may add and remove passkeys for RECENT_SIGN_IN_MINUTES (confirmedUntil); 400 tries_left or lockout_duration, as sign-in; 401; 429",
    ok: 200,
    errors: [400, 401, 429],
    body: schemas.reauthenticate,
  },
  logout: { summary: 'End the session on the server', ok: 204 },
  resetPassword: {
    summary:
      'Mail a reset link (or, to a restricted or locked account, why not); the same 200 for any address; 429',
    ok: 200,
    errors: [400, 429],
    body: schemas.resetPassword,
  },
  completePasswordReset: {
    summary:
      'Set a new password from a mailed link (one use, 1 hour) and sign in; other sessions end, and the passkeys added since the last password sign-in or from an ended session are removed (removedPasskeys). 400 password policy or reset_token; 403 restricted; 423 locked; 429',
    ok: 200,
    errors: [400, 403, 423, 429],
    body: schemas.completePasswordReset,
  },
  verifyResetToken: {
    summary: 'Whether a reset link still works: its account email, or 400 reset_token; 429',
    ok: 200,
    errors: [400, 429],
    query: schemas.verifyResetToken,
  },
  subscriptionLookup: {
    summary: 'Whether a subscription exists for an email (404 when none); 429',
    ok: 200,
    errors: [400, 404, 429],
    query: schemas.subscriptionLookup,
  },
  createUser: {
    summary:
      'Register and sign in (201); for a subscription with no account yet, mail a confirmation link instead (202, nothing created); 400 password policy, 409 taken, 403 restricted, 429',
    ok: 201,
    errors: [400, 403, 409, 429],
    body: schemas.createUser,
  },
  verifyRegistration: {
    summary:
      "Follow a mailed confirmation link (one use, 30 minutes by default) with the password the address's owner chooses: create the account with its address's subscription and sign in; 400 registration_token or password (policy), 409 taken, 403 restricted, 429",
    ok: 200,
    errors: [400, 403, 409, 429],
    body: schemas.verifyRegistration,
  },
  userProfile: { summary: 'Analytics profile; { state: "Anonymous" } when signed out', ok: 200 },
  updateProfile: {
    summary: 'Save the profile questionnaire',
    ok: 204,
    errors: [400, 401],
    body: schemas.updateProfile,
  },
  userReference: { summary: 'Reference handed to the subscription callback', ok: 200, errors: [401] },
  checkoutComplete: {
    summary: 'Complete subscription activation after checkout sign-in',
    ok: 200,
    errors: [401],
    body: schemas.emptyObject,
  },
  shoppingCart: { summary: "The visitor's cart", ok: 200 },
  addCartItem: {
    summary: 'Add a store item to the cart',
    ok: 200,
    errors: [400, 404],
    body: schemas.addCartItem,
  },
  removeCartItem: { summary: 'Remove a line from the cart', ok: 200 },
  storeItems: { summary: 'Seeded store items', ok: 200 },
  autoSuggest: {
    summary: 'Records (at most 6) and subjects for a term (3+ characters)',
    ok: 200,
    errors: [400],
    query: schemas.autoSuggest,
  },
  logs: {
    summary: 'Log collector; needs Authorization: Bearer <token>; 429 per client',
    ok: 202,
    errors: [400, 401, 429],
    body: schemas.logs,
  },
  devMailbox: { summary: 'Dev only: mail the server sent', ok: 200 },
  ...passkeyDocs,
};

const errorBody = {
  type: 'object',
  required: ['errorMessage', 'field'],
  properties: {
    errorMessage: {
      type: 'string',
      description: 'The server’s words, in English (for logs and older clients)',
    },
    field: {
      type: 'string',
      description: `A stable code of what failed: one of ${errorCodes.join(', ')}; or the request field refused`,
    },
    tries_left: { type: 'integer' },
    lockout_duration: { type: 'string' },
    lockout_seconds: { type: 'integer' },
    retry_after: { type: 'integer' },
    detail: { type: 'string' },
  },
};

export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, endpoint] of Object.entries(endpoints) as [
    EndpointName,
    (typeof endpoints)[EndpointName],
  ][]) {
    const doc = docs[name];
    const path = endpoint.path.replace(/:(\w+)/g, '{$1}');
    const query = doc.query as { properties?: Record<string, object> } | undefined;
    const responses: Record<string, unknown> = { [doc.ok]: { description: 'Success' } };
    for (const status of [...(doc.errors ?? []), 415, 413])
      responses[status] = { description: 'Error', content: { 'application/json': { schema: errorBody } } };
    paths[path] = {
      ...paths[path],
      [endpoint.method.toLowerCase()]: {
        operationId: name,
        summary: doc.summary,
        ...(query?.properties
          ? {
              parameters: Object.entries(query.properties).map(([key, schema]) => ({
                name: key,
                in: 'query',
                required: true,
                schema,
              })),
            }
          : {}),
        ...(doc.body
          ? { requestBody: { required: true, content: { 'application/json': { schema: doc.body } } } }
          : {}),
        responses,
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Masthead reference API',
      version: '1.0.0',
      description: 'The executable contract of the widgets\u2019 backend (docs/behaviour.md#calls).',
    },
    paths,
  };
}
