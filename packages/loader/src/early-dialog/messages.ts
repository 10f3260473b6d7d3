/**
 * The loader's 'unavailable' message drawn without React (as core/unavailable/
 * dialog-unavailable.tsx shows it, in the same words: common/messages.ts, in the page's
 * language, and again in another as the page changes it), for when
 * the React one cannot come: the loader's core is down (it needs the core's React), or the
 * message's own chunk cannot load. Over an early view it takes that view's own classes
 * (its backdrop, panel, title and buttons) and leaves what was typed there; with none, it has
 * a look of its own (look.ts). Where only a reload can bring the core, it asks for one, with
 * Reload page in Try again's place, and keeps what was typed across it (typed-stash.ts).
 */
import { directionOf } from '@masthead/i18n';
import { closeDialog, mastheadStore } from '@masthead/store/vanilla';
import { scopeAttribute } from '@masthead/ui-kit/isolation';
import { loaderWords } from '../common/messages.ts';
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
  const message = doc.createElement('p');
  message.id = `${id}-message`;
  const form = element?.querySelector('form');
  const primary = form?.querySelector('button[type="submit"]')?.className ?? '';
  // The view's last plain button (the passkey's, in the sign-in view) is drawn as secondary.
  const plain = form?.querySelectorAll('button[type="button"]');
  const secondary = plain?.[plain.length - 1]?.className ?? primary;
  const button = (className: string) => {
    const made = doc.createElement('button');
    made.type = 'button';
    made.className = className;
    return made;
  };
  const retryButton = button(primary);
  const closeButton = button(secondary);
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
  /** Its words, in the page's language (again once that language's are in). */
  const paint = () => {
    const { words, lang } = loaderWords(paint);
    host.lang = lang;
    host.dir = directionOf(lang);
    const text = words[kind];
    title.textContent = text.title;
    message.textContent = reloading() ? text.reload : text.message;
    const idle = reloading() ? words.reload : words.retry;
    retryButton.textContent = busy ? words.retrying : idle;
    closeButton.textContent = words.close;
    return words;
  };
  const setBusy = (next: boolean) => {
    busy = next;
    const words = paint();
    if (next) retryButton.setAttribute('aria-disabled', 'true');
    else retryButton.removeAttribute('aria-disabled');
    // The focus stays on the button as its label changes: a screen reader hears the change here.
    const said = reloading() ? words[kind].reload : '';
    status.textContent = next ? words.retrying : said;
  };
  // While it shows, it follows the page's language (`Masthead.setLocale`).
  let stopFollowing: (() => void) | undefined;
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
      stopFollowing ??= mastheadStore.subscribe((state, previous) => {
        if (state.locale !== previous.locale) paint();
      });
      if (element) element.inert = true;
      if (!host.isConnected) doc.body.append(host);
      retryButton.focus();
    },
    hide() {
      stopFollowing?.();
      stopFollowing = undefined;
      host.remove();
      if (element) element.inert = false;
    },
  };
}
