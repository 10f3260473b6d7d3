/**
 * Shared build and test configuration. Each remote's `vite.config.ts` is one call
 * to `remoteConfig(name)`, derived from the federation table; the loader's is
 * `loaderConfig()`. The default export is the Vitest configuration of the workspace
 * (the federation plugin disables itself under Vitest, TOOLCHAIN.md).
 */
import { fileURLToPath } from 'node:url';
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import type { Plugin, UserConfig } from 'vite';
import { defineConfig } from 'vitest/config';
import {
  remotes,
  shared,
  sharedOnDemand,
  shareStrategy,
  type RemoteEntry,
  type RemoteName,
} from './module-federation.config.ts';

const repoRoot = fileURLToPath(new URL('.', import.meta.url));

/** Class names carry a prefix so a host page can tell (and never collides with) ours. */
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

const css: NonNullable<UserConfig['css']> = {
  modules: { generateScopedName: 'mh-[local]-[hash:base64:5]' },
};

export function remoteConfig(name: RemoteName): UserConfig {
  const { federationName, devPort, exposes, consumes }: RemoteEntry = remotes[name];
  return {
    root: fileURLToPath(new URL(`./packages/${name}/`, import.meta.url)),
    // Relative URLs: the manifest resolves them against wherever the remote is deployed.
    base: './',
    css,
    plugins: [
      emptyEntry,
      react(),
      federation({
        name: federationName,
        filename: 'remoteEntry.js',
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
      rolldownOptions: { input: { 'empty-entry': emptyEntryId } },
    },
  };
}

export function loaderConfig(): UserConfig {
  return {
    root: fileURLToPath(new URL('./packages/loader/', import.meta.url)),
    base: './',
    // The shared Modal's styles: the same scoped names as in the remotes.
    css,
    plugins: [react()],
    // The federation runtime's own build flag (experiments.optimization.target in its
    // bundler plugins): the loader only runs in browsers, so its Node loading code goes.
    define: { ENV_TARGET: JSON.stringify('web') },
    build: {
      target: 'es2022',
      outDir: 'dist',
      emptyOutDir: true,
      modulePreload: false,
      rolldownOptions: {
        input: {
          'masthead-loader': fileURLToPath(new URL('./packages/loader/src/index.ts', import.meta.url)),
        },
        output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
        preserveEntrySignatures: false,
      },
    },
  };
}

export default defineConfig({
  root: repoRoot,
  css,
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['packages/*/src/**/*.test.{ts,tsx}'],
          setupFiles: ['./vitest.setup.ts'],
          restoreMocks: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'stories',
          environment: 'jsdom',
          include: ['tests/stories/**/*.test.tsx'],
          setupFiles: ['./vitest.setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          // One suite, run on the MSW mocks and on the reference server (issue 3).
          name: 'contract',
          environment: 'node',
          include: ['packages/server/test/**/*.test.ts'],
          // A real PostgreSQL server too (installed when missing), for the suite's PostgreSQL runs.
          globalSetup: ['./packages/server/test/postgres/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'node',
          include: ['tests/browser/**/*.test.ts'],
          globalSetup: ['./tests/browser/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
