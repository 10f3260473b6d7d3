/**
 * Writes packages/header-chrome/dist/header.html: the header's first render (a reader not
 * signed in, default attributes) as static markup, for a host's server to put in
 * `<masthead-header>` so the header shows with the page's first paint (docs/hosting.md,
 * "What a server sends with each page"). Rendered from the same source and with the same class
 * names as the remote's build, so the remote's stylesheet styles it.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { createServer } from 'vite';
import { widgets } from '@masthead/federation';
import { css } from './css.ts';

const root = fileURLToPath(new URL('../../header-chrome/', import.meta.url));

/** What packages/header-chrome/src/prerender.tsx exports. */
interface PrerenderModule {
  prerender(): Promise<string>;
}

export async function writePrerenderedHeader(): Promise<void> {
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'warn',
    appType: 'custom',
    plugins: [react()],
    css,
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const { prerender } = (await server.ssrLoadModule('/src/prerender.tsx')) as PrerenderModule;
    const markup = widgets['masthead-header'].markup;
    if (!markup) throw new Error('the federation table names no markup file for masthead-header');
    writeFileSync(`${root}dist/${markup}`, `${await prerender()}\n`);
  } finally {
    await server.close();
  }
}
