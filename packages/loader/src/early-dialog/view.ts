/**
 * The early view in the page: a dialog's first view that a host's server (or the loader, at a
 * click: first-view.ts) put at the end of the body before the dialog's code
 * (`<div data-masthead-dialog="account" data-masthead-prerendered>`, server/page-hints.ts).
 * Here: how the loader finds it and its parts, the form's rule its submit button follows
 * (enabled once every required field is filled, as the mounted form's is), and the busy state
 * a kept submit shows until the mounted form answers.
 */
import { dialogAttribute, prerenderedAttribute, type DialogKind } from '../protocol/page.ts';
import { loaderWords } from '../common/messages.ts';
import { setStyles } from './look.ts';

/** Every early view of the page, whatever its dialog. */
export const earlySelector = `[${dialogAttribute}][${prerenderedAttribute}]`;

/** The early view of `kind` in `doc`, if the page has one. */
export function earlyDialog(doc: Document, kind: DialogKind): HTMLElement | null {
  return doc.querySelector<HTMLElement>(`[${dialogAttribute}="${kind}"][${prerenderedAttribute}]`);
}

/** A required field counts as filled with anything but blanks; a password, with anything at all. */
export const filled = (field: HTMLInputElement) =>
  field.type === 'password' ? field.value !== '' : field.value.trim() !== '';

/** The dialog's panel in an early view (or in the mounted dialog's render). */
export const panelOf = (element: Element) => element.querySelector('[role="dialog"], [role="alertdialog"]');

/**
 * The submit button's busy state, drawn as the mounted form's (SubmitButton with its Loader):
 * disabled, `aria-busy`, and a spinner beside it whose status says 'Loading' (the forms' own
 * label, in the page's language: common/messages.ts). The early view
 * has no stylesheet of the loader's, so the spinner is drawn with the element's own style.
 */
export function showBusy(submit: HTMLButtonElement): void {
  submit.disabled = true;
  submit.setAttribute('aria-busy', 'true');
  const doc = submit.ownerDocument;
  const status = doc.createElement('span');
  status.setAttribute('role', 'status');
  status.dataset.mastheadBusy = '';
  setStyles(status, { display: 'inline-flex', 'align-items': 'center', 'margin-left': '12px' });
  const spinner = doc.createElement('span');
  spinner.setAttribute('aria-hidden', 'true');
  setStyles(spinner, {
    display: 'inline-block',
    width: '1em',
    height: '1em',
    border: '2px solid currentColor',
    'border-right-color': 'transparent',
    'border-radius': '50%',
  });
  const reduced = doc.defaultView?.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  spinner.animate?.([{ transform: 'rotate(0deg)' }, { transform: 'rotate(360deg)' }], {
    duration: reduced ? 2400 : 800,
    iterations: Infinity,
  });
  const label = doc.createElement('span');
  const say = () => (label.textContent = loaderWords(say).words.loading);
  say();
  setStyles(label, {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    'white-space': 'nowrap',
  });
  status.append(spinner, label);
  submit.after(status);
}
