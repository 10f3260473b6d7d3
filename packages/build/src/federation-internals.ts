/**
 * Everything Masthead's build reads of @module-federation/vite that the plugin does not
 * document: the names it gives its modules, chunks and globals. Each is written once here
 * with the source text it comes from in the version this was written against;
 * federation-internals.test.ts checks that source text is still in the installed plugin, so
 * an upgrade that changes one fails a test instead of a page.
 *
 * The lean remote entry (remote-build.ts) and the container it is made of
 * (packages/federation/src/container.ts, which must import nothing and so repeats the
 * shape below) depend on these.
 */

/** The plugin version these were read from; the test names it when one has moved. */
export const readFromVersion = '1.23.0';

/**
 * The plugin names each shared import's module `…__loadShare__<encoded name>__loadShare__…`,
 * the package name encoded with `_mf_0_` for `@`, `_mf_1_` for `/`, `_mf_2_` for `-`.
 */
export const loadShareTag = '__loadShare__';

/** The shared module a module id loads, decoded from the plugin's name for it; else undefined. */
export const sharedName = (moduleId: string): string | undefined =>
  new RegExp(`${loadShareTag}(.+?)${loadShareTag}`)
    .exec(moduleId)?.[1]
    ?.replaceAll('_mf_0_', '@')
    .replaceAll('_mf_1_', '/')
    .replaceAll('_mf_2_', '-');

/**
 * The global the remote's chunks await their shared modules under: the plugin writes its key
 * as a template literal into `remoteEntry.js`, and keeps there an object with `initPromise`,
 * `initResolve`, `initReject` and, when it loads shares lazily, `loadLazyShares(names)`.
 */
export const initKeyIn = (remoteEntryCode: string): string | undefined =>
  /`(__mf_init__virtual:mf:[^`]+)`/.exec(remoteEntryCode)?.[1];

/**
 * The plugin's own modules (its runtime glue, under `__mf__virtual` or `virtual:mf:` ids), but
 * not the share bindings a widget imports (`__loadShare__`), which are ordinary imports.
 */
export const isPluginGlue = (moduleId: string): boolean =>
  moduleId.includes('virtual') && !moduleId.includes(loadShareTag);

/** The code-splitting group the plugin adds to keep Vite's preload helper in a file of its own. */
export const preloadHelperChunk = 'vite-preload-helper';

/** The files the plugin writes for a remote (with `filename: 'remoteEntry.js'`, `manifest: true`). */
export const remoteEntryFile = 'remoteEntry.js';
export const manifestFile = 'mf-manifest.json';

/**
 * The source text in the installed plugin's `lib/` each of the above relies on: if one is
 * gone, the plugin has changed what Masthead's build reads.
 */
export const pluginSourceMarkers: Readonly<Record<string, string>> = {
  'the tag of a shared import module': `"${loadShareTag}"`,
  'how a shared name is encoded': `.replace(/@/g, "_mf_0_").replace(/\\//g, "_mf_1_").replace(/-/g, "_mf_2_")`,
  'the init global key': '`__mf_init__${',
  'the ids of its own modules': 'virtualModuleDir: options.virtualModuleDir || "__mf__virtual"',
  'the ids of its virtual modules': 'this.importId = `virtual:mf:${',
  'the init global shape': 'const { initPromise, initResolve, initReject',
  'lazy shares on the init global': '.loadLazyShares = async (names)',
  'the preload helper group': `PRELOAD_HELPER_CHUNK = "${preloadHelperChunk}"`,
  'the manifest file name': `"${manifestFile}"`,
};
