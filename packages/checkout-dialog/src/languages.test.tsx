/**
 * The checkout dialog in the reader's language: its catalogue in every locale, and its views
 * (sign in with its required messages, gift mode, the captcha notice, the help line) rendered
 * in German and Arabic.
 */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { visitor } from '@masthead/api/mocks';
import { loadLocale, locales, type Locale } from '@masthead/i18n';
import { openCheckoutDialog, setLocale, type CheckoutDialogOptions } from '@masthead/store';
import { catalogue } from './messages.ts';
import { setupMockServer } from './test-utils.tsx';
import CheckoutDialog from './widget.ts';

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
/** Every message with its path ('headings.sign-in'). */
const flat = (tree: Tree, path = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${path}${key}`, value] as [string, string]]
      : flat(value, `${path}${key}.`),
  );
const placeholders = (message: string) =>
  [...new Set([...message.matchAll(/\{\s*([A-Za-z]\w*)\s*[,}]/g)].map(([, name]) => name))].sort();

const translated = locales.filter((locale) => locale !== 'en');

describe('the checkout catalogue', () => {
  it.each(translated)('%s has every English message, no other, with the same placeholders', (locale) => {
    const english = flat(source('en'));
    const messages = new Map(flat(source(locale)));
    expect([...messages.keys()].sort()).toEqual(english.map(([key]) => key).sort());
    for (const [key, text] of english)
      expect([key, placeholders(messages.get(key) ?? '')]).toEqual([key, placeholders(text)]);
  });

  it.each(locales)(
    '%s says the password hint in the words of the server refusal it stands for',
    async (locale) => {
      await loadLocale(locale);
      const flow = JSON.parse(flowFiles[`../../auth-flow/src/locales/${locale}.json`] ?? '{}') as Tree;
      expect(catalogue.messages(locale)?.passwordHint).toBe(flow.passwordPolicy);
    },
  );
});

/** Mounts the dialog with the page in `locale` and opens it. */
async function openIn(locale: Locale, options: CheckoutDialogOptions = {}) {
  await loadLocale(locale);
  setLocale(locale);
  const user = userEvent.setup();
  render(<CheckoutDialog navigate={() => undefined} />);
  act(() => openCheckoutDialog(options));
  return { user };
}

describe.each([
  {
    locale: 'de',
    title: 'Anmelden oder registrieren',
    heading: 'Bei Ihrem Konto anmelden',
    email: 'Ihre E-Mail-Adresse',
    password: 'Ihr Passwort',
    submit: 'Weiter zur Kasse',
    gift: 'Weiter zum Empfänger',
    giftNotice: 'Um ein Geschenk zu versenden, benötigen Sie ein Konto.',
    required: 'Dieses Feld ist erforderlich.',
    help: 'Kundenservice kontaktieren',
    close: 'Schließen',
  },
  {
    locale: 'ar',
    title: 'تسجيل الدخول أو إنشاء حساب',
    heading: 'سجّل الدخول إلى حسابك',
    email: 'بريدك الإلكتروني',
    password: 'كلمة المرور',
    submit: 'المتابعة إلى الدفع',
    gift: 'المتابعة إلى المستلم',
    giftNotice: 'لإرسال هدية، عليك إنشاء حساب.',
    required: 'هذا الحقل مطلوب.',
    help: 'تواصل مع خدمة العملاء',
    close: 'إغلاق',
  },
] as const)('the checkout dialog in $locale', (words) => {
  it('names the dialog, the sign-in view, its fields and buttons in the language', async () => {
    await openIn(words.locale);
    const dialog = screen.getByRole('dialog', { name: words.title });
    expect(within(dialog).getByRole('heading', { name: words.heading })).toBeVisible();
    expect(screen.getByRole('textbox', { name: words.email })).toBeVisible();
    expect(screen.getByLabelText(words.password)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: words.submit })).toBeDisabled();
    expect(screen.getByRole('button', { name: words.close })).toBeVisible();
    expect(screen.getByRole('link', { name: words.help })).toHaveAttribute(
      'href',
      '/subscriber-help#contact-customer-service',
    );
  });

  it('says a field is required in the language', async () => {
    const { user } = await openIn(words.locale);
    await user.click(screen.getByRole('textbox', { name: words.email }));
    await user.click(screen.getByLabelText(words.password));
    await user.tab();
    expect(await screen.findAllByText(words.required)).toHaveLength(2);
  });

  it('says what gift mode asks, in the language', async () => {
    await openIn(words.locale, { giftMode: true });
    expect(screen.getByText(words.giftNotice)).toBeVisible();
    expect(screen.getByRole('button', { name: words.gift })).toBeVisible();
  });
});

describe('the captcha notice', () => {
  it('links the provider’s pages inside the German sentence, each saying it opens a new tab', async () => {
    visitor.captcha(true);
    await openIn('de');
    // The captcha check waits for the flow's code: its first fetch can take a while.
    const privacy = await screen.findByRole('link', { name: /^Datenschutzerklärung/ }, { timeout: 10_000 });
    expect(privacy).toHaveTextContent('Datenschutzerklärung (öffnet in einem neuen Tab)');
    expect(privacy).toHaveAttribute('href', 'https://policies.google.com/privacy');
    expect(privacy.parentElement).toHaveTextContent(
      'Diese Website ist durch reCAPTCHA geschützt. Es gelten die Datenschutzerklärung (öffnet in einem neuen Tab) und die Nutzungsbedingungen (öffnet in einem neuen Tab) von Google.',
    );
  });
});
