/**
 * The loader's library table (`masthead-libraries.json`) and the libraries' stylesheets in its
 * entry, written from the chunks Rolldown made: what a host's server names in a page's hints
 * (server/link-header.ts) and what the loader links itself (common/stylesheets.ts).
 */
import type { Plugin } from 'vite';
import { sharedOnDemand, type OnDemandLibrary } from '@masthead/federation';
import { entryFile, resetInput, type LoaderBuild } from './loader-build.ts';

/**
 * What the build writes into the entry in the placeholder's place: each library's
 * stylesheets, relative to the entry, as `library=file,file;library=file` (names and file
 * names hold none of `=,;` nor a quote, so the text fits in any string literal).
 */
export const libraryStylesPlaceholder = 'masthead-library-styles-written-by-the-build';

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
export const libraryFilesWritten = (
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
