/**
 * The account dialog in the reader's language: its catalogue in every locale, and the sign-in
 * form, the privacy note and the questionnaire rendered in German and Arabic (the values sent
 * stay the API's English).
 */
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadLocale, locales, type Locale } from '@masthead/i18n';
import { setLocale, signIn } from '@masthead/store';
import { catalogue } from './messages.ts';
import { profileChoices } from './profile-options.ts';
import { openDialog, setupMockServer } from './test-utils.tsx';

setupMockServer();

type Tree = { [key: string]: string | Tree };
/** The catalogue's files as written (not compiled), and the auth flow's. */
const files = import.meta.glob<string>('./locales/*.json', { query: '?raw', import: 'default', eager: true });
const flowFiles = import.meta.glob<string>('../../auth-flow/src/locales/*.json', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const source = (locale: string): Tree => JSON.parse(files[`./locales/${locale}.json`] ?? '{}') as Tree;
/** Every message with its path ('titles.sign-in'). */
const flat = (tree: Tree, path = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${path}${key}`, value] as [string, string]]
      : flat(value, `${path}${key}.`),
  );
const placeholders = (message: string) =>
  [...new Set([...message.matchAll(/\{\s*([A-Za-z]\w*)\s*[,}]/g)].map(([, name]) => name))].sort();

const translated = locales.filter((locale) => locale !== 'en');

describe('the account catalogue', () => {
  it.each(translated)('%s has every English message, no other, with the same placeholders', (locale) => {
    const english = flat(source('en'));
    const messages = new Map(flat(source(locale)));
    expect([...messages.keys()].sort()).toEqual(english.map(([key]) => key).sort());
    for (const [key, text] of english)
      expect([key, placeholders(messages.get(key) ?? '')]).toEqual([key, placeholders(text)]);
  });

  it('names every choice of the questionnaire, by the id its value has', () => {
    const english = source('en');
    expect(Object.keys(english.industryOptions as Tree)).toEqual(Object.keys(profileChoices.industry));
    expect(Object.keys(english.jobTitleOptions as Tree)).toEqual(Object.keys(profileChoices.jobTitle));
    expect(Object.keys(english.companySizeOptions as Tree)).toEqual(Object.keys(profileChoices.companySize));
    // In English the words are the values themselves.
    expect(Object.values(english.industryOptions as Tree)).toEqual(Object.values(profileChoices.industry));
  });

  it.each(locales)(
    '%s says the password hint in the words of the server refusal it stands for',
    async (locale) => {
      await loadLocale(locale);
      const flow = JSON.parse(flowFiles[`../../auth-flow/src/locales/${locale}.json`] ?? '{}') as Tree;
      // Said once when they are the same (the flow's NewPasswordField).
      expect(catalogue.messages(locale)?.passwordHint).toBe(flow.passwordPolicy);
    },
  );
});

/** Opens the dialog with the page in `locale`. */
async function openIn(locale: Locale, options: Parameters<typeof openDialog>[0] = {}) {
  await loadLocale(locale);
  setLocale(locale);
  return openDialog(options);
}

describe.each([
  {
    locale: 'de',
    title: 'Anmelden',
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    submit: 'Anmelden',
    toggle: 'Passwort anzeigen',
    emailRequired: 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
    passwordRequired: 'Bitte geben Sie Ihr Passwort ein.',
    register: 'Konto erstellen',
    forgot: 'Passwort vergessen',
  },
  {
    locale: 'ar',
    title: 'تسجيل الدخول',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    submit: 'تسجيل الدخول',
    toggle: 'إظهار كلمة المرور',
    emailRequired: 'البريد الإلكتروني مطلوب.',
    passwordRequired: 'كلمة المرور مطلوبة.',
    register: 'إنشاء حساب',
    forgot: 'هل نسيت كلمة المرور؟',
  },
] as const)('the sign-in form in $locale', (words) => {
  it('names the dialog, its fields, its buttons and its links in the language', async () => {
    await openIn(words.locale);
    expect(screen.getByRole('dialog', { name: words.title })).toBeVisible();
    expect(screen.getByRole('textbox', { name: words.email })).toBeVisible();
    expect(screen.getByLabelText(words.password)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: words.toggle })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: words.submit })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('button', { name: words.register })).toBeVisible();
    expect(screen.getByRole('button', { name: words.forgot })).toBeVisible();
  });

  it('says which field is required in the language', async () => {
    const { user } = await openIn(words.locale);
    await user.click(screen.getByRole('textbox', { name: words.email }));
    await user.click(screen.getByLabelText(words.password));
    await user.tab();
    expect(await screen.findByText(words.emailRequired)).toBeVisible();
    expect(await screen.findByText(words.passwordRequired)).toBeVisible();
    expect(screen.getByRole('textbox', { name: words.email })).toHaveAccessibleDescription(
      words.emailRequired,
    );
  });
});

describe('the register view', () => {
  it('puts the privacy link where the language wants it', async () => {
    await openIn('ja', { view: 'register' });
    const link = screen.getByRole('link', { name: 'プライバシーポリシー' });
    expect(link).toHaveAttribute('href', '/privacy-policy');
    expect(link.parentElement).toHaveTextContent(/^プライバシーポリシーをお読みください$/);
  });
});

describe('the questionnaire', () => {
  it('shows the choices in Arabic and keeps the English values the API takes', async () => {
    act(() => signIn({ user: { firstName: 'Ada', lastName: 'B', emailAddress: 'a@b.co' } }));
    await openIn('ar', { view: 'profile-settings' });
    const industry = screen.getByRole('combobox', { name: 'القطاع' });
    const media = Array.from(industry.querySelectorAll('option')).find((option) => option.value === 'Media');
    expect(media).toHaveTextContent('الإعلام');
    const sizes = Array.from(screen.getByRole('combobox', { name: 'حجم الشركة' }).querySelectorAll('option'));
    expect(sizes.map((option) => option.value)).toEqual(['', ...Object.values(profileChoices.companySize)]);
    expect(sizes[2]).toHaveTextContent('من 1 إلى 4');
  });
});
