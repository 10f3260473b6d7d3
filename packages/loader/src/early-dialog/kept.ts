/**
 * What the reader did in an early view while it waits for its code, and how it is carried to
 * the mounted dialog. A submit (the button, Enter) is kept, not sent; a click on another of
 * its buttons (Show password, Create an account) is kept, the last one only. When the mounted
 * dialog shows the same view, what the reader typed, the boxes ticked, the focus, the caret
 * and a press not yet let go (press.ts) move across and the early view leaves the page, in the
 * task the dialog renders in: the same frame; the kept submit and click are then made again,
 * once, on the mounted dialog, which validates and sends the submit as any.
 */
import { moveAcross } from '../common/prerendered.ts';
import type { DialogKind } from '../protocol/page.ts';
import { earlyDialog, panelOf } from './view.ts';

/** What the reader did in an early view that waits for the code. */
export interface Kept {
  submitted: boolean;
  /** The last button clicked (not the submit button nor the close button). */
  clicked: Element | null;
  stop: () => void;
}

/** Each early view the loader runs (run.ts), with what the reader did in it. */
export const kept = new WeakMap<Element, Kept>();

/** The early view `element` leaves the page: its listeners, modality and message go with it. */
export function leave(element: Element): void {
  kept.get(element)?.stop();
  kept.delete(element);
  element.remove();
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
    // Not the loader's message, which has the dialog's title too.
    (panel) =>
      !element.contains(panel) &&
      !panel.closest('[data-masthead-dialog-unavailable]') &&
      from &&
      title(panel) === title(from),
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
