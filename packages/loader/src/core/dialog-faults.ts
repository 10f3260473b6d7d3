/**
 * When a dialog the reader asked for cannot be shown, the reader hears about it in its place
 * (dialog-unavailable.tsx), the console gets one error naming the remote, and the data layer
 * one `dialogUnavailable` event (which the log client ships). Try again loads the dialog
 * afresh; once it has loaded the message closes, focus goes back to the opener, and the
 * dialog opens as it would have. Nothing here loads before a dialog fails: the message and
 * analytics are chunks of the loader's own origin; should the message's chunk not load either
 * (that origin down for a moment), the same message is drawn without React
 * (early-dialog/messages.ts).
 * When the loader itself could not start (startup.ts), a dialog asked for gets the same
 * message, and Try again starts the loader again; that failure was logged and recorded where
 * it happened.
 */
import type { RemoteName } from '@masthead/federation';
import { closeDialog, mastheadStore, type DialogRequest } from '@masthead/store/vanilla';
import type { DialogUnavailableView } from './unavailable/dialog-unavailable.tsx';
import { plainUnavailableView, type UnavailableView } from '../early-dialog/index.ts';
import { logError } from '../common/log.ts';
import { TimeoutError } from './timeout.ts';

type DialogKind = DialogRequest['kind'];

export interface DialogFault {
  kind: DialogKind;
  remote: RemoteName;
  error: unknown;
  /** Loading the remote's module, or rendering the dialog it exported. */
  stage: 'load' | 'render';
  /** Loads and mounts the dialog again; settles once it is mounted or has failed again. */
  retry: () => Promise<void>;
}

export interface DialogFaults {
  failed(fault: DialogFault): void;
  /**
   * The loader has not started, so `kind` cannot load: the reader who asked for it is told,
   * and Try again calls `retry` (which settles once the loader has started or failed again).
   */
  unstarted(kind: DialogKind, retry: () => Promise<void>): void;
  /** The dialog loaded: close its message, if shown, before the dialog opens. */
  recovered(kind: DialogKind): void;
  /** Whether a message is shown (or on its way) for a dialog. */
  showing(): boolean;
  /** Takes the message off the page, with its listener. */
  dispose(): void;
}

const reasonOf = ({ stage, error }: DialogFault) => {
  if (stage === 'render') return 'render';
  return error instanceof TimeoutError ? 'timeout' : 'unreachable';
};

export function createDialogFaults(doc: Document): DialogFaults {
  let view: DialogUnavailableView | UnavailableView | undefined;
  let loading: Promise<DialogUnavailableView | UnavailableView> | undefined;
  let shown: DialogKind | null = null;
  let unsubscribe = () => {};

  const withView = (apply: (loaded: DialogUnavailableView | UnavailableView) => void) => {
    if (view) return apply(view);
    loading ??= import('./unavailable/dialog-unavailable.tsx').then(
      (m) => (view = m.createDialogUnavailableView(doc)),
      (error: unknown) => {
        // The loader's origin is down too: the same message, drawn without React, for the page.
        logError('could not load the message that a dialog is unavailable; it is drawn without it', error);
        return (view = plainUnavailableView(doc));
      },
    );
    void loading.then(apply);
  };

  const hide = () => {
    if (!shown) return;
    shown = null;
    unsubscribe();
    // At once when it is on screen, so focus is back on the opener before the dialog opens.
    view?.hide();
  };

  const show = (fault: Pick<DialogFault, 'kind' | 'retry'>) => {
    const wasShown = shown;
    shown = fault.kind;
    const render = (busy: boolean) =>
      withView((loaded) => {
        if (shown === fault.kind)
          loaded.show({ kind: fault.kind, busy, onRetry, onClose: () => closeDialog() });
      });
    const onRetry = () => {
      render(true);
      void fault.retry();
    };
    render(false);
    if (wasShown) return;
    // Closed from anywhere (Close, Escape, the page API) or another dialog asked for: it goes.
    unsubscribe = mastheadStore.subscribe((state) => {
      if (state.dialog?.kind !== shown) hide();
    });
  };

  return {
    failed(fault) {
      const { kind, remote, error, stage } = fault;
      if (stage === 'render')
        logError(`the ${kind} dialog from remote "${remote}" failed while rendering`, error);
      else logError(`the ${kind} dialog could not load from remote "${remote}"`, error);
      const win = doc.defaultView;
      void import('@masthead/analytics')
        .then(({ trackDialogUnavailable }) =>
          trackDialogUnavailable({ dialog: kind, remote, reason: reasonOf(fault) }, win ?? undefined),
        )
        .catch(() => undefined);
      // Only for the reader who is still waiting for it.
      if (mastheadStore.getState().dialog?.kind === kind) show(fault);
    },
    unstarted(kind, retry) {
      if (mastheadStore.getState().dialog?.kind === kind) show({ kind, retry });
    },
    recovered(kind) {
      if (shown === kind) hide();
    },
    showing: () => shown !== null,
    dispose() {
      hide();
      view?.remove();
    },
  };
}
