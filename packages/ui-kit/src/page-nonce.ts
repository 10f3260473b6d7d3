/**
 * The page's Content-Security-Policy nonce, for the elements Masthead adds to the page.
 *
 * A page whose policy allows scripts and styles by nonce (`script-src 'nonce-…'
 * 'strict-dynamic'`, `style-src 'nonce-…'`, docs/hosting.md) puts its nonce on the loader's
 * tag. What the loader imports with `import()` inherits that nonce from the importing module,
 * but a `<link rel="modulepreload">`, a `<link rel="stylesheet">` or a `<script>` added to the
 * page does not: each is refused unless it carries the nonce itself. A React host built with
 * Vite names its nonce in `<meta property="csp-nonce">` instead (Vite's `html.cspNonce`).
 *
 * Read through the IDL property: a browser empties the attribute once the element is in a page
 * whose policy came in a header, so that CSS selectors cannot read it.
 */

/** The loader's tag (`data-masthead-config`, packages/loader/src/protocol/page.ts). */
const loaderTag = 'script[data-masthead-config]';
/** Where Vite's preload helper looks for the nonce of the links it adds. */
const viteNonceMeta = 'meta[property="csp-nonce"]';

/** The nonce of the loader's tag, else of Vite's `<meta property="csp-nonce">`; undefined when none. */
export function pageNonce(doc: Document): string | undefined {
  const tag = doc.querySelector<HTMLScriptElement>(loaderTag);
  const meta = doc.querySelector<HTMLMetaElement>(viteNonceMeta);
  return tag?.nonce || meta?.nonce || meta?.getAttribute('nonce') || undefined;
}

/** `element` with the page's nonce (none when the page has none), before it goes into the page. */
export function withPageNonce<T extends HTMLElement>(element: T): T {
  const nonce = pageNonce(element.ownerDocument);
  if (nonce) element.nonce = nonce;
  return element;
}

/**
 * Vite's preload helper, in the loader's chunks and in each remote's, links the files of a
 * dynamic import (its chunks, its stylesheets) with the nonce of `<meta property="csp-nonce">`
 * and with none otherwise. A page that gave the loader's tag a nonce gets that meta, with the
 * nonce, once; a page that has one already keeps its own. Called before the first such import.
 */
export function sharePageNonce(doc: Document): void {
  const nonce = pageNonce(doc);
  if (!nonce || doc.querySelector(viteNonceMeta)) return;
  const meta = doc.createElement('meta');
  meta.setAttribute('property', 'csp-nonce');
  meta.nonce = nonce;
  doc.head.append(meta);
}
