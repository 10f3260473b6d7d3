/** Every text the ads remote shows or announces, in each locale (`src/locales`). */
import { defineCatalogue } from '@masthead/i18n';
import en from './locales/en.json';

export const catalogue = defineCatalogue('ads', en, {
  de: () => import('./locales/de.json'),
});
