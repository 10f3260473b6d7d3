/**
 * The packages a site installs from npm, as the site gets them: each packed by pnpm (which
 * applies `publishConfig` and turns `workspace:` ranges into versions), installed by npm in a
 * folder outside the workspace, and used from there: the `masthead-host-files` command against
 * the built demo deployment, the server helpers and the React components imported by plain
 * Node, the loader's browser file resolved through `exports`, and a host's TypeScript checked
 * against the installed typings. Needs the build (`pnpm test` builds first).
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remoteNames } from '@masthead/federation';

const root = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Every package a site installs, in one place: each must pack, install and work, and the test
 * fails for one that is missing (the workspace's other packages are private).
 */
const published = {
  '@masthead/loader': {
    dir: 'packages/loader',
    entries: { './page-hints': 'src/server/page-hints.ts', './host-files': 'src/server/host-files.ts' },
  },
  '@masthead/react': {
    dir: 'packages/react',
    entries: { '.': 'src/index.ts', './server': 'src/server.ts' },
  },
} as const;
type PackageName = keyof typeof published;
const names = Object.keys(published) as PackageName[];

interface Manifest {
  name: string;
  version: string;
  private?: boolean;
  [field: string]: unknown;
}

interface Result {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a program to its end; a non-zero exit is a result, not an error. */
function run(file: string, args: string[], cwd: string): Promise<Result> {
  // Not the settings of the pnpm script that may be running this test (`pnpm test` sets
  // npm_config_local_prefix to the workspace, where npx would find the workspace's own
  // masthead-host-files): the site is npm's, with the machine's npm configuration.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !/^(npm_package_|npm_lifecycle_|npm_config_|PNPM_)/i.test(name),
    ),
  );
  return new Promise((resolve) => {
    execFile(file, args, { cwd, env, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      // A program that ran and failed has its exit code; one that could not start, 1.
      const code = typeof error?.code === 'number' ? error.code : Number(Boolean(error));
      resolve({ code, stdout, stderr });
    });
  });
}

