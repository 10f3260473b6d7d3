/**
 * Shared build and test configuration. Each remote's `vite.config.ts` is one call
 * to `remoteConfig(name)`, derived from the federation table; the loader's is
 * `loaderConfig()`. The default export is the Vitest configuration of the workspace
 * (the federation plugin disables itself under Vitest, docs/toolchain.md).
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
  type OnDemandLibrary,
  type RemoteEntry,
  type RemoteName,
} from './module-federation.config.ts';
import { withCompileHint } from './packages/federation/src/compile-hints.ts';
import { isolateCss } from './packages/federation/src/css-isolation.ts';
import { exposeChunks, leanRemote } from './packages/federation/src/remote-build.ts';
import { coreChunks, libraryFiles } from './packages/loader/src/core-files.ts';

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

/**
 * How class names are scoped, and every stylesheet of ours layered and made `!important` so
 * no host rule of ordinary specificity restyles a widget (css-isolation.ts). The header's
 * prerendered markup (build-prerender.mjs), Storybook and the React host use it too.
 */
export const css: NonNullable<UserConfig['css']> = {
  modules: { generateScopedName: 'mh-[local]-[hash:base64:5]' },
  postcss: { plugins: [isolateCss()] },
};

export function remoteConfig(name: RemoteName): UserConfig {
  const { federationName, devPort, exposes, consumes }: RemoteEntry = remotes[name];
  const root = fileURLToPath(new URL(`./packages/${name}/`, import.meta.url));
  return {
    root,
    // Relative URLs: the manifest resolves them against wherever the remote is deployed.
    base: './',
    css,
    plugins: [
      emptyEntry,
      leanRemote(root, exposes, [...Object.keys(shared), ...consumes]),
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

/**
 * Rolldown puts its few interop helpers in a chunk of their own when the entry and the
 * on-demand chunks both use them, and the entry then imports that chunk: one more round
 * trip before the loader can run, on every page (rolldown/rolldown#10731). This moves the
 * helpers into the loader's entry, which the other chunks import from already.
 */
const isRuntimeChunk = (fileName: string) => /(^|\/)rolldown-runtime-[\w-]+\.js$/.test(fileName);

const runtimeIntoEntry: Plugin = {
  name: 'masthead-runtime-into-entry',
  apply: 'build',
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      const runtime = Object.values(bundle).find(
        (file) => file.type === 'chunk' && isRuntimeChunk(file.fileName),
      );
      const entry = bundle['masthead-loader.js'];
      if (runtime?.type !== 'chunk' || entry?.type !== 'chunk') return;
      const file = runtime.fileName.split('/').pop() ?? '';
      const exported = /export\s*\{([^}]*)\};?\s*$/.exec(runtime.code);
      if (!exported) this.error('masthead-runtime-into-entry: the runtime chunk exports nothing');
      // `local as exported` pairs, as the object the helpers become.
      const members = (exported[1] ?? '')
        .split(',')
        .map((pair) => pair.trim().split(/\s+as\s+/))
        .map(([local = '', name = local]) => `${name}:${local}`)
        .join(',');
      const helpers = `const __mhRuntime=(()=>{${runtime.code.slice(0, exported.index)};return{${members}}})();`;
      // `import{a as e,t}from"./…/rolldown-runtime-….js"` becomes `const{a:e,t:t}=__mhRuntime;`.
      const importOf = new RegExp(
        `import\\s*\\{([^}]*)\\}\\s*from\\s*"[./\\w-]*${file.replace('.', '\\.')}";?`,
      );
      const bindings = (specifiers: string) =>
        specifiers
          .split(',')
          .map((pair) => pair.trim().split(/\s+as\s+/))
          .map(([name = '', local = name]) => `${name}:${local}`)
          .join(',');
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || chunk === runtime) continue;
        const found = importOf.exec(chunk.code);
        if (chunk === entry) {
          chunk.code = found
            ? chunk.code.replace(importOf, `${helpers}const{${bindings(found[1] ?? '')}}=__mhRuntime;`)
            : helpers + chunk.code;
          chunk.code = `${chunk.code.replaceAll(`./${runtime.fileName}`, './masthead-loader.js')}\nexport{__mhRuntime};`;
        } else if (found) {
          chunk.code = chunk.code.replace(
            importOf,
            `import{__mhRuntime}from"../masthead-loader.js";const{${bindings(found[1] ?? '')}}=__mhRuntime;`,
          );
        }
      }
      delete bundle[runtime.fileName];
    },
  },
};

