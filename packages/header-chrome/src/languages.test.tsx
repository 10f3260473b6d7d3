import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { endpoints, type AutoSuggestResponse } from '@masthead/api';
import { authFixtures, cartScenarios } from '@masthead/api/mocks';
import { formatNumber, formatPrice, loadLocale, locales, type Locale } from '@masthead/i18n';
import { LocaleScope } from '@masthead/i18n/react';
import { setLocale, signIn } from '@masthead/store';
import { flyoutFadeMs } from '@masthead/ui-kit/flyout';
import Header from './header/header.tsx';
import en from './locales/en.json';
import { catalogue } from './messages.ts';
import { setupMockApi } from './testing.tsx';

const { server } = setupMockApi();
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

// Every locale's words, in before a widget renders in it (as the loader has them), and the
// lazily loaded panels' code, so a test meets what a reader's second look at the header does.
beforeAll(async () => {
  await Promise.all([
    ...locales.map((locale) => loadLocale(locale)),
    import('./mega-menu/mega-menu-panel.tsx'),
    import('./user-menu/user-menu-panel.tsx'),
    import('./cart/cart-panel.tsx'),
    import('./search/suggestion-source.tsx'),
  ]);
});
afterEach(() => {
  vi.useRealTimers();
});

/** A locale's messages as the catalogue has them (loaded above). */
function messagesIn(locale: Locale) {
  const messages = catalogue.messages(locale);
  if (!messages) throw new Error(`${locale} is not loaded`);
  return messages;
}

const translations: Record<Exclude<(typeof locales)[number], 'en'>, () => Promise<{ default: unknown }>> = {
  de: () => import('./locales/de.json'),
  fr: () => import('./locales/fr.json'),
  es: () => import('./locales/es.json'),
  'pt-BR': () => import('./locales/pt-BR.json'),
  ja: () => import('./locales/ja.json'),
  ar: () => import('./locales/ar.json'),
};

/** The spaces a locale writes (no-break ones in a price) as the DOM matchers compare them. */
const spaced = (text: string) => text.replace(/\s+/g, ' ');

/** The header's English messages that `locale` words differently (Podcasts is Podcasts in German). */
function englishOnly(locale: Locale): Set<string> {
  const english = messagesIn('en') as Record<string, unknown>;
  const other = messagesIn(locale) as Record<string, unknown>;
  return new Set(
    Object.keys(english)
      .filter((key) => typeof english[key] === 'string' && english[key] !== other[key])
      .map((key) => english[key] as string),
  );
}

/** Every name, placeholder and text a reader meets in `root`. */
function wordsIn(root: Element): string[] {
  const words = [...root.querySelectorAll('[aria-label], [placeholder]')].flatMap((element) => [
    element.getAttribute('aria-label') ?? '',
    element.getAttribute('placeholder') ?? '',
  ]);
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) words.push(node.textContent ?? '');
  return words.map((word) => word.trim()).filter(Boolean);
}

describe("the header's catalogue", () => {
  it.each(Object.entries(translations))(
    'has in %s every English key, each taking the values English takes',
    async (_locale, load) => {
      // The compiled module itself, not the catalogue's (which fills a gap with English).
      const translated = (await load()).default as Record<string, unknown>;
      const english = messagesIn('en') as Record<string, unknown>;
      expect(Object.keys(translated).sort()).toEqual(Object.keys(en).sort());
      for (const [key, message] of Object.entries(english)) {
        expect(typeof translated[key], key).toBe(typeof message);
        if (typeof message !== 'function') continue;
        expect(catalogue.formatted, key).toContain(key);
        const text = (translated[key] as (values: Record<string, string | number>) => string)({
          firstName: 'Zoë',
          term: 'qzx',
          quantity: '7',
          count: 5,
        });
        if (key === 'greeting') expect(text).toContain('Zoë');
        if (key === 'noSuggestions') expect(text).toContain('qzx');
        if (key === 'cartQuantity') expect(text).toContain('7');
      }
    },
  );

  it('types as functions exactly the English messages that take values', () => {
    const english = messagesIn('en') as Record<string, unknown>;
    const functions = Object.keys(english).filter((key) => typeof english[key] === 'function');
    expect([...catalogue.formatted].sort()).toEqual(functions.sort());
  });

  it('counts suggestions in each of the six Arabic plural forms, and in German and Japanese', () => {
    const n = (value: number) => formatNumber('ar', value);
    const arabic = messagesIn('ar').suggestionsCount;
    expect(arabic({ count: 0 })).toBe('لا توجد اقتراحات.');
    expect(arabic({ count: 1 })).toBe('يتوفر اقتراح واحد.');
    expect(arabic({ count: 2 })).toBe('يتوفر اقتراحان.');
    expect(arabic({ count: 3 })).toBe(`تتوفر ${n(3)} اقتراحات.`);
    expect(arabic({ count: 10 })).toBe(`تتوفر ${n(10)} اقتراحات.`);
    expect(arabic({ count: 11 })).toBe(`يتوفر ${n(11)} اقتراحًا.`);
    expect(arabic({ count: 99 })).toBe(`يتوفر ${n(99)} اقتراحًا.`);
    expect(arabic({ count: 100 })).toBe(`يتوفر ${n(100)} اقتراح.`);
    expect(messagesIn('de').suggestionsCount({ count: 1 })).toBe('1 Vorschlag verfügbar.');
    expect(messagesIn('de').suggestionsCount({ count: 8 })).toBe('8 Vorschläge verfügbar.');
    expect(messagesIn('ja').suggestionsCount({ count: 1 })).toBe('1件の候補があります。');
    expect(messagesIn('en').suggestionsCount({ count: 1 })).toBe('1 suggestion available.');
    expect(messagesIn('en').suggestionsCount({ count: 8 })).toBe('8 suggestions available.');
  });
});