/** Runs it and fails the test, with what it printed, when it does not exit 0. */
async function succeed(file: string, args: string[], cwd: string): Promise<string> {
  const result = await run(file, args, cwd);
  if (result.code !== 0)
    throw new Error(`${file} ${args.join(' ')} exited ${result.code}:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

const workspaceManifest = (dir: string) =>
  JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) as Manifest;

/** The files an `exports` map points at, under every condition. */
const exportTargets = (exports: unknown): string[] =>
  typeof exports === 'string'
    ? [exports]
    : Object.values((exports ?? {}) as Record<string, unknown>).flatMap(exportTargets);

let work: string;
let site: string;
const installed = (name: PackageName, ...path: string[]) => join(site, 'node_modules', name, ...path);
const installedManifest = (name: PackageName) =>
  JSON.parse(readFileSync(installed(name, 'package.json'), 'utf8')) as Manifest;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'masthead-pack-'));
  const tarballs = join(work, 'tarballs');
  await mkdir(tarballs);
  for (const name of names) {
    const { dir } = published[name];
    if (!existsSync(join(root, dir, 'package.json'))) throw new Error(`${name}: no ${dir}/package.json`);
    await succeed('npx', ['-y', 'pnpm@10', 'pack', '--pack-destination', tarballs], join(root, dir));
  }
  // A site of its own, outside the workspace: nothing resolves from the repository's node_modules.
  site = join(work, 'site');
  await mkdir(site);
  await writeFile(
    join(site, 'package.json'),
    JSON.stringify({ name: 'site', private: true, type: 'module' }),
  );
  const react = workspaceManifest('packages/react').devDependencies as Record<string, string>;
  await succeed(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--prefer-offline',
      ...readdirSync(tarballs).map((file) => join(tarballs, file)),
      `react@${react.react}`,
      `react-dom@${react['react-dom']}`,
      '@types/react@^19',
      '@types/react-dom@^19',
    ],
    site,
  );
});

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

describe('the published packages', () => {
  it('are every public package of the workspace', () => {
    const packages = readdirSync(join(root, 'packages'))
      .filter((dir) => existsSync(join(root, 'packages', dir, 'package.json')))
      .map((dir) => workspaceManifest(`packages/${dir}`))
      .filter((manifest) => !manifest.private)
      .map((manifest) => manifest.name);
    expect(packages.sort()).toEqual([...names].sort());
  });

  for (const name of names)
    it(`${name}: a package.json npm can publish, and the files a site needs`, () => {
      const manifest = installedManifest(name);
      expect(manifest.name).toBe(name);
      expect(manifest.version).toMatch(/^\d+\.\d+\.\d+(-[\w.]+)?$/);
      expect(manifest.private).toBeUndefined();
      expect(manifest.license).toBe('MIT');
      expect(manifest).toMatchObject({
        description: expect.any(String),
        keywords: expect.any(Array),
        repository: { type: 'git', url: expect.any(String) },
        engines: { node: expect.any(String) },
        files: expect.arrayContaining(['dist']),
        exports: expect.any(Object),
        types: expect.stringMatching(/^\.\/dist\/.*\.d\.ts$/),
      });
      // pnpm rewrote every workspace range, and nothing private is depended on.
      expect(JSON.stringify(manifest)).not.toContain('workspace:');
      const privates = readdirSync(join(root, 'packages'))
        .filter((dir) => existsSync(join(root, 'packages', dir, 'package.json')))
        .map((dir) => workspaceManifest(`packages/${dir}`))
        .filter((other) => other.private)
        .map((other) => other.name);
      for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies'])
        for (const [dependency, range] of Object.entries((manifest[field] as Record<string, string>) ?? {})) {
          expect(privates, `${field}.${dependency}`).not.toContain(dependency);
          expect(range, `${field}.${dependency}`).toMatch(/^[\^~>=<\d]/);
        }
      // The exports name built files only, each of them in the package.
      const targets = exportTargets(manifest.exports).filter((target) => target !== './package.json');
      expect(targets.length).toBeGreaterThan(0);
      for (const target of targets) {
        expect(target, target).toMatch(/^\.\/dist\//);
        expect(existsSync(installed(name, target)), target).toBe(true);
      }
      for (const file of ['LICENSE', 'README.md', 'CHANGELOG.md'])
        expect(existsSync(installed(name, file)), `${name}/${file}`).toBe(true);
      expect(readFileSync(installed(name, 'LICENSE'), 'utf8')).toContain('Masthead contributors');
      expect(readFileSync(installed(name, 'CHANGELOG.md'), 'utf8')).toContain(`## ${manifest.version}`);
      // Sources and the workspace's tsx launcher stay behind.
      expect(existsSync(installed(name, 'src'))).toBe(false);
      expect(existsSync(installed(name, 'bin'))).toBe(false);
    });

  it('@masthead/react depends on the loader by a version range', () => {
    const { dependencies } = installedManifest('@masthead/react') as {
      dependencies?: Record<string, string>;
    };
    expect(dependencies?.['@masthead/loader']).toBe(`^${installedManifest('@masthead/loader').version}`);
    expect(installedManifest('@masthead/react').peerDependencies).toEqual({
      react: expect.stringMatching(/^\^19/),
      'react-dom': expect.stringMatching(/^\^19/),
    });
  });
});

