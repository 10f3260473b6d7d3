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

/**
 * Show the first view of each dialog asked for while `coreIn` says the core has not come
 * (see above). Call it once the page is parsed, so a first view the server put in the page
 * is found and none is fetched. Returns the cleanup.
 */
export function showFirstViewsBeforeCore(
  doc: Document,
  config: Promise<LoaderConfig>,
  coreIn: () => boolean,
): () => void {
  const fetched = new Set<DialogRequest['kind']>();
  const onDialog = (dialog: DialogRequest | null) => {
    if (!dialog || coreIn() || fetched.has(dialog.kind) || earlyDialog(doc, dialog.kind)) return;
    const { kind } = dialog;
    const wanted = () => {
      const { dialog: now, status } = mastheadStore.getState();
      return !coreIn() && now?.kind === kind && showsFirstView(now, status);
    };
    if (!wanted()) return;
    fetched.add(kind);
    void config
      .then((loaded) => fetchFirstView(doc, loaded, kind))
      .then((markup) => {
        if (markup && wanted()) showFirstView(doc, kind, markup);
      });
  };
  onDialog(mastheadStore.getState().dialog);
  return mastheadStore.subscribe((state, previous) => {
    if (state.dialog !== previous.dialog) onDialog(state.dialog);
  });
}
