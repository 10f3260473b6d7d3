// @ts-check
// The page a mailed reset link opens (/reset-password?token=…): the account dialog at
// 'Choose a new password' with the link's token (docs/behaviour.md#reset-completion).
const resetToken = new URLSearchParams(window.location.search).get('token') ?? '';
// Read once, the token leaves the address bar and the history entry, so it is not shown,
// bookmarked or shared by accident (the server sends Referrer-Policy: no-referrer too).
if (resetToken) {
  const url = new URL(window.location.href);
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
/** The loader's page API: the loader's module script, which sets it, runs before this one. */
const masthead = () => /** @type {NonNullable<Window['Masthead']>} */ (window.Masthead);
const open = () => masthead().openAccountDialog({ view: 'reset-password', resetToken });
open();
// A reader who closed the dialog can open it again.
document.querySelector('[data-reset-password]')?.addEventListener('click', open);

export {};
