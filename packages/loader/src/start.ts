import { widgets, type WidgetTag } from '@masthead/federation';
import type { LoaderConfig } from './config.ts';
import { dialogPrefetcher, watchDialogs } from './dialogs.ts';
import { defineWidgetElements, installElementStyles, reportUnknownWidgets } from './elements.ts';
import { beginLoading } from './early.ts';
import { createFederation } from './federation.ts';
import { warmUpWhenIdle, watchIntent } from './intent.ts';
import { createPageApi, type MastheadPageApi } from './page-api.ts';

declare global {
  interface Window {
    Masthead?: MastheadPageApi;
  }
}

export const loaderVersion = '0.1.0';

/**
 * Start Masthead on a page: page API, widget elements, dialogs on demand. Runs once per
 * page. What the page needs is asked for at once: the config (already asked for by
 * early.ts, with the widgets' files) and the session code together, so no request waits
 * on another it does not need.
 */
export function start(win: Window, config: Promise<LoaderConfig | null> = beginLoading(win.document)): void {
  if (win.Masthead) return;
  const doc = win.document;

  // The session and analytics load beside the config and the remotes, not in the loader's own bytes.
  const session = import('./session.ts');
  void Promise.all([config, session]).then(([loaded, { startSession }]) => {
    if (loaded) startSession(loaded, win);
  });
  const federation = config.then((loaded) => loaded && createFederation(loaded, doc));
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
