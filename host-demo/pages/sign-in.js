// @ts-check
// A landing page whose script opens the account dialog as soon as the page loads: the
// loader and the account dialog's remote, nothing else (the bench times this page).
/** The loader's page API: the loader's module script, which sets it, runs before this one. */
const masthead = () => /** @type {NonNullable<Window['Masthead']>} */ (window.Masthead);
const open = () => masthead().openAccountDialog({ customText: 'Sign in to keep reading.' });
open();
// A reader who closed the dialog can open it again.
document.querySelector('[data-sign-in]')?.addEventListener('click', open);

export {};
