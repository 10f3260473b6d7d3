/**
 * The widgets' message catalogues, compiled at build time. A widget imports its English JSON
 * file (`./locales/en.json`) and the table of its other locales (`./locales/translations`):
 * ICU MessageFormat, checked against the locale's plural categories and turned by
 * messageformat's compiler into a module whose plain messages are strings and whose others
 * are small functions calling `@masthead/i18n`'s runtime (the federation singleton). The
 * pseudo-locale (`en-XA`) needs no file: it is made from the English one.
 *
 * The table holds an importer per locale (`() => import(…)`, a chunk each), or, with `byUrl`
 * (the remotes' builds), each locale's chunk by URL: the build emits it
 * (`messages-de-footer-[hash].js`) and the runtime imports it, so the widget's own code has no
 * dynamic import and no bundler helper for one (0.7 KB gzip in a remote that had none). The
 * loader's build keeps importers: its entry has the helper anyway, and chunks emitted as
 * entries would pull the runtime they share out of it into a file of its own.
 */
import { readdir, readFile } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, posix, resolve } from 'node:path';
import MessageFormat from '@messageformat/core';
import compileModule from '@messageformat/core/lib/compile-module.js';
import { parse, type Token } from '@messageformat/parser';
import type { Plugin } from 'vite';

const catalogueImport = /(^|\/)locales\/([A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*)\.json$/;
/** The table of a catalogue's other locales (`./locales/translations`), by the folder it reads. */
const tableImport = /(^|\/)locales\/translations$/;
const tablePrefix = '\0masthead-translations:';
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

/** The locales a catalogue folder has besides English, the pseudo-locale included. */
async function otherLocales(folder: string): Promise<string[]> {
  const files = await readdir(folder);
  const found = files.filter((file) => file.endsWith('.json') && file !== 'en.json');
  return [...found.map((file) => basename(file, '.json')), pseudoLocale];
}

/** Vite (and Vitest, and Storybook) compile every `locales/<locale>.json` a widget imports. */
export function messages({ byUrl = false }: { byUrl?: boolean } = {}): Plugin {
  let building = false;
  return {
    name: 'masthead-messages',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId(source, importer) {
      if (importer && tableImport.test(source))
        return tablePrefix + dirname(resolve(dirname(importer), source));
      if (!catalogueImport.test(source) || !(importer || isAbsolute(source))) return undefined;
      // A real path (not a virtual id): the compiled module's own imports resolve from its package.
      const file = importer ? resolve(dirname(importer), source) : source;
      return join(dirname(file), `messages-${basename(file, '.json')}.js`);
    },
    async load(id) {
      if (id.startsWith(tablePrefix)) {
        const folder = id.slice(tablePrefix.length);
        const entries = (await otherLocales(folder)).map((locale) => {
          const file = join(folder, `${locale}.json`);
          if (!building || !byUrl) return `${JSON.stringify(locale)}: () => import(${JSON.stringify(file)})`;
          // Named by the package too: two chunks emitted under one name would share a reference.
          const name = `messages-${locale}-${basename(dirname(dirname(folder)))}`;
          // Its default export is what the runtime reads, whatever the build does with entries'.
          const chunk = this.emitFile({ type: 'chunk', id: file, name, preserveSignature: 'strict' });
          return `${JSON.stringify(locale)}: import.meta.ROLLUP_FILE_URL_${chunk}`;
        });
        return `export default {${entries.join(',\n')}};`;
      }
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

/**
 * The words chunks (`messages-<locale>-<package>-<hash>.js`, emitted by the messages plugin)
 * that the code of `files` names: the catalogues those chunks declare fetch them by URL, so no
 * import links them, and the manifest lists them with the expose's later chunks for the loader.
 */
export function wordsChunksOf(
  bundle: Readonly<Record<string, { type: string; code?: string }>>,
  files: readonly string[],
): string[] {
  const words = Object.keys(bundle).filter((name) => /(^|\/)messages-[^/]*\.js$/.test(name));
  const code = files.map((file) => {
    const chunk = bundle[file];
    return chunk?.type === 'chunk' ? (chunk.code ?? '') : '';
  });
  return words.filter((name) => code.some((text) => text.includes(posix.basename(name))));
}
