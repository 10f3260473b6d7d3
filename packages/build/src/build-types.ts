// Type declarations and the widget catalog, generated from the sources after a build:
//
// - packages/loader/dist/masthead-loader.d.ts: `window.Masthead`, the `masthead:*` events and
//   the custom elements with their attributes (HTMLElementTagNameMap and React's JSX);
//   loader-declarations.ts, with the events in dom-events.ts.
// - packages/loader/dist/masthead-widgets.json: every custom element and its attributes as the
//   widgets export them (what the loader validates with); the demo's widget gallery reads it.
// - packages/<remote>/dist/@mf-types.d.ts: one `declare module '<container>/<Expose>'` per
//   exposed module, published with the remote; a React host copies it (the demo's React host
//   keeps its copy in host-demo/react-host/src/remotes/); remote-declarations.ts.
//
// `node scripts/build-types.mjs` runs it alone; the build runs it after the bundles (build.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { analyticsTypesPath, loaderDeclarations, pageApiPath } from './loader-declarations.ts';
import { remoteDeclarations } from './remote-declarations.ts';
import { createWorkspaceProgram, readRemotes, readWidgetCatalog, repoRoot } from './widget-catalog.ts';

export { eventNamesInSources, events } from './dom-events.ts';

/** Everything this script writes, by path relative to the repository. */
export function generateTypes(): Record<string, string> {
  const program = createWorkspaceProgram([pageApiPath, analyticsTypesPath]);
  const catalog = readWidgetCatalog(program);
  const remotes = readRemotes(program);
  const files: Record<string, string> = {
    'packages/loader/dist/masthead-loader.d.ts': loaderDeclarations(program, catalog),
    'packages/loader/dist/masthead-widgets.json': `${JSON.stringify(
      catalog.map(({ tag, remote, expose, attributes }) => ({ tag, remote, expose, attributes })),
      null,
      2,
    )}\n`,
  };
  for (const [remote, { exposes, federationName }] of Object.entries(remotes)) {
    files[`packages/${remote}/dist/@mf-types.d.ts`] = remoteDeclarations(
      program,
      remote,
      exposes,
      federationName,
    );
  }
  // The React host's copy of the remote it consumes (a host keeps the types it builds against).
  files['host-demo/react-host/src/remotes/masthead_footer.d.ts'] =
    files['packages/footer/dist/@mf-types.d.ts'] ?? '';
  return files;
}

/** The committed copy is formatted as the repository formats its own files. */
export async function formatted(absolute: string, text: string): Promise<string> {
  return format(text, { ...(await resolveConfig(absolute)), filepath: absolute });
}

/** Writes the files where they belong. */
export async function writeTypes(files: Record<string, string> = generateTypes()): Promise<string[]> {
  for (const [path, text] of Object.entries(files)) {
    const absolute = join(repoRoot, path);
    mkdirSync(join(absolute, '..'), { recursive: true });
    writeFileSync(absolute, path.includes('/dist/') ? text : await formatted(absolute, text));
  }
  return Object.keys(files);
}
