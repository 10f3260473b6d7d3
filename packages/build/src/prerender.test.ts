// @vitest-environment node
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { markupIn, remoteNames } from '@masthead/federation';
import * as i18n from '@masthead/i18n';
import { useLocale, useMessages } from '@masthead/i18n/react';
import * as store from '@masthead/store/vanilla';
import { inLocale, markupFiles } from './prerender.ts';

const packages = fileURLToPath(new URL('../../', import.meta.url));

describe('the prerendered markup the build writes', () => {
  it('comes from src/prerender.tsx of each remote the federation table names a markup file for, and only those', () => {
    for (const remote of remoteNames)
      expect(existsSync(`${packages}${remote}/src/prerender.tsx`), remote).toBe(
        markupFiles(remote).length > 0,
      );
    expect(markupFiles('header-chrome')).toEqual(['header.html']);
    expect(markupFiles('footer')).toEqual(['footer.html']);
  });
});

describe('the prerendered markup in each locale', () => {
  const catalogue = i18n.defineCatalogue(
    'prerender-test',
    { signIn: 'Sign In' },
    {
      de: async () => ({ default: { signIn: 'Anmelden' } }),
      ar: async () => ({ default: { signIn: 'تسجيل الدخول' } }),
    },
  );
  function Widget() {
    const copy = useMessages(catalogue);
    return createElement('button', { lang: useLocale() }, copy.signIn);
  }
  const render = () => renderToString(createElement(Widget));

  it('is the widget rendered with the page in that locale, and English again after', async () => {
    expect(await inLocale(store, i18n, 'de', render)).toBe('<button lang="de">Anmelden</button>');
    expect(await inLocale(store, i18n, 'ar', render)).toBe('<button lang="ar">تسجيل الدخول</button>');
    expect(render()).toBe('<button lang="en">Sign In</button>');
    expect(store.mastheadStore.getState().locale).toBe('en');
  });

  it("is written beside the English file, by the locale's name", () => {
    expect(markupIn('header.html', 'en')).toBe('header.html');
    expect(markupIn('header.html', 'de')).toBe('header.de.html');
    expect(markupIn('account-dialog.html', 'pt-BR')).toBe('account-dialog.pt-BR.html');
  });
});
