/**
 * Every text of the account dialog, in each locale (`src/locales`). The product's texts are
 * copied word for word into English; the rest (labels and sentences it leaves unshown) are
 * ours. The error messages and the passkey views' words are the auth flow's catalogue
 * (`auth`), shared with the checkout dialog.
 */
import { defineCatalogue } from '@masthead/i18n';
import en from './locales/en.json';
import translations from './locales/translations';

export const catalogue = defineCatalogue('account', en, translations, ['privacyNote', 'resetFor']);

/** The dialog's words in one locale. */
export type AccountMessages = NonNullable<ReturnType<typeof catalogue.messages>>;
