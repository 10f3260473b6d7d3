import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as JsxRuntime from 'react/jsx-runtime';
import * as runtimeCore from '@module-federation/runtime/core';
import { createInstance } from '@module-federation/runtime';
import * as store from '@masthead/store';
import storePackage from '@masthead/store/package.json';
import { remotes, shared, sharedOnDemand, shareStrategy, type RemoteName } from '@masthead/federation';
import type { WidgetModule } from '@masthead/federation/contract';
import type { LoaderConfig } from './config.ts';
import { manifestFetchPlugin, warmExpose } from './preload.ts';
import { libraryNames, libraryVersion, loadLibrary } from './shared-libraries.ts';
import { withTimeout } from './timeout.ts';

type ShareConfig = { singleton: boolean; requiredVersion: string };
/** In the loader's bundle (`lib`), or fetched as its own chunk on first use (`get`). */
type SharedEntry =
  | { version: string; lib: () => unknown; shareConfig: ShareConfig }
  | { version: string; get: () => Promise<() => unknown>; shareConfig: ShareConfig };

/**
 * The loader provides every shared module (the federation table): React and the store in
 * its own bundle, the libraries of `sharedOnDemand` as chunks on first use. Leaving them
 * to whichever remote loads first raced and produced two Reacts.
 */
function sharedModules(): Record<string, SharedEntry> {
  const reactConfig = { singleton: true, requiredVersion: shared.react.requiredVersion };
  return {
    react: { version: React.version, lib: () => React, shareConfig: reactConfig },
    'react/jsx-runtime': { version: React.version, lib: () => JsxRuntime, shareConfig: reactConfig },
    'react-dom': { version: React.version, lib: () => ReactDOM, shareConfig: reactConfig },
    'react-dom/client': { version: React.version, lib: () => ReactDOMClient, shareConfig: reactConfig },
    '@masthead/store': {
      version: storePackage.version,
      lib: () => store,
      shareConfig: { singleton: true, requiredVersion: shared['@masthead/store'].requiredVersion },
    },
    ...Object.fromEntries(
      libraryNames.map((name): [string, SharedEntry] => [
        name,
        {
          version: libraryVersion(name),
          get: () => loadLibrary(name).then((module) => () => module),
          shareConfig: { ...sharedOnDemand[name] },
        },
      ]),
    ),
  };
}

/**
 * Load one expose of one remote. Everything it needs is requested at once: its manifest,
 * then every file the manifest names for it, and, beside them, the loader's libraries the
 * remote consumes. Loading the same expose again returns the same module (or the same
 * pending load), so warming a dialog up on intent and opening it fetch nothing twice; a
 * failed load is forgotten, so the next try starts over.
 */
export type LoadExpose = (remote: RemoteName, expose: string) => Promise<WidgetModule>;

/** One federation instance for the page; remotes built with `externalRuntime` use its core. */
export function createFederation(config: LoaderConfig, doc: Document): LoadExpose {
  const federationGlobal = runtimeCore.Global as { _FEDERATION_RUNTIME_CORE?: unknown };
  federationGlobal._FEDERATION_RUNTIME_CORE ??= runtimeCore;

  const instance = createInstance({
    name: 'masthead_loader',
    remotes: Object.entries(config.remotes).map(([name, entry]) => ({
      name: remotes[name as RemoteName].federationName,
      entry,
    })),
    shared: sharedModules(),
    shareStrategy,
    plugins: [manifestFetchPlugin()],
  });

  const loads = new Map<string, Promise<WidgetModule>>();
  const loadOnce = async (remote: RemoteName, expose: string): Promise<WidgetModule> => {
    const manifestUrl = config.remotes[remote];
    if (!manifestUrl) throw new Error(`no URL for remote "${remote}" in the config`);
    warmExpose(doc, manifestUrl, expose);
    const id = `${remotes[remote].federationName}/${expose.replace(/^\.\//, '')}`;
    const module = await withTimeout(instance.loadRemote<WidgetModule>(id), config.loadTimeoutMs);
    if (!module || typeof module.default !== 'function') throw new Error(`${id} exports no component`);
    return module;
  };

  return (remote, expose) => {
    const key = `${remote}\n${expose}`;
    let module = loads.get(key);
    if (!module) {
      module = loadOnce(remote, expose);
      loads.set(key, module);
      module.catch(() => loads.delete(key));
    }
    return module;
  };
}
