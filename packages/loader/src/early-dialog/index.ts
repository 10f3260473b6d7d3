/**
 * The early dialog: a dialog's first view (the account dialog's sign-in form) in the page
 * before the dialog's code, which the reader can use from the first paint until the code
 * takes it over (docs/behaviour.md, "early dialog"). Plain DOM, no React: it runs in the
 * loader's entry, on the first paint's path; the core uses it too. By concern:
 *
 * - `view.ts`: finding the early view and its parts, the form's rule, the busy submit;
 * - `keys.ts`: Escape and the Tab loop, of the view and of the message over it;
 * - `run.ts`: running each early view (modal, kept submit and click, closing);
 * - `kept.ts`: what the reader did, and carrying it over to the mounted dialog;
 * - `typed-stash.ts`: what was typed, across the reload the message may ask for;
 * - `messages.ts`, `look.ts`: the 'unavailable' message without React, and its inline styles;
 * - `standalone-message.ts`: that message over the page, with no early view under it;
 * - `first-view.ts`: a first view the loader puts in the page at a click;
 * - `early-core.ts`: the loader's core as an early view sees it (the entry builds it).
 *
 * This file is the folder's surface: the entry and the core import from it only.
 */
export type { EarlyCore } from './early-core.ts';
export { earlyDialog } from './view.ts';
export { runEarlyDialogs } from './run.ts';
export { takeOverEarlyDialog } from './kept.ts';
export { showFirstView, showsFirstView } from './first-view.ts';
export { plainUnavailableView, tellWhenCoreDown } from './standalone-message.ts';
export type { UnavailableView } from './standalone-message.ts';
