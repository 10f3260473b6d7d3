/**
 * Round trips, not bytes: a remote's manifest names every file its exposed module needs
 * (the entry, the module's chunks and its styles), so the moment the manifest arrives the
 * loader asks for all of them at once, instead of letting the federation runtime discover
 * them one import at a time (entry, then its helpers, then the module, then its imports).
 * The manifest itself is fetched once a page, and not at all when the config carries it.
 */
import { withPageNonce } from '@masthead/ui-kit/page-nonce';
import { exposeFiles, isManifest, type RemoteManifest } from '../protocol/manifest.ts';
import { isLibrary, libraryStylesheets, loadLibrary } from './shared-libraries.ts';
import { linkStylesheets } from './stylesheets.ts';

export { remoteEntryUrl, type RemoteManifest } from '../protocol/manifest.ts';

/**
 * `load(url)` once a page per `cache`: a second call gets the same promise, and a failed load
 * is forgotten so a later try asks again.
 */
function onceAPage<T>(
  cache: Map<string, Promise<T>>,
  url: string,
  load: (url: string) => Promise<T>,
): Promise<T> {
  let loading = cache.get(url);
  if (!loading) {
    loading = load(url);
    cache.set(url, loading);
    loading.catch(() => cache.delete(url));
  }
  return loading;
}

const manifests = new Map<string, Promise<RemoteManifest>>();

/** A remote's manifest, fetched once a page; a failed fetch is forgotten so a later try asks again. */
export function fetchManifest(url: string): Promise<RemoteManifest> {
  return onceAPage(manifests, url, (from) =>
    fetch(from).then(async (response) => {
      if (!response.ok) throw new Error(`${from} answered ${response.status}`);
      const json: unknown = await response.json();
      if (!isManifest(json)) throw new Error(`${from} is not a federation manifest`);
      return json;
    }),
  );
}

const markups = new Map<string, Promise<string>>();

/**
 * A remote's prerendered markup (a dialog's first view, core/first-view.ts), fetched once a
 * page like its manifest.
 */
export function fetchMarkup(url: string): Promise<string> {
  return onceAPage(markups, url, (from) =>
    fetch(from, { credentials: 'omit' }).then((response) => {
      if (!response.ok) throw new Error(`${from} answered ${response.status}`);
      return response.text();
    }),
  );
}

/** A manifest the page has already (the config carries it): `fetchManifest(url)` then fetches nothing. */
export function knowManifest(url: string, manifest: RemoteManifest): void {
  if (!manifests.has(url)) manifests.set(url, Promise.resolve(manifest));
}

const requested = new WeakMap<Document, Set<string>>();
const failedModules = new WeakMap<Document, Map<string, number>>();

/**
 * Where to ask for the module at `href` now. Firefox and WebKit remember a failed module
 * request for as long as the page lives (Firefox any import or modulepreload, WebKit a
 * modulepreload that failed and what imports it), so once a remote's origin is back the same
 * address would fail again without being asked for. A module whose request failed is asked
 * for next at its address with a query added, which a static server answers with the same
 * file; each further failure takes the next. What the module imports itself keeps its
 * address: a Masthead remote's exposed chunk imports nothing from its origin as it starts.
 */
export function moduleAddress(doc: Document, href: string): string {
  const failures = failedModules.get(doc)?.get(href) ?? 0;
  if (failures === 0) return href;
  const url = new URL(href);
  url.searchParams.set('masthead-retry', String(failures));
  return url.href;
}

/** The request for the module at `href` (at its address then, `moduleAddress`) has failed. */
export function moduleFailed(doc: Document, href: string): void {
  const failures = failedModules.get(doc) ?? new Map<string, number>();
  failedModules.set(doc, failures);
  failures.set(href, (failures.get(href) ?? 0) + 1);
}

/**
 * Ask for the module at `href` once a page. One the browser has fetched already (named in
 * the hints the page's server sent with the HTML, server/page-hints.ts) gets no link: it
 * would cost a task and fetch nothing.
 */
export function prefetchFile(doc: Document, href: string): void {
  const seen = requested.get(doc) ?? new Set<string>();
  requested.set(doc, seen);
  if (seen.has(href)) return;
  seen.add(href);
  const win = doc.defaultView;
  if (win && win.performance.getEntriesByName(href, 'resource').length > 0) return;
  // Unlike an import(), a modulepreload link does not inherit the loader's nonce.
  const link = withPageNonce(doc.createElement('link'));
  link.rel = 'modulepreload';
  link.href = href;
  // WebKit fails every later import of an address whose preload failed.
  link.addEventListener('error', () => moduleFailed(doc, href), { once: true });
  doc.head.append(link);
}

/**
 * Ask, all at once, for everything `expose` needs: the remote's entry, the module's chunks,
 * its words in each of `locales` (but English, which it has: common/page-language.ts says
 * which the page wants) and its styles, and the loader's libraries the remote starts with,
 * with their styles. The browser keeps the modules until the runtime imports them; the
 * styles apply together once all are in (common/stylesheets.ts), which the returned promise
 * waits for. With `runLibraries: false` the libraries' code is left for the expose's load to
 * start: a dialog's first view (core/first-view.ts) needs their styles, and their code, run
 * as it arrived, would hold the view up behind it.
 */
export function prefetchExposeFiles(
  doc: Document,
  manifestUrl: string,
  manifest: RemoteManifest,
  expose: string,
  { runLibraries = true, locales = [] }: { runLibraries?: boolean; locales?: readonly string[] } = {},
): Promise<void> {
  const files = exposeFiles(new URL(manifestUrl, doc.baseURI).href, manifest, expose, locales);
  for (const file of files.js) prefetchFile(doc, file);
  // The remote's stylesheets linked as its entry links them (which then finds them and adds
  // no second one): a preload in another request mode would download them twice.
  const own = files.css.map((href) => ({ href, cors: false }));
  const libraries = (manifest.mastheadPreload?.shared ?? []).filter(isLibrary);
  const styled = linkStylesheets(doc, [...own, ...libraryStylesheets(libraries)]);
  // A failure is quiet here: the load that needs the library reports it.
  if (runLibraries) for (const library of libraries) void loadLibrary(library).catch(() => undefined);
  return styled;
}

/**
 * Everything `expose` needs, asked for as soon as its manifest is in (`prefetchExposeFiles`).
 * A failure is quiet here; the load that needs the expose reports it. Settles once the files
 * have been asked for.
 */
export function prefetchExpose(
  doc: Document,
  manifestUrl: string,
  expose: string,
  locales: readonly string[] = [],
): Promise<void> {
  return fetchManifest(manifestUrl).then(
    (manifest) =>
      void prefetchExposeFiles(doc, manifestUrl, manifest, expose, { locales }).catch(() => undefined),
    () => undefined,
  );
}
