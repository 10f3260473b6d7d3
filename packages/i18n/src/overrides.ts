/**
 * An editor's own words: a text of any catalogue replaced for a page (the loader's config,
 * `messages`) or for one placement (its `messages` attribute), as ICU MessageFormat keyed
 * `<catalogue>.<key>` (`"header.signIn": "Log in"`). Parsed in the page (a chunk of its own,
 * fetched only by a page that has overrides) and run by the same runtime as the catalogues,
 * with no `eval`, so a strict CSP allows it. A key no catalogue has, a message that does not
 * parse or one that asks for a value its text is not given is one `[masthead]` warning naming
 * it, and the default words stay.
 */
import { parse, type Token } from '@messageformat/parser';
import { cardinal, number, plural, select } from './runtime.ts';

/** What an override is checked against: a catalogue's name, its English and its keys with values. */
interface Catalogue {
  readonly name: string;
  readonly formatted: readonly string[];
  messages(locale: 'en'): unknown;
}

export type OverrideSource = Readonly<Record<string, unknown>>;
/** Checked overrides: key → a string, or a function of the values like a compiled message. */
export type CompiledOverrides = ReadonlyMap<
  string,
  string | ((values: Record<string, unknown>, locale: string) => string)
>;

function argumentsOf(tokens: Token[], into = new Set<string>()): Set<string> {
  for (const token of tokens) {
    if (token.type === 'argument' || token.type === 'function') into.add(token.arg);
    if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
      into.add(token.arg);
      for (const c of token.cases) argumentsOf(c.tokens, into);
    }
  }
  return into;
}

function interpret(tokens: Token[], values: Record<string, unknown>, locale: string, count?: number): string {
  return tokens
    .map((token) => {
      switch (token.type) {
        case 'content':
          return token.value;
        case 'argument':
        case 'function':
          return String(values[token.arg] ?? '');
        case 'octothorpe':
          return count === undefined ? '#' : number(locale, count, 0);
        case 'select': {
          const cases = Object.fromEntries(token.cases.map((c) => [c.key, c.tokens]));
          return interpret(select(String(values[token.arg]), cases) as Token[], values, locale, count);
        }
        case 'plural':
        case 'selectordinal': {
          const value = Number(values[token.arg]);
          const offset = token.pluralOffset ?? 0;
          const cases = Object.fromEntries(token.cases.map((c) => [c.key.replace(/^=/, ''), c.tokens]));
          const chosen = plural(
            value,
            offset,
            cardinal(locale),
            cases,
            token.type === 'selectordinal',
          ) as Token[];
          return interpret(chosen, values, locale, value - offset);
        }
      }
    })
    .join('');
}

/** A message of `tree` by its dotted path (`house.header.text`). */
export function messageAt(tree: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      tree,
    );
}

/**
 * Check and compile `source` against the page's catalogues. `where` names the setting (the
 * config, a placement) in warnings.
 */
export function compileOverrides(
  source: OverrideSource,
  catalogues: readonly Catalogue[],
  warn: (message: string) => void,
  where: string,
): CompiledOverrides {
  const compiled = new Map<string, string | ((values: Record<string, unknown>, locale: string) => string)>();
  for (const [key, text] of Object.entries(source)) {
    const [name = '', ...rest] = key.split('.');
    const path = rest.join('.');
    const catalogue = catalogues.find((candidate) => candidate.name === name);
    const original = catalogue ? messageAt(catalogue.messages('en'), path) : undefined;
    if (!catalogue || (typeof original !== 'string' && typeof original !== 'function')) {
      warn(`${where}: "${key}" is not a text of any widget on this page; it is ignored`);
      continue;
    }
    if (typeof text !== 'string') {
      warn(`${where}: "${key}" must be a text; it is ignored`);
      continue;
    }
    let tokens: Token[];
    try {
      tokens = parse(text);
    } catch (error) {
      warn(
        `${where}: "${key}" is not a valid message (${String((error as Error).message).split('\n')[0]}); the default is used`,
      );
      continue;
    }
    const plain = tokens.every((token) => token.type === 'content');
    if (!plain && !catalogue.formatted.includes(path)) {
      const asked = [...argumentsOf(tokens)].map((arg) => `{${arg}}`).join(', ');
      warn(`${where}: "${key}" asks for ${asked}, which this text is never given; the default is used`);
      continue;
    }
    compiled.set(
      key,
      plain
        ? tokens.map((token) => (token as { value: string }).value).join('')
        : (values, locale) => interpret(tokens, values, locale),
    );
  }
  return compiled;
}

/** `messages` (catalogue `name`'s, in `locale`) with the overrides that name it in place. */
export function withOverrides<M>(
  messages: M,
  name: string,
  overrides: readonly CompiledOverrides[],
  locale: string,
): M {
  const prefix = `${name}.`;
  let result: M = messages;
  for (const compiled of overrides) {
    for (const [key, value] of compiled) {
      if (!key.startsWith(prefix)) continue;
      const path = key.slice(prefix.length).split('.');
      const replacement =
        typeof value === 'string' ? value : (values: Record<string, unknown>) => value(values, locale);
      result = setAt(result, path, replacement);
    }
  }
  return result;
}

function setAt<T>(tree: T, [head = '', ...rest]: string[], value: unknown): T {
  const node = (tree ?? {}) as Record<string, unknown>;
  return { ...node, [head]: rest.length === 0 ? value : setAt(node[head], rest, value) } as T;
}
