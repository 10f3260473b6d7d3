/**
 * fast-check arbitraries for the request schemas (the subset the server writes): values
 * a schema accepts, biased towards the seeded accounts so some calls get past validation
 * into the database and the password checks.
 */
import fc from 'fast-check';
import { demoAccounts, storeItems } from '@masthead/api/contract';

export interface JsonSchema {
  readonly type?: string;
  readonly enum?: readonly string[];
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly items?: JsonSchema;
  readonly properties?: { readonly [name: string]: JsonSchema };
  readonly required?: readonly string[];
}

const accounts = Object.values(demoAccounts);
/** Known values by field name: real emails, passwords and skus reach deeper code. */
const known: Record<string, readonly string[]> = {
  emailAddress: accounts.map((account) => account.emailAddress),
  email: accounts.map((account) => account.emailAddress),
  password: accounts.flatMap((account) => (account.password ? [account.password] : [])),
  sku: storeItems.map((item) => item.sku),
};

function stringOf(schema: JsonSchema, name: string): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 60, 60);
  const any = fc.string({ minLength, maxLength, unit: 'binary' });
  const values = known[name];
  const text = fc.string({ minLength, maxLength });
  return values ? fc.oneof(fc.constantFrom(...values), fc.emailAddress(), text, any) : fc.oneof(text, any);
}

export function arbitraryOf(schema: JsonSchema, name = ''): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'string':
      return stringOf(schema, name);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6 });
    case 'array':
      return fc.array(arbitraryOf(schema.items ?? {}), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    case 'object': {
      const properties = schema.properties;
      if (!properties)
        return fc.oneof(
          fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 3 })),
          // Free-form objects (a log's context) nested past the server's depth limit.
          fc.integer({ min: 1, max: 40 }).map((depth) => {
            let value: Record<string, unknown> = {};
            for (let level = 0; level < depth; level += 1) value = { level: value };
            return value;
          }),
        );
      const record = Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key, arbitraryOf(value, key)]),
      );
      return fc.record(record, { requiredKeys: [...(schema.required ?? [])] });
    }
    case undefined:
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
