// @ts-check
// A static page's own script that opens the account dialog at load, from the loader's page
// API: nothing in the page's HTML says a dialog opens (the bench times this page against the
// server-helped /sign-in). A reader who closed the dialog can open it again.
import { masthead } from '../masthead.js';

void masthead.then((api) => api.openAccountDialog());
document
  .querySelector('[data-sign-in]')
  ?.addEventListener('click', async () => (await masthead).openAccountDialog());
