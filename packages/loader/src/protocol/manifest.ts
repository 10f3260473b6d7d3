/**
 * What the loader reads of a remote's `mf-manifest.json`: where its container is and which
 * files each exposed module needs. No DOM here: a host's server reads the same manifests
 * to send the page's hints (page-hints.ts).
 */

interface ManifestExpose {
  path: string;
  /**
   * `js.async`: the chunks the module imports later; among them, its words in each locale
   * other than English (`messages-<locale>-<hash>.js`, `localeChunks`).
   */
  assets: { js: { sync: string[]; async?: string[] }; css: { sync: string[] } };
}

/** The part of `mf-manifest.json` the loader reads. */
export interface RemoteManifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: ManifestExpose[];
  /** Written by Masthead's remote build: the shared libraries the entry loads as it starts. */
  mastheadPreload?: { shared?: string[] };
  /**
   * Written by Masthead's remote build: what the loader needs to build the remote's
   * container itself, so the page never fetches `remoteEntry.js`. The key the remote's
   * chunks await their shared modules under, and, for an expose whose chunk it shares with
   * others, its export names → that chunk's.
   */
  mastheadContainer?: { initKey: string; picks?: Record<string, Record<string, string>> };
}

const isFileList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((file) => typeof file === 'string');

export function isManifest(value: unknown): value is RemoteManifest {
  const manifest = value as Partial<RemoteManifest> | null;
  return (
    typeof manifest?.metaData?.remoteEntry?.name === 'string' &&
    Array.isArray(manifest.exposes) &&
    manifest.exposes.every(
      (expose: Partial<ManifestExpose> | null) =>
        typeof expose?.path === 'string' &&
        isFileList(expose.assets?.js?.sync) &&
        (expose.assets.js.async === undefined || isFileList(expose.assets.js.async)) &&
        isFileList(expose.assets?.css?.sync),
    ) &&
    (manifest.mastheadContainer === undefined || typeof manifest.mastheadContainer.initKey === 'string')
  );
}

/**
 * Of an expose's later chunks, its words in `locale` (`messages-de-<hash>.js`, as the build
 * names them: build/src/messages.ts), or in any locale (`''`); none in English, which is in
 * the module itself.
 */
export const localeChunks = (files: readonly string[], locale: string): string[] =>
  locale === 'en'
    ? []
    : files.filter((file) =>
        file.slice(file.lastIndexOf('/') + 1).startsWith(locale ? `messages-${locale}-` : 'messages-'),
      );

/**
 * Only what the loader reads of a manifest (a fifth of its size): what a host puts in the
 * config it serves (`withManifests`, page-hints.ts). Of the later chunks, only the words.
 */
export function manifestEssentials(manifest: RemoteManifest): RemoteManifest {
  const { name, path } = manifest.metaData.remoteEntry;
  return {
    metaData: { remoteEntry: { name, path } },
    exposes: manifest.exposes.map(({ path: expose, assets }) => {
      const words = localeChunks(assets.js.async ?? [], '');
      return {
        path: expose,
        assets: {
          js: { sync: assets.js.sync, ...(words.length > 0 ? { async: words } : {}) },
          css: { sync: assets.css.sync },
        },
      };
    }),
    ...(manifest.mastheadPreload ? { mastheadPreload: manifest.mastheadPreload } : {}),
    ...(manifest.mastheadContainer ? { mastheadContainer: manifest.mastheadContainer } : {}),
  };
}

/** The absolute URL of the remote's container (`remoteEntry.js`), from its manifest's URL. */
export function remoteEntryUrl(manifestUrl: string, manifest: RemoteManifest): string {
  const { name, path } = manifest.metaData.remoteEntry;
  return new URL(path ? `${path.replace(/\/?$/, '/')}${name}` : name, manifestUrl).href;
}

/**
 * Every file `expose` needs from its remote, as absolute URLs: the container (unless the
 * loader builds it from the manifest) and the module's chunks, with its words in each of
 * `locales` (`js`), and its styles (`css`). `manifestUrl` must be absolute.
 */
export function exposeFiles(
  manifestUrl: string,
  manifest: RemoteManifest,
  expose: string,
  locales: readonly string[] = [],
): { js: string[]; css: string[] } {
  const at = (file: string) => new URL(file, manifestUrl).href;
  const entry = manifest.exposes.find((candidate) => candidate.path === expose);
  const later = entry?.assets.js.async ?? [];
  return {
    js: [
      ...(manifest.mastheadContainer ? [] : [remoteEntryUrl(manifestUrl, manifest)]),
      ...(entry?.assets.js.sync ?? []).map(at),
      ...locales.flatMap((locale) => localeChunks(later, locale)).map(at),
    ],
    css: (entry?.assets.css.sync ?? []).map(at),
  };
}
