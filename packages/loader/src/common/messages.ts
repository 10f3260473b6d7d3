/**
 * What the loader itself says to readers, in each locale (`locales/`): the message shown when a
 * dialog cannot load (core/unavailable/dialog-unavailable.tsx, and without React
 * early-dialog/messages.ts) and what an early form announces while it waits for its code
 * (early-dialog/view.ts). English is in the loader's entry; another locale is a small chunk of
 * its own, fetched as the loader starts on a page in that language (entry/page-locale.ts).
 */
import { defaultLocale, defineCatalogue, resolveLocale, type Locale } from '@masthead/i18n';
import { mastheadStore } from '@masthead/store/vanilla';
import en from './locales/en.json';
import translations from './locales/translations';

export const catalogue = defineCatalogue('loader', en, translations);

export type LoaderWords = typeof en;

/**
 * The loader's words in the page's language (the store's locale), without React, with that
 * language (`lang`): English while that locale's words are not in yet; `then` runs once they
 * are, to say it again in them.
 */
export function loaderWords(then?: () => void): { words: LoaderWords; lang: Locale } {
  const locale = resolveLocale(mastheadStore.getState().locale);
  const words = catalogue.messages(locale);
  if (!words && then)
    void catalogue.load(locale).then(() => {
      // Not when they could not come: English stays, and nothing asks again in a loop.
      if (catalogue.messages(locale)) then();
    });
  return words ? { words, lang: locale } : { words: en, lang: defaultLocale };
}
