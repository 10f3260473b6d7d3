/**
 * Every text the ads remote shows or announces, in each locale (`src/locales`): the ads'
 * labels and the demo provider's house creatives (their links are in providers/demo.ts).
 */
import { defineCatalogue, type Messages } from '@masthead/i18n';
import en from './locales/en.json';

export const catalogue = defineCatalogue('ads', en, {
  de: () => import('./locales/de.json'),
  fr: () => import('./locales/fr.json'),
  es: () => import('./locales/es.json'),
  'pt-BR': () => import('./locales/pt-BR.json'),
  ja: () => import('./locales/ja.json'),
  ar: () => import('./locales/ar.json'),
  // Generated from en.json by the build (no file), hence no type for the import.
  // The pseudo-locale has no file (the build makes it from English): its path is opaque to TypeScript.
  'en-XA': () => import('./locales/en-XA.json' as string),
});

/** The ads' messages in one locale. */
export type AdsMessages = Messages<typeof en>;
