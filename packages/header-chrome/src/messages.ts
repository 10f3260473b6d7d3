/**
 * Every text the header chrome shows or announces, in each locale (`src/locales`): its English
 * is docs/behaviour.md#header-links' quoted labels ('Sign In', 'Hi,', 'Ask AI', 'View Cart',
 * 'Subscribe', 'Start my subscription!', 'Give a Gift!', 'Log Out') and our own. The paths the
 * links go to are not translated: links.ts.
 */
import { defineCatalogue } from '@masthead/i18n';
import en from './locales/en.json';

export const catalogue = defineCatalogue(
  'header',
  en,
  {
    de: () => import('./locales/de.json'),
    fr: () => import('./locales/fr.json'),
    es: () => import('./locales/es.json'),
    'pt-BR': () => import('./locales/pt-BR.json'),
    ja: () => import('./locales/ja.json'),
    ar: () => import('./locales/ar.json'),
    // The pseudo-locale has no file (the build makes it from English): its path is opaque to TypeScript.
    'en-XA': () => import('./locales/en-XA.json' as string),
  },
  ['greeting', 'suggestionsCount', 'noSuggestions', 'cartQuantity'],
);

/** The header's messages in one locale, as `useMessages(catalogue)` gives them. */
export type HeaderMessages = NonNullable<ReturnType<typeof catalogue.messages>>;

/** The keys of the messages that are plain text (no values): a link's or a heading's label. */
export type Label = {
  [K in keyof HeaderMessages]: HeaderMessages[K] extends string ? K : never;
}[keyof HeaderMessages];
