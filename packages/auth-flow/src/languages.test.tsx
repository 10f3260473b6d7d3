/**
 * The flow's words in the reader's language: the `auth` catalogue in every locale, the error
 * catalogue in German and Arabic (plurals, spans of time, the contract's codes in our words
 * and an unknown refusal in the server's), and a view of its own rendered in both.
 */
import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetDataLayer } from '@masthead/analytics';
import { endpoints, errorFields } from '@masthead/api/contract';
import { handlers, signInErrors } from '@masthead/api/mocks';
import { loadLocale, locales, pseudoLocale, type Locale } from '@masthead/i18n';
import { setLocale } from '@masthead/store';
import { completeResetMessage, registerMessage, signInMessage, type ProblemMessage } from './catalogue.ts';
import { links } from './links.ts';
import { catalogue, type AuthMessages } from './messages.ts';
import { submitRegistration, submitSignIn } from './operations.ts';
import { PasskeyOfferView } from './passkey-offer-view.tsx';
import type { FlowProblem } from './problems.ts';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetDataLayer();
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

type Tree = { [key: string]: string | Tree };
/** The catalogue's files as written (not compiled). */
const files = import.meta.glob<string>('./locales/*.json', { query: '?raw', import: 'default', eager: true });
const source = (locale: string): Tree => JSON.parse(files[`./locales/${locale}.json`] ?? '{}') as Tree;
/** A message's placeholders ('{count, plural, …}' counts once, as `count`). */
const placeholders = (message: string) =>
  [...new Set([...message.matchAll(/\{\s*([A-Za-z]\w*)\s*[,}]/g)].map(([, name]) => name))].sort();

async function wordsIn(locale: Locale): Promise<AuthMessages> {
  await loadLocale(locale);
  const words = catalogue.messages(locale);
  if (!words) throw new Error(`the ${locale} messages did not compile`);
  return words;
}

const english = source('en');
const translated = locales.filter((locale) => locale !== 'en');

describe('the auth catalogue', () => {
  it.each(translated)('%s has every English key, no other, with the same placeholders', (locale) => {
    const messages = source(locale);
    expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(english))
      expect([key, placeholders(messages[key] as string)]).toEqual([key, placeholders(text as string)]);
  });

  it('types as functions exactly the messages that take values', () => {
    const withValues = Object.keys(english).filter((key) => placeholders(english[key] as string).length > 0);
    expect([...catalogue.formatted].sort()).toEqual(withValues.sort());
  });

  it.each([...translated, pseudoLocale] as Locale[])('%s compiles', async (locale) => {
    const words = await wordsIn(locale);
    expect(words.triesLeft({ count: 2 })).not.toBe('');
  });

  it.each(translated)(
    '%s names Customer Service (the linked words) wherever English does, in the same words',
    async (locale) => {
      const words = await wordsIn(locale);
      const named = Object.entries(english)
        .filter(([key, text]) => key !== 'customerService' && (text as string).includes('Customer Service'))
        .map(([key]) => key);
      expect(named).toEqual(['locked', 'restricted', 'resetLocked', 'rateLimited']);
      expect(words.locked({ duration: 'X' })).toContain(words.customerService);
      expect(words.restricted).toContain(words.customerService);
      expect(words.resetLocked).toContain(words.customerService);
      expect(words.rateLimited({ wait: 'X' })).toContain(words.customerService);
    },
  );
});

