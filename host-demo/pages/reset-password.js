// @ts-check
// The page a mailed reset link opens (/reset-password?token=…): the account dialog at
// 'Choose a new password' with the link's token (docs/behaviour.md#reset-completion).
import { masthead } from './masthead.js';

const resetToken = new URLSearchParams(window.location.search).get('token') ?? '';
// Read once, the token leaves the address bar and the history entry, so it is not shown,
// bookmarked or shared by accident (the server sends Referrer-Policy: no-referrer too).
if (resetToken) {
  const url = new URL(window.location.href);
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
const open = async () => (await masthead).openAccountDialog({ view: 'reset-password', resetToken });
void open();
// A reader who closed the dialog can open it again.
document.querySelector('[data-reset-password]')?.addEventListener('click', open);
