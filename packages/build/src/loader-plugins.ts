/**
 * The loader's build plugins that rework or check the files Rolldown wrote: Rolldown's helper
 * chunk folded into the entry, V8's compile hint on every file, and each chunk group written
 * in one file. The library table is written by library-files.ts; loader-config.ts puts them
 * all in the loader's Vite config.
 */
import type { Plugin } from 'vite';
import { withCompileHint } from './compile-hints.ts';
import { entryFile, type LoaderBuild } from './loader-build.ts';

/**
 * Rolldown puts its few interop helpers in a chunk of their own when the entry and the
 * on-demand chunks both use them, and the entry then imports that chunk: one more round
 * trip before the loader can run, on every page (rolldown/rolldown#10731). This moves the
 * helpers into the loader's entry, which the other chunks import from already.
 */
export const isRuntimeChunk = (fileName: string) => /(^|\/)rolldown-runtime-[\w-]+\.js$/.test(fileName);

export const runtimeIntoEntry: Plugin = {
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
export const loaderCompileHints: Plugin = {
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
 * The build fails if the core was not written, or if a group was written in more than one
 * file. A module a group's files import that no group names lands in a chunk of its own,
 * named after its importer's group (`modal-….js` twice, or `masthead-core2.js`): one more
 * request, discovered only once the first file has run.
 */
export const groupsWhole = ({ coreFile, groups }: LoaderBuild): Plugin => ({
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
