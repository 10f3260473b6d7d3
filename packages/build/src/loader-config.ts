/**
 * The loader's Vite config and its build plugins. What the loader itself knows (its entry,
 * the file names of its core and library table, which modules go in which chunk) it passes
 * in from its own `vite.config.ts`.
 */
import react from '@vitejs/plugin-react';
import type { Plugin, UserConfig } from 'vite';
import { sharedOnDemand, type OnDemandLibrary } from '../../federation/src/table.ts';
import { withCompileHint } from './compile-hints.ts';
import { css } from './css.ts';
import { reactSource, type ReactSource } from './react-source.ts';

/** A Rolldown code-splitting group, as the loader declares its chunks. */
export interface ChunkGroup {
  name: string;
  test: (id: string) => boolean;
  /** Always false: see `inGroup`. */
  includeDependenciesRecursively: false;
}

/**
 * A group that takes only the modules it names: by default it would also take their
 * imports, the entry's own modules among them, and the entry would then import the group
 * at once.
 */
export const inGroup = (name: string, test: (id: string) => boolean): ChunkGroup => ({
  name,
  includeDependenciesRecursively: false,
  test,
});

/** A module under `packages/<path>` (`path` a regular expression's source). */
export const inPackage = (path: string): RegExp => new RegExp(`[\\\\/]packages[\\\\/]${path}`);

/** A module of one of the `|`-separated npm packages. */
export const inModules = (names: string): RegExp => new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`);

/** Code only: the entry reads a few packages' `package.json` for their versions. */
export const anyOf =
  (...patterns: RegExp[]) =>
  (id: string): boolean =>
    !id.endsWith('package.json') && patterns.some((pattern) => pattern.test(id));

export interface LoaderBuild {
  /** The loader's package folder. */
  root: string;
  /** Its entry module (absolute); it is written as `masthead-loader.js`. */
  entry: string;
  /**
   * The core's file, by a fixed name (the entry and hosts' hints name it), and the group
   * that makes it (the first of `groups`).
   */
  coreFile: string;
  /** The library table's file name, written beside the entry (`libraryFilesWritten`). */
  libraryFiles: string;
  /** A module of the loader the on-demand libraries are resolved from. */
  libraryImporter: string;
  /**
   * The reset's stylesheet (`file`, absolute), written as a file of its own and listed in the
   * library table under `name` (`libraryFilesWritten`).
   */
  reset: { name: string; file: string };
  /** The chunks, the core first. */
  groups: [ChunkGroup, ...ChunkGroup[]];
  /**
   * React as a file of its own by a fixed name (the entry and hosts' hints name it), made by
   * the group named `group`, and the modules that choose it (react-source.ts).
   */
  react: Omit<ReactSource, 'root'> & { file: string; group: string };
}

const entryFile = 'masthead-loader.js';
const resetInput = 'reset';

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
      const entry = bundle[entryFile];
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
          chunk.code = `${chunk.code.replaceAll(`./${runtime.fileName}`, `./${entryFile}`)}\nexport{__mhRuntime};`;
        } else if (found) {
          chunk.code = chunk.code.replace(
            importOf,
            `import{__mhRuntime}from"../${entryFile}";const{${bindings(found[1] ?? '')}}=__mhRuntime;`,
          );
        }
      }
      delete bundle[runtime.fileName];
    },
  },
};

/**
 * Every file of the loader runs as soon as it arrives (the entry and its core at once, a
 * library when a widget starts with it): each gets V8's compile hint (compile-hints.ts).
 * Runs after the helper chunk is folded in.
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
 * What the build writes into the entry in the placeholder's place: each library's
 * stylesheets, relative to the entry, as `library=file,file;library=file` (names and file
 * names hold none of `=,;` nor a quote, so the text fits in any string literal).
 */
const libraryStylesPlaceholder = 'masthead-library-styles-written-by-the-build';

const libraryStylesText = (table: Readonly<Record<string, { css: readonly string[] }>>): string =>
  Object.entries(table)
    .filter(([, { css }]) => css.length > 0)
    .map(([library, { css }]) => `${library}=${css.join(',')}`)
    .join(';');

/**
 * Writes the library table: for each library the loader provides on first use, every file
 * its import fetches (its chunk, the chunks that imports, their styles), as Vite's preload
 * helper asks for them. A host's server reads it to name those files in a page's hints with
 * the HTML, instead of the loader asking for them once it runs. A library in the core has
 * none. The build fails if a library is in no chunk. With them, the reset's stylesheet, which
 * a server links for the markup it prerenders. The libraries' stylesheets also go into the entry
 * (`libraryStylesText`), for the loader to link them itself (common/stylesheets.ts).
 */
const libraryFilesWritten = (
  { libraryFiles, libraryImporter, reset }: LoaderBuild,
  isOnPageFirst: (fileName: string) => boolean,
): Plugin => {
  const ids = new Map<OnDemandLibrary, string>();
  return {
    name: 'masthead-library-files-written',
    apply: 'build',
    async buildStart() {
      for (const library of Object.keys(sharedOnDemand) as OnDemandLibrary[]) {
        const resolved = await this.resolve(library, libraryImporter);
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
        const resetFile = Object.values(bundle).find(
          (file) => file.type === 'asset' && file.names.includes(`${resetInput}.css`),
        );
        if (!resetFile) this.error('masthead-library-files-written: the build wrote no reset stylesheet');
        // Each library's stylesheets, into the entry that loads the library (shared-libraries.ts).
        const entry = bundle[entryFile];
        const holder = chunks.find((chunk) => chunk.moduleIds.includes(libraryImporter));
        if (entry?.type !== 'chunk' || holder !== entry)
          this.error(`masthead-library-files-written: ${libraryImporter} is not in ${entryFile}`);
        const placeholders = entry.code.split(libraryStylesPlaceholder).length - 1;
        if (placeholders !== 1)
          this.error(
            `masthead-library-files-written: ${entryFile} holds the library styles' placeholder ${placeholders} times`,
          );
        entry.code = entry.code.replace(libraryStylesPlaceholder, libraryStylesText(table));
        table[reset.name] = { js: [], css: [resetFile.fileName] };
        this.emitFile({
          type: 'asset',
          fileName: libraryFiles,
          source: `${JSON.stringify(table, null, 2)}\n`,
        });
      },
    },
  };
};

