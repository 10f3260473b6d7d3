// @ts-check
// A landing page that opens the account dialog at load: its loader tag says so
// (`data-masthead-open="account"`), so the loader opens it and the server puts its sign-in form
// in the page; the loader and the account dialog's remote, nothing else (the bench times this
// page). A reader who closed the dialog can open it again.
import { masthead } from './masthead.js';
document
  .querySelector('[data-sign-in]')
  ?.addEventListener('click', async () => (await masthead).openAccountDialog());
