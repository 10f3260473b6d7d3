/**
 * Every catalogue of every package, complete in every locale: the same keys as English, the
 * same placeholders, the plural forms the locale has, no key the package's code never reads,
 * and the keys declared as taking values exactly those whose English message has some.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { locales } from './index.ts';

const packagesDir = join(import.meta.dirname, '../..');
type Tree = { [key: string]: string | Tree };

/** Each package with catalogues: its `src/locales` folder(s), wherever they sit under `src/`. */
function catalogueFolders(): { pkg: string; folder: string }[] {
  const found: { pkg: string; folder: string }[] = [];
  const walk = (pkg: string, dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name === 'node_modules') continue;
      const path = join(dir, entry.name);
      if (entry.name === 'locales' && existsSync(join(path, 'en.json'))) found.push({ pkg, folder: path });
      else walk(pkg, path);
    }
  };
  for (const pkg of readdirSync(packagesDir)) {
    const src = join(packagesDir, pkg, 'src');
    if (existsSync(src)) walk(pkg, src);
  }
  return found;
}

const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[prefix + key, value]]
        : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );

/** The message's placeholders (its arguments), and the plural keys of each plural in it. */
function shape(message: string): { args: Set<string>; plurals: string[][] } {
  const args = new Set<string>();
  const plurals: string[][] = [];
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') args.add(token.arg);
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        args.add(token.arg);
        if (token.type === 'plural')
          plurals.push(token.cases.map((c) => c.key).filter((k) => !k.startsWith('=')));
        for (const c of token.cases) walk(c.tokens);
      }
    }
  };
  walk(parse(message));
  return { args, plurals };
}

/** Every source file of the package that is not a test, a story or a catalogue. */
function sourceText(pkgDir: string): string {
  let text = '';
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'locales' && entry.name !== 'node_modules') walk(path);
      } else if (/\.(ts|tsx)$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name)) {
        text += readFileSync(path, 'utf8');
      }
    }
  };
  walk(join(pkgDir, 'src'));
  return text;
}

const folders = catalogueFolders();
const allCode = readdirSync(packagesDir)
  .filter((pkg) => existsSync(join(packagesDir, pkg, 'src')))
  .map((pkg) => sourceText(join(packagesDir, pkg)))
  .join('\n');
const read = (folder: string, locale: string): Tree =>
  JSON.parse(readFileSync(join(folder, `${locale}.json`), 'utf8')) as Tree;

describe('catalogues', () => {
  it('are found in the widget packages', () => {
    expect(folders.map(({ pkg }) => pkg)).toContain('ads');
  });

  describe.each(folders.map((entry) => [entry.pkg, entry] as const))('%s', (_pkg, { pkg, folder }) => {
    const english = flatten(read(folder, 'en'));

    it.each(locales.filter((locale) => locale !== 'en'))(
      '%s has every English key, and no other',
      (locale) => {
        expect(existsSync(join(folder, `${locale}.json`)), `${locale}.json is missing`).toBe(true);
        const translated = flatten(read(folder, locale));
        expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
      },
    );

    it.each(locales.filter((locale) => locale !== 'en'))(
      '%s keeps each message’s placeholders and gives its plurals the locale’s forms',
      (locale) => {
        const translated = flatten(read(folder, locale));
        // The forms a count of 0 to 1000 can take (French 'many' is for millions: not asked for).
        const rules = new Intl.PluralRules(locale);
        const categories = [...new Set(Array.from({ length: 1001 }, (_, n) => rules.select(n)))];
        for (const [key, message] of Object.entries(english)) {
          const theirs = translated[key];
          if (theirs === undefined) continue;
          const want = shape(message);
          const got = shape(theirs);
          expect([...got.args].sort(), `${locale} ${key}`).toEqual([...want.args].sort());
          for (const keys of got.plurals) {
            for (const category of categories)
              expect(keys, `${locale} ${key} lacks the plural form "${category}"`).toContain(category);
          }
        }
      },
    );

    it('reads every key somewhere in the code (its own package’s, or the one it lends its words to)', () => {
      // A group of keys (`industryOptions`, `house`) is read whole, by its name.
      const unused = [...new Set(Object.keys(english).map((key) => key.split('.')[0] ?? key))].filter(
        (key) => !new RegExp(`[.'"\`\\[]${key.replace(/[-]/g, '\\-')}\\b`).test(allCode),
      );
      expect(unused).toEqual([]);
    });

    it('keeps placeholders to top-level messages (a nested one would be typed as plain text)', () => {
      const nested = Object.entries(english)
        .filter(([key, message]) => key.includes('.') && shape(message).args.size > 0)
        .map(([key]) => key);
      expect(nested).toEqual([]);
    });

    it('declares as taking values exactly the messages with placeholders', () => {
      const code = sourceText(join(packagesDir, pkg));
      const call = code.slice(code.indexOf('defineCatalogue('));
      const withValues = Object.entries(english)
        .filter(([key, message]) => !key.includes('.') && shape(message).args.size > 0)
        .map(([key]) => key)
        .sort();
      // The call's fourth argument, if any: the list after the translations.
      const declared = /^defineCatalogue\([^[)]*translations,\s*\[([^\]]*)\]/.exec(call)?.[1] ?? '';
      const names = [...declared.matchAll(/'([^']+)'/g)].map((match) => match[1]).sort();
      expect(names).toEqual(withValues);
    });
  });
});
