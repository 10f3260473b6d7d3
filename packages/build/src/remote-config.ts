/**
 * The Vite config of a remote, derived from the federation table: each remote's
 * `vite.config.ts` is one call to `remoteConfig(name)`.
 */
import { fileURLToPath } from 'node:url';
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import type { Plugin, UserConfig } from 'vite';
import {
  remotes,
  shared,
  sharedOnDemand,
  shareStrategy,
  type RemoteEntry,
  type RemoteName,
} from '@masthead/federation';
import { css } from './css.ts';
import { messages } from './messages.ts';
import { remoteEntryFile } from './federation-internals.ts';
import { exposeChunks, leanRemote } from './remote-build.ts';

/**
 * Vite needs an entry besides the remote entry; pages only ever load `remoteEntry.js`
 * (through `mf-manifest.json`), so this one is empty and never downloaded.
 */
const emptyEntryId = 'virtual:masthead-empty-entry';
const emptyEntry: Plugin = {
  name: 'masthead-empty-entry',
  resolveId: (id) => (id === emptyEntryId ? `\0${emptyEntryId}` : undefined),
  load: (id) => (id === `\0${emptyEntryId}` ? 'export {};' : undefined),
};

export function remoteConfig(name: RemoteName): UserConfig {
  const { federationName, devPort, exposes, consumes }: RemoteEntry = remotes[name];
  const root = fileURLToPath(new URL(`../../${name}/`, import.meta.url));
  return {
    root,
    // Relative URLs: the manifest resolves them against wherever the remote is deployed.
    base: './',
    css,
    plugins: [
      emptyEntry,
      leanRemote(root, exposes, [...Object.keys(shared), ...consumes]),
      messages({ byUrl: true }),
      react(),
      federation({
        name: federationName,
        filename: remoteEntryFile,
        manifest: true,
        exposes,
        // Consume-only (`import: false`): the host provides every shared module, so a remote
        // carries no copy and no fallback, and a page can never end up with two Reacts or stores.
        shared: Object.fromEntries(
          [
            ...Object.entries(shared),
            ...consumes.map((library) => [library, sharedOnDemand[library]] as const),
          ].map(([library, config]) => [library, { ...config, import: false as const }]),
        ),
        shareStrategy,
        // The loader provides the federation runtime core; each remote saves ~18 KB gzip.
        experiments: { externalRuntime: true },
        dts: false,
        dev: { remoteHmr: true },
      }),
    ],
    server: { port: devPort, strictPort: true, cors: true, origin: `http://localhost:${devPort}` },
    preview: { port: devPort, strictPort: true, cors: true },
    build: {
      target: 'esnext',
      outDir: 'dist',
      emptyOutDir: true,
      modulePreload: false,
      rolldownOptions: {
        input: { 'empty-entry': emptyEntryId },
        // An expose's chunk may export more than the expose (what its lazy chunks import).
        preserveEntrySignatures: 'allow-extension',
        output: {
          codeSplitting: {
            groups: [
              {
                name: exposeChunks(root, exposes),
                debugName: 'expose-chunks',
                includeDependenciesRecursively: false,
              },
            ],
          },
        },
      },
    },
  };
}
