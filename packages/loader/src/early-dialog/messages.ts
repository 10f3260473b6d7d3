/**
 * The loader's 'unavailable' message drawn without React (as core/unavailable/
 * dialog-unavailable.tsx shows it, in the same words: common/unavailable-copy.ts), for when
 * the React one cannot come: the loader's core is down (it needs the core's React), or the
 * message's own chunk cannot load. Over an early view it takes that view's own classes
 * (its backdrop, panel, title and buttons) and leaves what was typed there; with none, it has
 * a look of its own (look.ts). Where only a reload can bring the core, it asks for one, with
 * Reload page in Try again's place, and keeps what was typed across it (typed-stash.ts).
 */
import { closeDialog } from '@masthead/store/vanilla';
import { scopeAttribute } from '@masthead/ui-kit/isolation';
import { copy } from '../common/unavailable-copy.ts';
import type { DialogKind } from '../protocol/page.ts';
import type { Reload } from './early-core.ts';
import { messageKeys } from './keys.ts';
import { ownLook, setStyles } from './look.ts';
import { keepTyped } from './typed-stash.ts';
import { panelOf } from './view.ts';

/** The loader's 'unavailable' message, as `unavailableMessage` returns it. */
export interface UnavailableMessage {
  /**
   * Shows it (again: a retry that failed says so again), focus on Try again; or, where only a
   * reload can help, asks for one, focus on Reload page.
   */
  show(): void;
  hide(): void;
  /** Its outermost element, in the page while it shows. */
  host: HTMLElement;
}

let unavailableIds = 0;

/**
 * The loader's 'unavailable' message (as dialog-unavailable.tsx shows it, without React): an
 * alert dialog with Try again and Close, over the early view `element` and drawn with its own
 * classes (its backdrop, panel, title and buttons), or, with no early view, with a look of its
 * own. Focus goes to Try again and stays in the message; Escape and Close close the dialog.
 * With `reload`, the message asks for a reload once Try again cannot work.
 */
export function unavailableMessage(
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
  host.addEventListener('keydown', messageKeys(doc, retryButton, closeButton));
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
