import { dialogs as dialogTable, widgets, type WidgetTag } from '@masthead/federation';
import { loadConfig } from './config.ts';
import { dialogPrefetcher, watchDialogs } from './dialogs.ts';
import { defineWidgetElements, installElementStyles, reportUnknownWidgets } from './elements.ts';
import { createFederation } from './federation.ts';
import { openersIn, warmUpWhenIdle, watchIntent } from './intent.ts';
import { logError } from './log.ts';
import { createPageApi, type MastheadPageApi } from './page-api.ts';
import { fetchManifest } from './preload.ts';

declare global {
  interface Window {
    Masthead?: MastheadPageApi;
  }
}

export const loaderVersion = '0.1.0';

/**
 * Start Masthead on a page: page API, widget elements, dialogs on demand. Runs once per
 * page. What the page needs is asked for at once: the config and the session code
 * together, then, as soon as the config names the remotes, every widget on the page with
 * all of its files (see federation.ts), so no request waits on another it does not need.
 */
export function start(win: Window): void {
  if (win.Masthead) return;
  const doc = win.document;

  // Resolves to null when the config cannot be had; that is logged once, here.
  const config = loadConfig(doc).catch((error: unknown) => {
    logError('could not start: no widget will mount', error);
    return null;
  });
  // The session and analytics load beside the config and the remotes, not in the loader's own bytes.
  const session = import('./session.ts');
  void Promise.all([config, session]).then(([loaded, { startSession }]) => {
    if (loaded) startSession(loaded, win);
  });
  const federation = config.then((loaded) => loaded && createFederation(loaded, doc));
  // A dialog with an opener in the page: its manifest (a few hundred bytes, no code) now,
  // so a click needs one round trip for the dialog's files, not two.
  void config.then((loaded) => {
    for (const kind of openersIn(doc)) {
      const entry = dialogTable[kind];
      const url = entry && loaded?.remotes[entry.remote];
      if (url) void fetchManifest(url).catch(() => undefined);
    }
  });
  const prefetch = dialogPrefetcher(federation);

  win.Masthead = createPageApi(loaderVersion, { prefetch });
  installElementStyles(doc);
  defineWidgetElements(win.customElements, federation);
  watchDialogs(doc, federation);
  watchIntent(doc, prefetch);
  void config.then((loaded) => {
    if (loaded?.warmUp !== 'idle') return;
    // Loading an expose twice returns the same load, so this only waits for the widgets.
    const present = (Object.keys(widgets) as WidgetTag[]).filter((tag) => doc.querySelector(tag));
    const widgetsSettled = federation.then((load) =>
      Promise.allSettled(present.map((tag) => load?.(widgets[tag].remote, widgets[tag].expose))),
    );
    warmUpWhenIdle(win, widgetsSettled, () => {
      prefetch('account');
      prefetch('checkout');
    });
  });
  reportUnknownWidgets(doc);
  doc.dispatchEvent(new CustomEvent('masthead:ready'));
}