describe('masthead-host-files, installed', () => {
  // `npx masthead-host-files`, as the docs write it; without the installed command, it fails
  // instead of fetching a package of that name.
  const npx = (...args: string[]) => run('npx', ['--no-install', 'masthead-host-files', ...args], site);

  it('prints its usage for --help and its version for --version', async () => {
    const help = await npx('--help');
    expect(help).toMatchObject({ code: 0, stderr: '' });
    expect(help.stdout).toMatch(/^Usage: masthead-host-files --config FILE/);
    for (const option of ['--config-url URL', '--loader URL', '--out DIR', '--page NAME=FILE', 'Example:'])
      expect(help.stdout).toContain(option);
    expect(await npx('--version')).toEqual({
      code: 0,
      stdout: `${installedManifest('@masthead/loader').version}\n`,
      stderr: '',
    });
  });

  it('answers a wrong option with one line and the usage hint, exit 2', async () => {
    const wrong = await npx('--colour', 'red');
    expect(wrong.code).toBe(2);
    expect(wrong.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^masthead-host-files: Unknown option '--colour'/),
      "Run 'masthead-host-files --help' for usage.",
    ]);
  });

  it("runs compiled, without tsx, the workspace's or its own", () => {
    const bin = (installedManifest('@masthead/loader').bin as Record<string, string>)['masthead-host-files'];
    expect(bin).toMatch(/^\.\/dist\/.*\.js$/);
    expect(readFileSync(installed('@masthead/loader', bin ?? ''), 'utf8')).toMatch(
      /^#!\/usr\/bin\/env node\n/,
    );
    expect(existsSync(join(site, 'node_modules', 'tsx'))).toBe(false);
  });

  it('writes the host files of the built demo deployment', async () => {
    // The demo's deployment as built, read through file: URLs.
    const dist = (dir: string, file: string) => pathToFileURL(join(root, 'packages', dir, 'dist', file)).href;
    const remotes = Object.fromEntries(remoteNames.map((name) => [name, dist(name, 'mf-manifest.json')]));
    await writeFile(join(site, 'masthead.config.json'), JSON.stringify({ remotes }));
    const configUrl = 'https://news.example.com/masthead.config.json';
    const result = await npx(
      '--config',
      'masthead.config.json',
      '--config-url',
      configUrl,
      '--loader',
      dist('loader', 'masthead-loader.js'),
      '--out',
      'public/masthead',
    );
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toMatch(
      /^masthead-host-files: wrote public\/masthead: masthead\.config\.json, hints\.json/,
    );
    const out = join(site, 'public', 'masthead');
    const written = (file: string) => readFile(join(out, file), 'utf8');

    const config = JSON.parse(await written('masthead.config.json')) as {
      manifests?: Record<string, unknown>;
    };
    expect(Object.keys(config.manifests ?? {}).sort()).toEqual([...remoteNames].sort());
    for (const kind of ['article', 'page', 'sign-in']) {
      expect(await written(`${kind}.link.txt`)).toContain(`<${configUrl}>; rel=preload; as=fetch`);
      expect(await written(`${kind}.head.html`)).toContain(
        `<script type="module" async src="${dist('loader', 'masthead-loader.js')}" data-masthead-config="${configUrl}"`,
      );
    }
    for (const name of ['header', 'footer']) {
      // The element with the widget's built markup inside.
      expect(await written(`${name}.html`)).toMatch(
        new RegExp(`^<masthead-${name} data-masthead-prerendered><.{200,}</masthead-${name}>\n$`, 's'),
      );
      // The header's, at the page's top, first holds the page's first frame until it is parsed.
      const hold =
        name === 'header' ? '<link rel="expect" href="#masthead-header-parsed" blocking="render" />' : '';
      expect(await written(`${name}.head.html`)).toMatch(
        new RegExp(`^${hold}<link rel="stylesheet" href="file:.*\\.css"`),
      );
    }
    expect(await written('account-dialog.html')).toMatch(
      /^<div data-masthead-dialog="account" data-masthead-prerendered>/,
    );
    const hints = JSON.parse(await written('hints.json')) as Record<string, object>;
    expect(Object.keys(hints.kinds ?? {})).toEqual(['article', 'page', 'sign-in']);
  });
});

