import { runInNewContext } from 'node:vm';
import lodashClone from 'lodash-es/clone';
import lodashCloneDeep from 'lodash-es/cloneDeep';
import lodashIsPlainObject from 'lodash-es/isPlainObject';
import lodashToPath from 'lodash-es/toPath';
import { describe, expect, it } from 'vitest';
import { clone, cloneDeep, isPlainObject, toPath } from './formik-lodash.ts';

class Address {
  constructor(
    public street: string,
    public lines: string[],
  ) {}
  get label() {
    return `${this.street}, ${this.lines.join(', ')}`;
  }
}

class Home extends Address {}

const hidden = Symbol('hidden');
const shown = Symbol('shown');

/** An array with a hole, as formik's `setIn` leaves errors for the third of three friends. */
function sparse(): unknown[] {
  const errors: unknown[] = [];
  errors[2] = { name: 'Required' };
  return errors;
}

function withSymbols() {
  const object: Record<PropertyKey, unknown> = { visible: 1, [shown]: { nested: true } };
  Object.defineProperty(object, hidden, { value: 2, enumerable: false });
  return object;
}

/** An `arguments` object, as a function that is called with `values` sees them. */
function argumentsOf(..._values: unknown[]): IArguments {
  // eslint-disable-next-line prefer-rest-params -- an `arguments` object is what is copied
  return arguments;
}

function cyclic() {
  const friend: Record<string, unknown> = { name: 'Ada' };
  const values = { friends: [friend], best: friend };
  friend.self = friend;
  return values;
}

const regExp = /a+(b)/gi;
regExp.lastIndex = 3;

/** What a form holds and its edges: values, errors, touched and status, and what lodash copies. */
const copied: Record<string, () => unknown> = {
  'a number': () => 42,
  'a string': () => 'a@example.com',
  'a boolean': () => false,
  null: () => null,
  undefined: () => undefined,
  'minus zero': () => -0,
  NaN: () => NaN,
  'a bigint': () => 10n,
  'a symbol': () => shown,
  'an empty object': () => ({}),
  "a sign-in form's values": () => ({ email: 'a@example.com', password: '', remember: false, code: null }),
  'nested values': () => ({
    account: { name: { first: 'Ada', last: '' }, emails: ['a@example.com', ''] },
    friends: [{ name: 'Grace', tags: ['x'] }, { name: '' }],
  }),
  'errors with a hole': () => ({ friends: sparse() }),
  'an array of arrays': () => [[1, [2, { three: 3 }]], { four: [4] }],
  'a null-prototype object': () => Object.assign(Object.create(null) as object, { a: 1, b: { c: [2] } }),
  'a class instance': () => new Address('1 Main St', ['Flat 2']),
  'a class instance in values': () => ({ address: new Address('1 Main St', ['Flat 2']) }),
  "a class's prototype": () => Address.prototype,
  "a subclass's prototype": () => Home.prototype,
  'an object whose constructor is not a function': () => ({ constructor: 'not one', a: { b: 1 } }),
  'an object from another realm': () => runInNewContext('({ a: { b: [1, 2] } })') as unknown,
  'a Date': () => new Date(Date.UTC(2024, 1, 29)),
  'values with a Date': () => ({ birthday: new Date(Date.UTC(1990, 0, 1)), dates: [new Date(0)] }),
  'a RegExp': () => regExp,
  'symbol keys': withSymbols,
  'an own __proto__ key': () => JSON.parse('{ "__proto__": { "polluted": true }, "a": 1 }') as unknown,
  arguments: () => argumentsOf(1, { two: 2 }),
  'a Map of primitives': () =>
    new Map<unknown, unknown>([
      ['a', 1],
      [{ key: true }, 'b'],
    ]),
  'a Set of primitives': () => new Set(['a', 1]),
  'a function, a File and an Error inside values': () => ({
    onChange: () => undefined,
    avatar: new File(['x'], 'avatar.png'),
    failure: new Error('no'),
  }),
  'a cycle': cyclic,
};