describe('tries left (an ICU plural)', () => {
  it('reads right in English for 1 and for more', () => {
    expect(signInMessage({ kind: 'invalid-credentials', triesLeft: 1 }).text).toMatch(
      /You have 1 try left\.$/,
    );
    expect(signInMessage({ kind: 'invalid-credentials', triesLeft: 4 }).text).toMatch(
      /You have 4 tries left\.$/,
    );
  });

  it('takes the six Arabic forms for 0 to 11 tries', async () => {
    const ar = await wordsIn('ar');
    const n = (count: number) => new Intl.NumberFormat('ar').format(count);
    const said = Array.from({ length: 12 }, (_, count) => ar.triesLeft({ count }));
    expect(said[0]).toBe('لم تعد لديك أي محاولة.');
    expect(said[1]).toBe('تبقّت لديك محاولة واحدة.');
    expect(said[2]).toBe('تبقّت لديك محاولتان.');
    for (let count = 3; count <= 10; count += 1) expect(said[count]).toBe(`تبقّت لديك ${n(count)} محاولات.`);
    expect(said[11]).toBe(`تبقّت لديك ${n(11)} محاولة.`);
    // Each count in its own plural category: zero, one, two, few (3 to 10), many (11).
    const categories = said.map((_, count) => new Intl.PluralRules('ar').select(count));
    expect(categories).toEqual(['zero', 'one', 'two', ...Array<string>(8).fill('few'), 'many']);
    expect(new Set(said.slice(0, 4).concat(said[11]!)).size).toBe(5);
  });

  it('follows the wrong-credentials sentence, in the same language', async () => {
    const de = await wordsIn('de');
    expect(signInMessage({ kind: 'invalid-credentials', triesLeft: 1 }, de).text).toBe(
      `${de.invalidCredentials} Sie haben noch 1 Versuch.`,
    );
    expect(signInMessage({ kind: 'invalid-credentials', triesLeft: 3 }, de).text).toBe(
      `${de.invalidCredentials} Sie haben noch 3 Versuche.`,
    );
  });
});

describe('spans of time', () => {
  const locked = (problem: object): FlowProblem => problem as FlowProblem;

  it("tells the lock in the reader's words from lockout_seconds", async () => {
    const [de, ar] = await Promise.all([wordsIn('de'), wordsIn('ar')]);
    const text = (seconds: number, words: AuthMessages) =>
      signInMessage(locked({ kind: 'locked', duration: '15 minutes', seconds }), words).text;
    expect(text(900, de)).toContain('Bitte warten Sie 15 Minuten,');
    expect(text(3600, de)).toContain('Bitte warten Sie 1 Stunde,');
    expect(text(7200, de)).toContain('Bitte warten Sie 2 Stunden,');
    expect(text(120, ar)).toContain('يُرجى الانتظار دقيقتين');
    // English says it as the server's lockout_duration does.
    const en = (seconds: number) =>
      signInMessage(locked({ kind: 'locked', duration: 'ignored', seconds })).text;
    expect(en(900)).toContain('please wait 15 minutes to unlock');
    expect(en(60)).toContain('please wait 1 minute to unlock');
    expect(en(5400)).toContain('please wait 90 minutes to unlock');
    expect(en(3600)).toContain('please wait 1 hour to unlock');
  });

  it("falls back to the API's English span, read where it can be, else as it came", async () => {
    const de = await wordsIn('de');
    expect(signInMessage({ kind: 'locked', duration: '15 minutes' }, de).text).toContain('15 Minuten');
    expect(signInMessage({ kind: 'locked', duration: '1 hour' }, de).text).toContain('1 Stunde');
    expect(signInMessage({ kind: 'locked', duration: 'until tomorrow' }, de).text).toContain(
      'Bitte warten Sie until tomorrow,',
    );
    // English stays the server's words exactly.
    expect(signInMessage({ kind: 'locked', duration: '2 hours' }).text).toContain('please wait 2 hours to');
  });

  it("tells a rate limit's Retry-After in the reader's words", async () => {
    const de = await wordsIn('de');
    const wait = (retryAfterSeconds: number | null) =>
      signInMessage({ kind: 'rate-limited', retryAfterSeconds }, de).text;
    expect(wait(null)).toContain('Bitte warten Sie einige Minuten');
    expect(wait(30)).toContain('Bitte warten Sie eine Minute');
    expect(wait(240)).toContain('Bitte warten Sie 4 Minuten');
    expect(wait(3600)).toContain('Bitte warten Sie eine Stunde');
    expect(wait(7201)).toContain('Bitte warten Sie 3 Stunden');
  });
});

