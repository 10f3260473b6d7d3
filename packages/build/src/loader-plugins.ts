/**
 * The loader's build plugins that rework or check the files Rolldown wrote: Rolldown's helper
 * chunk folded into the entry, V8's compile hint on every file, and each chunk group written
 * in one file; and the one that gives formik our lodash functions. The library table is
 * written by library-files.ts; loader-config.ts puts them all in the loader's Vite config.
 */
import { fileURLToPath } from 'node:url';
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

/** The functions formik-lodash.ts has, by the name formik imports each of lodash-es. */
const formikLodashNames = new Set(['clone', 'cloneDeep', 'isPlainObject', 'toPath']);
const formikLodashFile = fileURLToPath(new URL('./formik-lodash.ts', import.meta.url));
/** The modules the plugin writes, one per function (Rollup's convention for virtual ids). */
const formikLodashPrefix = '\0masthead-formik-lodash:';

/** What `formikLodash` puts in the build: the group that has formik names them. */
export const formikLodashModules =
  /^\0masthead-formik-lodash:|[\\/]packages[\\/]build[\\/]src[\\/]formik-lodash\.ts$/;

/**
 * formik imports four functions of lodash-es (`lodash-es/clone`, `cloneDeep`, `isPlainObject`,
 * `toPath`), which bring lodash's whole clone machinery: 4–5 KB gzip of the forms chunk. Each
 * import of one by formik resolves to a module whose default export is ours
 * (formik-lodash.ts). Only formik's: a package that imports lodash-es for more than formik
 * does keeps lodash's. The build fails if any module of lodash-es is still in it (a formik
 * that imports one more function): name the function in formik-lodash.ts. Formik's prebundled
 * copy in `vite dev` keeps its lodash.
 */
export function formikLodash(): Plugin {
  /** The imports of lodash-es left to lodash, with their importer: `lodash-es/get (formik/…)`. */
  const kept = new Set<string>();
  return {
    name: 'masthead-formik-lodash',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      kept.clear();
    },
    resolveId(id, importer) {
      if (!importer || !/^lodash-es($|\/)/.test(id)) return null;
      const name = /^lodash-es\/(\w+)(\.js)?$/.exec(id)?.[1];
      if (name && formikLodashNames.has(name) && /[\\/]node_modules[\\/]formik[\\/]/.test(importer))
        return `${formikLodashPrefix}${name}`;
      kept.add(`${id} (${importer.replace(/^.*[\\/]node_modules[\\/]/, '')})`);
      return null;
    },
    load(id) {
      if (!id.startsWith(formikLodashPrefix)) return null;
      const name = id.slice(formikLodashPrefix.length);
      return `export { ${name} as default } from ${JSON.stringify(formikLodashFile)};`;
    },
    generateBundle(_options, bundle) {
      const inBundle = Object.values(bundle).some(
        (file) =>
          file.type === 'chunk' &&
          file.moduleIds.some((id) => /[\\/]node_modules[\\/]lodash-es[\\/]/.test(id)),
      );
      if (inBundle)
        this.error(
          `masthead-formik-lodash: lodash-es is in the loader's files, imported as ${[...kept].join(', ')}; ` +
            'give formik the function it imports in packages/build/src/formik-lodash.ts',
        );
    },
  };
}
