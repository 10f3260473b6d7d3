/**
 * The kit's own words, in each locale (`src/locales`): what a component says when its owner
 * names nothing (the Modal's close button, the Loader's status) and the logo's name. Every copy
 * of the kit on a page (the loader's, each remote's) declares its catalogue; the loader fetches
 * a locale for all of them at once.
 */
import { defineCatalogue } from '@masthead/i18n';
import en from './locales/en.json';

export const catalogue = defineCatalogue('ui', en, {
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
