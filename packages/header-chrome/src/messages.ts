/**
 * Every text the header chrome shows or announces, in each locale (`src/locales`): its English
 * is docs/behaviour.md#header-links' quoted labels ('Sign In', 'Hi,', 'Ask AI', 'View Cart',
 * 'Subscribe', 'Start my subscription!', 'Give a Gift!', 'Log Out') and our own. The paths the
 * links go to are not translated: links.ts.
 */
import { defineCatalogue } from '@masthead/i18n';
import en from './locales/en.json';
import translations from './locales/translations';

export const catalogue = defineCatalogue('header', en, translations, [
  'greeting',
  'suggestionsCount',
  'noSuggestions',
  'cartQuantity',
]);

/** The header's messages in one locale, as `useMessages(catalogue)` gives them. */
export type HeaderMessages = NonNullable<ReturnType<typeof catalogue.messages>>;

/** The keys of the messages that are plain text (no values): a link's or a heading's label. */
export type Label = {
  [K in keyof HeaderMessages]: HeaderMessages[K] extends string ? K : never;
}[keyof HeaderMessages];
