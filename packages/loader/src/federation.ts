import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as JsxRuntime from 'react/jsx-runtime';
import * as runtimeCore from '@module-federation/runtime/core';
import { createInstance } from '@module-federation/runtime';
import * as store from '@masthead/store';
import storePackage from '@masthead/store/package.json';
import { remotes, shared, shareStrategy, type RemoteName } from '../../../module-federation.config.ts';
import type { LoaderConfig } from './config.ts';
import type { WidgetModule } from './contract.ts';
import { withTimeout } from './timeout.ts';

type SharedEntry = {
  version: string;
  lib: () => unknown;
  shareConfig: { singleton: boolean; requiredVersion: string };
};

/**
 * The loader provides React and the store itself. Leaving them to whichever remote
 * loads first raced and produced two Reacts (TOOLCHAIN.md, "the host must provide").
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
  };
}

export type LoadExpose = (remote: RemoteName, expose: string) => Promise<WidgetModule>;

/** One federation instance for the page; remotes built with `externalRuntime` use its core. */
export function createFederation(config: LoaderConfig): LoadExpose {
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
  });

  return async (remote, expose) => {
    if (!config.remotes[remote]) throw new Error(`no URL for remote "${remote}" in the config`);
    const id = `${remotes[remote].federationName}/${expose.replace(/^\.\//, '')}`;
    const module = await withTimeout(instance.loadRemote<WidgetModule>(id), config.loadTimeoutMs);
    if (!module || typeof module.default !== 'function') throw new Error(`${id} exports no component`);
    return module;
  };
}
