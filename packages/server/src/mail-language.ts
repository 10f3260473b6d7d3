/**
 * Which language a mail is written in: the best of the mail languages for the request's
 * `Accept-Language` (the widgets send their locale there; a browser its reader's languages).
 * Ranges are tried by their q-values, highest first (q=0 never), ties in the header's order;
 * each finds a mail language exactly, by a shorter form of its tag (de-CH → de), or as another
 * region of the same language (pt-PT → pt-BR); `*` is English. No range found: English.
 */
import type { FastifyRequest } from 'fastify';

/** The widgets' languages (packages/i18n's `locales`), English first: the languages mails are written in. */
export const mailLanguages = ['en', 'de', 'fr', 'es', 'pt-BR', 'ja', 'ar'] as const;
export type MailLanguage = (typeof mailLanguages)[number];
export const defaultMailLanguage: MailLanguage = 'en';

/** A header this long is not a reader's languages; only its first ranges are read. */
const maxRanges = 32;
const qValue = /^q=(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/i;

function canonical(tag: string): string | undefined {
  try {
    return Intl.getCanonicalLocales(tag)[0]?.toLowerCase();
  } catch {
    return undefined;
  }
}

/** The mail language for one language tag, or undefined when none speaks it. */
export function matchMailLanguage(tag: string): MailLanguage | undefined {
  const wanted = canonical(tag.trim());
  if (!wanted) return undefined;
  const parts = wanted.split('-');
  for (let length = parts.length; length > 0; length -= 1) {
    const prefix = parts.slice(0, length).join('-');
    const exact = mailLanguages.find((language) => language.toLowerCase() === prefix);
    if (exact) return exact;
  }
  return mailLanguages.find((language) => language.toLowerCase().split('-')[0] === parts[0]);
}

/** The header's language ranges, best first; a range with a malformed q-value is dropped. */
export function languageRanges(header: string): string[] {
  const ranges: { range: string; q: number; index: number }[] = [];
  for (const [index, entry] of header.split(',').slice(0, maxRanges).entries()) {
    const [range = '', ...parameters] = entry.split(';').map((part) => part.trim());
    if (!range) continue;
    const q = parameters.find((parameter) => /^q=/i.test(parameter));
    if (q !== undefined && !qValue.test(q)) continue;
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (weight > 0) ranges.push({ range, q: weight, index });
  }
  return ranges.sort((a, b) => b.q - a.q || a.index - b.index).map(({ range }) => range);
}

/** The best mail language for an Accept-Language header; undefined when it names none. */
export function mailLanguageFor(header: string | string[] | undefined): MailLanguage | undefined {
  const text = Array.isArray(header) ? header.join(',') : header;
  if (!text) return undefined;
  for (const range of languageRanges(text)) {
    if (range === '*') return defaultMailLanguage;
    const language = matchMailLanguage(range);
    if (language) return language;
  }
  return undefined;
}

/** The language of a mail this request sends: its Accept-Language's best, else English. */
export const mailLanguageOf = (request: FastifyRequest): MailLanguage =>
  mailLanguageFor(request.headers['accept-language']) ?? defaultMailLanguage;

/** A stored language, when it is still one mails are written in. */
export const storedMailLanguage = (value: string | null | undefined): MailLanguage | undefined =>
  mailLanguages.find((language) => language === value);

/** How a mail in `language` reads: Arabic from the right. */
export const directionOf = (language: string): 'ltr' | 'rtl' =>
  storedMailLanguage(language) === 'ar' ? 'rtl' : 'ltr';
