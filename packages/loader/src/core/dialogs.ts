import { mastheadStore, type DialogRequest } from '@masthead/store/vanilla';
import { dialogs as dialogTable, type WidgetEntry } from '@masthead/federation';
import { createDialogFaults } from './dialog-faults.ts';
import type { LoadExpose } from './federation.ts';
import { mountWidget } from './mount.tsx';
import { focusReplacementOf } from '../common/prerendered.ts';
import { takeOverEarlyDialog } from '../common/early-dialog.ts';
import type { Startup } from '../common/startup.ts';

/**
 * Dialogs are never part of the initial page load: the first time the store asks
 * for one, its remote is fetched and the dialog mounted at the end of <body>. It then
 * stays mounted and follows the store's requests. A dialog whose remote does not
 * expose it leaves the request in the store, where the page can still read it. One that
 * cannot load or render is replaced by a message with Try again (dialog-faults.ts). So is
 * one asked for while the loader cannot start (`startup`, whose `federation` waits for a
 * start that works): Try again starts it again, and the dialog then loads as above. A
 * first view of the dialog put in the page by the server (early-dialog.ts) stays until the
 * dialog has rendered, under the message if it cannot load, and hands over what the reader did.
 */
export function watchDialogs(
  doc: Document,
  federation: Promise<LoadExpose | null>,
  dialogs: Partial<Record<DialogRequest['kind'], WidgetEntry>> = dialogTable,
  startup?: Pick<Startup, 'state' | 'subscribe' | 'retry'>,
): () => void {
  const started = new Set<DialogRequest['kind']>();
  const faults = createDialogFaults(doc);
  const tellUnstarted = () => {
    const kind = mastheadStore.getState().dialog?.kind;
    if (!startup || !kind || !dialogs[kind] || startup.state().status !== 'unavailable') return;
    // Failed again: tellUnstarted runs once more, from the startup's change.
    faults.unstarted(kind, () => startup.retry().then(() => undefined));
  };
  const stopStartup = startup?.subscribe(tellUnstarted);

  const ensureMounted = async (kind: DialogRequest['kind']) => {
    const entry = dialogs[kind];
    if (!entry || started.has(kind)) return;
    started.add(kind);
    const load = await federation;
    if (!load) return;
    const retry = () => ensureMounted(kind);
    try {
      const module = await load(entry.remote, entry.expose);
      faults.recovered(kind);
      const host = doc.createElement('div');
      host.dataset.mastheadDialog = kind;
      doc.body.append(host);
      mountWidget(host, module.default, `${kind}-dialog`, (error) => {
        host.remove();
        started.delete(kind);
        faults.failed({ kind, remote: entry.remote, error, stage: 'render', retry });
      }).render({});
      // Rendered (at once, portal included): it takes over from its first view in the page.
      takeOverEarlyDialog(doc, kind);
    } catch (error) {
      started.delete(kind);
      faults.failed({ kind, remote: entry.remote, error, stage: 'load', retry });
    }
  };

  // What had focus when a dialog was asked for: a fallback's opener may leave the page while
  // the dialog is open (the widget mounts), and focus then goes to what took its place.
  let opener: Element | null = null;
  const onChange = (request: DialogRequest | null, previous: DialogRequest | null) => {
    if (!request) {
      if (!previous) return;
      const closedFrom = opener;
      opener = null;
      doc.defaultView?.setTimeout(() => focusReplacementOf(closedFrom), 0);
      return;
    }
    if (!previous) opener = doc.activeElement;
    tellUnstarted();
    void ensureMounted(request.kind);
  };
  onChange(mastheadStore.getState().dialog, null);
  const unsubscribe = mastheadStore.subscribe((state, previous) => {
    if (state.dialog !== previous.dialog) onChange(state.dialog, previous.dialog);
  });
  return () => {
    unsubscribe();
    stopStartup?.();
    faults.dispose();
  };
}