describe('the header in German (the page locale, from the store)', () => {
  it('names its landmark, menus, search and Sign In in German, and nothing in English', () => {
    setLocale('de');
    render(<Header />);
    const banner = screen.getByRole('banner', { name: 'Website-Kopfbereich' });
    const bar = within(banner);
    expect(bar.getByRole('button', { name: 'Anmelden' })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(bar.getByRole('button', { name: 'Menü' })).toHaveAttribute('aria-expanded', 'false');
    expect(bar.getByRole('search', { name: 'Website-Suche' })).toHaveAttribute('action', '/search');
    expect(bar.getByRole('combobox', { name: 'Suchen' })).toHaveAttribute(
      'placeholder',
      'Masthead durchsuchen',
    );
    expect(bar.getByRole('button', { name: 'Warenkorb' })).toBeInTheDocument();
    expect(bar.getByRole('link', { name: 'Masthead-Startseite' })).toHaveAttribute('href', '/');
    expect(bar.getByRole('link', { name: 'Abonnieren' }).getAttribute('href')).toMatch(/^\/subscriptions\?/);
    expect(bar.getByText('Zum Inhalt springen')).toBeInTheDocument();
    const quickMenu = bar.getByRole('navigation', { name: 'Schnellmenü' });
    expect(within(quickMenu).getByRole('link', { name: 'Magazin' })).toHaveAttribute('href', '/magazine');
    expect(within(quickMenu).getByRole('button', { name: 'Weitere Links' })).toBeInTheDocument();
    const left = englishOnly('de');
    expect(wordsIn(banner).filter((word) => left.has(word))).toEqual([]);
  });

  it('opens the main menu, a lazily loaded panel, in German', async () => {
    vi.useFakeTimers();
    setLocale('de');
    render(<Header />);
    fireEvent.click(screen.getByRole('button', { name: 'Menü' }));
    await pass(0);
    await vi.waitFor(() => expect(screen.getByRole('dialog', { name: 'Hauptmenü' })).toBeInTheDocument());
    await pass(50);
    const panel = screen.getByRole('dialog', { name: 'Hauptmenü' });
    const left = englishOnly('de');
    expect(wordsIn(panel).filter((word) => left.has(word))).toEqual([]);
    expect(within(panel).getByRole('button', { name: 'Menü schließen' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Jetzt abonnieren!' })).toBeInTheDocument();
    expect(within(panel).getByRole('search', { name: 'Suche im Menü' })).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'Beliebte Themen' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Meine Bibliothek' })).toHaveAttribute(
      'href',
      '/my-library',
    );
    expect(within(panel).getByRole('link', { name: 'E-Mail-Newsletter' })).toHaveAttribute(
      'href',
      '/email-newsletters',
    );
  });

  it('greets a signed-in reader by first name and opens the account menu in German', async () => {
    vi.useFakeTimers();
    setLocale('de');
    signIn(authFixtures.subscriber);
    render(<Header />);
    fireEvent.click(screen.getByRole('button', { name: 'Hallo, Sam' }));
    await pass(0);
    await vi.waitFor(() => expect(screen.getByRole('region', { name: 'Kontomenü' })).toBeInTheDocument());
    await pass(flyoutFadeMs.open);
    const menu = screen.getByRole('region', { name: 'Kontomenü' });
    expect(within(menu).getByRole('button', { name: 'Abmelden' })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Passkeys' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Bestellungen' })).toHaveAttribute(
      'href',
      '/my-library/orders',
    );
    expect(screen.getByRole('link', { name: 'Ein Abo verschenken!' })).toBeInTheDocument();
  });

  it("writes the cart's quantities and prices the German way", async () => {
    vi.useFakeTimers();
    server.use(
      cartScenarios.with({
        cart: {
          cart_amount: 1263.47,
          line_items: {
            physical_items: [
              {
                sku: 'B1',
                name: 'Guide to Leadership',
                url: '/store/books/guide',
                quantity: 3,
                sale_price: 411.5,
                list_price: 420,
              },
            ],
            digital_items: [],
          },
        },
      }),
    );
    setLocale('de');
    render(<Header />);
    fireEvent.click(screen.getByRole('button', { name: 'Warenkorb' }));
    await pass(0);
    await pass(flyoutFadeMs.open);
    await vi.waitFor(() => expect(screen.getByRole('region', { name: 'Warenkorb' })).toBeInTheDocument());
    const cart = screen.getByRole('region', { name: 'Warenkorb' });
    await vi.waitFor(() => expect(within(cart).getAllByRole('listitem')).toHaveLength(1));
    const item = within(cart).getByRole('listitem');
    expect(item).toHaveTextContent('Menge: 3');
    expect(formatPrice('de', 1234.5, 'USD')).toMatch(/^1\.234,50\s\$$/);
    expect(item).toHaveTextContent(spaced(formatPrice('de', 1234.5, 'USD')));
    expect(cart).toHaveTextContent(spaced(`Zwischensumme${formatPrice('de', 1263.47, 'USD')}`));
    expect(within(cart).getByRole('link', { name: 'Zum Warenkorb' })).toHaveAttribute(
      'href',
      '/shopping-cart',
    );
  });
});

/** A suggestion answer of `count` options: records first (at most 6 show), then topics. */
function answerOf(count: number): AutoSuggestResponse {
  const records = Math.min(count, 6);
  return {
    records: Array.from({ length: records }, (_, i) => ({
      contentType: 'Article',
      title: `Result ${i}`,
      link: `/a/${i}`,
    })),
    subjects: Array.from({ length: count - records }, (_, i) => ({
      title: `Topic ${i}`,
      link: `?term=topic-${i}`,
    })),
  };
}

describe('the header in Arabic (a placement of its own, LocaleScope)', () => {
  const arabic = (ui: ReactNode) => <LocaleScope locale="ar">{ui}</LocaleScope>;

  it('names Sign In, the menu button and the search box in Arabic', () => {
    render(arabic(<Header />));
    const bar = within(screen.getByRole('banner', { name: 'ترويسة الموقع' }));
    expect(bar.getByRole('button', { name: 'تسجيل الدخول' })).toBeInTheDocument();
    expect(bar.getByRole('button', { name: 'القائمة' })).toBeInTheDocument();
    expect(bar.getByRole('search', { name: 'البحث في الموقع' })).toBeInTheDocument();
    expect(bar.getByRole('combobox', { name: 'بحث' })).toHaveAttribute('placeholder', 'ابحث في Masthead');
    expect(bar.getByRole('button', { name: 'سلة التسوق' })).toBeInTheDocument();
    expect(bar.getByRole('link', { name: 'المجلة' })).toHaveAttribute('href', '/magazine');
    const left = englishOnly('ar');
    expect(wordsIn(screen.getByRole('banner')).filter((word) => left.has(word))).toEqual([]);
  });

  it.each([
    [1, 'يتوفر اقتراح واحد.'],
    [2, 'يتوفر اقتراحان.'],
    [8, `تتوفر ${formatNumber('ar', 8)} اقتراحات.`],
    [11, `يتوفر ${formatNumber('ar', 11)} اقتراحًا.`],
  ])('tells a screen reader of %i suggestions in the right plural form', async (count, said) => {
    vi.useFakeTimers();
    server.use(http.get(`*${endpoints.autoSuggest.path}`, () => HttpResponse.json(answerOf(count))));
    render(arabic(<Header />));
    const box = screen.getByRole('combobox', { name: 'بحث' });
    box.focus();
    fireEvent.change(box, { target: { value: 'lead' } });
    await pass(350);
    await vi.waitFor(() =>
      expect(screen.getByRole('listbox', { name: 'اقتراحات البحث' })).toBeInTheDocument(),
    );
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(count);
    expect(screen.getByRole('status')).toHaveTextContent(said);
  });

  it('says in Arabic that a term has no suggestion', async () => {
    vi.useFakeTimers();
    server.use(http.get(`*${endpoints.autoSuggest.path}`, () => HttpResponse.json(answerOf(0))));
    render(arabic(<Header />));
    fireEvent.change(screen.getByRole('combobox', { name: 'بحث' }), { target: { value: 'zzqx' } });
    await pass(350);
    await vi.waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('لا توجد اقتراحات للبحث «zzqx».'),
    );
  });

  // A server render reads the store's first state (zustand's server snapshot), so a prerender
  // takes its locale from a LocaleScope around the header, as here.
  it('renders the same components to a string in Arabic, as a prerender given the locale would', () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(arabic(<Header />));
    expect(host.querySelector('header')?.getAttribute('aria-label')).toBe('ترويسة الموقع');
    expect(host.querySelector('a')?.textContent).toBe('الانتقال إلى المحتوى');
  });
});
