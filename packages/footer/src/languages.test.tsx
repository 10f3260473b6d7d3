import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadLocale } from '@masthead/i18n';
import { LocaleScope } from '@masthead/i18n/react';
import { setLocale } from '@masthead/store';
import Footer from './footer.tsx';
import { catalogue } from './messages.ts';
import { prerender } from './prerender.tsx';

const year = new Date().getFullYear();

describe('the footer in the reader’s language', () => {
  it('speaks the page’s language (German)', async () => {
    await loadLocale('de');
    act(() => setLocale('de'));
    render(<Footer />);
    const footer = screen.getByRole('contentinfo', { name: 'Fußzeile der Website' });
    expect(footer).toHaveAttribute('lang', 'de');
    expect(screen.getByRole('link', { name: 'Nach oben' })).toHaveAttribute('href', '#top');
    expect(screen.getByRole('heading', { level: 2, name: 'Hilfe' })).toBeInTheDocument();
    const account = screen.getByRole('region', { name: 'Mein Konto' });
    expect(within(account).getByRole('link', { name: 'Meine Bibliothek' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
    expect(screen.getByRole('link', { name: 'Masthead auf LinkedIn (öffnet in neuem Tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(
      within(screen.getByRole('navigation', { name: 'Rechtliches' })).getByRole('link', {
        name: 'Datenschutzerklärung',
      }),
    ).toHaveAttribute('href', '/privacy-policy');
    expect(screen.getByText(`© ${year} Masthead Publishing. Alle Rechte vorbehalten.`)).toBeInTheDocument();
    // A brand, in every language.
    expect(within(footer).getByRole('img', { name: 'Masthead' })).toBeInTheDocument();
  });

  it("speaks its placement's language, right to left (Arabic)", async () => {
    await loadLocale('ar');
    render(
      <LocaleScope locale="ar">
        <Footer headingLevel={3} />
      </LocaleScope>,
    );
    const footer = screen.getByRole('contentinfo', { name: 'تذييل الموقع' });
    expect(footer).toHaveAttribute('lang', 'ar');
    expect(footer).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('link', { name: 'العودة إلى الأعلى' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'المتجر' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'سياسة الخصوصية' })).toHaveAttribute('href', '/privacy-policy');
    expect(
      screen.getByRole('link', { name: 'Masthead على YouTube (يُفتح في علامة تبويب جديدة)' }),
    ).toBeInTheDocument();
    const line = footer.querySelector('[data-masthead-year]');
    expect(line).toHaveAttribute('data-masthead-year', String(year));
    expect(line).toHaveTextContent(
      `© ${new Intl.NumberFormat('ar', { useGrouping: false }).format(year)} Masthead Publishing. جميع الحقوق محفوظة.`,
    );
  });

  it('keeps its prerendered markup in English, and says so, whatever the page’s language', async () => {
    await loadLocale('de');
    act(() => setLocale('de'));
    const host = document.createElement('div');
    host.innerHTML = prerender();
    const footer = host.querySelector('footer');
    expect(footer).toHaveAttribute('lang', 'en');
    expect(footer).toHaveAttribute('aria-label', 'Site footer');
    expect([...host.querySelectorAll('a')].some((a) => a.textContent === 'Back to top')).toBe(true);
  });

  it('has every English message in every locale, with the same placeholders', async () => {
    const folder = join(dirname(fileURLToPath(import.meta.url)), 'locales');
    const source = (locale: string) =>
      JSON.parse(readFileSync(join(folder, `${locale}.json`), 'utf8')) as Record<string, string>;
    const placeholders = (messages: Record<string, string>) =>
      Object.fromEntries(
        Object.entries(messages).map(([key, text]) => [key, [...text.matchAll(/\{(\w+)/g)].map((m) => m[1])]),
      );
    const english = placeholders(source('en'));
    const files = readdirSync(folder).map((file) => file.replace(/\.json$/, ''));
    expect(files.sort()).toEqual(['ar', 'de', 'en', 'es', 'fr', 'ja', 'pt-BR']);
    expect(catalogue.locales).toHaveLength(8);
    // The keys with placeholders are the functions (messages.ts).
    const formatted = Object.keys(english).filter((key) => english[key]?.length);
    expect([...catalogue.formatted].sort()).toEqual(formatted.sort());
    for (const locale of catalogue.locales) {
      const messages = (await catalogue.load(locale)) as unknown as Record<string, unknown>;
      // A locale that fails to compile or load settles with the English messages themselves.
      if (locale !== 'en') expect(messages, locale).not.toBe(catalogue.messages('en'));
      if (locale !== 'en-XA') expect(placeholders(source(locale)), locale).toEqual(english);
      for (const [key, message] of Object.entries(messages))
        expect(typeof message, `${locale} ${key}`).toBe(formatted.includes(key) ? 'function' : 'string');
    }
  });
});
