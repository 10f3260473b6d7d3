/**
 * Runs each early view of the page until its dialog's code takes it over (kept.ts), so the
 * reader can use it from the first paint:
 *
 * - its submit button follows the form's rule (view.ts); a submit and a click on another of
 *   its buttons are kept (kept.ts), and a kept submit shows that it was taken (busy);
 * - it is modal from the moment the loader runs, as the mounted dialog is: the page behind it
 *   is inert and does not scroll (`inertOutside`, `lockScroll`, released once, when the early
 *   view leaves) and Tab and Shift+Tab go round inside it (keys.ts); the mounted dialog's own
 *   trap, inert and scroll lock then take over;
 * - its close button and Escape close the dialog at once: the store's request is cleared, the
 *   early view leaves the page, and the code, when it comes, opens nothing;
 * - when the code cannot load, the early view stays under the loader's message
 *   (core/dialog-faults.ts), what the reader typed still there; when the loader's own core
 *   cannot load, a kept submit shows that message drawn here (messages.ts), whose Try again
 *   loads the core again (`EarlyCore`); what was kept across a reload is put back
 *   (typed-stash.ts), focus on the first field left to fill.
 */
import { closeDialog, mastheadStore } from '@masthead/store/vanilla';
import { inertOutside } from '@masthead/ui-kit/inert-outside';
import { lockScroll } from '@masthead/ui-kit/scroll-lock';
import { dialogAttribute, isDialogKind } from '../protocol/page.ts';
import type { EarlyCore } from './early-core.ts';
import { kept, leave, type Kept } from './kept.ts';
import { earlyViewKeys } from './keys.ts';
import { unavailableMessage } from './messages.ts';
import { restoreTyped } from './typed-stash.ts';
import { earlySelector, filled, panelOf, showBusy } from './view.ts';

/**
 * Run each early view in `doc` until its code takes over (see above). Called as the loader
 * starts; the page has opened the dialog (the loader's `data-masthead-open`), so an early view
 * whose dialog is not, or no longer, asked for leaves the page. `core` says when the loader's
 * core could not load, for a kept submit to tell the reader. `modalAfterPaint` makes the page
 * behind inert only once the view has been painted (a view shown at a click, `showFirstView`):
 * making it inert restyles the whole page, which would hold the view's first frame up; the
 * view's backdrop covers the page and the focus is in the view meanwhile.
 */
export function runEarlyDialogs(doc: Document, core?: EarlyCore, modalAfterPaint = false): void {
  for (const element of doc.querySelectorAll<HTMLElement>(earlySelector)) {
    const kind = element.getAttribute(dialogAttribute);
    if (!isDialogKind(kind) || kept.has(element)) continue;
    const form = element.querySelector('form');
    const submit = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
    const required = () =>
      Array.from(
        form?.querySelectorAll<HTMLInputElement>('input[aria-required="true"], input[required]') ?? [],
      );
    const state: Kept = { submitted: false, clicked: null, stop: () => undefined };
    const follow = () => {
      // Once a submit is kept the button stays busy until the mounted form answers.
      if (submit && !state.submitted) submit.disabled = !required().every(filled);
    };
    const unavailable = core ? unavailableMessage(doc, kind, () => core.retry(), element, core) : undefined;
    // A kept submit whose code cannot come: the reader is told, with Try again.
    const tell = () => {
      if (state.submitted && core?.failed()) unavailable?.show();
    };
    const onSubmit = (event: Event) => {
      event.preventDefault();
      if (!state.submitted) {
        state.submitted = true;
        if (submit) showBusy(submit);
      }
      tell();
    };
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element)) return;
      const button = event.target.closest('button');
      if (!button || button.type === 'submit') return;
      if (panelOf(element)?.querySelector(':scope > button') === button) closeDialog();
      else state.clicked = button;
    };
    const onKeyDown = earlyViewKeys(doc, element, panelOf(element));
    form?.addEventListener('input', follow);
    form?.addEventListener('submit', onSubmit);
    element.addEventListener('click', onClick);
    doc.addEventListener('keydown', onKeyDown);
    let releaseInert: (() => void) | undefined;
    let releaseScroll: (() => void) | undefined;
    const makeModal = () => {
      if (kept.get(element) !== state) return;
      // The lock first: it reads the scrollbar's width from the layout, which is still clean
      // before the page behind is made inert. The mounted dialog's Modal locks it too when it
      // takes over; the locks are counted, so the page scrolls again once the dialog closes.
      releaseScroll = lockScroll(doc);
      releaseInert = inertOutside(element);
    };
    const win = doc.defaultView;
    if (modalAfterPaint && win) win.requestAnimationFrame(() => win.setTimeout(makeModal, 0));
    const stopTelling = core?.subscribe(tell);
    const unsubscribe = mastheadStore.subscribe((store) => {
      if (store.dialog?.kind !== kind) leave(element);
    });
    state.stop = () => {
      form?.removeEventListener('input', follow);
      form?.removeEventListener('submit', onSubmit);
      element.removeEventListener('click', onClick);
      doc.removeEventListener('keydown', onKeyDown);
      releaseInert?.();
      releaseScroll?.();
      stopTelling?.();
      unavailable?.hide();
      unsubscribe();
    };
    kept.set(element, state);
    if (!modalAfterPaint || !win) makeModal();
    const restored = restoreTyped(element, kind);
    const active = doc.activeElement;
    if (
      restored.length > 0 &&
      (!active || active === doc.body || restored.includes(active as HTMLInputElement))
    )
      required()
        .find((field) => !filled(field))
        ?.focus();
    // What the reader typed before the loader ran counts too.
    follow();
    if (mastheadStore.getState().dialog?.kind !== kind) leave(element);
  }
}
