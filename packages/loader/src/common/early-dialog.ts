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
 * - it is modal from the moment the loader runs, as the mounted dialog is: the page behind it
 *   is inert and does not scroll (`inertOutside`, `lockScroll`, released once, when the early
 *   view leaves) and Tab and Shift+Tab go round inside it; the mounted dialog's own trap,
 *   inert and scroll lock then take over;
 * - a kept submit shows that it was taken: its button is busy as the mounted form's is while
 *   it sends (disabled, `aria-busy`, a spinner announced as 'Loading');
 * - its close button and Escape close the dialog at once: the store's request is cleared, the
 *   early view leaves the page, and the code, when it comes, opens nothing;
 * - when the code cannot load, the early view stays under the loader's message (dialogs.ts):
 *   what the reader typed is still there, and is carried over when Try again brings the code;
 *   closing the message closes the dialog. When the loader's own core cannot load, that
 *   message cannot come (it needs the core's React): a kept submit then shows the same
 *   message, drawn here with the early view's own classes (`unavailableMessage`), whose Try
 *   again loads the core again (`EarlyCore`); where the browser failed that again without
 *   asking for it (it keeps a failed module request), only a reload can bring the core, and
 *   the message says so, with Reload page in Try again's place; what the reader typed (never
 *   a password) waits in the tab's session storage across that reload and is back in the
 *   early view that comes with the page (`keepTyped`, `restoreTyped`), focus on the first
 *   field left to fill.
 *
 * When the mounted dialog shows the same view, what the reader typed, the boxes ticked, the
 * focus, the caret and a press not yet let go (press.ts) move across and the early view leaves
 * the page, in the task the dialog renders in: the same frame.
 */
import { closeDialog, mastheadStore, type AuthStatus, type DialogRequest } from '@masthead/store/vanilla';
import { inertOutside } from '@masthead/ui-kit/inert-outside';
import { lockScroll } from '@masthead/ui-kit/scroll-lock';
import { scopeAttribute } from '@masthead/ui-kit/isolation';
import { markupFragment } from './markup-dom.ts';
import { moveAcross } from './prerendered.ts';
import { copy } from './unavailable-copy.ts';
import { dialogAttribute, isDialogKind, prerenderedAttribute, type DialogKind } from '../protocol/page.ts';

const selector = `[${dialogAttribute}][${prerenderedAttribute}]`;

/** The loader's core, as an early view sees it: whether it could not load, and a new attempt. */
export interface EarlyCore {
  failed(): boolean;
  /** Calls `listener` on each change of whether it failed; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Loads the core again; settles with whether it came (then its code takes over). */
  retry(): Promise<boolean>;
  /**
   * Whether the last attempt failed without the browser asking for the core: it keeps a
   * failed module request for as long as the page lives, so only `reload` can bring it.
   */
  kept(): boolean;
  /** Loads the page again. */
  reload(): void;
}

/** Where Try again cannot work, the message asks for a reload instead (`EarlyCore`). */
type Reload = Pick<EarlyCore, 'kept' | 'reload'>;

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

/** What the loader's spinner is announced as while a form sends (the forms' own label). */
const loadingLabel = 'Loading';

/** What Tab can reach inside `panel`, in order. */
function tabbables(panel: Element): HTMLElement[] {
  return Array.from(
    panel.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])',
    ),
  ).filter(
    (element) =>
      !(element as HTMLButtonElement).disabled &&
      element.tabIndex >= 0 &&
      !element.closest('[inert]') &&
      element.getClientRects().length > 0,
  );
}

/**
 * The submit button's busy state, drawn as the mounted form's (SubmitButton with its Loader):
 * disabled, `aria-busy`, and a spinner beside it whose status says 'Loading'. The early view
 * has no stylesheet of the loader's, so the spinner is drawn with the element's own style.
 */
