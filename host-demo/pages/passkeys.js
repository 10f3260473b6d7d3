// @ts-check
// The page the mail about a new passkey links to (/passkeys): the account dialog at its list of
// passkeys, where the reader removes one they did not add (signed out, the dialog asks them to
// sign in first).
import { masthead } from './masthead.js';

const open = async () => (await masthead).openAccountDialog({ view: 'passkeys' });
void open();
// A reader who closed the dialog can open it again.
document.querySelector('[data-review-passkeys]')?.addEventListener('click', open);
