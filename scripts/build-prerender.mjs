// Writes packages/header-chrome/dist/header.html: the header's first render (a reader not
// signed in, default attributes) as static markup, for a host's server to put in
// `<masthead-header>` so the header shows with the page's first paint (README, "The
// header's markup from the server"). Rendered from the same source and with the same class
// names as the remote's build, so the remote's stylesheet styles it.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { tsImport } from 'tsx/esm/api';
import { createServer } from 'vite';

const root = fileURLToPath(new URL('../packages/header-chrome/', import.meta.url));

export async function writePrerenderedHeader() {
  const { css } = await tsImport('../vite.config.ts', import.meta.url);
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
    const { prerender } = await server.ssrLoadModule('/src/prerender.tsx');
    const { widgets } = await tsImport('../packages/federation/src/table.ts', import.meta.url);
    writeFileSync(`${root}dist/${widgets['masthead-header'].markup}`, `${await prerender()}\n`);
  } finally {
    await server.close();
  }
}
