import { loadConfig } from './config.ts';
import { defineWidgetElements, installElementStyles, reportUnknownWidgets } from './elements.ts';
import { createFederation } from './federation.ts';
import { logError } from './log.ts';
import { createPageApi, type MastheadPageApi } from './page-api.ts';
import { watchDialogs } from './dialogs.ts';

declare global {
  interface Window {
    Masthead?: MastheadPageApi;
  }
}

export const loaderVersion = '0.1.0';

/** Start Masthead on a page: page API, widget elements, dialogs on demand. Runs once per page. */
export function start(win: Window): void {
  if (win.Masthead) return;
  const doc = win.document;
  win.Masthead = createPageApi(loaderVersion);

  // Resolves to null when the config cannot be had; that is logged once, here.
  const config = loadConfig(doc).catch((error: unknown) => {
    logError('could not start: no widget will mount', error);
    return null;
  });
  const federation = config.then((loaded) => loaded && createFederation(loaded));
  // The session and analytics load beside the remotes, not in the loader's own bytes.
  void config.then(async (loaded) => {
    if (!loaded) return;
    const { startSession } = await import('./session.ts');
    startSession(loaded, win);
  });

  installElementStyles(doc);
  defineWidgetElements(win.customElements, federation);
  watchDialogs(doc, federation);
  reportUnknownWidgets(doc);
  doc.dispatchEvent(new CustomEvent('masthead:ready'));
}
