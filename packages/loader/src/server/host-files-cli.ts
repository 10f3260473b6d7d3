/**
 * `masthead-host-files`: writes, at deploy time, what a host without Node sends (host-files.ts).
 *
 *   masthead-host-files --config masthead.config.json \
 *     --config-url https://news.example.com/masthead.config.json \
 *     --loader https://cdn.example.com/masthead/masthead-loader.js \
 *     --out public/masthead [--page landing=templates/landing.html …]
 *
 * Manifests, the widgets' markup, the dialogs' first views and the loader's library table are
 * read from their URLs (http, https or file), as deployed. A kind of page that opens a dialog
 * at load (`data-masthead-open`) gets `<kind>-dialog.html`, to put at the end of its body, and
 * `<kind>-dialog.head.html`, for its head. The arguments are read in host-files-args.ts.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { command, readHostFilesArgs, usage, usageHint, type HostFilesArgs } from './host-files-args.ts';
import { hostFiles, type PageKind } from './host-files.ts';
import { isManifest, type HostConfig } from './page-hints.ts';

async function read(url: string): Promise<string> {
  if (url.startsWith('file:')) return readFile(fileURLToPath(url), 'utf8');
  const answer = await fetch(url);
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
  return answer.text();
}

/** A page template as a kind: its body's placements and its loader tag's prefetch and open. */
function kindOf(html: string): PageKind {
  const prefetch = /data-masthead-prefetch\s*=\s*"([^"]*)"/i.exec(html)?.[1];
  const open = /data-masthead-open\s*=\s*"([^"]*)"/i.exec(html)?.[1];
  return {
    body: /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html,
    ...(prefetch ? { prefetch } : {}),
    ...(open ? { open } : {}),
  };
}

/**
 * The package's version: its package.json is two folders up both from this source and from
 * the compiled file the published package runs (`dist/server/`).
 */
async function version(): Promise<string> {
  const file = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'package.json');
  return (JSON.parse(await readFile(file, 'utf8')) as { version: string }).version;
}

/** Where the command prints: the console, or a test's lines. */
export interface Output {
  log: (line: string) => void;
  error: (line: string) => void;
}

/**
 * Runs the command and resolves to its exit code: 0 for help, the version or the files
 * written, 2 for a mistake in the arguments (one line, then where to find the usage). A
 * failure while writing (a file or a URL that cannot be read) rejects.
 */
export async function main(argv: readonly string[], output: Output = console): Promise<number> {
  const request = readHostFilesArgs(argv);
  switch (request.kind) {
    case 'help':
      output.log(usage);
      return 0;
    case 'version':
      output.log(await version());
      return 0;
    case 'usage-error':
      output.error(`${command}: ${request.message}`);
      output.error(usageHint);
      return 2;
    case 'write':
      output.log(await writeHostFiles(request.args));
      return 0;
  }
}

/** Writes the files and returns the line that lists them. */
export async function writeHostFiles({
  config: configFile,
  configUrl,
  loaderUrl,
  out,
  pages,
  locale,
}: HostFilesArgs): Promise<string> {
  const config = JSON.parse(await readFile(configFile, 'utf8')) as HostConfig;
  let kinds: Record<string, PageKind> | undefined;
  for (const [name, file] of Object.entries(pages))
    kinds = { ...kinds, [name]: kindOf(await readFile(file, 'utf8')) };
  const files = await hostFiles({
    config,
    configUrl,
    loaderUrl,
    ...(kinds ? { kinds } : {}),
    ...(locale ? { locale } : {}),
    manifest: async (url) => {
      const json: unknown = JSON.parse(await read(url));
      if (!isManifest(json)) throw new Error(`${url} is not a federation manifest`);
      return json;
    },
    markup: read,
    libraries: async (url) => JSON.parse(await read(url)) as unknown,
  });
  await mkdir(out, { recursive: true });
  const write = (name: string, text: string) =>
    writeFile(join(out, name), text.endsWith('\n') ? text : `${text}\n`);
  await write('masthead.config.json', JSON.stringify(files.config));
  await write(
    'hints.json',
    // With the URLs it was written for: a host that serves the config elsewhere (a CMS plugin
    // at the site's own path) knows which URL in the hints to change.
    JSON.stringify(
      {
        configUrl,
        loaderUrl,
        ...(locale ? { locale } : {}),
        kinds: files.kinds,
        markup: files.markup,
        dialogs: files.dialogs,
      },
      null,
      2,
    ),
  );
  const written = ['masthead.config.json', 'hints.json'];
  for (const [name, kind] of Object.entries(files.kinds)) {
    await write(`${name}.link.txt`, kind.link);
    await write(`${name}.head.html`, `${kind.tags}\n${kind.loader}`);
    written.push(`${name}.link.txt`, `${name}.head.html`);
  }
  for (const [name, widget] of Object.entries(files.markup)) {
    await write(`${name}.html`, widget.element);
    await write(`${name}.head.html`, widget.head);
    written.push(`${name}.html`, `${name}.head.html`);
  }
  for (const [kind, dialog] of Object.entries(files.dialogs)) {
    await write(`${kind}-dialog.html`, dialog.element);
    await write(`${kind}-dialog.head.html`, dialog.head);
    written.push(`${kind}-dialog.html`, `${kind}-dialog.head.html`);
  }
  return `${command}: wrote ${out}: ${written.join(', ')}${Object.keys(files.markup).length > 0 ? '' : ' (no widget markup)'}`;
}
