import { dialogs as dialogTable, type WidgetEntry } from '@masthead/federation';
import type { PageLoad } from './page-load.ts';
import type { LoadExpose } from '../core/federation.ts';
import type { DialogKind } from '../protocol/page.ts';

/**
 * Fetch a dialog before anyone opens it, so the click finds it ready: its remote, its
 * files and the libraries it needs, without mounting it. The files are asked for as soon
 * as the config names the remote, even before the loader's React and federation runtime
 * have arrived; the remote is then loaded once they have. A failure here is quiet: the
 * reader has asked for nothing yet, and opening the dialog tries again and reports.
 */
export function dialogPrefetcher(
  prefetchExpose: PageLoad['prefetch'],
  federation: Promise<LoadExpose | null>,
  dialogs: Partial<Record<DialogKind, WidgetEntry>> = dialogTable,
): (kind: DialogKind) => void {
  return (kind) => {
    const entry = dialogs[kind];
    if (!entry) return;
    void prefetchExpose(entry.remote, entry.expose);
    void federation.then((load) => load?.(entry.remote, entry.expose)).catch(() => undefined);
  };
}
