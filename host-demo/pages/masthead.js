// @ts-check
// The loader's page API for the demo's own scripts. The loader's tag is `async`, so it can run
// before or after them: the API is there once it has run, and `masthead:ready` says when.

/** @typedef {NonNullable<Window['Masthead']>} Masthead */

/**
 * The page API, once the loader has run.
 * @type {Promise<Masthead>}
 */
export const masthead = new Promise((resolve) => {
  const api = () => /** @type {Masthead} */ (window.Masthead);
  if (window.Masthead) resolve(api());
  else document.addEventListener('masthead:ready', () => resolve(api()), { once: true });
});
