// @vitest-environment node
/**
 * A remote built alone gives the same files as in the workspace's build of every remote. The
 * federation plugin names a remote's virtual modules after a counter; unpatched, one counter
 * served the whole build process, so the second remote built in it had other file names than
 * when built alone (`patches/@module-federation__vite@*.patch`).
 *
 * Each build runs in a process of its own, as `pnpm build` and a one-remote build do, and
 * outside Vitest, under which the plugin turns itself off.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
// Under the package, so the fixture resolves React and the plugin as the remotes do.
const fixture = mkdtempSync(join(dirname(fileURLToPath(import.meta.url)), '..', '.owner-fixture-'));
afterAll(() => rmSync(fixture, { recursive: true, force: true }));

writeFileSync(
  join(fixture, 'widget.js'),
  `import { createElement } from 'react';\nexport default () => createElement('p');\n`,
);
writeFileSync(
  join(fixture, 'build.mjs'),
  `import { build } from 'vite';
import { federation } from '@module-federation/vite';
const files = {};
for (const name of process.argv.slice(2)) {
  const outputs = await build({
    configFile: false,
    root: ${JSON.stringify(fixture)},
    logLevel: 'silent',
    build: { write: false, rollupOptions: { input: {} } },
    plugins: [
      federation({
        name,
        filename: 'remoteEntry.js',
        exposes: { './Widget': './widget.js' },
        shared: { react: { singleton: true } },
      }),
    ],
  });
  files[name] = [outputs].flat().flatMap((output) => output.output.map((file) => file.fileName)).sort();
}
console.log(JSON.stringify(files));
`,
);

/** The file names of each remote, built in that order in one process. */
async function buildInOneProcess(...names: string[]): Promise<Record<string, string[]>> {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST') && key !== 'NODE_ENV'),
  );
  const { stdout } = await run(process.execPath, [join(fixture, 'build.mjs'), ...names], {
    cwd: fixture,
    env,
  });
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as Record<string, string[]>;
}

describe('a remote built alone', () => {
  it('has the file names it has when built after other remotes', async () => {
    const [together, alone] = await Promise.all([
      buildInOneProcess('first_remote', 'second_remote'),
      buildInOneProcess('second_remote'),
    ]);
    // The plugin's virtual modules are among the files, so the comparison covers their names.
    expect(alone.second_remote).toContainEqual(expect.stringContaining('__mf_owner__'));
    expect(together.second_remote).toEqual(alone.second_remote);
  }, 60_000);
});
