/**
 * The widgets' message catalogues, compiled at build time. A widget imports a locale's JSON
 * file (`./locales/de.json`): ICU MessageFormat, checked against the locale's plural
 * categories and turned by messageformat's compiler into a module whose plain messages are
 * strings and whose others are small functions calling `@masthead/i18n`'s runtime (the
 * federation singleton). `./locales/en-XA.json` needs no file: it is the pseudo-locale,
 * made from the English one.
 */
import { readFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import MessageFormat from '@messageformat/core';
import compileModule from '@messageformat/core/lib/compile-module.js';
import { parse, type Token } from '@messageformat/parser';
import type { Plugin } from 'vite';

const catalogueImport = /(^|\/)locales\/([A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*)\.json$/;
/** The compiled module's id, which names its chunk too: `messages-de-[hash].js`. */
const compiled = /[\\/]locales[\\/]messages-([\w-]+)\.js$/;
export const pseudoLocale = 'en-XA';

type Tree = { [key: string]: string | Tree };

/** The compiled module of one locale's messages. */
export function compileCatalogue(messages: Tree, locale: string): string {
  const formatter = new MessageFormat(locale === pseudoLocale ? 'en' : locale);
  const code = compileModule(formatter, messages)
    .replace(
      /^import \{ ([\w, ]+) \} from "@messageformat\/runtime\/lib\/cardinals";$/m,
      (_line: string, names: string) =>
        `import { cardinal } from "@masthead/i18n";\n${names
          .split(', ')
          .map(
            (name) => `const ${name} = cardinal(${JSON.stringify(locale === pseudoLocale ? 'en' : locale)});`,
          )
          .join('\n')}`,
    )
    .replace(/"@messageformat\/runtime"/g, '"@masthead/i18n"');
  if (code.includes('@messageformat/')) {
    throw new Error(
      `a ${locale} message uses a formatter the widgets do not ship (date, number, time styles)`,
    );
  }
  // A message without placeholders is a string, not a function returning one.
  return code.replace(/\(\) => ("(?:[^"\\]|\\.)*")/g, '$1');
}

const accents: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [
    letter,
    [...'åƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻḾÑÖÞǪŔŠŢÛṼŴẊÝŽ'][index] ?? letter,
  ]),
);

/** Accented, with each vowel doubled (about 40 % longer), so clipping and hard-coded text show. */
function pseudoText(text: string): string {
  return [...text]
    .map((char) => (/[aeiouAEIOU]/.test(char) ? accents[char]!.repeat(2) : (accents[char] ?? char)))
    .join('');
}

function escapeText(text: string, inPlural: boolean): string {
  return text.replace(/'/g, "''").replace(inPlural ? /[{}#]/g : /[{}]/g, (char) => `'${char}'`);
}

function stringify(tokens: Token[], inPlural: boolean, transform: (text: string) => string): string {
  return tokens
    .map((token) => {
      switch (token.type) {
        case 'content':
          return escapeText(transform(token.value), inPlural);
        case 'argument':
          return `{${token.arg}}`;
        case 'octothorpe':
          return '#';
        case 'function':
          return `{${token.arg}, ${token.key}${token.param ? `, ${stringify(token.param, false, (text) => text)}` : ''}}`;
        case 'plural':
        case 'select':
        case 'selectordinal': {
          const offset = 'pluralOffset' in token && token.pluralOffset ? ` offset:${token.pluralOffset}` : '';
          const plural = token.type !== 'select';
          const cases = token.cases
            .map(({ key, tokens }) => `${key} {${stringify(tokens, plural, transform)}}`)
            .join(' ');
          return `{${token.arg}, ${token.type},${offset} ${cases}}`;
        }
      }
    })
    .join('');
}

/** The pseudo-locale of a catalogue: every text accented and longer, placeholders kept. */
export function pseudolocalise(messages: Tree): Tree {
  return Object.fromEntries(
    Object.entries(messages).map(([key, value]) => [
      key,
      typeof value === 'string' ? `[${stringify(parse(value), false, pseudoText)}]` : pseudolocalise(value),
    ]),
  );
}

/** Vite (and Vitest, and Storybook) compile every `locales/<locale>.json` a widget imports. */
export function messages(): Plugin {
  return {
    name: 'masthead-messages',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !catalogueImport.test(source)) return undefined;
      // A real path (not a virtual id): the compiled module's own imports resolve from its package.
      const file = resolve(dirname(importer), source);
      return join(dirname(file), `messages-${basename(file, '.json')}.js`);
    },
    async load(id) {
      const locale = compiled.exec(id)?.[1];
      if (!locale) return undefined;
      const source = join(dirname(id), `${locale === pseudoLocale ? 'en' : locale}.json`);
      this.addWatchFile(source);
      const tree = JSON.parse(await readFile(source, 'utf8')) as Tree;
      try {
        return compileCatalogue(locale === pseudoLocale ? pseudolocalise(tree) : tree, locale);
      } catch (error) {
        throw new Error(`${source}: ${(error as Error).message}`, { cause: error });
      }
    },
  };
}