function showBusy(submit: HTMLButtonElement): void {
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
  label.textContent = loadingLabel;
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

/** Where what was typed in an early view of `kind` waits across the reload its message asks for. */
const typedKey = (kind: DialogKind) => `masthead-early-typed-${kind}`;
/** How long it waits: a reader back on the page later than this starts afresh. */
const typedKeptMs = 10 * 60_000;

/** The fields of `form` whose text is kept across a reload: not a password, hidden or file field. */
const restorable = (form: HTMLFormElement) =>
  Array.from(form.querySelectorAll<HTMLInputElement>('input[name]')).filter((field) =>
    ['text', 'email', 'tel', 'search', 'url'].includes(field.type),
  );

const pageOf = (win: Window) => `${win.location.pathname}${win.location.search}`;

/** Keeps what was typed in the early view `element` of `kind` for the page's next load. */
function keepTyped(element: HTMLElement, kind: DialogKind): void {
  const form = element.querySelector('form');
  const win = element.ownerDocument.defaultView;
  if (!form || !win) return;
  const fields = Object.fromEntries(
    restorable(form)
      .filter((field) => field.value !== '')
      .map((field) => [field.name, field.value]),
  );
  if (Object.keys(fields).length === 0) return;
  try {
    win.sessionStorage.setItem(typedKey(kind), JSON.stringify({ page: pageOf(win), at: Date.now(), fields }));
  } catch {
    // No storage for this page (blocked, full): the reload starts afresh.
  }
}

/**
 * Puts back in the early view `element` of `kind` what `keepTyped` kept on this page in the
 * last ten minutes, into fields still empty, once: the note is removed as it is read, and
 * one that is not as `keepTyped` writes it is ignored. Returns the fields that hold what was
 * kept: those filled here, and those the browser filled itself (Firefox restores a form's
 * fields on a reload).
 */
function restoreTyped(element: HTMLElement, kind: DialogKind): HTMLInputElement[] {
  const form = element.querySelector('form');
  const win = element.ownerDocument.defaultView;
  if (!form || !win) return [];
  let note: unknown;
  try {
    const text = win.sessionStorage.getItem(typedKey(kind));
    if (text === null) return [];
    win.sessionStorage.removeItem(typedKey(kind));
    note = JSON.parse(text);
  } catch {
    return [];
  }
  if (typeof note !== 'object' || note === null) return [];
  const { page, at, fields } = note as Record<string, unknown>;
  const age = Date.now() - Number(at);
  if (page !== pageOf(win) || !(age >= 0 && age < typedKeptMs) || typeof fields !== 'object' || !fields)
    return [];
  const filledIn: HTMLInputElement[] = [];
  for (const field of restorable(form)) {
    const value = (fields as Record<string, unknown>)[field.name];
    if (typeof value !== 'string' || (field.value !== '' && field.value !== value)) continue;
    field.value = value;
    filledIn.push(field);
  }
  return filledIn;
}

function leave(element: Element): void {
  kept.get(element)?.stop();
  kept.delete(element);
  element.remove();
}

let unavailableIds = 0;

/** `styles` on `element` with `!important`: over the reset under a scope root and the page's rules. */
function setStyles(element: HTMLElement, styles: Record<string, string>): void {
  for (const [name, value] of Object.entries(styles)) element.style.setProperty(name, value, 'important');
}

/**
 * The message's look where there is no early view to take it from: the Modal's panel and the
 * loader's message's buttons (modal.module.css, dialog-unavailable.module.css), with the same
 * `--mh-*` tokens, so a brand's theme applies to it too.
 */
const ownLook = {
  backdrop: {
    position: 'fixed',
    inset: '0',
    display: 'flex',
    'align-items': 'center',
    'justify-content': 'center',
    padding: '16px',
    background: 'var(--mh-color-backdrop, rgb(0 0 0 / 60%))',
  },
  panel: {
    'box-sizing': 'border-box',
    width: '100%',
    'max-width': '448px',
    padding: 'var(--mh-space-dialog, 24px)',
    'border-radius': 'var(--mh-radius, 4px)',
    background: 'var(--mh-color-surface, #ffffff)',
    color: 'var(--mh-color-text, #1a1a1a)',
    'font-family': "var(--mh-font-body, system-ui, -apple-system, 'Segoe UI', sans-serif)",
    'font-size': 'var(--mh-text-body, 16px)',
    'line-height': '1.5',
    'box-shadow': '0 16px 48px rgb(0 0 0 / 0.3)',
  },
  title: { margin: '0 0 8px', 'font-size': '24px', 'font-weight': '700', 'line-height': '1.25' },
  message: { margin: '0' },
  button: {
    'min-height': '44px',
    padding: '0 24px',
    border: '1px solid var(--mh-color-accent, #a4161a)',
    'border-radius': 'var(--mh-radius, 4px)',
    background: 'var(--mh-color-accent, #a4161a)',
    color: 'var(--mh-color-on-accent, #ffffff)',
    font: 'inherit',
    'font-weight': '600',
    cursor: 'pointer',
  },
  secondary: { 'border-color': 'currentColor', background: 'transparent', color: 'inherit' },
} satisfies Record<string, Record<string, string>>;

/** The loader's 'unavailable' message, as `unavailableMessage` returns it. */
interface UnavailableMessage {
  /**
   * Shows it (again: a retry that failed says so again), focus on Try again; or, where only a
   * reload can help, asks for one, focus on Reload page.
   */
  show(): void;
  hide(): void;
  /** Its outermost element, in the page while it shows. */
  host: HTMLElement;
}

/**
 * The loader's 'unavailable' message (as dialog-unavailable.tsx shows it, without React): an
 * alert dialog with Try again and Close, over the early view `element` and drawn with its own
 * classes (its backdrop, panel, title and buttons), or, with no early view, with a look of its
 * own. Focus goes to Try again and stays in the message; Escape and Close close the dialog.
 * With `reload`, the message asks for a reload once Try again cannot work.
 */
function unavailableMessage(
  doc: Document,
  kind: DialogKind,
  retry: () => unknown,
  element?: HTMLElement,
  reload?: Reload,
): UnavailableMessage {
  const text = copy[kind];
  const panel = element && panelOf(element);
  const backdrop = panel?.parentElement;
  const host = (
    backdrop && element?.contains(backdrop) ? backdrop.cloneNode(false) : doc.createElement('div')
  ) as HTMLElement;
  host.dataset.mastheadDialogUnavailable = '';
  // Above the early view, at the loader's message's level.
  host.style.zIndex = '300051';
  const box = (panel?.cloneNode(false) ?? doc.createElement('div')) as HTMLElement;
  const id = `masthead-early-unavailable-${(unavailableIds += 1)}`;
  box.setAttribute('role', 'alertdialog');
  box.setAttribute('aria-modal', 'true');
  box.setAttribute('aria-labelledby', `${id}-title`);
  box.setAttribute('aria-describedby', `${id}-message`);
  const heading = panel?.querySelector('h1, h2, h3, h4, h5, h6');
  const title = (heading?.cloneNode(false) ?? doc.createElement('h2')) as HTMLElement;
  title.id = `${id}-title`;
  title.textContent = text.title;
  const message = doc.createElement('p');
  message.id = `${id}-message`;
  message.textContent = text.message;
  const form = element?.querySelector('form');
  const primary = form?.querySelector('button[type="submit"]')?.className ?? '';
  // The view's last plain button (the passkey's, in the sign-in view) is drawn as secondary.
  const plain = form?.querySelectorAll('button[type="button"]');
  const secondary = plain?.[plain.length - 1]?.className ?? primary;
  const button = (label: string, className: string) => {
    const made = doc.createElement('button');
    made.type = 'button';
    made.className = className;
    made.textContent = label;
    return made;
  };
  const retryButton = button(copy.retry, primary);
  const closeButton = button(copy.close, secondary);
  if (!element) {
    // Its own root under the reset, so the page's rules do not reach it.
    host.setAttribute(scopeAttribute, '');
    setStyles(host, ownLook.backdrop);
    setStyles(box, ownLook.panel);
    setStyles(title, ownLook.title);
    setStyles(message, ownLook.message);
    setStyles(retryButton, ownLook.button);
    setStyles(closeButton, { ...ownLook.button, ...ownLook.secondary });
  }
  const actions = doc.createElement('div');
  setStyles(actions, { display: 'flex', 'flex-wrap': 'wrap', gap: '12px', 'margin-top': '24px' });
  actions.append(retryButton, closeButton);
  const status = doc.createElement('p');
  status.setAttribute('role', 'status');
  setStyles(status, {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    'white-space': 'nowrap',
  });
  box.append(title, message, actions, status);
  host.append(box);
  let busy = false;
  const reloading = () => reload?.kept() ?? false;
  const setBusy = (next: boolean) => {
    busy = next;
    const idle = reloading() ? copy.reload : copy.retry;
    retryButton.textContent = next ? copy.retrying : idle;
    message.textContent = reloading() ? text.reload : text.message;
    if (next) retryButton.setAttribute('aria-disabled', 'true');
    else retryButton.removeAttribute('aria-disabled');
    // The focus stays on the button as its label changes: a screen reader hears the change here.
    const said = reloading() ? text.reload : '';
    status.textContent = next ? copy.retrying : said;
  };
  retryButton.addEventListener('click', () => {
    if (busy) return;
    if (reloading()) {
      if (element) keepTyped(element, kind);
      reload?.reload();
      return;
    }
    setBusy(true);
    void retry();
  });
  closeButton.addEventListener('click', () => closeDialog());
  host.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      closeDialog();
    } else if (event.key === 'Tab') {
      event.preventDefault();
      (doc.activeElement === retryButton ? closeButton : retryButton).focus();
    }
  });
  return {
    host,
    show() {
      setBusy(false);
      if (element) element.inert = true;
      if (!host.isConnected) doc.body.append(host);
      retryButton.focus();
    },
    hide() {
      host.remove();
      if (element) element.inert = false;
    },
  };
}

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
  for (const element of doc.querySelectorAll<HTMLElement>(selector)) {
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
    const panel = panelOf(element);
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element)) return;
      const button = event.target.closest('button');
      if (!button || button.type === 'submit') return;
      if (panelOf(element)?.querySelector(':scope > button') === button) closeDialog();
      else state.clicked = button;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      // Under another dialog (the loader's message), that one answers.
      if (event.defaultPrevented || element.closest('[inert]')) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        closeDialog();
        return;
      }
      const active = doc.activeElement;
      if (event.key !== 'Tab' || !panel || (active && active !== doc.body && !element.contains(active)))
        return;
      // Round inside the dialog: past its last stop to its first, and back.
      const stops = tabbables(panel);
      const first = stops[0];
      const last = stops[stops.length - 1];
      if (!first || !last) return;
      const inside = active && panel.contains(active);
      if (event.shiftKey && (!inside || active === first)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (!inside || active === last)) {
        event.preventDefault();
        first.focus();
      }
    };
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
 * (see above), and move the focus to its close button, as the Modal does for a dialog the
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

