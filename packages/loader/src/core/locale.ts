/**
 * Which language a placed widget speaks, and its words in before it renders: a placement's
 * own `lang` (or the nearest inside the page's `<html>`), else the page's locale (the store's,
 * entry/page-locale.ts). A widget renders once every catalogue on the page has its locale.
 */
import { loadLocale, localeReady, resolveLocale, type Locale } from '@masthead/i18n';
import { mastheadStore } from '@masthead/store/vanilla';

/** The placement's own language; null when it speaks the page's. */
export function placementLocale(host: Element): Locale | null {
  const scope = host.closest('[lang]');
  return scope && scope !== host.ownerDocument.documentElement
    ? resolveLocale(scope.getAttribute('lang'))
    : null;
}

export const pageLocale = (): Locale => resolveLocale(mastheadStore.getState().locale);

/** Settles once `locale` is in for every catalogue the page has; undefined when it already is. */
export const wordsIn = (locale: Locale): Promise<void> | undefined =>
  localeReady(locale) ? undefined : loadLocale(locale);
