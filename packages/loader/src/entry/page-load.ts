/**
 * The loader's first work, done before React and the federation runtime are even
 * evaluated (the entry imports this module first): ask for the config, and as soon as it
 * names the remotes, for the manifest of every widget on the page but the ads (unless the
 * config carries it), then for every file those widgets need, their words in the page's
 * language among them. While the browser runs the rest of the loader, their files are
 * already on the way.
 */
import { afterContent, widgets, type RemoteName } from '@masthead/federation';
import type { LoaderConfig } from '../common/config.ts';
import { placedWidgets } from './page-rules.ts';
import { knowManifest, prefetchExpose } from '../common/prefetch.ts';
import { localesFor } from '../common/page-language.ts';
import { setApiOrigin } from '../common/shared-libraries.ts';
import { createStartup, type Startup } from '../common/startup.ts';
import { followPageLocale, type PageLocale } from './page-locale.ts';

export interface PageLoad {
  /** Whether the loader has started, and starting it again (startup.ts). */
  startup: Startup;
  /**
   * The config, with the manifests it carries known, once an attempt has had it: while the
   * loader is unavailable it stays pending, so what waits for it waits for a retry that works.
   */
  config: Promise<LoaderConfig>;
  /**
   * Ask for everything one expose needs as soon as the config names its remote (see
   * `prefetchExpose`); settles once those files have been asked for.
   */
  prefetch(remote: RemoteName, expose: string): Promise<void>;
  /**
   * Settles once the files of everything prefetched before the config arrived (the page's
   * widgets, a dialog a page script opened at once) have been asked for, or `patienceMs`
   * after the config at most, so one slow remote holds up nobody. Without a config (the
   * first attempt failed), at once.
   */
  prefetched: Promise<void>;
  /** The page's language, followed (page-locale.ts). */
  locale: PageLocale;
}

export function beginLoading(doc: Document, patienceMs = 200): PageLoad {
  const startup = createStartup(doc);
  const config = startup.config.then((loaded) => {
    setApiOrigin(loaded.apiOrigin);
    for (const [remote, manifest] of Object.entries(loaded.manifests ?? {})) {
      const url = loaded.remotes[remote as RemoteName];
      if (url && manifest) knowManifest(url, manifest);
    }
    return loaded;
  });
  // First: the config's locale is then known before any expose's files are asked for below.
  const locale = followPageLocale(doc, config);
  const pending: Promise<void>[] = [];
  const prefetch = (remote: RemoteName, expose: string) => {
    const prefetching = config.then((loaded) => {
      const url = loaded.remotes[remote];
      return url ? prefetchExpose(doc, url, expose, localesFor(doc, remote, expose)) : undefined;
    });
    pending.push(prefetching);
    return prefetching;
  };
  const prefetched = startup.first.then(async (loaded) => {
    // One turn later, every callback that was waiting for the config has run and prefetched
    // what it wanted.
    await null;
    await null;
    if (!loaded) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const patience = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, patienceMs);
    });
    await Promise.race([Promise.allSettled(pending), patience]);
    clearTimeout(timer);
  });
  // The ads are fetched once the page's own widgets are in (start.ts), not with them; a lazy
  // placement's widget once the reader needs it (core/near-viewport.ts).
  for (const tag of placedWidgets(doc, { eager: true }))
    if (!afterContent.has(tag)) void prefetch(widgets[tag].remote, widgets[tag].expose);
  return { startup, config, prefetch, prefetched, locale };
}
