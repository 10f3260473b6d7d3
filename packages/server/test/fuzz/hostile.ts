/**
 * Hostile variants of a request: wrong types, unknown fields, NUL and unpaired
 * surrogates, huge and deeply nested bodies, odd encodings and content types, broken
 * query strings and path segments.
 */
import fc from 'fast-check';

/** Text PostgreSQL and UTF-8 cannot take, and other odd text. */
export const hostileText = fc.oneof(
  {
    arbitrary: fc.constantFrom(
      '\u0000',
      'a\u0000b@example.com',
      '\ud800',
      'x\udfff',
      '\udbff\u0000',
      '\ud83d\ude00',
      '\ufeff\ufffe\uffff',
      '\u202e',
      "'; drop table users; --",
      '%00',
    ),
    weight: 3,
  },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 30 }), weight: 1 },
);

/** Raw query-string fragments: encoded NUL and surrogates, invalid UTF-8, broken escapes, repeats. */
export const hostileQuery = fc.constantFrom(
  'x=%00',
  'x=%ED%A0%80',
  'x=%FF%FE',
  'x=%C0%80',
  'x=%F4%90%80%80',
  'x=%E0%A4%A',
  '%',
  '&&=&',
  `x=${'y'.repeat(5000)}`,
);

export const hostilePathSegment = fc.constantFrom(
  '%00',
  '%ED%A0%80',
  '%FF',
  '%E0%A4%A',
  '..%2F..%2Fetc',
  'a'.repeat(3000),
  '%20',
);

/** Mostly JSON, so most requests get past the parser to validation and the handlers. */
export const contentTypes = fc.oneof(
  { arbitrary: fc.constant('application/json'), weight: 8 },
  fc.constantFrom(
    'application/json; charset=utf-8',
    'application/JSON',
    'application/json; charset=utf-16',
    'application/json; charset=latin1',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/merge-patch+json',
  ),
);

const deep = (depth: number, open: string, close: string) => `${open.repeat(depth)}1${close.repeat(depth)}`;

/** JSON text for a body: the valid object, or one of its hostile twins. */
export function hostileJson(valid: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  const object = valid.map((value) =>
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : { value },
  );
  const key = (value: Record<string, unknown>) => fc.constantFrom(...Object.keys(value), 'unknownField');
  const replaced = <T>(replacement: fc.Arbitrary<T>) =>
    object.chain((value) =>
      fc.tuple(key(value), replacement).map(([name, next]) => JSON.stringify({ ...value, [name]: next })),
    );
  const nested = object.chain((value) =>
    fc.tuple(key(value), fc.integer({ min: 100, max: 20_000 }), fc.boolean()).map(([name, depth, arrays]) => {
      const rest = JSON.stringify(value).slice(1, -1);
      const inner = arrays ? deep(depth, '[', ']') : deep(depth, '{"a":', '}');
      return `{${JSON.stringify(name)}:${inner}${rest ? `,${rest}` : ''}}`;
    }),
  );
  return fc.oneof(
    { arbitrary: valid.map((value) => JSON.stringify(value) ?? ''), weight: 4 },
    { arbitrary: replaced(fc.jsonValue({ maxDepth: 2 })), weight: 2 },
    { arbitrary: replaced(hostileText), weight: 3 },
    {
      arbitrary: replaced(fc.integer({ min: 1000, max: 80_000 }).map((size) => 'x'.repeat(size))),
      weight: 1,
    },
    {
      arbitrary: object.chain((value) =>
        fc
          .dictionary(fc.oneof(fc.string(), hostileText), fc.jsonValue({ maxDepth: 2 }))
          .map((extra) => JSON.stringify({ ...extra, ...value })),
      ),
      weight: 1,
    },
    { arbitrary: nested, weight: 1 },
    { arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)), weight: 1 },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 200 }), weight: 1 },
  );
}

/** The bytes on the wire: UTF-8, or with a BOM, as UTF-16, or with invalid UTF-8 bytes. */
export const encodings = fc.oneof(
  { arbitrary: fc.constant((text: string) => Buffer.from(text, 'utf8')), weight: 8 },
  fc.constantFrom<(text: string) => Buffer>(
    (text) => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]),
    (text) => Buffer.from(text, 'utf16le'),
    (text) => Buffer.concat([Buffer.from(text, 'utf8'), Buffer.from([0xff, 0xfe, 0xc3, 0x28])]),
    (text) => Buffer.from(text.replace(/"/, '"\xff\xfe'), 'latin1'),
  ),
);
