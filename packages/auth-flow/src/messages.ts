/**
 * Every text the auth flow shows or announces itself, in each locale (`src/locales`): the
 * error catalogue's messages (catalogue.ts), the passkey views' words and the "Confirm it's
 * you" prompt. The forms' labels are each dialog's (`FormCopy`).
 */
import { defineCatalogue } from '@masthead/i18n';
import en from './locales/en.json';

export const catalogue = defineCatalogue(
  'auth',
  en,
  {
    de: () => import('./locales/de.json'),
    fr: () => import('./locales/fr.json'),
    es: () => import('./locales/es.json'),
    'pt-BR': () => import('./locales/pt-BR.json'),
    ja: () => import('./locales/ja.json'),
    ar: () => import('./locales/ar.json'),
    // The pseudo-locale has no file (the build makes it from English): its path is opaque to TypeScript.
    'en-XA': () => import('./locales/en-XA.json' as string),
  },
  [
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
  ],
);

/** The flow's words in one locale. */
export type AuthMessages = NonNullable<ReturnType<typeof catalogue.messages>>;

/** English, always in (the specification's words): the default where no locale is given. */
export const english = catalogue.messages('en') as AuthMessages;
