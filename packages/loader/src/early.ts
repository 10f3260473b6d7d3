/**
 * The loader's first work, done before React and the federation runtime are even
 * evaluated (the entry imports this module first): ask for the config, and as soon as it
 * names the remotes, for the manifest of every widget on the page and every dialog the page
 * has an opener for, then for every file those widgets need. While the browser runs the
 * rest of the loader, their files are already on the way.
 */
import { dialogs, widgets, type WidgetTag } from '@masthead/federation';
import { loadConfig, type LoaderConfig } from './config.ts';
import { openersIn } from './intent.ts';
import { logError } from './log.ts';
import { fetchManifest, warmExpose } from './preload.ts';

/** Resolves to the config, or to null when it cannot be had (that is logged once, here). */
export function beginLoading(doc: Document): Promise<LoaderConfig | null> {
  const config = loadConfig(doc).catch((error: unknown) => {
    logError('could not start: no widget will mount', error);
    return null;
  });
  void config.then((loaded) => {
    if (!loaded) return;
    for (const tag of Object.keys(widgets) as WidgetTag[]) {
      const { remote, expose } = widgets[tag];
      const url = loaded.remotes[remote];
      if (url && doc.querySelector(tag)) warmExpose(doc, url, expose);
    }
    // A dialog's manifest only (a few hundred bytes, no code): its first click then needs
    // one round trip for the dialog's files, not two.
    for (const kind of openersIn(doc)) {
      const entry = dialogs[kind];
      const url = entry && loaded.remotes[entry.remote];
      if (url) void fetchManifest(url).catch(() => undefined);
    }
  });
  return config;
}
