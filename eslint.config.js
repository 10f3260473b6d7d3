// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { tsImport } from 'tsx/esm/api';
import tseslint from 'typescript-eslint';

// The boundaries derive from the federation table (packages/federation/src/table.ts): which
// packages are remotes, and which are the shared packages the loader provides.
/** @type {typeof import('./packages/federation/src/table.ts')} */
const table = await tsImport('./packages/federation/src/table.ts', import.meta.url);
const packageOf = (/** @type {string} */ name) => name.replace(/^@masthead\//, '').split('/')[0] ?? name;
const remoteNames = Object.keys(table.remotes);
const sharedPackages = [
  ...new Set(
    [...Object.keys(table.shared), ...Object.keys(table.sharedOnDemand)]
      .filter((name) => name.startsWith('@masthead/'))
      .map(packageOf),
  ),
];
const allPackages = readdirSync(new URL('./packages/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const dir = (/** @type {string} */ name) => `./packages/${name}`;
const everythingBut = (/** @type {string} */ name) => [
  ...allPackages.filter((other) => other !== name).map(dir),
  './host-demo',
  // Browser tests may read a widget's sources to check the built product against them.
  './tests/stories',
  './tests/lint',
  './.storybook',
];

// The loader by where its code runs (packages/loader/README.md): the page's entry, the core
// and session chunks, the browser code they all use, the early dialog the entry and the core
// share, the host server's helpers, and the protocol both sides read.
const loader = (/** @type {string} */ folder) => `./packages/loader/src/${folder}`;
const browserFolders = ['entry', 'common', 'early-dialog', 'core', 'session'].map(loader);
const loaderZones = [
  {
    target: loader('protocol'),
    from: [...browserFolders, loader('server')],
    message: "The loader's protocol imports neither side: the page and the host's server both read it.",
  },
  {
    target: browserFolders,
    from: loader('server'),
    message: "Browser code never imports the host server's helpers (loader/src/server).",
  },
  {
    target: loader('server'),
    from: browserFolders,
    message: "The host server's helpers import only the loader's protocol, no browser code.",
  },
  {
    target: loader('common'),
    from: ['entry', 'core', 'session'].map(loader),
    message: "The loader's common code imports none of the entry, the core or the session.",
  },
  {
    target: loader('early-dialog'),
    from: ['entry', 'core', 'session'].map(loader),
    message:
      'The early dialog imports none of the entry, the core or the session: it runs in the entry, before the core.',
  },
  {
    target: loader('core'),
    from: loader('entry'),
    message: "The core chunk never imports the loader's entry: what both use is in common/.",
  },
  {
    target: loader('core'),
    from: loader('session'),
    message: 'The core chunk never imports the session chunk: they load apart.',
  },
  {
    target: loader('session'),
    from: [loader('entry'), loader('core')],
    message: "The session chunk imports only the loader's common code and protocol.",
  },
];

/**
 * Zones (import-x/no-restricted-paths, on resolved files, so package names and relative paths
 * alike): remotes → shared packages → contract. Nothing imports a remote; shared packages never
 * import the host; the contract imports no client code; the server imports only the contract.
 */
const zones = [
  ...remoteNames.map((remote) => ({
    target: everythingBut(remote),
    from: dir(remote),
    message: `Nothing imports a remote (${remote}): widgets meet in @masthead/store, the loader mounts them by name.`,
  })),
  {
    target: [...sharedPackages, 'federation'].map(dir),
    from: [dir('loader'), './host-demo'],
    message: 'Shared packages never import the host.',
  },
  {
    target: './packages/api/src/contract',
    from: [
      './packages/api/src/client',
      './packages/api/src/mocks',
      './packages/api/src/index.ts',
      ...allPackages.filter((name) => name !== 'api').map(dir),
    ],
    message: 'The contract imports no client code.',
  },
  {
    target: './packages/server/src',
    from: [
      './packages/api/src/client',
      './packages/api/src/mocks',
      './packages/api/src/index.ts',
      ...allPackages.filter((name) => name !== 'api' && name !== 'server').map(dir),
      './host-demo',
    ],
    message: 'The server imports only the contract (@masthead/api/contract), never client code.',
  },
  ...loaderZones,
  {
    target: [...allPackages.map(dir), './host-demo', './.storybook'],
    from: './vite.config.ts',
    message: 'Nothing imports the root Vite config: what packages share is in @masthead/build.',
  },
];

// The loader shares only part of formik (packages/loader/src/common/formik-share.ts, the one
// list): a value import of any other name would be undefined in a remote at run time.
/** @type {typeof import('./packages/loader/src/common/formik-share.ts')} */
const formikShare = await tsImport('./packages/loader/src/common/formik-share.ts', import.meta.url);
const formikExports = Object.keys(formikShare);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'dist-storybook/**',
      '**/mockServiceWorker.js',
      '.data/**',
      // Compiled by its own test against the generated declarations only.
      'packages/loader/types-fixture/**',
      // Code that breaks the rules on purpose, for the test that proves each rule fires.
      'tests/lint/fixtures/**',
      // What Next.js writes when it builds a test host.
      'tests/hosts/*/.next/**',
      'tests/hosts/*/next-env.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, 'import-x': importX },
    languageOptions: {
      globals: { ...globals.browser },
      parserOptions: {
        // Storybook's own config files sit outside the tsconfig's reach (a dot folder's root).
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    settings: {
      // Which files import-x reads to follow imports (no-cycle walks them).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      // A union switch lists every member; a `default:` does not count as handling them.
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: false, requireDefaultForNonUnion: false },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones }],
      'no-nested-ternary': 'error',
      'max-depth': ['error', 4],
    },
  },
  {
    // Build scripts outside every tsconfig: linted without type information.
    files: ['scripts/**/*.ts'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: [
      '**/*.{js,mjs}',
      'scripts/**',
      'packages/build/**',
      'host-demo/*.ts',
      'host-demo/server/**',
      'packages/server/**',
      'tests/browser/**',
      'tests/lint/**',
      '*.config.ts',
    ],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['packages/**/*.{ts,tsx}'],
    ignores: ['packages/loader/src/common/formik-share.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'formik',
              allowImportNames: formikExports,
              allowTypeImports: true,
              message: `The loader shares only ${formikExports.join(', ')} of formik (packages/loader/src/common/formik-share.ts).`,
            },
          ],
        },
      ],
    },
  },
);