describe('the modules, imported by plain Node from the site', () => {
  it('export what their sources export, and work', async () => {
    const script = `
      const names = ${JSON.stringify(names.flatMap((name) => Object.keys(published[name].entries).map((entry) => `${name}${entry.slice(1)}`)))};
      const modules = {};
      for (const name of names) modules[name] = Object.keys(await import(name)).sort();
      const { linkTag } = await import('@masthead/loader/host-files');
      const { isManifest } = await import('@masthead/loader/page-hints');
      console.log(JSON.stringify({
        modules,
        link: linkTag('<https://cdn.example/a.js>; rel=modulepreload'),
        manifest: isManifest({}),
        loader: import.meta.resolve('@masthead/loader'),
        loaderFile: import.meta.resolve('@masthead/loader/masthead-loader.js'),
      }));`;
    await writeFile(join(site, 'check.mjs'), script);
    const answer = JSON.parse(await succeed(process.execPath, ['check.mjs'], site)) as {
      modules: Record<string, string[]>;
      link: string;
      manifest: boolean;
      loader: string;
      loaderFile: string;
    };
    for (const name of names)
      for (const [entry, source] of Object.entries(published[name].entries)) {
        const own = Object.keys((await import(join(root, published[name].dir, source))) as object).sort();
        expect(own.length, `${name} ${entry}`).toBeGreaterThan(0);
        expect(answer.modules[`${name}${entry.slice(1)}`], `${name} ${entry}`).toEqual(own);
      }
    expect(answer.link).toBe('<link rel="modulepreload" href="https://cdn.example/a.js">');
    expect(answer.manifest).toBe(false);

    // The loader's browser file is the one the build wrote, resolved through `exports`.
    const browserFile = installed('@masthead/loader', 'dist', 'masthead-loader.js');
    expect(fileURLToPath(answer.loader)).toBe(browserFile);
    expect(fileURLToPath(answer.loaderFile)).toBe(browserFile);
    expect(readFileSync(browserFile, 'utf8')).toBe(
      readFileSync(join(root, 'packages', 'loader', 'dist', 'masthead-loader.js'), 'utf8'),
    );
    const chunks = readdirSync(installed('@masthead/loader', 'dist', 'chunks'));
    expect(chunks).toContain('masthead-core.js');
  });
});

describe("a site's TypeScript", () => {
  it('type-checks against the installed typings, which are not `any`', async () => {
    await writeFile(
      join(site, 'check.ts'),
      `import type { MastheadPageApi } from '@masthead/loader';
import { pageHints, type HostConfig } from '@masthead/loader/page-hints';
import { hostFiles, linkTag, type PageKind } from '@masthead/loader/host-files';
import * as react from '@masthead/react';
import * as server from '@masthead/react/server';

declare const api: MastheadPageApi;
api.openAccountDialog({ view: 'sign-in' });
// @ts-expect-error: not a view of the account dialog
api.openAccountDialog({ view: 'nowhere' });

const config: HostConfig = { remotes: { footer: 'https://cdn.example.com/footer/mf-manifest.json' } };
// @ts-expect-error: not one of Masthead's remotes
const wrong: HostConfig = { remotes: { sidebar: 'https://cdn.example.com/x.json' } };
const kind: PageKind = { body: '<masthead-footer></masthead-footer>' };
const link: string = linkTag('<https://cdn.example/a.js>; rel=modulepreload');
const hints: Promise<string[]> = pageHints({
  html: '<html></html>',
  pageUrl: 'https://news.example.com/',
  config,
  manifest: () => Promise.reject(new Error('offline')),
});
// @ts-expect-error: hostFiles needs the loader's URL and readers
void hostFiles({ config });
const element: HTMLElementTagNameMap['masthead-footer'] = document.createElement('masthead-footer');
export { wrong, kind, link, hints, element, react, server };
`,
    );
    await writeFile(
      join(site, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          lib: ['ES2023', 'DOM', 'DOM.Iterable'],
          module: 'ESNext',
          moduleResolution: 'bundler',
          jsx: 'react-jsx',
          strict: true,
          noEmit: true,
          // The installed declarations are checked too, not only their use.
          skipLibCheck: false,
          types: [],
        },
        files: ['check.ts'],
      }),
    );
    const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
    const result = await run(process.execPath, [tsc, '-p', 'tsconfig.json'], site);
    expect(`${result.stdout}${result.stderr}`.trim()).toBe('');
    expect(result.code).toBe(0);
    expect(relative(root, site).startsWith('..')).toBe(true);
  });
});
