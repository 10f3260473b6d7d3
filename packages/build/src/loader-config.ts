/**
 * The loader's Vite config. What the loader itself knows (its entry, the file names of its
 * core and library table, which modules go in which chunk) it passes in from its own
 * `vite.config.ts` (`LoaderBuild`, loader-build.ts, with the helpers that declare the
 * chunks); the build plugins are in loader-plugins.ts and library-files.ts.
 */
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';
import { css } from './css.ts';
import { messages } from './messages.ts';
import { libraryFilesWritten, libraryStylesPlaceholder } from './library-files.ts';
import { entryFile, resetInput, type LoaderBuild } from './loader-build.ts';
import {
  formikLodash,
  groupsWhole,
  isRuntimeChunk,
  loaderCompileHints,
  runtimeIntoEntry,
} from './loader-plugins.ts';
import { reactSource } from './react-source.ts';

export { anyOf, inGroup, inModules, inPackage, type ChunkGroup, type LoaderBuild } from './loader-build.ts';
export { formikLodashModules } from './loader-plugins.ts';

export function loaderConfig(loader: LoaderBuild): UserConfig {
  const [core] = loader.groups;
  /**
   * Files of the loader that are on the page before any library is asked for: the entry
   * (Rolldown's helper chunk is folded into it, `runtimeIntoEntry`) and the core it loads
   * first thing.
   */
  const isOnPageFirst = (fileName: string) =>
    fileName === entryFile ||
    isRuntimeChunk(fileName) ||
    fileName === loader.coreFile ||
    fileName === loader.react.file;
  const fixedNames = new Map([
    [core.name, loader.coreFile],
    [loader.react.group, loader.react.file],
  ]);
  return {
    root: loader.root,
    base: './',
    // The shared Modal's styles: the same scoped names as in the remotes.
    css,
    // Replaced in the built entry by each library's stylesheets (`libraryFilesWritten`).
    // React is chosen when the page runs (react-source.ts): the entry's imports wait for it.
    define: {
      __MASTHEAD_LIBRARY_STYLES__: JSON.stringify(libraryStylesPlaceholder),
      __MASTHEAD_REACT_CHOSEN__: 'true',
    },
    plugins: [
      reactSource({ root: loader.root, source: loader.react.source, own: loader.react.own }),
      messages(),
      formikLodash(),
      react(),
      runtimeIntoEntry,
      loaderCompileHints,
      groupsWhole(loader),
      libraryFilesWritten(loader, isOnPageFirst),
    ],
    build: {
      target: 'es2022',
      outDir: 'dist',
      emptyOutDir: true,
      // Each on-demand chunk's own imports and styles are fetched together with it, not
      // discovered after it arrives (every browser Masthead supports has modulepreload).
      modulePreload: {
        polyfill: false,
        // Never the entry (running; Rolldown's helper chunk is folded into it,
        // `runtimeIntoEntry`) nor the core (the entry asks for it first thing): a link for a
        // file on its way costs a task and fetches nothing. The imported file itself stays: Vite's helper imports
        // it only once the styles are in, and its link fetches it beside them.
        resolveDependencies: (_file, deps) => deps.filter((dep) => !isOnPageFirst(dep)),
      },
      rolldownOptions: {
        // The reset, a stylesheet alone: Vite writes it as `assets/reset-….css`, with no script.
        input: { [entryFile.replace(/\.js$/, '')]: loader.entry, [resetInput]: loader.reset.file },
        output: {
          entryFileNames: '[name].js',
          // The core and React by their fixed names, which the entry and hosts' hints use.
          chunkFileNames: (chunk) => fixedNames.get(chunk.name) ?? 'chunks/[name]-[hash].js',
          // Few files, each holding what is always needed together: every file costs the
          // page more than its bytes (a request, a fetch and compile task on the main
          // thread, one of the browser's six HTTP/1.1 connections).
          codeSplitting: { groups: loader.groups },
        },
        preserveEntrySignatures: false,
        treeshake: {
          // CommonJS packages the loader's libraries import only for what it never calls:
          // formik's `connect` (hoist-non-react-statics, with react-is). Marked side-effect free,
          // they go when nothing uses them; any other module keeps its own declaration.
          moduleSideEffects: (id) =>
            !/[\\/]node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/.test(id),
        },
      },
    },
  };
}
