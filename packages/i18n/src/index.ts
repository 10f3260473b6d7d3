// The tables the build makes (`./locales/translations`): a module declaration cannot be imported.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./translations.d.ts" />
/**
 * The widgets' languages, without React: which locales Masthead ships, how a page's language
 * tag finds one, and the catalogues every widget takes its words from.
 *
 * A catalogue is one JSON file per locale (`src/locales/<locale>.json` of a widget package),
 * ICU MessageFormat, compiled at build time into plain strings and small functions
 * (`@masthead/build`'s messages plugin); this module is the runtime those functions call.
 * English is in the widget's own code; another locale is a chunk of its own, fetched once
 * for every catalogue on the page (`loadLocale`). Shared by every remote as a singleton, so
 * the loader's `loadLocale` reaches the catalogues each widget registers.
 */
import type { CompiledOverrides } from './overrides.ts';

export { cardinal, number, plural, select } from './runtime.ts';

/** The locales Masthead ships, English first: its words are the specification's. */
export const locales = ['en', 'de', 'fr', 'es', 'pt-BR', 'ja', 'ar'] as const;
/** Accented and about 40 % longer English, for tests: a text left out of a catalogue shows. */
export const pseudoLocale = 'en-XA';
export type Locale = (typeof locales)[number] | typeof pseudoLocale;
export const defaultLocale: Locale = 'en';

const shipped: readonly Locale[] = [...locales, pseudoLocale];
const rightToLeft = new Set(['ar', 'he', 'fa', 'ur']);

function canonical(tag: string): string | undefined {
  try {
    return Intl.getCanonicalLocales(tag.trim())[0];
  } catch {
    return undefined;
  }
}

/**
 * The shipped locale for a language tag, or `undefined` when the tag is empty, malformed or
 * names a language Masthead does not speak: the exact locale, then each shorter form of the
 * tag (de-CH, then de), then another region of the same language (pt → pt-BR).
 */
export function matchLocale(tag: string | null | undefined): Locale | undefined {
  const wanted = tag ? canonical(tag) : undefined;
  if (!wanted) return undefined;
  const lower = (value: string) => value.toLowerCase();
  const parts = lower(wanted).split('-');
  for (let length = parts.length; length > 0; length -= 1) {
    const prefix = parts.slice(0, length).join('-');
    const exact = shipped.find((locale) => lower(locale) === prefix);
    if (exact) return exact;
  }
  return locales.find((locale) => lower(locale).split('-')[0] === parts[0]);
}

/** The shipped locale for a language tag; English when none matches (the fallback's end). */
export const resolveLocale = (tag: string | null | undefined): Locale => matchLocale(tag) ?? defaultLocale;

export const directionOf = (locale: string): 'ltr' | 'rtl' =>
  rightToLeft.has(locale.split('-')[0] ?? '') ? 'rtl' : 'ltr';

/** A message with placeholders, compiled: its values in, the text out. */
export type Format = (values: Readonly<Record<string, string | number>>) => string;

/** A catalogue's messages as a widget reads them: `Formatted` keys are functions. */
export type Messages<Source, Formatted extends keyof Source = never> = {
  readonly [K in keyof Source]: K extends Formatted ? Format : Source[K];
};

/**
 * A locale's messages: in a build, the URL of its chunk (the runtime imports it, so a widget's
 * own code has no dynamic import); under Vitest and Storybook's dev server, an importer.
 */
export type Translation = string | (() => Promise<{ default: unknown }>);
/** A catalogue's other locales, as `./locales/translations` gives them (`@masthead/build`). */
export type Translations = Partial<Record<Exclude<Locale, 'en'>, Translation>>;

const importTranslation = (translation: Translation): Promise<{ default: unknown }> =>
  typeof translation === 'string'
    ? (import(/* @vite-ignore */ translation) as Promise<{ default: unknown }>)
    : translation();

export interface Catalogue<M = unknown> {
  /** Names it in an editor's override (`<name>.<key>`) and in the console. */
  readonly name: string;
  /** The keys whose messages take values (a test holds this to the English messages). */
  readonly formatted: readonly string[];
  /** The locales it has, English included. */
  readonly locales: readonly Locale[];
  /** Its messages in `locale` when they are in, else undefined (`load` fetches them). */
  messages(locale: Locale): M | undefined;
  /** Fetches `locale` once; settles with English for a locale it lacks or cannot fetch. */
  load(locale: Locale): Promise<M>;
}

const registry = new Set<Catalogue>();
/** The page's locale as the loader last set it (`notePageLocale`); the store holds it for React. */
let pageLocale: Locale = defaultLocale;
/** The loader tells the runtime the page's locale, so catalogues that come later fetch it at once. */
export function notePageLocale(locale: Locale): void {
  pageLocale = locale;
}

/** The promise React's `use` reads without suspending once it has settled. */
type Tracked<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

/**
 * Declare a widget's catalogue: its English messages (imported, so in the widget's own code)
 * and its other locales (`import translations from './locales/translations'`, a chunk each).
 */
