/**
 * The widgets' languages in React: the locale a widget speaks and its catalogue's messages in
 * that locale. A widget speaks its placement's language (`LocaleScope`, set by the loader from
 * the nearest `lang` attribute under `<html>`), else the page's (the store's `locale`); its
 * texts are an editor's where the page or the placement gives its own words.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useMasthead } from '@masthead/store';
import {
  directionOf,
  resolveLocale,
  withEditorWords,
  type Catalogue,
  type EditorWords,
  type Locale,
} from './index.ts';

interface Scope {
  locale: Locale | null;
  words: EditorWords | null;
}
const LocaleContext = createContext<Scope>({ locale: null, words: null });

/** The language of everything inside (a placement's own), and its editor's words. */
export function LocaleScope({
  locale,
  words = null,
  children,
}: {
  locale: Locale | null;
  words?: EditorWords | null;
  children: ReactNode;
}) {
  const scope = useMemo(() => ({ locale, words }), [locale, words]);
  return <LocaleContext value={scope}>{children}</LocaleContext>;
}

/** The locale this widget speaks. */
export function useLocale(): Locale {
  const { locale } = useContext(LocaleContext);
  const page = useMasthead((state) => state.locale);
  return locale ?? resolveLocale(page);
}

/** `lang` and `dir` for an element the widget renders outside its placement (a portal). */
export function useLanguageAttributes(): { lang: Locale; dir: 'ltr' | 'rtl' } {
  const lang = useLocale();
  return { lang, dir: directionOf(lang) };
}

/**
 * The catalogue's messages in the widget's locale. A locale not in yet suspends the widget
 * until it is (the loader fetches a page's locale before it mounts the widgets, so they never
 * wait here at load).
 */
export function useMessages<M>(catalogue: Catalogue<M>): M {
  const locale = useLocale();
  const { words } = useContext(LocaleContext);
  const messages = catalogue.messages(locale);
  // Suspended by throwing the promise, not by `use`: React requires a render that suspended
  // through `use` to call it again when replayed, and by then the words are in.
  if (!messages) throw catalogue.load(locale);
  return useMemo(
    () => withEditorWords(messages, catalogue.name, words, locale),
    [messages, catalogue, words, locale],
  );
}
