/**
 * The 'unavailable' message (messages.ts) shown on its own, over the page, modal as the Modal
 * is (the page behind inert and still), where no early view is there to carry it: a dialog
 * asked for while the loader's core is down (`tellWhenCoreDown`, from the entry), and a
 * dialog that cannot load when the React message's own chunk cannot either
 * (`plainUnavailableView`, from the core's dialog faults). Focus goes back where it was when
 * the message leaves.
 */
import { mastheadStore } from '@masthead/store/vanilla';
import { inertOutside } from '@masthead/ui-kit/inert-outside';
import { lockScroll } from '@masthead/ui-kit/scroll-lock';
import type { DialogKind } from '../protocol/page.ts';
import type { EarlyCore, Reload } from './early-core.ts';
import { unavailableMessage, type UnavailableMessage } from './messages.ts';
import { earlyDialog } from './view.ts';

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
