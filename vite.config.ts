/**
 * What every package shares: the workspace's Vitest configuration, with the stylesheets
 * built as the remotes build them (the federation plugin disables itself under Vitest,
 * docs/toolchain.md). Each package's own build is in its `vite.config.ts`, from
 * `@masthead/build`.
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { css } from './packages/build/src/css.ts';
import { messages } from './packages/build/src/messages.ts';

const repoRoot = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: repoRoot,
  css,
  plugins: [messages(), react()],
  test: {
    // Vitest's default is one worker fewer than the cores: one, on the project's 2-core
    // machine. The projects other than the browser's run two files at a time (each test file
    // makes its own databases and servers on ports of its own); the browser files run alone,
    // after them (fileParallelism: false), since they share one demo and one reference API.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['packages/*/src/**/*.test.{ts,tsx}', 'tests/docs/**/*.test.ts'],
          setupFiles: ['./vitest.setup.ts'],
          restoreMocks: true,
          // The unit tests share two cores with the browser tests; a module some of them import
          // on first use (the passkey code, the session) can take seconds to compile then, and
          // their waits allow ten.
          testTimeout: 20_000,
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
          // The developer's own commands (`pnpm dev`), started as a developer starts them.
          name: 'tooling',
          environment: 'node',
          include: ['tests/dev/**/*.test.ts'],
          testTimeout: 60_000,
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
          // One suite, run on the MSW mocks and on the reference server.
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
          // The packages a site installs, packed and installed outside the workspace (needs a build).
          name: 'packages',
          environment: 'node',
          include: ['tests/packages/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'node',
          include: ['tests/browser/**/*.test.ts'],
          globalSetup: ['./tests/browser/global-setup.ts'],
          setupFiles: ['./tests/browser/setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
