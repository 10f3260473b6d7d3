/**
 * A dialog asked for before the loader's core has come (a static page's own script that opens
 * it at load, a reader quick on an opener) shows its first view as soon as the view's markup
 * and stylesheets are in: on a page whose server put no first view in it, the reader does not
 * wait for React and the core to have downloaded and run. The core, when it comes, takes the
 * view over as it does a server's; from then on it shows first views itself (core/dialogs.ts).
 */
import { mastheadStore, type DialogRequest } from '@masthead/store/vanilla';
import type { LoaderConfig } from '../common/config.ts';
import { earlyDialog, showFirstView, showsFirstView } from '../early-dialog/index.ts';
import { fetchFirstView } from '../early-dialog/first-view-fetch.ts';

export interface FirstViewsBeforeCore {
  /**
   * Show the first view of each dialog asked for from now on while the core has not come.
   * Call it once the page is parsed, so a first view the server put in the page is found and
   * none is fetched. Returns the cleanup.
   */
  watch(): () => void;
  /**
   * Settles once the first view under way, if any, has been shown or given up: the core's
   * evaluation waits for it (a few hundred milliseconds of a slow phone's main thread, which
   * would hold the view up behind it).
   */
  shown(): Promise<void>;
}

/** First views before the core (see above), until `coreIn` says it has come. */
export function firstViewsBeforeCore(
  doc: Document,
  config: Promise<LoaderConfig>,
  coreIn: () => boolean,
): FirstViewsBeforeCore {
  const fetched = new Set<DialogRequest['kind']>();
  let showing: Promise<void> = Promise.resolve();
  const onDialog = (dialog: DialogRequest | null) => {
    if (!dialog || coreIn() || fetched.has(dialog.kind) || earlyDialog(doc, dialog.kind)) return;
    const { kind } = dialog;
    const wanted = () => {
      const { dialog: now, status } = mastheadStore.getState();
      return !coreIn() && now?.kind === kind && showsFirstView(now, status);
    };
    if (!wanted()) return;
    fetched.add(kind);
    showing = config
      .then((loaded) => fetchFirstView(doc, loaded, kind))
      .then((markup) => {
        if (markup && wanted()) showFirstView(doc, kind, markup);
      });
  };
  return {
    watch() {
      onDialog(mastheadStore.getState().dialog);
      return mastheadStore.subscribe((state, previous) => {
        if (state.dialog !== previous.dialog) onDialog(state.dialog);
      });
    },
    shown: () => showing,
  };
}
