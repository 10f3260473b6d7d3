/**
 * The files the loader's entry always loads next, by fixed names (no hash) so the entry, a
 * host page's or the demo's `modulepreload` hints and the build agree on them: React (a
 * chunk of its own) and the core (`core.ts`). They are versioned with the entry, which has
 * no hash either.
 */
export const coreChunks = { react: 'chunks/masthead-react.js', core: 'chunks/masthead-core.js' } as const;
