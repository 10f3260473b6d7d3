/**
 * The page's language, which every widget speaks unless its placement says otherwise: the
 * page's `<html lang>` (followed when a page changes it), replaced by the config's `locale`,
 * and both by the page API's `setLocale`. A change fetches the new locale's words for every
 * widget on the page first, then the widgets render again in it, with no reload. The
 * language is known before its words are in (`aimAt`): a widget's words in it are fetched
 * with the widget's files (common/prefetch.ts). On a page that is not in English, the loader's
 * own words (common/messages.ts, for the early form and its messages) are fetched at once.
 */
import {
  defaultLocale,
  loadLocale,
  matchLocale,
  notePageLocale,
  resolveLocale,
  setPageWords,
} from '@masthead/i18n';
import { mastheadStore, setLocale } from '@masthead/store/vanilla';
import type { LoaderConfig } from '../common/config.ts';
import { logWarning } from '../common/log.ts';
import { aimAt } from '../common/page-language.ts';

export interface PageLocale {
  /** The page API's `setLocale`: settles once every widget speaks `tag`'s language. */
  set(tag: string): Promise<void>;
}

/**
 * Follows the page's language from now on. Called before anything waits for the config
 * (entry/page-load.ts), so the config's `locale` is known before the widgets' files are asked for.
 */
export function followPageLocale(doc: Document, config: Promise<LoaderConfig>): PageLocale {
  const html = doc.documentElement;
  // Which setting has the say: the page's lang until the config or a script names one.
  let rank = 0;
  let latest = 0;
  const apply = async (tag: string, from: number, source: string): Promise<void> => {
    if (from < rank) return;
    rank = from;
    const locale = matchLocale(tag);
    if (!locale && tag.trim() !== '')
      logWarning(`${source} "${tag}" is not a language Masthead speaks; English is used`);
    const wanted = locale ?? resolveLocale(tag);
    aimAt(wanted);
    const turn = ++latest;
    await loadLocale(wanted);
    // A later change that settled first wins.
    if (turn === latest && mastheadStore.getState().locale !== wanted) {
      notePageLocale(wanted);
      setLocale(wanted);
    }
  };
  const first = resolveLocale(html.lang);
  aimAt(first);
  notePageLocale(first);
  setLocale(first);
  // The loader's own words in it, a small chunk (the only catalogue on the page yet).
  if (first !== defaultLocale) void loadLocale(first);
  new MutationObserver(() => void apply(html.lang, 0, '<html lang>')).observe(html, {
    attributes: true,
    attributeFilter: ['lang'],
  });
  void config.then((loaded) => {
    if (loaded.messages) setPageWords(loaded.messages, logWarning);
    if (loaded.locale !== undefined) void apply(loaded.locale, 1, 'config.locale');
  });
  return { set: (tag) => apply(String(tag), 2, 'setLocale') };
}
