import { describe, expect, it } from 'vitest';
import { cardinal, defineCatalogue, directionOf, formatPrice, matchLocale, resolveLocale } from './index.ts';

describe('resolveLocale', () => {
  it.each([
    ['de-CH', 'de'],
    ['DE', 'de'],
    ['pt', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
    ['ar-EG', 'ar'],
    ['en-GB', 'en'],
    ['en-XA', 'en-XA'],
    ['zh-CN', 'en'],
    ['', 'en'],
    ['not a tag!', 'en'],
  ])('%s speaks %s', (tag, locale) => {
    expect(resolveLocale(tag)).toBe(locale);
  });

  it('tells a language it does not speak from one it does', () => {
    expect(matchLocale('zh')).toBeUndefined();
    expect(matchLocale('fr-CA')).toBe('fr');
  });

  it('sets Arabic right to left, the others left to right', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('de')).toBe('ltr');
  });
});

describe('the runtime', () => {
  it('gives Arabic its six plural forms', () => {
    const ar = cardinal('ar');
    expect([0, 1, 2, 3, 11, 100].map((n) => ar(n))).toEqual(['zero', 'one', 'two', 'few', 'many', 'other']);
  });

  it('writes prices the locale’s way', () => {
    expect(formatPrice('de', 1234.5, 'EUR')).toBe('1.234,50\u00a0€');
    expect(formatPrice('en', 1234.5, 'USD')).toBe('$1,234.50');
  });
});

describe('defineCatalogue', () => {
  it('has English at once, fetches another locale once, and keeps English for a key it lacks', async () => {
    let fetched = 0;
    const catalogue = defineCatalogue(
      'test',
      { hello: 'Hello', bye: 'Goodbye' },
      {
        de: () => {
          fetched += 1;
          return Promise.resolve({ default: { hello: 'Hallo' } });
        },
      },
    );
    expect(catalogue.messages('en')?.hello).toBe('Hello');
    expect(catalogue.messages('de')).toBeUndefined();
    const [first, second] = await Promise.all([catalogue.load('de'), catalogue.load('de')]);
    expect(first).toBe(second);
    expect(fetched).toBe(1);
    expect(catalogue.messages('de')).toEqual({ hello: 'Hallo', bye: 'Goodbye' });
    expect((await catalogue.load('ja')).hello).toBe('Hello');
  });

  it('falls back to English when a locale cannot be fetched, and tries again later', async () => {
    let tries = 0;
    const catalogue = defineCatalogue(
      'flaky',
      { hello: 'Hello' },
      {
        fr: () =>
          ++tries === 1
            ? Promise.reject(new Error('offline'))
            : Promise.resolve({ default: { hello: 'Bonjour' } }),
      },
    );
    expect((await catalogue.load('fr')).hello).toBe('Hello');
    expect((await catalogue.load('fr')).hello).toBe('Bonjour');
  });
});
