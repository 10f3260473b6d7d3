/**
 * Every text the checkout dialog shows, in each locale (`src/locales`). The product's texts
 * are copied word for word into English; the few it leaves open (field labels it does not
 * name, link texts, the captcha notice's words) are ours. The error messages are the auth
 * flow's catalogue (`auth`), shared with the account dialog.
 */
import { defineCatalogue } from '@masthead/i18n';
import en from './locales/en.json';
import translations from './locales/translations';

export const catalogue = defineCatalogue('checkout', en, translations, [
  'privacyNote',
  'captchaNotice',
  'help',
]);

/** The dialog's words in one locale. */
export type CheckoutMessages = NonNullable<ReturnType<typeof catalogue.messages>>;
