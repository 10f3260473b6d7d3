// @ts-check
// Shows the shared store as the widgets see it, so a visitor of the demo can
// watch requests between widgets (for example the footer asking for sign-in).
import { masthead } from './masthead.js';
const output = /** @type {HTMLElement} */ (document.querySelector('[data-demo-state]'));
const show = (
  /** @type {import('../../packages/loader/src/entry/page-api.ts').MastheadSnapshot} */ state,
) => {
  output.textContent = JSON.stringify(
    state,
    (_key, value) => (typeof value === 'function' ? '[function]' : value),
    2,
  );
};
const api = await masthead;
show(api.getState());
api.subscribe(show);
