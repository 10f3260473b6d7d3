/**
 * Build-time only (used by each remote's Vite config): a lean remote entry, and a
 * manifest that names exactly what each expose needs.
 *
 * @module-federation/vite writes a `remoteEntry.js` of about 20 KB (7 KB gzip) plus helper
 * chunks, most of it for cases a Masthead page never has: webpack share scopes, tree-shaken
 * shares, live rebinding of several providers, hosts that bring no runtime. On a Masthead
 * page the host (the loader, or a React host) always provides every shared module and the
 * federation runtime, so the entry only has to take the shared modules from the host's share
 * scope into the cache the remote's chunks read them from, and hand out its exposes. That
 * is what the lean entry does (container.ts, in the same contract: `init(shareScope)`,
 * `get(expose)`), and it asks for an expose's styles and module together rather than one
 * after the other.
 *
 * The manifest then names, per expose, the chunks and styles that entry loads (so the loader
 * can fetch them all at once); as `mastheadPreload.shared`, the shared libraries the entry
 * takes while it starts (those the exposed modules import statically); and as
 * `mastheadContainer`, the rest the loader needs to build the same container itself and
 * skip the entry (the key the remote's chunks await their shared modules under, and which
 * exports an expose picks from a chunk it shares with others).
 */
import { readFile } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformWithOxc, type Plugin } from 'vite';
import { withCompileHint } from './compile-hints.ts';
import { wordsChunksOf } from './messages.ts';
import {
  initKeyIn,
  isPluginGlue,
  manifestFile as manifestFileName,
  preloadHelperChunk,
  remoteEntryFile,
  sharedName,
} from './federation-internals.ts';

interface ExposeFiles {
  js: string[];
  css: string[];
  /**
   * Set when the expose's own chunk only re-exports another (exposes that share all their
   * code): the expose's export names → that chunk's. The entry then imports that chunk
   * itself, one file fewer for the page to fetch, and picks the expose's exports from it.
   */
  picks?: Record<string, string>;
}

/**
 * `export{o as attributes,a as default}from"./shared-X.js";` → the file it re-exports and
 * each exported name's name in that file; undefined for a chunk with code of its own.
 */
export function reexportOf(code: string): { from: string; picks: Record<string, string> } | undefined {
  const body = code.replace(/^\/\/[^\n]*\n/gm, '').trim();
  const match = /^export\s*\{([^}]*)\}\s*from\s*["'](\.\/[^"']+)["'];?$/.exec(body);
  if (!match?.[1] || !match[2]) return undefined;
  const picks: Record<string, string> = {};
  for (const part of match[1]
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)) {
    const names = /^([\w$]+)(?:\s+as\s+([\w$]+))?$/.exec(part);
    if (!names?.[1]) return undefined;
    picks[names[2] ?? names[1]] = names[1];
  }
  return { from: match[2], picks };
}

/** Everything the lean entry loads for an expose: its chunk, that chunk's static imports, their styles. */
function filesOf(bundle: Record<string, BundleFile>, entryFile: string, shared: Set<string>): ExposeFiles {
  const js: string[] = [];
  const css = new Set<string>();
  const pending = [entryFile];
  for (let fileName = pending.shift(); fileName !== undefined; fileName = pending.shift()) {
    const chunk = bundle[fileName];
    if (js.includes(fileName) || chunk?.type !== 'chunk') continue;
    js.push(fileName);
    pending.push(...chunk.imports);
    for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
    for (const id of chunk.moduleIds) {
      const name = sharedName(id);
      if (name) shared.add(name);
    }
  }
  return { js, css: [...css] };
}

type BundleFile =
  | {
      type: 'chunk';
      fileName: string;
      code: string;
      imports: string[];
      exports: string[];
      moduleIds: string[];
      facadeModuleId: string | null;
      viteMetadata?: { importedCss: Set<string> };
    }
  | { type: 'asset'; fileName: string; source: string | Uint8Array };

/** Expose → the exports it picks from a chunk it shares, for the exposes that do. */
const picksOf = (exposes: Record<string, ExposeFiles>) =>
  Object.fromEntries(
    Object.entries(exposes).flatMap(([expose, files]) => (files.picks ? [[expose, files.picks]] : [])),
  );