/**
 * Every file of the loader runs as soon as it arrives (the entry and its core at once, a
 * library when a widget starts with it): each gets V8's compile hint
 * (packages/federation/src/compile-hints.ts). Runs after the helper chunk is folded in.
 */
const loaderCompileHints: Plugin = {
  name: 'masthead-loader-compile-hints',
  apply: 'build',
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      for (const file of Object.values(bundle))
        if (file.type === 'chunk') file.code = withCompileHint(file.code);
    },
  },
};

/**
 * Files of the loader that are on the page before any library is asked for: the entry
 * (Rolldown's helper chunk is folded into it, above) and the core it loads first thing.
 */
const isOnPageFirst = (fileName: string) =>
  fileName === 'masthead-loader.js' ||
  isRuntimeChunk(fileName) ||
  (Object.values(coreChunks) as string[]).includes(fileName);

/**
 * Writes `libraryFiles` (core-files.ts): for each library the loader provides on first use,
 * every file its import fetches (its chunk, the chunks that imports, their styles), as
 * Vite's preload helper asks for them. A host's server reads it to name those files in a
 * page's hints (page-hints.ts) with the HTML, instead of the loader asking for them once
 * it runs. A library in the core has none. The build fails if a library is in no chunk.
 */
const libraryFilesWritten = (): Plugin => {
  const ids = new Map<OnDemandLibrary, string>();
  return {
    name: 'masthead-library-files-written',
    apply: 'build',
    async buildStart() {
      const importer = fileURLToPath(new URL('./packages/loader/src/shared-libraries.ts', import.meta.url));
      for (const library of Object.keys(sharedOnDemand) as OnDemandLibrary[]) {
        const resolved = await this.resolve(library, importer);
        if (!resolved) this.error(`masthead-library-files-written: cannot resolve ${library}`);
        ids.set(library, resolved.id);
      }
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []));
        const table: Record<string, { js: string[]; css: string[] }> = {};
        for (const [library, id] of ids) {
          const home = chunks.find((chunk) => chunk.moduleIds.includes(id));
          if (!home) this.error(`masthead-library-files-written: no chunk holds ${library}`);
          if (isOnPageFirst(home.fileName)) continue;
          const js: string[] = [];
          const visit = (fileName: string) => {
            if (js.includes(fileName) || isOnPageFirst(fileName)) return;
            js.push(fileName);
            const chunk = bundle[fileName];
            if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
          };
          visit(home.fileName);
          const css = js.flatMap((fileName) => {
            const chunk = bundle[fileName];
            return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
          });
          table[library] = { js, css: [...new Set(css)] };
        }
        this.emitFile({
          type: 'asset',
          fileName: libraryFiles,
          source: `${JSON.stringify(table, null, 2)}\n`,
        });
      },
    },
  };
};

/** The loader's core group (React and `core.ts`), which gets the name in `coreChunks`. */
const isCoreChunk = (chunk: { name: string }) => chunk.name === 'core';

/** The build fails if a file the entry hints at by name was not written. */
const coreChunksWritten: Plugin = {
  name: 'masthead-core-chunks-written',
  apply: 'build',
  generateBundle(_options, bundle) {
    for (const file of Object.values(coreChunks)) {
      if (!bundle[file]) this.error(`masthead-core-chunks-written: the build wrote no ${file}`);
    }
    // A module the core imports that its group does not name lands in a second "core"
    // chunk, which Rolldown names masthead-core2.js: one more file before any widget.
    const strays = Object.keys(bundle).filter((file) => /^chunks\/masthead-core\d+\.js$/.test(file));
    if (strays.length > 0)
      this.error(
        `masthead-core-chunks-written: ${strays.join(', ')} holds part of the core; add its modules to the core group`,
      );
  },
};

