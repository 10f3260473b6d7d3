import { afterEach, describe, expect, it } from 'vitest';
import { aimAt, aimedLocale, localesFor, placementLocale } from './page-language.ts';

afterEach(() => {
  aimAt('en');
  document.body.replaceChildren();
  document.documentElement.removeAttribute('lang');
});

describe("the languages a widget's words are wanted in", () => {
  it("are the page's, where it is going, and each of its placements' own, never English", () => {
    document.documentElement.lang = 'en';
    document.body.innerHTML =
      '<masthead-header></masthead-header>' +
      '<masthead-header-ad lang="de-CH"></masthead-header-ad>' +
      '<section lang="pt"><div data-masthead-widget="partner-ads"></div></section>';
    expect(localesFor(document, 'header-chrome', './Header')).toEqual([]);
    expect(localesFor(document, 'ads', './HeaderAd')).toEqual(['de']);
    expect(localesFor(document, 'ads', './PartnerAds')).toEqual(['pt-BR']);
    aimAt('ar');
    expect(aimedLocale()).toBe('ar');
    expect(localesFor(document, 'header-chrome', './Header')).toEqual(['ar']);
    expect(localesFor(document, 'ads', './HeaderAd')).toEqual(['ar', 'de']);
    expect(localesFor(document, 'account-dialog', './AccountDialog')).toEqual(['ar']);
  });

  it("take a placement's language from the nearest lang inside the page's <html>, not the page's own", () => {
    document.documentElement.lang = 'fr';
    document.body.innerHTML =
      '<masthead-footer></masthead-footer><p lang="zh"><masthead-header></masthead-header></p>';
    expect(placementLocale(document.querySelector('masthead-footer')!)).toBeNull();
    // A language Masthead does not speak is English.
    expect(placementLocale(document.querySelector('masthead-header')!)).toBe('en');
  });
});