/** container.ts as JavaScript, its one function no longer exported: the lean entry's code. */
let containerCode: Promise<string> | undefined;
const readContainerCode = () =>
  (containerCode ??= (async () => {
    const file = fileURLToPath(new URL('../../federation/src/container.ts', import.meta.url));
    const { code } = await transformWithOxc(await readFile(file, 'utf8'), file, { lang: 'ts' });
    const local = code.replace(/^export (function leanContainer\b)/m, '$1');
    if (local === code || /^\s*(export|import)\b/m.test(local))
      throw new Error(
        'masthead-lean-remote: container.ts must export leanContainer alone and import nothing',
      );
    return local;
  })());

async function leanEntry(
  initKey: string,
  eager: string[],
  exposes: Record<string, ExposeFiles>,
): Promise<string> {
  const json = (value: unknown) => JSON.stringify(value);
  const loaders = Object.entries(exposes)
    .map(([expose, files]) => `    ${json(expose)}: () => import(${json(`./${files.js[0] ?? ''}`)}),`)
    .join('\n');
  const picks = picksOf(exposes);
  const styles = Object.fromEntries(
    Object.entries(exposes).map(([expose, files]) => [expose, files.css.map((file) => `./${file}`)]),
  );
  return `// Masthead's lean remote entry: the container of packages/federation/src/container.ts.
${await readContainerCode()}
const container = leanContainer({
  initKey: ${json(initKey)},
  eager: ${json(eager)},
  exposes: {
${loaders}
  },
  picks: ${json(picks)},
  styles: Object.fromEntries(
    Object.entries(${json(styles)}).map(([expose, files]) => [
      expose,
      files.map((file) => new URL(file, import.meta.url).href),
    ]),
  ),
});
export const init = container.init;
export const get = container.get;
`;
}

/**
 * The lean entry and the manifest's asset lists for one remote. `exposes` maps expose keys
 * to source files relative to `root`; `sharedNames` are every module the remote shares.
 */
export function leanRemote(
  root: string,
  exposes: Readonly<Record<string, string>>,
  sharedNames: string[],
): Plugin {
  const known = new Set(sharedNames);
  return {
    name: 'masthead-lean-remote',
    apply: 'build',
    // The federation plugin keeps Vite's preload helper in a file of its own, so that its
    // remote entry can import it without importing a widget. The lean entry imports
    // nothing, and the helper belongs with the expose that uses it (see `exposeChunks`).
    outputOptions(options) {
      const splitting = options.codeSplitting;
      if (!splitting || typeof splitting !== 'object' || !splitting.groups) return null;
      const groups = splitting.groups.filter((group) => group.name !== preloadHelperChunk);
      return { ...options, codeSplitting: { ...splitting, groups } };
    },
    generateBundle: {
      order: 'post',
      async handler(_options, output) {
        const bundle = output as unknown as Record<string, BundleFile>;
        const entry = bundle[remoteEntryFile];
        const manifestFile = bundle[manifestFileName];
        if (entry?.type !== 'chunk' || manifestFile?.type !== 'asset') {
          this.error(
            'masthead-lean-remote: the federation plugin wrote no remoteEntry.js or mf-manifest.json',
          );
        }
        const initKey = initKeyIn(entry.code);
        if (!initKey) this.error('masthead-lean-remote: no runtime init key in remoteEntry.js');

        const eager = new Set<string>();
        const files: Record<string, ExposeFiles> = {};
        for (const [expose, source] of Object.entries(exposes)) {
          // The chunk the expose is the entry of, else (taken into a group) the one holding it.
          const id = join(root, source);
          const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
          const chunk =
            chunks.find((file) => file.facadeModuleId === id) ??
            chunks.find((file) => file.moduleIds.includes(id));
          if (!chunk) this.error(`masthead-lean-remote: no chunk for ${expose} (${source})`);
          // The lean entry hands out the chunk's own exports: they must be the expose's.
          if (!chunk.exports.includes('default'))
            this.error(`masthead-lean-remote: the chunk of ${expose} does not export its component`);
          const reexport = reexportOf(chunk.code);
          const target = reexport && bundle[posix.join(posix.dirname(chunk.fileName), reexport.from)];
          files[expose] =
            reexport &&
            target?.type === 'chunk' &&
            Object.values(reexport.picks).every((name) => target.exports.includes(name))
              ? { ...filesOf(bundle, target.fileName, eager), picks: reexport.picks }
              : filesOf(bundle, chunk.fileName, eager);
        }
        const eagerShared = [...eager].filter((name) => known.has(name)).sort();
        entry.code = withCompileHint(await leanEntry(initKey, eagerShared, files));
        entry.imports = [];
        // Each expose's files run as the widget mounts: compiled off the main thread.
        for (const file of Object.values(files).flatMap((own) => own.js)) {
          const chunk = bundle[file];
          if (chunk?.type === 'chunk') chunk.code = withCompileHint(chunk.code);
        }

        const manifest = JSON.parse(String(manifestFile.source)) as {
          exposes: {
            path: string;
            assets: { js: { sync: string[]; async?: string[] }; css: { sync: string[] } };
          }[];
          mastheadPreload?: { shared: string[] };
          mastheadContainer?: { initKey: string; picks: Record<string, Record<string, string>> };
        };
        for (const expose of manifest.exposes) {
          const own = files[expose.path];
          if (!own) continue;
          expose.assets.js.sync = own.js;
          expose.assets.css.sync = own.css;
          const later = expose.assets.js.async ?? [];
          const words = wordsChunksOf(bundle, [...own.js, ...later]);
          expose.assets.js.async = [...new Set([...later, ...words])];
        }
        manifest.mastheadPreload = { shared: eagerShared };
        // What the loader needs to build this container itself, without the entry.
        manifest.mastheadContainer = { initKey, picks: picksOf(files) };
        manifestFile.source = JSON.stringify(manifest);
      },
    },
  };
}

