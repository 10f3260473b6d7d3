/**
 * What the loader's build is told (`LoaderBuild`, from the loader's own `vite.config.ts`), the
 * helpers that config declares its chunks with, and the fixed names the build gives its entry
 * and its reset. loader-config.ts makes the Vite config from it; loader-plugins.ts and
 * library-files.ts hold the plugins that rework and check what Rolldown writes.
 */
import type { ReactSource } from './react-source.ts';

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

/** The entry's file, by the name a page's `<script>` tag gives it. */
export const entryFile = 'masthead-loader.js';
/** The reset's input: Vite writes it as `assets/reset-….css` (`libraryFilesWritten` finds it by it). */
export const resetInput = 'reset';
