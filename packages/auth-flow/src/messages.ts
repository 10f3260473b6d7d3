/**
 * Every text the auth flow shows or announces itself, in each locale (`src/locales`): the
 * error catalogue's messages (catalogue.ts), the passkey views' words and the "Confirm it's
 * you" prompt. The forms' labels are each dialog's (`FormCopy`).
 */
import { defineCatalogue } from '@masthead/i18n';
import en from './locales/en.json';
import translations from './locales/translations';

export const catalogue = defineCatalogue('auth', en, translations, [
  'triesLeft',
  'sentences',
  'locked',
  'lockMinutes',
  'lockHours',
  'rateLimited',
  'waitMinutes',
  'waitHours',
  'passkeyCreated',
  'passkeyLastUsed',
  'removeQuestion',
  'passkeyWasAdded',
  'passkeyWasRenamed',
  'passkeyWasRemoved',
]);

/** The flow's words in one locale. */
export type AuthMessages = NonNullable<ReturnType<typeof catalogue.messages>>;

/** English, always in (the specification's words): the default where no locale is given. */
export const english = catalogue.messages('en') as AuthMessages;
