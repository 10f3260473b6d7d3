import { mastheadStore, type DialogRequest } from '@masthead/store/vanilla';
import { dialogs as dialogTable, type WidgetEntry } from '@masthead/federation';
import { createDialogFaults } from './dialog-faults.ts';
import type { LoadExpose } from './federation.ts';
import { mountWidget } from './mount.tsx';
import { pageLocale, wordsIn } from './locale.ts';
import { prepareWords } from '@masthead/i18n';
import { logWarning } from '../common/log.ts';
import { focusOpenerPlace, openerPlace, type OpenerPlace } from '@masthead/ui-kit/opener-place';
import { replacementPlace } from './carry-over.ts';
import { earlyDialog, showFirstView, showsFirstView, takeOverEarlyDialog } from '../early-dialog/index.ts';
import type { Startup } from '../common/startup.ts';

/** How long a dialog's code waits at most for its first view to be shown (see `watchDialogs`). */
const firstViewPatienceMs = 500;

/** Settles once `promise` has, or after `ms`, whichever comes first; never rejects. */
function patiently(doc: Document, promise: Promise<unknown>, ms: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = doc.defaultView?.setTimeout(resolve, ms);
    void promise
      .finally(() => {
        doc.defaultView?.clearTimeout(timer);
        resolve();
      })
      .catch(() => undefined);
  });
}

/**
 * Dialogs are never part of the initial page load: the first time the store asks
 * for one, its remote is fetched and the dialog mounted at the end of <body>. It then
 * stays mounted and follows the store's requests. A dialog whose remote does not
 * expose it leaves the request in the store, where the page can still read it. One that
 * cannot load or render is replaced by a message with Try again (dialog-faults.ts). So is
 * one asked for while the loader cannot start (`startup`, whose `federation` waits for a
 * start that works): Try again starts it again, and the dialog then loads as above. A
 * first view of the dialog put in the page by the server (early-dialog/) stays until the
 * dialog has rendered, under the message if it cannot load, and hands over what the reader did.
 * Without one, a dialog whose code is not in yet shows its first view as soon as that is in
 * (`firstView`, core/first-view.ts), when the request is for what that view shows: the first
 * Sign In click puts a form in the reader's hands one round trip after the click, while the
 * dialog's code still downloads and runs, and the code takes it over as it would a server's.
 */
export function watchDialogs(
  doc: Document,
  federation: Promise<LoadExpose | null>,
  dialogs: Partial<Record<DialogRequest['kind'], WidgetEntry>> = dialogTable,
  startup?: Pick<Startup, 'state' | 'subscribe' | 'retry'>,
  firstView?: (kind: DialogRequest['kind']) => Promise<string | null>,
): () => void {
  const started = new Set<DialogRequest['kind']>();
  const faults = createDialogFaults(doc);
  // The dialogs whose first load is under way: a first view is shown only meanwhile, never
  // over a message that it could not load (it would make the message inert) nor after a retry.
  const firstLoad = new Set<DialogRequest['kind']>();
  const attempted = new Set<DialogRequest['kind']>();
  let disposed = false;
  /** The first view of `kind`, shown once it is in if the dialog is still asked for and still loading. */
  const showFirstViewOf = (kind: DialogRequest['kind']) => {
    const wanted = () => {
      const { dialog, status } = mastheadStore.getState();
      return dialog?.kind === kind && showsFirstView(dialog, status);
    };
    // Not while the loader could not start or a dialog's message is up: the view would cover it.
    const unstarted = () => startup?.state().status === 'unavailable' || faults.showing();
    if (!firstView || !wanted() || unstarted() || earlyDialog(doc, kind)) return undefined;
    return firstView(kind).then((markup) => {
      if (markup && !disposed && firstLoad.has(kind) && wanted() && !unstarted())
        showFirstView(doc, kind, markup);
    });
  };
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
    // The first time only, and not when its code is in already (a prefetch on the reader's
    // intent): the dialog then renders as soon as it would show the view.
    let firstViewShown: Promise<void> | undefined;
    if (!attempted.has(kind) && !load.loaded?.(entry.remote, entry.expose)) {
      firstLoad.add(kind);
      firstViewShown = showFirstViewOf(kind);
    }
    attempted.add(kind);
    const retry = () => ensureMounted(kind);
    try {
      // Its code waits for the first view (whose stylesheets it needs too): evaluating it
      // first would hold the view up behind it (a few hundred milliseconds on a slow phone),
      // and the files are downloading meanwhile (first-view.ts asks for them).
      if (firstViewShown) await patiently(doc, firstViewShown, firstViewPatienceMs);
      const module = await load(entry.remote, entry.expose);
      const translated = wordsIn(pageLocale());
      if (translated) await translated;
      await prepareWords(null, `the ${kind} dialog`, logWarning);
      faults.recovered(kind);
      const host = doc.createElement('div');
      host.dataset.mastheadDialog = kind;
      doc.body.append(host);
      mountWidget(host, module.default, `${kind}-dialog`, (error) => {
        host.remove();
        started.delete(kind);
        faults.failed({ kind, remote: entry.remote, error, stage: 'render', retry });
      }).render({});
      firstLoad.delete(kind);
      // Rendered (at once, portal included): it takes over from its first view in the page.
      takeOverEarlyDialog(doc, kind);
    } catch (error) {
      firstLoad.delete(kind);
      started.delete(kind);
      faults.failed({ kind, remote: entry.remote, error, stage: 'load', retry });
    }
  };

  // What had focus when a dialog was asked for, and where it sat: a fallback's opener may
  // leave the page while the dialog is open (the widget mounts), and focus then goes to what
  // took its place. A first view shown at the click took the focus before the dialog's Modal
  // rendered, so the Modal's trap saw the view's button, gone since, as the place to return
  // to: focus then goes back to the opener, or to what took its place (the header's Sign In
  // becomes the reader's greeting once they are signed in).
  let opener: OpenerPlace | null = null;
  const onChange = (request: DialogRequest | null, previous: DialogRequest | null) => {
    if (!request) {
      if (!previous) return;
      const closedFrom = opener;
      opener = null;
      if (closedFrom) doc.defaultView?.setTimeout(() => focusOpenerPlace(replacementPlace(closedFrom)), 0);
      return;
    }
    if (!previous) opener = openerPlace(doc);
    tellUnstarted();
    void ensureMounted(request.kind);
  };
  onChange(mastheadStore.getState().dialog, null);
  const unsubscribe = mastheadStore.subscribe((state, previous) => {
    if (state.dialog !== previous.dialog) onChange(state.dialog, previous.dialog);
  });
  return () => {
    disposed = true;
    unsubscribe();
    stopStartup?.();
    faults.dispose();
  };
}
