import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as JsxRuntime from 'react/jsx-runtime';
import * as store from '@masthead/store';
import storePackage from '@masthead/store/package.json';
import * as i18n from '@masthead/i18n';
import * as i18nReact from '@masthead/i18n/react';
import i18nPackage from '@masthead/i18n/package.json';
import { remotes, shared, sharedOnDemand, type RemoteName } from '@masthead/federation';
import { leanContainer } from '@masthead/federation/container';
import type { WidgetModule } from '@masthead/federation/contract';
import type { LoaderConfig } from '../common/config.ts';
import {
  fetchManifest,
  moduleAddress,
  moduleFailed,
  remoteEntryUrl,
  prefetchExposeFiles,
  type RemoteManifest,
} from '../common/prefetch.ts';
import { libraryNames, libraryVersion, loadLibrary } from '../common/shared-libraries.ts';
import { localesFor } from '../common/page-language.ts';
import { withTimeout } from './timeout.ts';

/** One provider of a shared module, as a federation container's `init` reads it. */
interface SharedProvider {
  version: string;
  /** Resolves to a factory that returns the module. */
  get: () => Promise<() => unknown>;
  loaded: boolean;
  from: string;
  shareConfig: { singleton: boolean; requiredVersion: string };
}

/** Name → version → provider: the "default" share scope of Module Federation. */
export type ShareScope = Record<string, Record<string, SharedProvider>>;

/** What a remote's `remoteEntry.js` exports: the Module Federation container interface. */
interface Container {
  init(shareScope: ShareScope): Promise<void> | void;
  get(expose: string): Promise<() => unknown>;
}

const provider = (
  version: string,
  get: () => Promise<unknown>,
  shareConfig: SharedProvider['shareConfig'],
  loaded: boolean,
): Record<string, SharedProvider> => ({
  [version]: {
    version,
    get: () => get().then((module) => () => module),
    loaded,
    from: 'masthead_loader',
    shareConfig,
  },
});

/**
 * The loader provides every shared module (the federation table): React and the store in
 * its own bundle, the libraries of `sharedOnDemand` as chunks on first use. One provider
 * each, so a page can never end up with two Reacts or two stores.
 */
export function shareScope(): ShareScope {
  const reactConfig = { singleton: true, requiredVersion: shared.react.requiredVersion };
  const inBundle = (module: unknown) => () => Promise.resolve(module);
  return {
    react: provider(React.version, inBundle(React), reactConfig, true),
    'react/jsx-runtime': provider(React.version, inBundle(JsxRuntime), reactConfig, true),
    'react-dom': provider(React.version, inBundle(ReactDOM), reactConfig, true),
    'react-dom/client': provider(React.version, inBundle(ReactDOMClient), reactConfig, true),
    '@masthead/store': provider(
      storePackage.version,
      inBundle(store),
      { singleton: true, requiredVersion: shared['@masthead/store'].requiredVersion },
      true,
    ),
    '@masthead/i18n': provider(
      i18nPackage.version,
      inBundle(i18n),
      { singleton: true, requiredVersion: shared['@masthead/i18n'].requiredVersion },
      true,
    ),
    '@masthead/i18n/react': provider(
      i18nPackage.version,
      inBundle(i18nReact),
      { singleton: true, requiredVersion: shared['@masthead/i18n/react'].requiredVersion },
      true,
    ),
    ...Object.fromEntries(
      libraryNames.map((name) => [
        name,
        provider(libraryVersion(name), () => loadLibrary(name), { ...sharedOnDemand[name] }, false),
      ]),
    ),
  };
}

const isContainer = (value: unknown): value is Container =>
  typeof (value as Partial<Container> | null)?.init === 'function' &&
  typeof (value as Partial<Container> | null)?.get === 'function';

/**
 * A Masthead remote's container, built from its manifest as its `remoteEntry.js` would
 * build it (the same code, @masthead/federation/container): the page skips the entry.
 */
function containerOf(
  manifestUrl: string,
  manifest: RemoteManifest,
  { initKey, picks = {} }: NonNullable<RemoteManifest['mastheadContainer']>,
  importModule: (url: string) => Promise<unknown>,
): Container {
  const at = (file: string) => new URL(file, manifestUrl).href;
  return leanContainer({
    initKey,
    eager: manifest.mastheadPreload?.shared ?? [],
    exposes: Object.fromEntries(
      manifest.exposes.map(({ path, assets }) => [path, () => importModule(at(assets.js.sync[0] ?? ''))]),
    ),
    picks,
    styles: Object.fromEntries(manifest.exposes.map(({ path, assets }) => [path, assets.css.sync.map(at)])),
  });
}

