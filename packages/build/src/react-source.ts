/**
 * The loader's React, chosen when the page runs: every import of `react`, `react-dom`,
 * `react-dom/client` and `react/jsx-runtime` in the loader's build (its own modules, formik,
 * focus-trap-react, zustand's hooks) resolves to a module that re-exports one member of the
 * loader's React source (`source`): the page's React when it lends one, else the loader's own.
 * The real packages are imported only by `own` (and by each other), which the build writes as
 * a file of its own, so a page that lends its React never downloads the loader's.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** Each module the widgets import React through, and its member in `ReactLibraries`. */
const members = {
  react: 'react',
  'react-dom': 'reactDom',
  'react-dom/client': 'reactDomClient',
  'react/jsx-runtime': 'jsxRuntime',
} as const;

const isMember = (id: string): id is keyof typeof members => Object.hasOwn(members, id);

/** The modules the plugin writes, one per React module (Rollup's convention for virtual ids). */
export const reactSourcePrefix = '\0masthead-react:';

const inReact = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

export interface ReactSource {
  /** The package folder the React packages are resolved from. */
  root: string;
  /** The module that exports `libraries` (the chosen React), absolute. */
  source: string;
  /** The module that imports the real packages, absolute. */
  own: string;
}

export function reactSource({ root, source, own }: ReactSource): Plugin {
  const require = createRequire(join(root, 'package.json'));
  return {
    name: 'masthead-react-source',
    apply: 'build',
    enforce: 'pre',
    resolveId(id, importer) {
      if (!isMember(id) || !importer || importer === own || inReact.test(importer)) return null;
      return `${reactSourcePrefix}${id}`;
    },
    load(id) {
      if (!id.startsWith(reactSourcePrefix)) return null;
      const name = id.slice(reactSourcePrefix.length);
      if (!isMember(name)) return null;
      // The names the real module exports, as the build's React has them: a module that
      // imports one by name gets it from whichever React the page ends up with.
      const exported: unknown = require(name);
      const names = Object.keys(exported as object).filter(
        (key) => key !== 'default' && /^[A-Za-z_$][\w$]*$/.test(key),
      );
      return [
        `import { libraries } from ${JSON.stringify(source)};`,
        `const module = libraries.${members[name]};`,
        'export default module.default ?? module;',
        ...names.map((key) => `export const ${key} = module.${key};`),
      ].join('\n');
    },
  };
}