const inPackage = (pattern: string) => new RegExp(`[\\\\/]packages[\\\\/]${pattern}`);
const inModules = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`);
/** Code only: the entry reads a few packages' `package.json` for their versions. */
const anyOf =
  (...patterns: RegExp[]) =>
  (id: string) =>
    !id.endsWith('package.json') && patterns.some((pattern) => pattern.test(id));

// A group takes only the modules it names: by default it would also take their imports,
// the entry's own modules among them, and the entry would then import the group at once.
const loaderChunkGroups = [
  {
    // React and the core that mounts widgets with it: one file, needed whole at once.
    name: 'core',
    includeDependenciesRecursively: false,
    test: (id: string) =>
      // The store's version, which the core gives the share scope.
      /[\\/]packages[\\/]store[\\/]package\.json$/.test(id) ||
      anyOf(
        inModules('react|react-dom|scheduler'),
        /[\\/]node_modules[\\/]zustand[\\/]esm[\\/](index|react)\.mjs$/,
        inPackage(
          'loader/src/(core|federation|mount|elements|placement|data-placements|dialog-faults|dialogs|timeout)\\.tsx?$',
        ),
        inPackage('store/src/(hooks|index)\\.ts$'),
        // The isolation root's mark and the inert page behind overlays (several libraries use them).
        inPackage('ui-kit/src/(isolation|inert-outside)\\.ts$'),
        // Analytics' device detection, which the ads start with (a library of its own).
        inPackage('analytics/src/device\\.ts$'),
        inPackage('federation/src/(contract|container)\\.ts$'),
      )(id),
  },
  {
    name: 'session',
    includeDependenciesRecursively: false,
    test: anyOf(
      inPackage('loader/src/session\\.ts'),
      // The tab sync the session connects: in its file, not one more request of its own.
      inPackage('store/src/tab-sync\\.ts'),
      inPackage('(api|analytics)/src/'),
      inModules('ky'),
    ),
  },
  {
    name: 'forms',
    includeDependenciesRecursively: false,
    test: anyOf(
      inPackage('auth-flow/src/(?!(run|passkey-run|catalogue|captcha)\\.ts)'),
      inPackage('loader/src/formik-share\\.ts'),
      inPackage('ui-kit/src/(loader|visually-hidden)'),
      inModules(
        'formik|deepmerge|lodash-es|react-fast-compare|tiny-warning|react-is|hoist-non-react-statics',
      ),
    ),
  },
  {
    name: 'modal',
    includeDependenciesRecursively: false,
    test: anyOf(
      inPackage(
        'ui-kit/src/(modal|heading|use-focus-replacement|use-scroll-edges|scroll-lock|icons|layer|use-layer)',
      ),
      inModules('focus-trap|focus-trap-react|tabbable'),
    ),
  },
];

export function loaderConfig(): UserConfig {
  return {
    root: fileURLToPath(new URL('./packages/loader/', import.meta.url)),
    base: './',
    // The shared Modal's styles: the same scoped names as in the remotes.
    css,
    plugins: [react(), runtimeIntoEntry, loaderCompileHints, coreChunksWritten, libraryFilesWritten()],
    build: {
      target: 'es2022',
      outDir: 'dist',
      emptyOutDir: true,
      // Each on-demand chunk's own imports and styles are fetched together with it, not
      // discovered after it arrives (every browser Masthead supports has modulepreload).
      modulePreload: {
        polyfill: false,
        // Never the entry (running; Rolldown's helper chunk is folded into it, below) nor
        // the core (the entry asks for it first thing): a link for a file on its way costs
        // a task and fetches nothing. The imported file itself stays: Vite's helper imports
        // it only once the styles are in, and its link fetches it beside them.
        resolveDependencies: (_file, deps) => deps.filter((dep) => !isOnPageFirst(dep)),
      },
      rolldownOptions: {
        input: {
          'masthead-loader': fileURLToPath(new URL('./packages/loader/src/index.ts', import.meta.url)),
        },
        output: {
          entryFileNames: '[name].js',
          // The core and React by fixed names, which the entry and hosts' hints use.
          chunkFileNames: (chunk) => (isCoreChunk(chunk) ? coreChunks.core : 'chunks/[name]-[hash].js'),
          // Few files, each holding what is always needed together: every file costs the
          // page more than its bytes (a request, a fetch and compile task on the main
          // thread, one of the browser's six HTTP/1.1 connections). React with the core,
          // which needs all of it at once; the session with the API client and analytics it
          // runs; the dialogs' form kit; the Modal with its focus trap.
          codeSplitting: { groups: loaderChunkGroups },
        },
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
          // The lint boundaries, proven on code that breaks them (ESLint's Node API).
          name: 'lint',
          environment: 'node',
          include: ['tests/lint/**/*.test.ts'],
          testTimeout: 120_000,
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
