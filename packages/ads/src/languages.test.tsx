import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadLocale } from '@masthead/i18n';
import { LocaleScope } from '@masthead/i18n/react';
import { setLocale } from '@masthead/store';
import HeaderAd from './header-ad/header-ad.tsx';
import Interstitial from './interstitial/interstitial.tsx';
import { catalogue } from './messages.ts';
import PartnerAds from './partner-ads/partner-ads.tsx';
import { createDemoProvider } from './providers/demo.ts';
import { AdsFakes } from './testing.tsx';

describe('the ads in the reader’s language', () => {
  it('label every ad in the page’s language (German)', async () => {
    await loadLocale('de');
    act(() => setLocale('de'));
    render(
      <AdsFakes>
        <HeaderAd />
        <PartnerAds />
      </AdsFakes>,
    );
    expect(screen.getByRole('complementary', { name: 'Anzeige' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Anzeigen unserer Partner' })).toBeInTheDocument();
  });

  it('draw the demo provider’s house creatives in it, and relabel them, not refill them, when it changes', async () => {
    await Promise.all([loadLocale('de'), loadLocale('ar')]);
    act(() => setLocale('de'));
    const demo = createDemoProvider();
    const defineSlot = vi.spyOn(demo, 'defineSlot');
    render(
      <AdsFakes provider={demo}>
        <HeaderAd />
      </AdsFakes>,
    );
    const creative = await screen.findByRole('link', { name: /^Unbegrenzter Zugang zu allen Artikeln/ });
    expect(within(creative).getByText('Abonnieren')).toBeInTheDocument();
    expect(creative).toHaveAttribute('href', '/subscriptions');

    act(() => setLocale('ar'));
    expect(screen.getByRole('complementary', { name: 'إعلان' })).toContainElement(creative);
    expect(creative).toHaveTextContent('وصول غير محدود إلى جميع المقالات والبودكاست والندوات الإلكترونية.');
    expect(within(creative).getByText('اشترك')).toBeInTheDocument();
    expect(creative).toHaveAttribute('href', '/subscriptions');
    expect(defineSlot).toHaveBeenCalledTimes(1);
  });

  it("open the interstitial in its placement's language, its dialog right to left (Arabic)", async () => {
    await loadLocale('ar');
    render(
      <LocaleScope locale="ar">
        <AdsFakes provider={createDemoProvider()}>
          <Interstitial />
        </AdsFakes>
      </LocaleScope>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'إعلان' });
    expect(within(dialog).getByRole('button', { name: 'إغلاق الإعلان' })).toBeInTheDocument();
    // Portalled into the body, out of the widget's container: the dialog carries the language.
    expect(dialog.closest('[lang]')).toHaveAttribute('lang', 'ar');
    expect(dialog.closest('[lang]')).toHaveAttribute('dir', 'rtl');
    const gift = await within(dialog).findByRole('link', { name: /اشتراك في Masthead/ });
    expect(gift).toHaveAttribute('href', '/gift-subscriptions');
    expect(gift).toHaveTextContent('أهدِ اشتراكًا!');
  });

  it('has every English message in every locale, with no placeholders', async () => {
    const folder = join(dirname(fileURLToPath(import.meta.url)), 'locales');
    const source = (locale: string) =>
      JSON.parse(readFileSync(join(folder, `${locale}.json`), 'utf8')) as object;
    const paths = (tree: object, prefix = ''): string[] =>
      Object.entries(tree).flatMap(([key, value]: [string, unknown]) =>
        typeof value === 'string' ? [prefix + key] : paths(value as object, `${prefix}${key}.`),
      );
    const english = paths(source('en'));
    const files = readdirSync(folder).map((file) => file.replace(/\.json$/, ''));
    expect(files.sort()).toEqual(['ar', 'de', 'en', 'es', 'fr', 'ja', 'pt-BR']);
    expect(catalogue.locales).toHaveLength(8);
    for (const locale of catalogue.locales) {
      const messages = await catalogue.load(locale);
      // A locale that fails to compile or load settles with the English messages themselves.
      if (locale !== 'en') expect(messages, locale).not.toBe(catalogue.messages('en'));
      if (locale !== 'en-XA') expect(paths(source(locale)), locale).toEqual(english);
      expect(paths(messages), locale).toEqual(english);
    }
  });
});