describe("the server's refusals", () => {
  const refused = (field: string | null, message = 'The server says no.'): FlowProblem => ({
    kind: 'validation',
    field,
    message,
  });
  /** Every text of ours a refusal can be told in. */
  const ownTexts = (words: AuthMessages) => [
    ...Object.values(words).filter((value): value is string => typeof value === 'string'),
    words.rateLimited({ wait: words.waitUnknown }),
  ];

  it.each(Object.values(errorFields))(
    'never shows the server’s words for the contract code %s, in any form',
    async (code) => {
      const de = await wordsIn('de');
      for (const tell of [registerMessage, completeResetMessage]) {
        const { text, at }: ProblemMessage = tell(refused(code), de);
        expect(text).not.toContain('The server says no.');
        expect(ownTexts(de)).toContain(text);
        expect(at).toBe('form');
      }
    },
  );

  it("shows a refusal the contract has no code for in the server's words, under the password", async () => {
    const de = await wordsIn('de');
    expect(registerMessage(refused('favouriteColour', 'Colours are not accepted.'), de)).toEqual({
      text: 'Colours are not accepted.',
      at: 'password',
      blocksSubmit: false,
    });
    expect(registerMessage(refused(null, ''), de).text).toBe(de.generic);
  });

  it("has the contract's own password policy in the reader's words", async () => {
    const de = await wordsIn('de');
    const policy = refused(
      'password',
      'Passwords must have at least 10 characters, one number, one upper and lower case letter, and one special character.',
    );
    expect(registerMessage(policy, de)).toEqual({
      text: de.passwordPolicy,
      at: 'password',
      blocksSubmit: false,
    });
  });

  it('localises a code the reference server answers sign-in with, in German', async () => {
    const de = await wordsIn('de');
    server.use(signInErrors.restricted());
    const outcome = await submitSignIn({ emailAddress: 'ada@example.com', password: 'x' }, { messages: de });
    expect(outcome).toMatchObject({
      kind: 'failed',
      message: {
        text: 'Wir können Ihr Konto derzeit nicht verifizieren. Bitte wenden Sie sich an unseren Kundenservice.',
      },
    });
    server.use(signInErrors.invalidCredentials(2));
    const wrong = await submitSignIn({ emailAddress: 'ada@example.com', password: 'x' }, { messages: de });
    expect(wrong.kind === 'failed' && wrong.message.text).toBe(
      'Die Kombination aus E-Mail-Adresse und Passwort ist ungültig. Bitte versuchen Sie es erneut. Sie haben noch 2 Versuche.',
    );
  });

  it("shows an unknown code's own message, as the server wrote it, in German too", async () => {
    const de = await wordsIn('de');
    server.use(
      http.post(`*${endpoints.createUser.path}`, () =>
        HttpResponse.json({ field: 'nickname', errorMessage: 'Nicknames must be unique.' }, { status: 400 }),
      ),
    );
    const outcome = await submitRegistration(
      {
        firstName: 'Ada',
        lastName: 'B',
        emailAddress: 'ada.new@example.com',
        password: 'Newbie#2026x',
        optIn: false,
      },
      { messages: de },
    );
    expect(outcome).toMatchObject({
      kind: 'failed',
      message: { text: 'Nicknames must be unique.', at: 'password' },
    });
  });
});

describe('a view of the flow in German and Arabic', () => {
  it.each([
    ['de', 'Passkey hinzufügen', 'Jetzt nicht', /^Mit einem Passkey melden Sie sich/],
    ['ar', 'إضافة مفتاح مرور', 'ليس الآن', /^يتيح لك مفتاح المرور/],
  ] as const)('offers a passkey in %s', async (locale, add, notNow, intro) => {
    await loadLocale(locale);
    setLocale(locale);
    render(<PasskeyOfferView onAdded={() => undefined} onDecline={() => undefined} />);
    expect(screen.getByRole('button', { name: add })).toBeVisible();
    expect(screen.getByRole('button', { name: notNow })).toBeVisible();
    expect(screen.getByText(intro)).toBeVisible();
  });

  it("links the German Customer Service words in the form's message", async () => {
    const de = await wordsIn('de');
    setLocale('de');
    const { ProblemText } = await import('./problem-text.tsx');
    render(
      <p data-testid="message">
        <ProblemText text={de.restricted} />
      </p>,
    );
    const link = within(screen.getByTestId('message')).getByRole('link', { name: 'Kundenservice' });
    expect(link).toHaveAttribute('href', links.customerService);
  });
});