/**
 * The build fails if the core was not written, or if a group was written in more than one
 * file. A module a group's files import that no group names lands in a chunk of its own,
 * named after its importer's group (`modal-….js` twice, or `masthead-core2.js`): one more
 * request, discovered only once the first file has run.
 */
const groupsWhole = ({ coreFile, groups }: LoaderBuild): Plugin => ({
  name: 'masthead-groups-whole',
  apply: 'build',
  generateBundle(_options, bundle) {
    if (!bundle[coreFile]) this.error(`masthead-groups-whole: the build wrote no ${coreFile}`);
    for (const group of groups) {
      const files = Object.values(bundle).flatMap((file) =>
        file.type === 'chunk' && file.name.replace(/\d+$/, '') === group.name ? [file] : [],
      );
      const strays = files.flatMap((file) => file.moduleIds.filter((id) => !group.test(id)));
      if (files.length > 1)
        this.error(
          `masthead-groups-whole: the ${group.name} group was written in ${files.length} files; ` +
            `name these modules in a group: ${strays.join(', ')}`,
        );
    }
  },
});

export function loaderConfig(loader: LoaderBuild): UserConfig {
  const [core] = loader.groups;
  /**
   * Files of the loader that are on the page before any library is asked for: the entry
   * (Rolldown's helper chunk is folded into it, above) and the core it loads first thing.
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
        // Never the entry (running; Rolldown's helper chunk is folded into it, above) nor
        // the core (the entry asks for it first thing): a link for a file on its way costs
        // a task and fetches nothing. The imported file itself stays: Vite's helper imports
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
      },
    },
  };
}
