/**
 * The four lodash functions formik imports (`lodash-es/clone`, `cloneDeep`, `isPlainObject` and
 * `toPath`), which the loader's build gives formik in their place (`formikLodash`,
 * loader-plugins.ts): lodash's own bring its whole clone machinery (typed arrays, buffers,
 * stacks, tag lookups), 4–5 KB gzip of the forms chunk for what formik does with plain objects,
 * arrays and field paths. Browser code: it runs in the loader's forms chunk.
 *
 * Each behaves as lodash's does for what formik gives it (its values, errors, touched and
 * status, and field names), which formik-lodash.test.ts checks against lodash itself. Where
 * they part, on values a form never holds:
 * - a function given to `clone` or `cloneDeep` is returned as it is (lodash: `{}`, with the
 *   function's own properties); any other object that is not a plain object or class instance,
 *   an array, a Date, RegExp, Map or Set (an Error, a File, a typed array, a WeakMap, a DOM
 *   node, a boxed primitive) is returned as it is too, at the top as below it, where lodash
 *   copies typed arrays, buffers and boxed primitives and gives `{}` for the rest at the top;
 * - `clone` of a Map or Set is a new one with the same entries (lodash also copies each entry
 *   shallowly), and a Date, RegExp, Map or Set's own enumerable properties are not copied;
 * - the array `RegExp#exec` returns is copied without its `index` and `input`;
 * - an object with a `Symbol.toStringTag` of its own is not a plain object (lodash reads past
 *   the tag); `toPath` does not memoize the paths it parses.
 */

/** What lodash tells values apart by: `[object Date]` → `Date` (a class instance is `Object`). */
const tagOf = (value: object): string => Object.prototype.toString.call(value).slice(8, -1);

type Indexable = Record<PropertyKey, unknown>;

/**
 * A copy of an object or class instance to fill, as lodash makes it: with the same prototype,
 * unless the object has no constructor function or is a prototype itself (then a plain `{}`).
 */
function emptyLike(value: object): Indexable {
  const { constructor } = value;
  if (typeof constructor !== 'function') return {};
  const prototype: unknown = constructor.prototype;
  return value === (prototype ?? Object.prototype)
    ? {}
    : (Object.create(Object.getPrototypeOf(value)) as Indexable);
}

/** Own enumerable keys, the symbols among them, in lodash's order (strings first). */
const ownKeys = (value: object): PropertyKey[] => [
  ...Object.keys(value),
  ...Object.getOwnPropertySymbols(value).filter((symbol) =>
    Object.prototype.propertyIsEnumerable.call(value, symbol),
  ),
];

/**
 * `value` copied: its own members as they are (`copies` undefined, a shallow copy), or each
 * copied in turn, `copies` holding every object already copied (so a cycle is copied as one).
 */
function copyOf(value: unknown, copies: Map<object, unknown> | undefined): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (copies?.has(value)) return copies.get(value);
  const member = (item: unknown) => (copies ? copyOf(item, copies) : item);
  if (Array.isArray(value)) {
    // Every index, a hole as `undefined`, in an array of the same class, as lodash copies one.
    const array = new (value.constructor as ArrayConstructor)(value.length) as unknown[];
    copies?.set(value, array);
    for (let index = 0; index < value.length; index++) array[index] = member(value[index]);
    return array;
  }
  switch (tagOf(value)) {
    case 'Object':
    case 'Arguments': {
      const object = emptyLike(value);
      copies?.set(value, object);
      for (const key of ownKeys(value)) {
        const item = member((value as Indexable)[key]);
        // As lodash assigns: a `__proto__` key of the object's own stays a key, not its prototype.
        if (key === '__proto__')
          Object.defineProperty(object, key, {
            value: item,
            enumerable: true,
            writable: true,
            configurable: true,
          });
        else object[key] = item;
      }
      return object;
    }
    case 'Date':
      return new (value.constructor as DateConstructor)((value as Date).getTime());
    case 'RegExp': {
      const { source, flags, lastIndex } = value as RegExp;
      const regExp = new (value.constructor as RegExpConstructor)(source, flags);
      regExp.lastIndex = lastIndex;
      return regExp;
    }
    case 'Map': {
      const map = new (value.constructor as MapConstructor)();
      copies?.set(value, map);
      (value as Map<unknown, unknown>).forEach((item, key) => map.set(key, member(item)));
      return map;
    }
    case 'Set': {
      const set = new (value.constructor as SetConstructor)();
      copies?.set(value, set);
      (value as Set<unknown>).forEach((item) => set.add(member(item)));
      return set;
    }
    default:
      return value;
  }
}

/**
 * A shallow copy, as lodash's `clone`: an object keeps its prototype (formik's `setIn` copies
 * a class instance along a path as one), an array is copied whole; a primitive is itself.
 */
export const clone = <T>(value: T): T => copyOf(value, undefined) as T;

/**
 * A deep copy, as lodash's `cloneDeep`: plain objects, class instances (with their prototype),
 * arrays, Dates, RegExps, Maps and Sets are copied all the way down, cycles included; a
 * function, a File or any other object below them is kept as it is.
 */
export const cloneDeep = <T>(value: T): T => copyOf(value, new Map()) as T;

const functionSource = Function.prototype.toString;
const objectSource = functionSource.call(Object);

/**
 * Whether `value` is a plain object, as lodash's `isPlainObject`: an object with no
 * prototype, or whose prototype's constructor is `Object`, of this realm or another (by its
 * source). Not an array, a class instance, `arguments`, a Date or `Object.prototype`'s kin.
 */
export function isPlainObject(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || tagOf(value) !== 'Object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype === null) return true;
  const constructor: unknown = Object.hasOwn(prototype as object, 'constructor')
    ? (prototype as { constructor: unknown }).constructor
    : undefined;
  return (
    typeof constructor === 'function' &&
    constructor instanceof constructor &&
    functionSource.call(constructor) === objectSource
  );
}

/** lodash's `toKey` (`-0` keeps its sign) and `toString` of what is neither array nor symbol. */
function keyOf(value: unknown): string | symbol {
  if (typeof value === 'string' || typeof value === 'symbol') return value;
  if (Object.is(value, -0)) return '-0';
  // `+ ''`, as lodash: an object's `valueOf` first, then its `toString`.
  return (value as string) + '';
}

/** A property name, a bracketed index or quoted key, or the empty key between two dots. */
const segment =
  /[^.[\]]+|\[(?:(-?\d+(?:\.\d+)?)|(["'])((?:(?!\2)[^\\]|\\.)*?)\2)\]|(?=(?:\.|\[\])(?:\.|\[\]|$))/g;
/** A backslash escape in a quoted key: `\\` is a backslash, `\x` is `x`. */
const escape = /\\(\\)?/g;

/**
 * A field path as its keys, as lodash's `toPath`: `a.b[0].c`, `a['b.c']` and `a["x"]`, an
 * empty key for a leading dot or two dots in a row; an array's items each made a key (a
 * symbol stays one); always a new array.
 */
export function toPath(value: unknown): (string | symbol)[] {
  if (Array.isArray(value)) return Array.from(value as unknown[], (item) => keyOf(item));
  if (typeof value === 'symbol') return [value];
  const path = value == null ? '' : (keyOf(value) as string);
  const keys: string[] = path.startsWith('.') ? [''] : [];
  for (const [match, index, quote, quoted = ''] of path.matchAll(segment))
    keys.push(quote ? quoted.replace(escape, '$1') : (index ?? match));
  return keys;
}