/** Also copied deep alike (`clone` shares their entries, where lodash copies each: see below). */
const copiedDeep: Record<string, () => unknown> = {
  ...copied,
  'a Map of objects': () => new Map([['a', { b: [1] }]]),
  'a Set of objects': () => new Set([{ a: 1 }, [2]]),
};

/**
 * `ours` has the shape `theirs` has: the same prototypes, own keys (symbols and non-enumerable
 * ones included, in order) and values all the way down, Dates at the same time, RegExps
 * alike, Maps' and Sets' entries alike, and it shares with `original` exactly the objects
 * `theirs` shares with it.
 */
function expectSameCopy(ours: unknown, theirs: unknown, original: unknown, path = 'value', seen = new Set()) {
  if (typeof theirs !== 'object' || theirs === null) {
    expect(ours, path).toBe(theirs);
    return;
  }
  expect(typeof ours, path).toBe('object');
  expect(ours === original, `${path} is the original's`).toBe(theirs === original);
  // The same object, shared by both copies: nothing more to compare.
  if (theirs === original || seen.has(theirs)) return;
  seen.add(theirs);
  const mine = ours as Record<PropertyKey, unknown>;
  const lodash = theirs as Record<PropertyKey, unknown>;
  const before = original as Record<PropertyKey, unknown> | undefined;
  expect(Object.getPrototypeOf(mine), `${path}'s prototype`).toBe(Object.getPrototypeOf(lodash));
  expect(Reflect.ownKeys(mine), `${path}'s keys`).toEqual(Reflect.ownKeys(lodash));
  if (theirs instanceof Date) expect((ours as Date).getTime(), path).toBe(theirs.getTime());
  if (theirs instanceof RegExp)
    expect([`${String(ours)}`, (ours as RegExp).lastIndex]).toEqual([`${String(theirs)}`, theirs.lastIndex]);
  if (theirs instanceof Map || theirs instanceof Set) {
    const entries = (collection: unknown) => [...(collection as Map<unknown, unknown>).entries()];
    const originals = original instanceof Map || original instanceof Set ? entries(original) : [];
    entries(theirs).forEach(([key, value], index) => {
      const [myKey, myValue] = entries(ours)[index] ?? [];
      expectSameCopy(myKey, key, originals[index]?.[0], `${path} key ${index}`, seen);
      expectSameCopy(myValue, value, originals[index]?.[1], `${path} entry ${index}`, seen);
    });
  }
  for (const key of Reflect.ownKeys(lodash)) {
    expectSameCopy(mine[key], lodash[key], before?.[key], `${path}.${String(key)}`, seen);
  }
}

