/**
 * What every language's mails are written with: the mails' values, and counts, plurals and
 * durations written the language's way (Intl).
 */
import type { MailLanguage } from '../mail-language.ts';
import { humanDuration } from '../options.ts';

/** One mail: its subject, its text, and the language both are in. */
export interface Mail {
  subject: string;
  body: string;
  language: MailLanguage;
}

/** What each mail needs to be written. */
export interface MailValues {
  /** A reset link for the account. */
  resetLink: { firstName: string; link: string };
  /** A reset asked for an account it cannot help: restricted, or locked. */
  resetRefused: { firstName: string; reason: 'restricted' | 'locked' };
  /** The link that confirms a subscriber's address, to create its account. */
  registrationLink: { firstName: string; lastName: string; minutes: number; link: string };
  /** A passkey was added; `page` lists the account's passkeys. */
  passkeyAdded: { firstName: string; passkeyName: string; page: string };
  /** The password was reset; `removedPasskeys` passkeys went with it. */
  passwordChanged: { firstName: string; removedPasskeys: number; page: string };
}

export type MailKind = keyof MailValues;

export type Writer = { [Kind in MailKind]: (values: MailValues[Kind]) => { subject: string; body: string } };

const numberFormats = new Map<MailLanguage, Intl.NumberFormat>();
const pluralRules = new Map<MailLanguage, Intl.PluralRules>();

/** A count in the language's digits. */
export function count(language: MailLanguage, value: number): string {
  let format = numberFormats.get(language);
  if (!format) numberFormats.set(language, (format = new Intl.NumberFormat(language)));
  return format.format(value);
}

/** The language's plural category of a count: 'one', 'two', 'few', 'many' or 'other' ('zero' in Arabic). */
export function plural(language: MailLanguage, value: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(value);
}

/** '30 minutes', '1 hour', '2 hours' in the language (whole hours as hours). */
export function duration(language: MailLanguage, minutes: number): string {
  if (language === 'en') return humanDuration(minutes);
  const hours = minutes >= 60 && minutes % 60 === 0 ? minutes / 60 : undefined;
  // Japanese writes the unit right after the number: 30分, 1時間.
  if (language === 'ja') return hours === undefined ? `${minutes}分` : `${hours}時間`;
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: hours === undefined ? 'minute' : 'hour',
    unitDisplay: 'long',
  }).format(hours ?? minutes);
}

/** The words for how many passkeys a reset removed: none, or the count's one or other form. */
interface RemovedWords {
  none: string;
  one: (count: string) => string;
  other: (count: string) => string;
}

export function removed(language: MailLanguage, value: number, words: RemovedWords): string {
  if (value === 0) return words.none;
  const form = plural(language, value) === 'one' ? words.one : words.other;
  return form(count(language, value));
}

export const nbsp = '\u00a0';