/**
 * With the loader's core down nothing can draw a dialog (the loader's message needs the
 * core's React): a dialog asked for meanwhile (an opener, the page API) that has no early view
 * is answered by the same message, drawn here over the page, which is inert behind it. Try
 * again loads the core again, and the dialog then opens as it would have; Close and Escape
 * close the dialog. Focus goes back where it was when the message leaves. Returns the stop.
 */
export function tellWhenCoreDown(doc: Document, core: EarlyCore): () => void {
  let shown: OpenMessage | undefined;
  const update = () => {
    const dialog = mastheadStore.getState().dialog;
    const wanted = dialog && core.failed() && !earlyDialog(doc, dialog.kind) ? dialog.kind : undefined;
    if (shown && shown.kind !== wanted) {
      const { close } = shown;
      shown = undefined;
      // Before the dialog the core now opens: it gives focus back there when it closes.
      close();
    }
    if (wanted && !shown) {
      const opened: OpenMessage = openMessage(
        doc,
        wanted,
        () =>
          core.retry().then((came) => {
            // Still down: it says so again (or asks for a reload, where only that can help).
            if (!came && shown === opened) opened.message.show();
            return came;
          }),
        core,
      );
      shown = opened;
    }
  };
  const stopStore = mastheadStore.subscribe(update);
  const stopCore = core.subscribe(update);
  update();
  return () => {
    stopStore();
    stopCore();
    shown?.close();
    shown = undefined;
  };
}

