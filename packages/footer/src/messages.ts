/**
 * Every text the footer shows or announces (docs/behaviour.md#footer-links), in each locale
 * (`src/locales`). Its links' addresses are in links.ts.
 */
import { defineCatalogue, type Messages } from '@masthead/i18n';
import en from './locales/en.json';

export const catalogue = defineCatalogue(
  'footer',
  en,
  {
    de: () => import('./locales/de.json'),
    fr: () => import('./locales/fr.json'),
    es: () => import('./locales/es.json'),
    'pt-BR': () => import('./locales/pt-BR.json'),
    ja: () => import('./locales/ja.json'),
    ar: () => import('./locales/ar.json'),
    // Generated from en.json by the build (no file), hence no type for the import.
    // The pseudo-locale has no file (the build makes it from English): its path is opaque to TypeScript.
    'en-XA': () => import('./locales/en-XA.json' as string),
  },
  ['opensInNewTab', 'copyright'],
);

export type FooterMessages = Messages<typeof en, 'opensInNewTab' | 'copyright'>;
/** A text without placeholders: a section's title or a link's label. */
export type FooterText = Exclude<keyof FooterMessages, 'opensInNewTab' | 'copyright'>;