/** The name function of a Rolldown code-splitting group (kept structural: Vite's types re-export it). */
type ChunkName = (
  moduleId: string,
  context: { getModuleInfo(id: string): { importedIds: readonly string[] } | null },
) => string | null;

/** `./AccountDialog` → `account-dialog`. */
const chunkNameOf = (expose: string) =>
  expose
    .replace(/^\.\//, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase();

/**
 * One chunk per expose for everything the expose imports statically, and one more for what
 * several exposes share. Left to itself, Rolldown also splits out each module that an
 * expose shares with its lazy chunks (copy, a store binding, Vite's preload helper), and
 * each of those is one more file the page fetches and compiles before the widget can
 * render: the header's expose came in seven. Lazy chunks import what they need from the
 * expose's chunk, which is on the page by then. (Needs `preserveEntrySignatures:
 * 'allow-extension'`, or Rolldown adds a facade file in front of each expose's chunk.)
 */
export function exposeChunks(root: string, exposes: Readonly<Record<string, string>>): ChunkName {
  const names = Object.keys(exposes);
  let owners: Map<string, string> | undefined;
  return (moduleId, context) => {
    if (!owners) {
      const reachedBy = new Map<string, Set<string>>();
      for (const [expose, source] of Object.entries(exposes)) {
        const pending = [join(root, source)];
        for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
          const by = reachedBy.get(id) ?? new Set<string>();
          if (by.has(expose)) continue;
          by.add(expose);
          reachedBy.set(id, by);
          pending.push(...(context.getModuleInfo(id)?.importedIds ?? []));
        }
      }
      const exposeIds = new Set(Object.values(exposes).map((source) => join(root, source)));
      owners = new Map(
        [...reachedBy]
          // The federation plugin's own modules stay where its (unused) entry expects them;
          // the share bindings the widget reads (loadShare) are ordinary imports.
          .filter(([id]) => !isPluginGlue(id))
          // Where several exposes share code, each exposed module keeps a chunk of its own
          // (taken into a group, a module that only re-exports would be turned into a
          // namespace object and lose its export names).
          .filter(([id]) => names.length === 1 || !exposeIds.has(id))
          .map(([id, by]) => [id, by.size === 1 ? chunkNameOf([...by][0] ?? '') : 'shared']),
      );
    }
    return owners.get(moduleId) ?? null;
  };
}
