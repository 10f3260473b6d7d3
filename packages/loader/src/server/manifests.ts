/**
 * The documents a host's server reads to know a page's files: the config, with each remote's
 * manifest put in it (`withManifests`), and the loader's library table. The hints
 * (link-header.ts) and the prerendered markup (prerendered-markup.ts) both read them, through
 * the readers a host passes in and caches.
 */
import type { RemoteName } from '@masthead/federation';
import { manifestEssentials, type RemoteManifest } from '../protocol/manifest.ts';

/** The part of the config document these functions read. */
export interface HostConfig {
  /** Remote → manifest URL, as the loader reads it. */
  remotes: Partial<Record<RemoteName, string>>;
  /** The manifests the config carries (`withManifests`). */
  manifests?: Partial<Record<RemoteName, RemoteManifest>>;
  /** The widgets' language on every page, over each page's `<html lang>` (as the loader reads it). */
  locale?: string;
}

/**
 * A remote's manifest, read by the host. Cache it (every page asks); when it fails, that
 * remote is left out and the loader fetches what it needs itself.
 */
export type ReadManifest = (url: string) => Promise<RemoteManifest>;

/**
 * `config` with the manifest of each of its remotes in it, as `manifests`: the loader then
 * fetches none of them. Only what the loader reads is kept. A manifest URL that names a
 * version (`…/footer/1.4.0/mf-manifest.json`) serves the same manifest for good; one that
 * does not must be read again when its remote is deployed. `configUrl` is where the config
 * is served: the manifest URLs resolve against it.
 */
export async function withManifests<Config extends HostConfig>(
  config: Config,
  configUrl: string,
  manifest: ReadManifest,
): Promise<Config> {
  const read = await Promise.all(
    Object.entries(config.remotes).map(async ([remote, url]) => {
      const found = url ? await manifest(new URL(url, configUrl).href).catch(() => undefined) : undefined;
      return found ? [[remote, manifestEssentials(found)] as const] : [];
    }),
  );
  return { ...config, manifests: { ...config.manifests, ...Object.fromEntries(read.flat()) } };
}

/**
 * The loader's `masthead-libraries.json`, beside its entry: for each library it provides on
 * first use, the files that library's first import fetches, relative to the entry.
 */
export type LibraryFiles = Record<string, { js: string[]; css: string[] }>;

/** Reads the loader's library table; cache it (it changes with each deployment of the loader). */
export type ReadLibraries = (url: string) => Promise<unknown>;

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** Whether what `ReadLibraries` gave is a library table; anything else is ignored. */
export function isLibraryFiles(value: unknown): value is LibraryFiles {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every(
      (files: Partial<LibraryFiles[string]> | null) => isStrings(files?.js) && isStrings(files.css),
    )
  );
}
