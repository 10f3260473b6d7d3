// @ts-check
// A landing page that opens the account dialog at load: its loader tag says so
// (`data-masthead-open="account"`), so the loader opens it and the server puts its sign-in form
// in the page; the loader and the account dialog's remote, nothing else (the bench times this
// page). A reader who closed the dialog can open it again.
/** The loader's page API: the loader's module script, which sets it, runs before this one. */
const masthead = () => /** @type {NonNullable<Window['Masthead']>} */ (window.Masthead);
document.querySelector('[data-sign-in]')?.addEventListener('click', () => masthead().openAccountDialog());

export {};
