/**
 * A first view the loader puts in the page itself, without a host's server: the first click
 * that opens the sign-in form shows it while the dialog's code is on its way (the core fetches
 * its markup, core/first-view.ts, and asks for it here, core/dialogs.ts). It then runs as an
 * early view a server put there (run.ts), but for its modality, which waits for its first
 * paint, and its focus, on its close button as the Modal's.
 */
import type { AuthStatus, DialogRequest } from '@masthead/store/vanilla';
import { markupFragment } from '../common/markup-dom.ts';
import { dialogAttribute, prerenderedAttribute, type DialogKind } from '../protocol/page.ts';
import { runEarlyDialogs } from './run.ts';
import { earlyDialog, panelOf } from './view.ts';

/**
 * Whether `request` asks for what a dialog's first view shows: the account dialog's sign-in
 * form as it opens by default (no paywall text, a close button), for a reader who is not
 * signed in. Any other view, or the checkout dialog, has no first view.
 */
export function showsFirstView(request: DialogRequest | null, status: AuthStatus): boolean {
  return (
    request?.kind === 'account' &&
    request.view === 'sign-in' &&
    !request.fromPaywall &&
    !request.hideCloseButton &&
    !request.customText &&
    status === 'anonymous'
  );
}

/**
 * Put `markup`, the first view of the dialog `kind` (its remote's prerendered file,
 * core/first-view.ts), at the end of the body as an early view, as a host's server would have
 * (run.ts), and move the focus to its close button, as the Modal does for a dialog the
 * reader opened: the reader types in it while the dialog's code is on its way, and the code
 * takes over as it does from a server's. The markup is built element by element
 * (markup-dom.ts), so a page with Trusted Types takes it too. Nothing is shown when the page
 * has an early view of `kind` already or the builder refuses a part of the markup; returns
 * whether it was shown.
 */
export function showFirstView(doc: Document, kind: DialogKind, markup: string): boolean {
  const content = earlyDialog(doc, kind) ? null : markupFragment(doc, markup);
  if (!content) return false;
  // The reader opened it: focus goes to its close button, as the Modal's first focus does
  // (a page that opens the dialog on its own focuses the first field). Its field keeps no
  // autofocus, which the browser could act on after this.
  for (const field of content.querySelectorAll('[autofocus]')) field.removeAttribute('autofocus');
  const element = doc.createElement('div');
  element.setAttribute(dialogAttribute, kind);
  element.setAttribute(prerenderedAttribute, '');
  element.append(content);
  doc.body.append(element);
  runEarlyDialogs(doc, undefined, true);
  panelOf(element)?.querySelector<HTMLElement>(':scope > button')?.focus();
  return true;
}
