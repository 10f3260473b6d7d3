/**
 * Every text the footer shows or announces (docs/behaviour.md#footer-links), in each locale
 * (`src/locales`). Its links' addresses are in links.ts.
 */
import { defineCatalogue, type Messages } from '@masthead/i18n';
import en from './locales/en.json';
import translations from './locales/translations';

export const catalogue = defineCatalogue('footer', en, translations, ['opensInNewTab', 'copyright']);

export type FooterMessages = Messages<typeof en, 'opensInNewTab' | 'copyright'>;
/** A text without placeholders: a section's title or a link's label. */
export type FooterText = Exclude<keyof FooterMessages, 'opensInNewTab' | 'copyright'>;