/**
 * Load one expose of one remote. Everything it needs is requested at once: its manifest,
 * then every file the manifest names for it (its words in the page's languages too), and,
 * beside them, the loader's libraries the remote consumes. Loading the same expose again
 * returns the same module (or the same pending load), so prefetching a dialog on intent and
 * opening it fetch nothing twice; a failed load is forgotten, so the next try starts over.
 */
export type LoadExpose = ((remote: RemoteName, expose: string) => Promise<WidgetModule>) & {
  /** Whether the expose has loaded already (a prefetch on intent, an earlier open). */
  loaded?: (remote: RemoteName, expose: string) => boolean;
};

/**
 * The page's federation host. A remote's manifest names its container (`remoteEntry.js`),
 * or, for a Masthead remote, says how to build it without fetching the entry; the
 * container is made once, given the loader's share scope (`init`), and asked for each
 * expose (`get`): the Module Federation container protocol, with no runtime library in
 * between (a React host may still use @module-federation/vite's own, as the demo's does).
 */
export function createFederation(
  config: LoaderConfig,
  doc: Document,
  importAt: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ url),
): LoadExpose {
  const scope = shareScope();
  // A module that failed to load is asked for at a new address next time (common/prefetch.ts).
  const importModule = (url: string) =>
    importAt(moduleAddress(doc, url)).catch((error: unknown) => {
      moduleFailed(doc, url);
      throw error;
    });
  const importEntry = async (url: string): Promise<Container> => {
    const entry = await importModule(url);
    if (!isContainer(entry)) throw new Error(`${url} is not a federation container`);
    return entry;
  };
  const containers = new Map<string, Promise<Container>>();
  const containerAt = (manifestUrl: string): Promise<Container> => {
    let container = containers.get(manifestUrl);
    if (!container) {
      container = fetchManifest(manifestUrl).then(async (manifest) => {
        const base = new URL(manifestUrl, doc.baseURI).href;
        const entry = manifest.mastheadContainer
          ? containerOf(base, manifest, manifest.mastheadContainer, importModule)
          : await importEntry(remoteEntryUrl(base, manifest));
        await entry.init(scope);
        return entry;
      });
      containers.set(manifestUrl, container);
      container.catch(() => containers.delete(manifestUrl));
    }
    return container;
  };

  const loads = new Map<string, Promise<WidgetModule>>();
  const arrived = new Set<string>();
  const loadOnce = async (remote: RemoteName, expose: string): Promise<WidgetModule> => {
    const manifestUrl = config.remotes[remote];
    if (!manifestUrl) throw new Error(`no URL for remote "${remote}" in the config`);
    const id = `${remotes[remote].federationName}/${expose.replace(/^\.\//, '')}`;
    // Everything the expose needs, asked for at once; its styles and its libraries' apply
    // together (common/stylesheets.ts), and the widget renders once they do.
    const styled = fetchManifest(manifestUrl).then((manifest) =>
      prefetchExposeFiles(doc, manifestUrl, manifest, expose, { locales: localesFor(doc, remote, expose) }),
    );
    // (Reported by the load below, which waits for it, when the container comes.)
    styled.catch(() => undefined);
    const load = containerAt(manifestUrl).then(async (container) => {
      const [factory] = await Promise.all([container.get(expose), styled]);
      return factory();
    });
    const module = (await withTimeout(load, config.loadTimeoutMs)) as WidgetModule | undefined;
    if (!module || typeof module.default !== 'function') throw new Error(`${id} exports no component`);
    return module;
  };

  const keyOf = (remote: RemoteName, expose: string) => `${remote}\n${expose}`;
  const load: LoadExpose = (remote, expose) => {
    const key = keyOf(remote, expose);
    let module = loads.get(key);
    if (!module) {
      module = loadOnce(remote, expose);
      loads.set(key, module);
      module.then(
        () => arrived.add(key),
        () => loads.delete(key),
      );
    }
    return module;
  };
  load.loaded = (remote, expose) => arrived.has(keyOf(remote, expose));
  return load;
}
