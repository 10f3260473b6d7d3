/**
 * A React application that loads the footer remote through federation, as a
 * React host would (the CMS pages use the loader instead). `vite build` gives the
 * demo's /react-host/ page; `pnpm dev` runs it against the footer's dev server.
 */
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { shared, shareStrategy } from '../../module-federation.config.ts';
import { css } from '@masthead/build/css';

export default defineConfig(({ command }) => {
  return {
    root: new URL('.', import.meta.url).pathname,
    base: command === 'serve' ? '/' : '/react-host/',
    css,
    plugins: [
      react(),
      federation({
        name: 'masthead_react_host',
        // Remotes are registered at run time from /masthead.config.json (src/main.tsx).
        remotes: {},
        shared: Object.fromEntries(Object.entries(shared).map(([key, value]) => [key, { ...value }])),
        shareStrategy,
        // The remotes are built with externalRuntime: this host hands them its runtime core.
        experiments: { provideExternalRuntime: true },
        dts: false,
        dev: { remoteHmr: true },
      }),
    ],
    server: { port: 4100, strictPort: true },
    build: { target: 'esnext', outDir: 'dist', emptyOutDir: true },
  };
});
