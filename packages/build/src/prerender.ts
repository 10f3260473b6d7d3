/**
 * Writes each widget's first render as static markup, beside its remote's manifest: for every
 * entry of the federation table that names a `markup` file (`header.html`), the file its
 * remote's `src/prerender.tsx` renders (a reader not signed in, default attributes), and one
 * per other locale, rendered in it (`header.de.html`, `markupIn`). A host's server puts the
 * page's language's in the widget's placeholder so the widget shows with the page's first
 * paint (docs/hosting.md, "What a server sends with each page"). Rendered from the same source
 * and with the same class names as the remote's build, so the remote's stylesheet styles it.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { createServer } from 'vite';
import { dialogs, markupIn, widgets, type RemoteName, type WidgetEntry } from '@masthead/federation';
import type * as i18n from '../../i18n/src/index.ts';
import type * as store from '@masthead/store/vanilla';
import { css } from './css.ts';
import { messages } from './messages.ts';

/** What a remote's `src/prerender.tsx` exports: its one widget's first render. */
interface PrerenderModule {
  prerender(): string | Promise<string>;
}

/** What the render reads its language from: the page's store and the widgets' catalogues. */
type Store = typeof store;
type I18n = typeof i18n;

/** A workspace package's module, as the remote's own imports resolve it (the same instance). */
const source = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

/**
 * `render` with the page in `locale`: the store's locale is `locale` (in its server snapshot
 * too, which a server render reads, as the account dialog's prerender knows) and every
 * catalogue the widget declared has its words in.
 */
export async function inLocale(
  { mastheadStore, setLocale }: Store,
  { loadLocale }: I18n,
  locale: i18n.Locale,
  render: () => string | Promise<string>,
): Promise<string> {
  const { getInitialState } = mastheadStore;
  await loadLocale(locale);
  setLocale(locale);
  mastheadStore.getInitialState = () => ({ ...getInitialState(), locale });
  try {
    return await render();
  } finally {
    mastheadStore.getInitialState = getInitialState;
    setLocale('en');
  }
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
    const store = (await server.ssrLoadModule(source('store/src/vanilla.ts'))) as Store;
    const runtime = (await server.ssrLoadModule(source('i18n/src/index.ts'))) as I18n;
    const others: i18n.Locale[] = [...runtime.locales.filter((name) => name !== 'en'), 'en-XA'];
    for (const locale of others)
      writeFileSync(
        `${root}dist/${markupIn(file, locale)}`,
        `${await inLocale(store, runtime, locale, prerender)}\n`,
      );
  } finally {
    await server.close();
  }
}
