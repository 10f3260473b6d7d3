// @ts-check
import { readFileSync } from 'node:fs';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Remotes meet only in the shared store: none may import another remote or the
// host. The list of remotes is the federation table's (module-federation.config.ts).
const remoteNames = ['footer', 'header-chrome', 'account-dialog', 'checkout-dialog', 'ads'];
const boundaries = remoteNames.map((name) => ({
  files: [`packages/${name}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...remoteNames
            .filter((other) => other !== name)
            .flatMap((other) => [
              {
                group: [`@masthead/${other}`, `@masthead/${other}/*`],
                message: 'Remotes never import each other; meet in @masthead/store.',
              },
              {
                group: [`**/${other}/src/**`],
                message: 'Remotes never import each other; meet in @masthead/store.',
              },
            ]),
          { group: ['**/host-demo/**', '@masthead/host-demo'], message: 'Remotes never import the host.' },
        ],
      },
    ],
  },
}));

// The loader shares only part of formik (packages/loader/src/formik-share.ts, the one list):
// a value import of any other name would be undefined in a remote at run time.
const formikShare = readFileSync(new URL('./packages/loader/src/formik-share.ts', import.meta.url), 'utf8');
const formikExports = (/export \{([^}]*)\} from 'formik'/.exec(formikShare)?.[1] ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'dist-storybook/**', '**/mockServiceWorker.js', '.data/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-nested-ternary': 'error',
      'max-depth': ['error', 4],
    },
  },
  {
    files: [
      '**/*.{js,mjs}',
      'scripts/**',
      'host-demo/*.ts',
      'packages/server/**',
      'tests/browser/**',
      '*.config.ts',
    ],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  ...boundaries,
  {
    files: ['packages/**/*.{ts,tsx}'],
    ignores: ['packages/loader/src/formik-share.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'formik',
              allowImportNames: formikExports,
              allowTypeImports: true,
              message: `The loader shares only ${formikExports.join(', ')} of formik (packages/loader/src/formik-share.ts).`,
            },
          ],
        },
      ],
    },
  },
);
