// @ts-check
// Shows the shared store as the widgets see it, so a visitor of the demo can
// watch requests between widgets (for example the footer asking for sign-in).
const output = /** @type {HTMLElement} */ (document.querySelector('[data-demo-state]'));
/** The loader's page API: the loader's module script, which sets it, runs before this one. */
const masthead = () => /** @type {NonNullable<Window['Masthead']>} */ (window.Masthead);
const show = (
  /** @type {import('../../packages/loader/src/entry/page-api.ts').MastheadSnapshot} */ state,
) => {
  output.textContent = JSON.stringify(
    state,
    (_key, value) => (typeof value === 'function' ? '[function]' : value),
    2,
  );
};
show(masthead().getState());
masthead().subscribe(show);

export {};
