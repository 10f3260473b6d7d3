import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadLocale } from '@masthead/i18n';
import { LocaleScope } from '@masthead/i18n/react';
import { setLocale } from '@masthead/store';
import { Loader, Logo } from '@masthead/ui-kit';
import { Modal } from '@masthead/ui-kit/modal';
import { SlideInPanel } from '@masthead/ui-kit/slide-in-panel';
import { catalogue } from './messages.ts';

const kit = (
  <>
    <Modal open onOpenChange={() => undefined} title="Masthead" trapFocus={false}>
      <Loader />
      <Logo />
    </Modal>
    <SlideInPanel open onClose={() => undefined} label="Menu">
      <a href="/the-latest">The Latest</a>
    </SlideInPanel>
  </>
);

describe("the kit's words and its portals' language", () => {
  it('speaks the page locale: the close button, the loading status and the logo (German)', async () => {
    await loadLocale('de');
    act(() => setLocale('de'));
    render(kit);
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen');
    // A brand: the same name in every language.
    expect(screen.getByRole('img', { name: 'Masthead' })).toBeInTheDocument();
    const dialog = screen.getByRole('dialog', { name: 'Masthead' }).closest('[lang]');
    expect(dialog).toHaveAttribute('lang', 'de');
    expect(dialog).toHaveAttribute('dir', 'ltr');
  });

  it("gives the placement's language, right to left, to the dialog and the panel it puts in the body (Arabic)", async () => {
    await loadLocale('ar');
    render(<LocaleScope locale="ar">{kit}</LocaleScope>);
    expect(screen.getByRole('button', { name: 'إغلاق' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('جارٍ التحميل');
    const dialog = screen.getByRole('dialog', { name: 'Masthead' }).closest('[lang]');
    const panel = screen.getByRole('dialog', { name: 'Menu' }).closest('[lang]');
    for (const root of [dialog, panel]) {
      expect(root?.parentElement).toBe(document.body);
      expect(root).toHaveAttribute('lang', 'ar');
      expect(root).toHaveAttribute('dir', 'rtl');
    }
  });

  it("keeps the owner's own name for the close button and the status", async () => {
    await loadLocale('de');
    render(
      <LocaleScope locale="de">
        <Modal
          open
          onOpenChange={() => undefined}
          title="Anzeige"
          closeLabel="Anzeige schließen"
          trapFocus={false}
        >
          <Loader label="Anmeldung läuft" />
        </Modal>
      </LocaleScope>,
    );
    expect(screen.getByRole('button', { name: 'Anzeige schließen' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Anmeldung läuft');
  });

  it('has every English message in every locale, with no placeholders', async () => {
    const folder = join(dirname(fileURLToPath(import.meta.url)), 'locales');
    const source = (locale: string) =>
      JSON.parse(readFileSync(join(folder, `${locale}.json`), 'utf8')) as Record<string, unknown>;
    const english = Object.keys(source('en'));
    const files = readdirSync(folder).map((file) => file.replace(/\.json$/, ''));
    expect(files.sort()).toEqual(['ar', 'de', 'en', 'es', 'fr', 'ja', 'pt-BR']);
    for (const locale of catalogue.locales) {
      const messages = await catalogue.load(locale);
      // A locale that fails to compile or load settles with the English messages themselves.
      if (locale !== 'en') expect(messages, locale).not.toBe(catalogue.messages('en'));
      if (locale !== 'en-XA') expect(Object.keys(source(locale)), locale).toEqual(english);
      for (const text of Object.values(messages)) expect(typeof text, locale).toBe('string');
    }
    expect(catalogue.locales).toHaveLength(8);
  });
});
