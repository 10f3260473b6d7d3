/**
 * A dialog the page opens at load can be in the page before its code: a host's server puts its
 * first view (the account dialog's sign-in form) at the end of the body
 * (`<div data-masthead-dialog="account" data-masthead-prerendered>`, server/page-hints.ts). The
 * reader types in it from the first paint. Until the dialog's code has mounted:
 *
 * - its submit button follows the form's rule (enabled once every required field is filled,
 *   as the mounted form's is); a submit (the button, Enter) is kept, not sent: once the code
 *   has mounted it is made again, once, on the mounted form, which validates and sends it as
 *   any submit (`takeOverEarlyDialog`);
 * - a click on another of its buttons (Show password, Create an account) is kept and made
 *   again on the mounted dialog, the last one only;
 * - its close button and Escape close the dialog at once: the store's request is cleared, the
 *   early view leaves the page, and the code, when it comes, opens nothing;
 * - when the code cannot load, the early view stays under the loader's message (dialogs.ts):
 *   what the reader typed is still there, and is carried over when Try again brings the code;
 *   closing the message closes the dialog.
 *
 * When the mounted dialog shows the same view, what the reader typed, the boxes ticked, the
 * focus and the caret move across and the early view leaves the page, in the task the dialog
 * renders in: the same frame.
 */
import { closeDialog, mastheadStore } from '@masthead/store/vanilla';
import { moveAcross } from './prerendered.ts';
import { dialogAttribute, isDialogKind, prerenderedAttribute, type DialogKind } from '../protocol/page.ts';

const selector = `[${dialogAttribute}][${prerenderedAttribute}]`;

/** What the reader did in an early view that waits for the code. */
interface Kept {
  submitted: boolean;
  /** The last button clicked (not the submit button nor the close button). */
  clicked: Element | null;
  stop: () => void;
}

const kept = new WeakMap<Element, Kept>();

/** The early view of `kind` in `doc`, if the page has one. */
export function earlyDialog(doc: Document, kind: DialogKind): HTMLElement | null {
  return doc.querySelector<HTMLElement>(`[${dialogAttribute}="${kind}"][${prerenderedAttribute}]`);
}

/** A required field counts as filled with anything but blanks; a password, with anything at all. */
const filled = (field: HTMLInputElement) =>
  field.type === 'password' ? field.value !== '' : field.value.trim() !== '';

const panelOf = (element: Element) => element.querySelector('[role="dialog"], [role="alertdialog"]');

function leave(element: Element): void {
  kept.get(element)?.stop();
  kept.delete(element);
  element.remove();
}

/**
 * Run each early view in `doc` until its code takes over (see above). Called as the loader
 * starts; the page has opened the dialog (the loader's `data-masthead-open`), so an early view
 * whose dialog is not, or no longer, asked for leaves the page.
 */
export function runEarlyDialogs(doc: Document): void {
  for (const element of doc.querySelectorAll<HTMLElement>(selector)) {
    const kind = element.getAttribute(dialogAttribute);
    if (!isDialogKind(kind) || kept.has(element)) continue;
    const form = element.querySelector('form');
    const submit = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
    const required = () =>
      Array.from(
        form?.querySelectorAll<HTMLInputElement>('input[aria-required="true"], input[required]') ?? [],
      );
    const follow = () => {
      if (submit) submit.disabled = !required().every(filled);
    };
    const state: Kept = { submitted: false, clicked: null, stop: () => undefined };
    const onSubmit = (event: Event) => {
      event.preventDefault();
      state.submitted = true;
    };
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element)) return;
      const button = event.target.closest('button');
      if (!button || button.type === 'submit') return;
      if (panelOf(element)?.querySelector(':scope > button') === button) closeDialog();
      else state.clicked = button;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      closeDialog();
    };
    form?.addEventListener('input', follow);
    form?.addEventListener('submit', onSubmit);
    element.addEventListener('click', onClick);
    doc.addEventListener('keydown', onKeyDown);
    const unsubscribe = mastheadStore.subscribe((store) => {
      if (store.dialog?.kind !== kind) leave(element);
    });
    state.stop = () => {
      form?.removeEventListener('input', follow);
      form?.removeEventListener('submit', onSubmit);
      element.removeEventListener('click', onClick);
      doc.removeEventListener('keydown', onKeyDown);
      unsubscribe();
    };
    kept.set(element, state);
    // What the reader typed before the loader ran counts too.
    follow();
    if (mastheadStore.getState().dialog?.kind !== kind) leave(element);
  }
}

/**
 * The dialog of `kind` has rendered: what the reader did in its early view moves across to it,
 * if it shows the same view (the same title), and the early view leaves the page. A kept
 * submit and a kept click are made again a task later, once the dialog has taken what was
 * typed in.
 */
export function takeOverEarlyDialog(doc: Document, kind: DialogKind): void {
  const element = earlyDialog(doc, kind);
  if (!element) return;
  const state = kept.get(element);
  const from = panelOf(element);
  const title = (panel: Element) => panel.querySelector('h1, h2, h3, h4, h5, h6')?.textContent;
  const to = Array.from(doc.querySelectorAll('[role="dialog"], [role="alertdialog"]')).find(
    (panel) => !element.contains(panel) && from && title(panel) === title(from),
  );
  if (from && to) {
    const counterpart = moveAcross(from, to);
    const submit = from.querySelector('button[type="submit"]');
    const button = state?.submitted && submit ? counterpart(submit) : null;
    const clicked = state?.clicked ? counterpart(state.clicked) : null;
    const win = doc.defaultView;
    if (clicked) win?.setTimeout(() => clicked.click(), 0);
    if (button instanceof HTMLButtonElement)
      win?.setTimeout(() => {
        // Sent as the reader's press would be; through the form itself if its rules still hold
        // the button (the form's own validation then answers).
        if (!button.disabled) button.click();
        else button.form?.requestSubmit();
      }, 0);
  }
  leave(element);
}
