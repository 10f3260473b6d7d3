/**
 * The widgets' languages in React: the locale a widget speaks and its catalogue's messages in
 * that locale. A widget speaks its placement's language (`LocaleScope`, set by the loader from
 * the nearest `lang` attribute under `<html>`), else the page's (the store's `locale`).
 */
import { createContext, use, useContext, type ReactNode } from 'react';
import { useMasthead } from '@masthead/store';
import { directionOf, resolveLocale, type Catalogue, type Locale } from './index.ts';

const LocaleContext = createContext<Locale | null>(null);

/** The locale of everything inside: a placement's own language. */
export function LocaleScope({ locale, children }: { locale: Locale | null; children: ReactNode }) {
  return <LocaleContext value={locale}>{children}</LocaleContext>;
}

/** The locale this widget speaks. */
export function useLocale(): Locale {
  const scoped = useContext(LocaleContext);
  const page = useMasthead((state) => state.locale);
  return scoped ?? resolveLocale(page);
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
  return catalogue.messages(locale) ?? use(catalogue.load(locale));
}