export function defineCatalogue<Source extends object, Formatted extends keyof Source & string = never>(
  name: string,
  english: Source,
  translations: Translations,
  formatted: readonly Formatted[] = [],
): Catalogue<Messages<Source, Formatted>> {
  type M = Messages<Source, Formatted>;
  const loaded = new Map<Locale, M>([['en', english as unknown as M]]);
  const pending = new Map<Locale, Tracked<M>>();
  const catalogue: Catalogue<M> = {
    name,
    formatted,
    locales: ['en', ...(Object.keys(translations) as Locale[])],
    messages: (locale) => loaded.get(locale),
    load(locale) {
      const ready = loaded.get(locale);
      const translation = translations[locale as Exclude<Locale, 'en'>];
      if (ready || !translation) {
        const settled: Tracked<M> = Promise.resolve(ready ?? (english as unknown as M));
        settled.status = 'fulfilled';
        settled.value = ready ?? (english as unknown as M);
        return settled;
      }
      let promise = pending.get(locale);
      if (!promise) {
        promise = importTranslation(translation).then(
          (module) => {
            // A key a translation lacks keeps its English words (a test keeps them all).
            const messages = { ...english, ...(module.default as object) } as M;
            loaded.set(locale, messages);
            return messages;
          },
          () => {
            pending.delete(locale);
            return english as unknown as M;
          },
        );
        const tracked = promise;
        pending.set(locale, tracked);
        void tracked.then((value) => Object.assign(tracked, { status: 'fulfilled', value }));
      }
      return promise;
    },
  };
  registry.add(catalogue as Catalogue);
  // Code that comes after the page's locale (a lazy panel, a library fetched on first use)
  // asks for its words as it arrives, not when it first renders.
  if (pageLocale !== defaultLocale) void catalogue.load(pageLocale);
  return catalogue;
}

/** Every catalogue the page's widgets have declared so far. */
export const catalogues = (): readonly Catalogue[] => [...registry];

/** Fetch `locale` for every catalogue on the page, at once; settles when all are in. */
export async function loadLocale(locale: Locale): Promise<void> {
  await Promise.all([...registry].map((catalogue) => catalogue.load(locale)));
}

const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let format = formats.get(key) as T | undefined;
  if (!format) formats.set(key, (format = make()));
  return format;
}

/** A number in the locale's digits and separators. */
export const formatNumber = (locale: string, value: number): string =>
  cached(`n/${locale}`, () => new Intl.NumberFormat(locale)).format(value);

/** A price in the locale's way of writing the currency (`EUR`, `USD`…). */
export const formatPrice = (locale: string, amount: number, currency: string): string =>
  cached(
    `c/${locale}/${currency}`,
    () => new Intl.NumberFormat(locale, { style: 'currency', currency }),
  ).format(amount);

/** A date (and, with `time`, its time) the way the locale writes it, in the reader's time zone. */
export const formatDate = (locale: string, date: Date | string | number, time = false): string =>
  cached(
    `d/${locale}/${String(time)}`,
    () =>
      new Intl.DateTimeFormat(
        locale,
        time ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' },
      ),
  ).format(new Date(date));

/** Whether every catalogue on the page has `locale` in: a widget can then render at once. */
export const localeReady = (locale: Locale): boolean =>
  [...registry].every(
    (catalogue) => catalogue.messages(locale) !== undefined || !catalogue.locales.includes(locale),
  );

export type EditorWords = CompiledOverrides;
let overridesCode: Awaited<ReturnType<typeof overridesModule>> | undefined;
const overridesModule = () => import('./overrides.ts');
let pageWords: EditorWords = new Map();
/** The page's overrides not compiled yet: their catalogue has not come (or never will). */
let pagePending: Readonly<Record<string, unknown>> = {};

/**
 * The catalogues of Masthead's widgets, by name: an editor's key names one of them first
 * (`header.signIn`). A catalogue's keys are known only once its widget's code is in.
 */
export const catalogueNames = [
  'header',
  'footer',
  'ads',
  'ui',
  'auth',
  'account',
  'checkout',
  'loader',
] as const;

/**
 * An editor's words for the whole page (the loader's config `messages`), compiled as the
 * widgets come; one naming no catalogue is a warning now and is dropped.
 */
export function setPageWords(
  source: Readonly<Record<string, unknown>>,
  warn: (message: string) => void,
): void {
  const known = new Set<string>(catalogueNames);
  pagePending = Object.fromEntries(
    Object.entries(source).filter(([key]) => {
      const ok = known.has(key.split('.')[0] ?? '');
      if (!ok)
        warn(
          `config.messages: "${key}" is not a text of any widget (it starts with ${catalogueNames.join(', ')}); it is ignored`,
        );
      return ok;
    }),
  );
  pageWords = new Map();
}

/**
 * Compile the page's words for the catalogues on the page now, and `scoped` (a placement's own),
 * warning through `warn` about each that cannot be used. Fetches the message parser first, only
 * on a page that has words of its own. Settles with the placement's compiled words, if any.
 */
export async function prepareWords(
  scoped: Readonly<Record<string, unknown>> | null,
  where: string,
  warn: (message: string) => void,
): Promise<EditorWords | null> {
  const names = new Set([...registry].map((catalogue) => catalogue.name));
  const ready = Object.entries(pagePending).filter(([key]) => names.has(key.split('.')[0] ?? ''));
  if (ready.length === 0 && !scoped) return null;
  overridesCode ??= await overridesModule();
  if (ready.length > 0) {
    pagePending = Object.fromEntries(
      Object.entries(pagePending).filter(([key]) => !ready.some(([done]) => done === key)),
    );
    const compiled = overridesCode.compileOverrides(
      Object.fromEntries(ready),
      [...registry],
      warn,
      'config.messages',
    );
    pageWords = new Map([...pageWords, ...compiled]);
  }
  return scoped ? overridesCode.compileOverrides(scoped, [...registry], warn, where) : null;
}

/** A catalogue's messages with the editor's words for it (the page's, then the placement's). */
export function withEditorWords<M>(messages: M, name: string, scoped: EditorWords | null, locale: Locale): M {
  if (!overridesCode || (pageWords.size === 0 && !scoped)) return messages;
  return overridesCode.withOverrides(messages, name, scoped ? [pageWords, scoped] : [pageWords], locale);
}
