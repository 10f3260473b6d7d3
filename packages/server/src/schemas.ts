/**
 * JSON schemas of the request bodies and queries: fastify validates with them (400
 * with a message naming the field) and the OpenAPI document publishes them.
 */
const text = (maxLength: number, minLength = 1) => ({ type: 'string', minLength, maxLength }) as const;
const email = text(254);
const password = text(200);
const captchaToken = text(2000);

const object = (properties: Record<string, unknown>, required: string[]) =>
  ({ type: 'object', properties, required, additionalProperties: false }) as const;

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
            timestamp: text(40),
            context: { type: 'object' },
          },
          required: ['level', 'message', 'timestamp'],
        },
      },
    },
    ['events'],
  ),
} as const;
