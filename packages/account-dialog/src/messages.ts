/**
 * Every text of the account dialog, in each locale (`src/locales`). The product's texts are
 * copied word for word into English; the rest (labels and sentences it leaves unshown) are
 * ours. The error messages and the passkey views' words are the auth flow's catalogue
 * (`auth`), shared with the checkout dialog.
 */
import { defineCatalogue } from '@masthead/i18n';
import en from './locales/en.json';

export const catalogue = defineCatalogue(
  'account',
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
  ['privacyNote', 'resetFor'],
);

/** The dialog's words in one locale. */
export type AccountMessages = NonNullable<ReturnType<typeof catalogue.messages>>;
