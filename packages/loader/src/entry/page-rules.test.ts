import { afterEach, describe, expect, it } from 'vitest';
import { installElementStyles, placedWidgets } from './page-rules.ts';

// jsdom has constructable stylesheets but not `adoptedStyleSheets`; give the document the property.
function withAdoptedSheets(doc: Document): void {
  let sheets: CSSStyleSheet[] = [];
  Object.defineProperty(doc, 'adoptedStyleSheets', {
    configurable: true,
    get: () => sheets,
    set: (value: CSSStyleSheet[]) => {
      sheets = value;
    },
  });
}

afterEach(() => {
  Reflect.deleteProperty(document, 'adoptedStyleSheets');
});

describe('installElementStyles', () => {
  it('adopts one constructed stylesheet making every widget element a block, and adds no <style>', () => {
    withAdoptedSheets(document);
    installElementStyles(document);
    installElementStyles(document);
    expect(document.adoptedStyleSheets).toHaveLength(1);
    const rule = document.adoptedStyleSheets[0]?.cssRules[0]?.cssText ?? '';
    expect(rule).toMatch(/^:where\(masthead-footer, .*masthead-header.*\) \{ display: block; \}$/);
    expect(document.querySelectorAll('style')).toHaveLength(0);
  });

  it('keeps the sheets the page adopted already', () => {
    withAdoptedSheets(document);
    const pageSheet = new CSSStyleSheet();
    document.adoptedStyleSheets = [pageSheet];
    installElementStyles(document);
    expect(document.adoptedStyleSheets).toHaveLength(2);
    expect(document.adoptedStyleSheets[0]).toBe(pageSheet);
  });

  it('does nothing where adopted stylesheets are not supported', () => {
    installElementStyles(document);
    expect(document.querySelectorAll('style')).toHaveLength(0);
  });
});

describe('placedWidgets', () => {
  it('finds every widget a page places, by custom element, ordinary element or link', () => {
    const root = document.createElement('div');
    root.innerHTML = [
      '<masthead-header></masthead-header>',
      '<div data-masthead-widget="partner-ads"></div>',
      '<p><a name="masthead-footer heading-level=2" href="/help">Help</a></p>',
      // Neither a widget's link nor one at all: a mistyped name, an ordinary anchor.
      '<a name="masthead-fotter">Help</a><a name="masthead-header-adx">Ad</a><a name="top"></a>',
    ].join('');
    expect(placedWidgets(root).sort()).toEqual([
      'masthead-footer',
      'masthead-header',
      'masthead-partner-ads',
    ]);
  });

  it('with eager, leaves out a widget whose every placement loads lazily', () => {
    const root = document.createElement('div');
    root.innerHTML = [
      '<masthead-header></masthead-header><masthead-header loading="lazy"></masthead-header>',
      '<masthead-footer loading="lazy"></masthead-footer>',
      '<div data-masthead-widget="footer" data-loading="Lazy"></div>',
      '<a name="masthead-partner-ads loading=lazy">Partners</a>',
    ].join('');
    expect(placedWidgets(root, { eager: true })).toEqual(['masthead-header']);
    expect(placedWidgets(root).sort()).toEqual([
      'masthead-footer',
      'masthead-header',
      'masthead-partner-ads',
    ]);
  });
});
