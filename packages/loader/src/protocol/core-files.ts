/**
 * Files of the loader's build by fixed names (no hash), so the entry, a host page's or the
 * demo's hints and the build agree on them. Both are versioned with the entry, which has
 * no hash either.
 */

/**
 * The files the loader's entry always loads next, together: the core (`core.ts`) and React.
 * A page that lends its own React (`data-masthead-react="host"`) gets the core alone.
 */
export const coreChunks = { core: 'chunks/masthead-core.js', react: 'chunks/masthead-react.js' } as const;

/**
 * Beside the entry: for each library the loader provides on first use (`sharedOnDemand`),
 * the files its first import fetches, relative to the entry: `{ js: [...], css: [...] }`.
 * A library in the core is not listed. `pageHints` reads it (page-hints.ts).
 */
export const libraryFiles = 'masthead-libraries.json';

/**
 * The library table's entry for the reset under every widget (ui-kit's isolation.css) as a
 * stylesheet of its own (`css`, no `js`): a server links it once for all the prerendered
 * markup it puts in a page, so no widget's own stylesheet carries a copy (one that did would
 * restyle every widget on the page again as it arrived).
 */
export const resetStylesheet = '@masthead/ui-kit/isolation.css';
