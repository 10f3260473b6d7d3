import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as JsxRuntime from 'react/jsx-runtime';
import * as runtimeCore from '@module-federation/runtime/core';
import { createInstance } from '@module-federation/runtime';
import * as store from '@masthead/store';
import storePackage from '@masthead/store/package.json';
import { version as apiVersion } from '@masthead/api/package.json';
import { version as analyticsVersion } from '@masthead/analytics/package.json';
import { version as authFlowVersion } from '@masthead/auth-flow/package.json';
import { version as formikVersion } from 'formik/package.json';
import { version as yupVersion } from 'yup/package.json';
import { version as uiKitVersion } from '@masthead/ui-kit/package.json';
import {
  remotes,
  shared,
  sharedOnDemand,
  shareStrategy,
  type OnDemandLibrary,
  type RemoteName,
} from '@masthead/federation';
import type { LoaderConfig } from './config.ts';
import type { WidgetModule } from '@masthead/federation/contract';
import { withTimeout } from './timeout.ts';

type ShareConfig = { singleton: boolean; requiredVersion: string };
/** In the loader's bundle (`lib`), or fetched as its own chunk on first use (`get`). */
type SharedEntry =
  | { version: string; lib: () => unknown; shareConfig: ShareConfig }
  | { version: string; get: () => Promise<() => unknown>; shareConfig: ShareConfig };

/** Each on-demand library: its version and the dynamic import that makes it a chunk. */
const onDemand: Record<OnDemandLibrary, { version: string; load: () => Promise<unknown> }> = {
  formik: { version: formikVersion, load: () => import('./formik-share.ts') },
  yup: { version: yupVersion, load: () => import('yup') },
  '@masthead/ui-kit/modal': { version: uiKitVersion, load: () => import('@masthead/ui-kit/modal') },
  '@masthead/ui-kit/slide-in-panel': {
    version: uiKitVersion,
    load: () => import('@masthead/ui-kit/slide-in-panel'),
  },
  '@masthead/api': { version: apiVersion, load: () => import('@masthead/api') },
  '@masthead/analytics': { version: analyticsVersion, load: () => import('@masthead/analytics') },
  '@masthead/auth-flow': { version: authFlowVersion, load: () => import('@masthead/auth-flow') },
};

/**
 * The loader provides every shared module (module-federation.config.ts): React and the
 * store in its own bundle, the libraries of `sharedOnDemand` as chunks on first use. Leaving them to whichever remote
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
    ...Object.fromEntries(
      Object.entries(onDemand).map(([name, { version, load }]): [string, SharedEntry] => [
        name,
        {
          version,
          get: () => load().then((module) => () => module),
          shareConfig: { ...sharedOnDemand[name as OnDemandLibrary] },
        },
      ]),
    ),
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
