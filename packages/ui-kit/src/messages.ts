/**
 * The kit's own words, in each locale (`src/locales`): what a component says when its owner
 * names nothing (the Modal's close button, the Loader's status) and the logo's name. Every copy
 * of the kit on a page (the loader's, each remote's) declares its catalogue; the loader fetches
 * a locale for all of them at once.
 */
import { defineCatalogue } from '@masthead/i18n';
import en from './locales/en.json';
import translations from './locales/translations';

export const catalogue = defineCatalogue('ui', en, translations);
