/**
 * Round trips, not bytes: a remote's manifest names every file its exposed module needs
 * (the entry, the module's chunks and its styles), so the moment the manifest arrives the
 * loader asks for all of them at once, instead of letting the federation runtime discover
 * them one import at a time (entry, then its helpers, then the module, then its imports).
 * The manifest itself is fetched once a page.
 */
import { isLibrary, loadLibrary } from './shared-libraries.ts';

interface ManifestExpose {
  path: string;
  assets: { js: { sync: string[] }; css: { sync: string[] } };
}

/** The part of `mf-manifest.json` the loader reads. */
export interface RemoteManifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: ManifestExpose[];
  /** Written by Masthead's remote build: the shared libraries the entry loads as it starts. */
  mastheadPreload?: { shared?: string[] };
}

const manifests = new Map<string, Promise<RemoteManifest>>();

function isManifest(value: unknown): value is RemoteManifest {
  const manifest = value as Partial<RemoteManifest> | null;
  return typeof manifest?.metaData?.remoteEntry?.name === 'string' && Array.isArray(manifest.exposes);
}

/** A remote's manifest, fetched once a page; a failed fetch is forgotten so a later try asks again. */
export function fetchManifest(url: string): Promise<RemoteManifest> {
  let manifest = manifests.get(url);
  if (!manifest) {
    manifest = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      const json: unknown = await response.json();
      if (!isManifest(json)) throw new Error(`${url} is not a federation manifest`);
      return json;
    });
    manifests.set(url, manifest);
    manifest.catch(() => manifests.delete(url));
  }
  return manifest;
}

/** The absolute URL of the remote's container (`remoteEntry.js`), from its manifest's URL. */
export function remoteEntryUrl(manifestUrl: string, manifest: RemoteManifest): string {
  const { name, path } = manifest.metaData.remoteEntry;
  return new URL(path ? `${path.replace(/\/?$/, '/')}${name}` : name, manifestUrl).href;
}

const hinted = new WeakMap<Document, Set<string>>();

export function hint(doc: Document, href: string, rel: 'modulepreload' | 'stylesheet'): void {
  const seen = hinted.get(doc) ?? new Set<string>();
  hinted.set(doc, seen);
  if (seen.has(href)) return;
  seen.add(href);
  const link = doc.createElement('link');
  link.rel = rel;
  link.href = href;
  doc.head.append(link);
}

/**
 * Ask, all at once, for everything `expose` needs from its remote: the entry, the module's
 * chunks and its styles. The browser keeps the modules until the runtime imports them.
 */
export function preloadExpose(
  doc: Document,
  manifestUrl: string,
  manifest: RemoteManifest,
  expose: string,
): void {
  const base = new URL(manifestUrl, doc.baseURI).href;
  const at = (file: string) => new URL(file, base).href;
  hint(doc, remoteEntryUrl(base, manifest), 'modulepreload');
  const entry = manifest.exposes.find((candidate) => candidate.path === expose);
  for (const file of entry?.assets.js.sync ?? []) hint(doc, at(file), 'modulepreload');
  // The stylesheet itself, linked as the remote's entry links it (which then finds it and
  // adds no second one): a preload in another request mode would download it twice.
  // Its class names are the remote's own, so applying it early touches nothing else.
  for (const file of entry?.assets.css.sync ?? []) hint(doc, at(file), 'stylesheet');
}

/**
 * Everything `expose` needs, asked for as soon as its manifest is in: the remote's files
 * and the loader's libraries the remote takes as it starts. A failure is quiet here; the
 * load that needs the expose reports it. Settles once the files have been asked for.
 */
export function warmExpose(doc: Document, manifestUrl: string, expose: string): Promise<void> {
  return fetchManifest(manifestUrl).then(
    (manifest) => {
      preloadExpose(doc, manifestUrl, manifest, expose);
      for (const library of manifest.mastheadPreload?.shared ?? []) {
        if (isLibrary(library)) void loadLibrary(library).catch(() => undefined);
      }
    },
    () => undefined,
  );
}
