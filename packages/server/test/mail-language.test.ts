/**
 * Mails in the reader's language: the server picks the best of its mail languages from the
 * request's Accept-Language (q-values honoured, de-CH → de, English when none fits) and writes
 * the reset mail, the confirmation of a subscriber's address and the mail after a reset in it;
 * the mail after a reset keeps the language the reset was asked in. Each language has every
 * mail, Arabic's read right to left in the dev mailbox.
 */
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts, endpoints, type MailboxMessage } from '@masthead/api/contract';
import { locales } from '@masthead/i18n';
import { mailLanguageFor, mailLanguages, type MailLanguage } from '../src/mail-language.ts';
import { writeMail, type MailKind, type MailValues } from '../src/mail-texts.ts';
import { startApi, type RunningApi } from './support.ts';

describe('given an Accept-Language header', () => {
  it.each([
    ['de-CH,de;q=0.9', 'de'],
    ['de-CH', 'de'],
    ['ar', 'ar'],
    ['ar-EG,en;q=0.5', 'ar'],
    ['fr;q=0.5, ja', 'ja'],
    ['en;q=0, de', 'de'],
    ['zh, de;q=0.5', 'de'],
    ['zh-Hant-TW, es-419;q=0.8, en;q=0.7', 'es'],
    ['pt', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
    ['PT-br', 'pt-BR'],
    ['en-GB', 'en'],
    ['*', 'en'],
    ['de;q=oops, fr', 'fr'],
  ])('%s is written in %s', (header, language) => {
    expect(mailLanguageFor(header)).toBe(language);
  });

  it.each([['zh'], ['zh-CN, ko;q=0.9'], [''], ['de;q=0'], [';;,,']])(
    '%j names no mail language (the mail is then English)',
    (header) => {
      expect(mailLanguageFor(header)).toBeUndefined();
    },
  );

  it('has the languages the widgets speak', () => {
    expect([...mailLanguages]).toEqual([...locales]);
  });
});

describe('given each mail in each language', () => {
  const link = 'https://news.example.com/reset-password?token=abc';
  const page = 'https://news.example.com/passkeys';
  const samples: { [Kind in MailKind]: MailValues[Kind] } = {
    resetLink: { firstName: 'Robin', link },
    resetRefused: { firstName: 'Robin', reason: 'locked' },
    registrationLink: { firstName: 'Pat', lastName: 'Print', minutes: 30, link },
    passkeyAdded: { firstName: 'Robin', passkeyName: 'Laptop', page },
    passwordChanged: { firstName: 'Robin', removedPasskeys: 2, page },
  };
  const kinds = Object.keys(samples) as MailKind[];
  const write = (kind: MailKind, language: MailLanguage) => writeMail(kind, language, samples[kind] as never);

  it.each(mailLanguages.filter((language) => language !== 'en'))(
    'writes every mail in %s, with its links and names, unlike the English',
    (language) => {
      for (const kind of kinds) {
        const mail = write(kind, language);
        const english = write(kind, 'en');
        expect(mail.language).toBe(language);
        expect(mail.subject).not.toBe(english.subject);
        expect(mail.body).not.toBe(english.body);
        expect(mail.body).not.toMatch(/\$\{|undefined|NaN/);
        for (const value of Object.values(samples[kind]))
          if (typeof value === 'string' && value !== 'locked') expect(mail.body).toContain(value);
      }
    },
  );

  it('says how many passkeys a reset removed with each language’s plural forms', () => {
    const removed = (language: MailLanguage, count: number) =>
      writeMail('passwordChanged', language, { firstName: 'R', removedPasskeys: count, page }).body;
    // Arabic: none, one, two, a few (3 to 10), many (11 to 99), and a hundred each their own words.
    const arabic = [0, 1, 2, 3, 11, 100].map((count) => removed('ar', count));
    expect(new Set(arabic).size).toBe(6);
    expect(arabic[1]).toContain('مفتاح مرور واحد');
    expect(arabic[2]).toContain('مفتاحا مرور');
    expect(arabic[3]).toContain('3 مفاتيح مرور');
    expect(arabic[4]).toContain('11 مفتاح مرور');
    expect(removed('de', 1)).toContain('1 Passkey, der');
    expect(removed('de', 3)).toContain('3 Passkeys, die');
    expect(removed('en', 1)).toContain(
      '1 passkey added since you last signed in with your password was removed',
    );
    expect(removed('ja', 2)).toContain('パスキー2件');
  });

  it('writes the confirmation link’s time the language’s way', () => {
    const body = (language: MailLanguage, minutes: number) =>
      writeMail('registrationLink', language, { ...samples.registrationLink, minutes }).body;
    expect(body('en', 30)).toContain('within 30 minutes to confirm');
    expect(body('en', 60)).toContain('within 1 hour to confirm');
    expect(body('de', 30)).toContain('innerhalb von 30 Minuten');
    expect(body('ja', 120)).toContain('2時間以内');
    expect(body('ar', 30)).toContain('خلال 30 دقيقة');
  });
});

describe('when the reference server mails', () => {
  let running: RunningApi;
  beforeAll(async () => {
    running = await startApi();
  }, 60_000);
  afterAll(() => running?.stop());

  /** A raw POST, so that no Accept-Language goes unless given (fetch always sends one). */
  function send(path: string, body: unknown, headers: Record<string, string> = {}): Promise<number> {
    const { port } = new URL(running.origin);
    return new Promise((resolve, reject) => {
      const options = {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: { 'content-type': 'application/json', host: new URL(running.origin).host, ...headers },
      };
      httpRequest(options, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
        .on('error', reject)
        .end(JSON.stringify(body));
    });
  }

  async function mailTo(emailAddress: string): Promise<MailboxMessage> {
    const answer = await fetch(`${running.origin}${endpoints.devMailbox.path}`);
    const { messages } = (await answer.json()) as { messages: MailboxMessage[] };
    return (
      messages.find((message) => message.to === emailAddress) ?? expect.fail(`no mail to ${emailAddress}`)
    );
  }

  async function registered(): Promise<string> {
    const emailAddress = `mail-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const account = {
      firstName: 'Robin',
      lastName: 'Reset',
      emailAddress,
      password: 'Mail#Language2026',
      optIn: false,
    };
    expect(await send(endpoints.createUser.path, account)).toBe(201);
    return emailAddress;
  }

  const askReset = async (emailAddress: string, headers?: Record<string, string>) =>
    expect(await send(endpoints.resetPassword.path, { emailAddress }, headers)).toBe(200);

  it('writes the reset mail in German for de-CH,de;q=0.9', async () => {
    const emailAddress = await registered();
    await askReset(emailAddress, { 'accept-language': 'de-CH,de;q=0.9' });
    const mail = await mailTo(emailAddress);
    expect(mail).toMatchObject({ language: 'de', subject: 'Passwort zurücksetzen' });
    expect(mail.text).toMatch(/^Hallo Robin,\n\njemand – hoffentlich Sie – hat darum gebeten/);
    expect(mail.text).toContain('innerhalb einer Stunde');
    expect(mail.text).toMatch(/\/reset-password\?token=[\w-]+/);
  });

  it('writes the reset mail in Arabic for ar, right to left in the mailbox', async () => {
    const emailAddress = await registered();
    await askReset(emailAddress, { 'accept-language': 'ar' });
    const mail = await mailTo(emailAddress);
    expect(mail).toMatchObject({ language: 'ar', subject: 'إعادة تعيين كلمة المرور' });
    expect(mail.text).toMatch(/^مرحبًا Robin،/);
    expect(mail.text).toMatch(/\/reset-password\?token=[\w-]+/);
    const page = await (await fetch(`${running.origin}/dev/mailbox`)).text();
    expect(page).toContain('<article lang="ar" dir="rtl"><h2>إعادة تعيين كلمة المرور</h2>');
    expect(page).toMatch(/<a href="[^"]+reset-password\?token=[\w-]+" dir="ltr">/);
  });

  it.each([
    ['zh', { 'accept-language': 'zh' }],
    ['no header', {}],
  ])('writes the reset mail in English for %s', async (_label, headers) => {
    const emailAddress = await registered();
    await askReset(emailAddress, headers);
    const mail = await mailTo(emailAddress);
    expect(mail).toMatchObject({ language: 'en', subject: 'Reset your password' });
    expect(mail.text).toMatch(
      /^Hello Robin,\n\nSomeone, hopefully you, asked to reset the password of your account\.\n\nFollow this link within an hour/,
    );
  });

  it("writes why a reset cannot help in the reader's language", async () => {
    await askReset(demoAccounts.locked.emailAddress, { 'accept-language': 'fr-CA, en;q=0.5' });
    const mail = await mailTo(demoAccounts.locked.emailAddress);
    expect(mail).toMatchObject({
      language: 'fr',
      subject: 'Votre demande de réinitialisation du mot de passe',
    });
    expect(mail.text).toContain('ne débloque pas votre compte');
  });

  it('writes the mail after the reset in the language the reset was asked in', async () => {
    const emailAddress = await registered();
    await askReset(emailAddress, { 'accept-language': 'ja' });
    const token = /reset-password\?token=([\w-]+)/.exec((await mailTo(emailAddress)).text)?.[1] ?? '';
    const completion = { token, password: 'Renewed#2026xx' };
    expect(await send(endpoints.completePasswordReset.path, completion, { 'accept-language': 'es' })).toBe(
      200,
    );
    const mail = await mailTo(emailAddress);
    expect(mail).toMatchObject({ language: 'ja', subject: 'パスワードが変更されました' });
    expect(mail.text).toContain('削除されたパスキーはありません。');
  });

  it("writes the confirmation of a subscriber's address in the reader's language", async () => {
    const { emailAddress } = demoAccounts.printOnly;
    const request = {
      firstName: 'Pat',
      lastName: 'Print',
      emailAddress,
      password: 'Typed#2026xx',
      optIn: true,
    };
    expect(await send(endpoints.createUser.path, request, { 'accept-language': 'pt-BR' })).toBe(202);
    const mail = await mailTo(emailAddress);
    expect(mail).toMatchObject({ language: 'pt-BR', subject: 'Confirme seu endereço de e-mail' });
    expect(mail.text).toContain('em nome de Pat Print');
    expect(mail.text).toContain('em até 30 minutos');
    expect(mail.text).toMatch(/\/subscriber-registration\?token=[\w-]+/);
  });
});
