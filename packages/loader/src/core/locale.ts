/**
 * Which language a placed widget speaks, and its words in before it renders: a placement's
 * own `lang` (or the nearest inside the page's `<html>`, common/page-language.ts), else the
 * page's locale (the store's, entry/page-locale.ts). A widget renders once every catalogue on
 * the page has its locale (fetched with the widget's files: common/prefetch.ts).
 */
import {
  loadLocale,
  localeReady,
  prepareWords,
  resolveLocale,
  type EditorWords,
  type Locale,
} from '@masthead/i18n';
import { logWarning } from '../common/log.ts';
import { mastheadStore } from '@masthead/store/vanilla';

export { placementLocale } from '../common/page-language.ts';

export const pageLocale = (): Locale => resolveLocale(mastheadStore.getState().locale);

/** Settles once `locale` is in for every catalogue the page has; undefined when it already is. */
export const wordsIn = (locale: Locale): Promise<void> | undefined =>
  localeReady(locale) ? undefined : loadLocale(locale);

/** The attribute that gives a placement an editor's own words: JSON, `{"<catalogue>.<key>": "…"}`. */
export const wordsAttribute = 'messages';

/**
 * The editor's words for a placement (its `messages` attribute, or `data-messages` on an
 * ordinary element) and the page's (the config's), compiled; a warning for each that cannot be
 * used. Resolves at once on a page that has none.
 */
export async function editorWords(host: Element, label: string): Promise<EditorWords | null> {
  const raw = host.getAttribute(wordsAttribute) ?? host.getAttribute(`data-${wordsAttribute}`);
  let scoped: Record<string, unknown> | null = null;
  if (raw !== null) {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
        throw new Error('not an object');
      scoped = parsed as Record<string, unknown>;
    } catch {
      logWarning(
        `${label}: its ${wordsAttribute} attribute must be a JSON object of texts by "<catalogue>.<key>"; it is ignored`,
      );
    }
  }
  return prepareWords(scoped, label, logWarning);
}
