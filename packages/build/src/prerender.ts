/**
 * Writes each widget's first render as static markup, beside its remote's manifest: for every
 * entry of the federation table that names a `markup` file (`header.html`), the file its
 * remote's `src/prerender.tsx` renders (a reader not signed in, default attributes). A host's
 * server puts it in the widget's placeholder so the widget shows with the page's first paint
 * (docs/hosting.md, "What a server sends with each page"). Rendered from the same source and
 * with the same class names as the remote's build, so the remote's stylesheet styles it.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { createServer } from 'vite';
import { dialogs, widgets, type RemoteName, type WidgetEntry } from '@masthead/federation';
import { css } from './css.ts';
import { messages } from './messages.ts';

/** What a remote's `src/prerender.tsx` exports: its one widget's first render. */
interface PrerenderModule {
  prerender(): string | Promise<string>;
}

/** The markup files the table names for `remote`'s widgets and dialogs. */
export function markupFiles(remote: RemoteName): string[] {
  const entries: (WidgetEntry | undefined)[] = [...Object.values(widgets), ...Object.values(dialogs)];
  const files = entries.flatMap((entry) => (entry?.remote === remote && entry.markup ? [entry.markup] : []));
  if (files.length > 1)
    throw new Error(`${remote} names ${files.join(', ')}: a remote's src/prerender.tsx renders one widget`);
  return files;
}

/** Writes `remote`'s markup file into its `dist/`, if the table names one. */
export async function writePrerenderedMarkup(remote: RemoteName): Promise<void> {
  const [file] = markupFiles(remote);
  if (!file) return;
  const root = fileURLToPath(new URL(`../../${remote}/`, import.meta.url));
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'warn',
    appType: 'custom',
    plugins: [messages(), react()],
    css,
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const { prerender } = (await server.ssrLoadModule('/src/prerender.tsx')) as PrerenderModule;
    writeFileSync(`${root}dist/${file}`, `${await prerender()}\n`);
  } finally {
    await server.close();
  }
}