describe("formik's lodash functions, ours, beside lodash's", () => {
  it.each(Object.entries(copied))('clone: %s', (_name, make) => {
    const original = make();
    expectSameCopy(clone(original), lodashClone(original), original);
  });

  it.each(Object.entries(copiedDeep))('cloneDeep: %s', (_name, make) => {
    const original = make();
    expectSameCopy(cloneDeep(original), lodashCloneDeep(original), original);
  });

  it('clone keeps a class instance a class instance, with its getters, as formik’s setIn needs', () => {
    const address = new Address('1 Main St', ['Flat 2']);
    const copy = clone(address);
    expect(copy).toBeInstanceOf(Address);
    expect(copy).not.toBe(address);
    expect(copy.lines).toBe(address.lines);
    expect(copy.label).toBe('1 Main St, Flat 2');
  });

  it('cloneDeep copies every plain object and array, and a cycle as one', () => {
    const values = cyclic();
    const copy = cloneDeep(values);
    expect(copy.friends[0]).not.toBe(values.friends[0]);
    expect(copy.best).toBe(copy.friends[0]);
    expect(copy.best?.self).toBe(copy.best);
  });

  const plainOrNot: Record<string, () => unknown> = {
    'an object literal': () => ({ a: 1 }),
    'new Object()': () => new Object(),
    'a null-prototype object': () => Object.create(null),
    'Object.prototype': () => Object.prototype,
    'an object from another realm': () => runInNewContext('({})') as unknown,
    'an object from another realm, null-prototype': () => runInNewContext('Object.create(null)') as unknown,
    'an object whose constructor is not a function': () => ({ constructor: 'not one' }),
    'an object made from an object': () => Object.create({}),
    'a class instance': () => new Address('', []),
    "a class's prototype": () => Address.prototype,
    'an array': () => [],
    'a Date': () => new Date(0),
    'a RegExp': () => /a/,
    'a Map': () => new Map(),
    'a function': () => () => undefined,
    arguments: () => argumentsOf(1),
    Math: () => Math,
    JSON: () => JSON,
    'a File': () => new File([], 'a'),
    'a boxed string': () => Object('a'),
    null: () => null,
    undefined: () => undefined,
    'a number': () => 1,
    'a string': () => 'a',
    'a symbol': () => shown,
  };

  it.each(Object.entries(plainOrNot))('isPlainObject: %s', (_name, make) => {
    const value = make();
    expect(isPlainObject(value)).toBe(lodashIsPlainObject(value));
  });

  const paths: Record<string, unknown> = {
    'a name': 'email',
    'nested names': 'account.name.first',
    'an index': 'friends[0].name',
    'indices with dots': 'friends.0.tags.1',
    'a negative and a decimal index': 'a[-1][1.5]',
    'a quoted key with a dot': "a['b.c'].d",
    'a double-quoted key': 'a["x"]',
    'escapes in a quoted key': 'a["x\\"y\\\\z\\q"]',
    'an empty quoted key': "a['']",
    'a leading dot': '.a.b',
    'two dots': 'a..b',
    'a trailing dot': 'a.',
    'only a dot': '.',
    'an empty string': '',
    'a bracket at the start': '[0].a',
    'empty brackets': 'a[].b',
    'an unquoted key in brackets': 'a[b]',
    'an unclosed bracket': 'a.b[',
    'stray brackets': ']a[',
    spaces: ' a . b ',
    'a number': 12,
    'a decimal': 1.5,
    'minus zero': -0,
    null: null,
    undefined: undefined,
    'a boolean': true,
    'an object': { a: 1 },
    'an object with valueOf': { valueOf: () => 'a.b', toString: () => 'c' },
    'a symbol': shown,
    'an array of keys': ['a', 0, -0, 1.5, null, undefined, true, shown, 'b.c'],
    'an array with a hole': sparse(),
  };

  it.each(Object.entries(paths))('toPath: %s', (_name, value) => {
    expect(toPath(value)).toEqual(lodashToPath(value));
  });

  it('toPath gives a new array every time', () => {
    const keys = ['a', 'b'];
    expect(toPath(keys)).not.toBe(keys);
    const first = toPath('a.b');
    first.push('c');
    expect(toPath('a.b')).toEqual(['a', 'b']);
  });
});

describe('where ours part from lodash, on values a form never holds', () => {
  it('clone of a Map or Set shares its entries (lodash copies each)', () => {
    const entry = { a: 1 };
    expect(clone(new Map([['a', entry]])).get('a')).toBe(entry);
    expect(lodashClone(new Map([['a', entry]])).get('a')).not.toBe(entry);
  });

  it('a function, an Error or a typed array at the top is kept as it is', () => {
    const values = [() => undefined, new Error('no'), new Uint8Array([1])];
    for (const value of values) {
      expect(clone(value)).toBe(value);
      expect(cloneDeep(value)).toBe(value);
    }
  });

  it('an object with a Symbol.toStringTag of its own is not a plain object', () => {
    const tagged = { [Symbol.toStringTag]: 'Tagged' };
    expect(isPlainObject(tagged)).toBe(false);
    expect(lodashIsPlainObject(tagged)).toBe(true);
  });
});