/** The loader's message on the page, as `openMessage` shows it. */
interface OpenMessage {
  kind: DialogKind;
  message: UnavailableMessage;
  /** Takes it off the page, releases the page behind and gives focus back to what had it. */
  close(): void;
}

/**
 * Shows the loader's message for `kind` with its own look, modal as the Modal is: the page
 * behind is inert and does not scroll.
 */
function openMessage(doc: Document, kind: DialogKind, retry: () => unknown, reload?: Reload): OpenMessage {
  const back = doc.activeElement;
  const message = unavailableMessage(doc, kind, retry, undefined, reload);
  // The lock before anything changes on the page: it reads the layout (the scrollbar's width).
  const releaseScroll = lockScroll(doc);
  message.show();
  const release = inertOutside(message.host);
  return {
    kind,
    message,
    close() {
      release();
      releaseScroll();
      message.hide();
      if (back instanceof HTMLElement && back.isConnected) back.focus();
    },
  };
}

/** What the core's dialog faults (core/dialog-faults.ts) ask of the message they show. */
export interface UnavailableView {
  /** Shows it for `kind`; `busy` while Try again's attempt is under way. */
  show(props: { kind: DialogKind; busy: boolean; onRetry: () => void }): void;
  /** Takes it off the page at once, focus back to what had it. */
  hide(): void;
  remove(): void;
}

/**
 * The loader's message as the core's dialog faults show it, drawn here without React: for a
 * dialog that cannot load when the message's own chunk (from the loader's origin) cannot
 * either, so the reader is still told, and Try again still works.
 */
export function plainUnavailableView(doc: Document): UnavailableView {
  let shown: OpenMessage | undefined;
  let onRetry = () => {};
  const hide = () => {
    shown?.close();
    shown = undefined;
  };
  return {
    show(props) {
      onRetry = props.onRetry;
      if (shown?.kind !== props.kind) {
        hide();
        // Try again makes itself busy as it is pressed; an attempt that fails shows it anew.
        shown = openMessage(doc, props.kind, () => onRetry());
      } else if (!props.busy) shown.message.show();
    },
    hide,
    remove: hide,
  };
}
