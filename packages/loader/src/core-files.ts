/**
 * The file the loader's entry always loads next, by a fixed name (no hash) so the entry, a
 * host page's or the demo's `modulepreload` hints and the build agree on it: the core
 * (`core.ts`) with React in one file. It is versioned with the entry, which has no hash
 * either.
 */
export const coreChunks = { core: 'chunks/masthead-core.js' } as const;
