import { loadLocale } from '@masthead/i18n';
import { mastheadStore, openAccountDialog, openCheckoutDialog, setLocale } from '@masthead/store/vanilla';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogue } from '../common/messages.ts';
import en from '../common/locales/en.json';
import type { EarlyCore } from './early-core.ts';
import { tellWhenCoreDown } from './standalone-message.ts';
import { showBusy } from './view.ts';

/** A loader core that stays down. */
const core: EarlyCore = {
  failed: () => true,
  subscribe: () => () => undefined,
  retry: vi.fn(async () => false),
  kept: () => false,
  reload: vi.fn(),
};

const message = () => document.querySelector<HTMLElement>('[role="alertdialog"]');
const said = () => {
  const shown = message();
  const text = (id: string | null | undefined) => document.getElementById(id ?? '')?.textContent;
  return {
    title: text(shown?.getAttribute('aria-labelledby')),
    message: text(shown?.getAttribute('aria-describedby')),
    buttons: Array.from(shown?.querySelectorAll('button') ?? [], (button) => button.textContent),
    lang: shown?.parentElement?.getAttribute('lang'),
    dir: shown?.parentElement?.getAttribute('dir'),
  };
};

let stop: () => void = () => undefined;
afterEach(() => {
  stop();
  document.body.replaceChildren();
});

describe("the loader's own words", () => {
  it('are English until the language asked for is in, then in it', async () => {
    // Japanese is not in yet (no test before has asked for it): the message says it in English,
    // and again once it is.
    expect(catalogue.messages('ja')).toBeUndefined();
    setLocale('ja');
    stop = tellWhenCoreDown(document, core);
    openAccountDialog();
    expect(said()).toMatchObject({ title: 'Sign In', lang: 'en' });
    await vi.waitFor(() => expect(said()).toMatchObject({ title: 'ログイン', lang: 'ja' }));
    expect(mastheadStore.getState().locale).toBe('ja');
  });

  it('are the same keys in every locale as in English', async () => {
    const keys = (tree: object, prefix = ''): string[] =>
      Object.entries(tree).flatMap(([key, value]) =>
        typeof value === 'object' && value ? keys(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
      );
    for (const locale of catalogue.locales) {
      const words = await catalogue.load(locale);
      expect(keys(words), locale).toEqual(keys(en));
      if (locale !== 'en' && locale !== 'en-XA') expect(words.retry, locale).not.toBe(en.retry);
    }
  });

  it("say that a dialog cannot come in the page's language, German", async () => {
    await loadLocale('de');
    setLocale('de');
    stop = tellWhenCoreDown(document, core);
    openAccountDialog();
    expect(said()).toEqual({
      title: 'Anmelden',
      message: 'Die Anmeldung ist gerade nicht verfügbar. Bitte versuchen Sie es erneut.',
      buttons: ['Erneut versuchen', 'Schließen'],
      lang: 'de',
      dir: 'ltr',
    });
  });

  it('and Arabic, right to left', async () => {
    await loadLocale('ar');
    setLocale('ar');
    stop = tellWhenCoreDown(document, core);
    openCheckoutDialog();
    expect(said()).toEqual({
      title: 'تسجيل الدخول أو إنشاء حساب',
      message: 'إتمام الشراء غير متاح حاليًا. يُرجى المحاولة مرة أخرى.',
      buttons: ['إعادة المحاولة', 'إغلاق'],
      lang: 'ar',
      dir: 'rtl',
    });
  });

  it('follow the page as it changes language while the message shows, with no reload', async () => {
    stop = tellWhenCoreDown(document, core);
    openAccountDialog();
    expect(said()).toMatchObject({ title: 'Sign In', buttons: ['Try again', 'Close'], lang: 'en' });
    await loadLocale('fr');
    setLocale('fr');
    expect(said()).toMatchObject({ title: 'Se connecter', buttons: ['Réessayer', 'Fermer'], lang: 'fr' });
  });

  it("announce an early form's kept submit in the page's language", async () => {
    await loadLocale('es');
    setLocale('es');
    const form = document.createElement('form');
    const submit = document.createElement('button');
    form.append(submit);
    document.body.append(form);
    showBusy(submit);
    expect(form.querySelector('[role="status"]')?.textContent).toBe('Cargando');
  });
});
