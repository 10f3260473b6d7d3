import { describe, expect, it } from 'vitest';
import { sharePageNonce, withPageNonce } from './page-nonce.ts';

/** A page with the loader's tag (carrying `nonce` when given) and, when given, Vite's nonce meta. */
function page({ nonce, viteNonce }: { nonce?: string; viteNonce?: string } = {}) {
  const doc = document.implementation.createHTMLDocument('page');
  const loader = doc.createElement('script');
  loader.dataset.mastheadConfig = '/masthead.config.json';
  if (nonce) loader.nonce = nonce;
  doc.head.append(loader);
  if (viteNonce) {
    const meta = doc.createElement('meta');
    meta.setAttribute('property', 'csp-nonce');
    meta.nonce = viteNonce;
    doc.head.append(meta);
  }
  return doc;
}

const nonceMetas = (doc: Document) =>
  [...doc.querySelectorAll<HTMLMetaElement>('meta[property="csp-nonce"]')].map((meta) => meta.nonce);

describe('given a loader tag with a nonce', () => {
  it('gives an element it adds that nonce', () => {
    const doc = page({ nonce: 'abc123' });
    expect(withPageNonce(doc.createElement('link')).nonce).toBe('abc123');
  });

  it('names it once for Vite’s preload helper', () => {
    const doc = page({ nonce: 'abc123' });
    sharePageNonce(doc);
    sharePageNonce(doc);
    expect(nonceMetas(doc)).toEqual(['abc123']);
  });
});

describe('given a page of a Vite host with its own nonce meta', () => {
  it('takes the nonce from there and adds no second meta', () => {
    const doc = page({ viteNonce: 'vite-nonce' });
    expect(withPageNonce(doc.createElement('style')).nonce).toBe('vite-nonce');
    sharePageNonce(doc);
    expect(nonceMetas(doc)).toEqual(['vite-nonce']);
  });
});

describe('given a page without a nonce', () => {
  it('adds none, and no meta', () => {
    const doc = page();
    const link = withPageNonce(doc.createElement('link'));
    expect(link.nonce).toBe('');
    expect(link.hasAttribute('nonce')).toBe(false);
    sharePageNonce(doc);
    expect(nonceMetas(doc)).toEqual([]);
  });
});
