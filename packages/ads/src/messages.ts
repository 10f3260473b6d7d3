/**
 * Every text the ads remote shows or announces, in each locale (`src/locales`): the ads'
 * labels and the demo provider's house creatives (their links are in providers/demo.ts).
 */
import { defineCatalogue, type Messages } from '@masthead/i18n';
import en from './locales/en.json';
import translations from './locales/translations';

export const catalogue = defineCatalogue('ads', en, translations);

/** The ads' messages in one locale. */
export type AdsMessages = Messages<typeof en>;
