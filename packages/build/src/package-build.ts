/**
 * The compiled JavaScript and `.d.ts` of what a site installs from npm and runs in Node or its
 * own bundler: the loader's server helpers and command (`@masthead/loader/page-hints`,
 * `/host-files`, `masthead-host-files`) and `@masthead/react`. In the workspace those packages
 * export their TypeScript sources; their `publishConfig` points at these files instead when
 * pnpm packs them.
 *
 * A published package cannot import the workspace's private packages (`@masthead/federation`,
 * `@masthead/store`, the loader's protocol): their code is bundled in and their types copied
 * into the `.d.ts`. What the package declares as a dependency or a peer stays an import, as do
 * Node's built-ins; the build fails when the output imports anything else.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateDtsBundle } from 'dts-bundle-generator';
import { build, type Rolldown } from 'vite';

const root = fileURLToPath(new URL('../../../', import.meta.url));

export interface PackageBuild {
  /** The package's folder, from the repository's root. */
  dir: string;
  /** Where the files go, from the package's folder. */
  outDir: string;
  /** Each file written (`<name>.js`) and its source, from the package's folder. */
  entries: Record<string, string>;
  /**
   * The entries that get a `<name>.d.ts` (a command needs none; its source's `#!` line is
   * kept at the top of its file).
   */
  typed: readonly string[];
  /**
   * Each source file written as a module of its own, as a React library ships: a `'use client'`
   * directive then marks its own file only, where a server-rendering framework's bundler reads
   * it (bundled, it would be dropped, or mark the whole entry).
   */
  preserveModules?: boolean;
}

/** What `pnpm build` compiles for publishing, by build target. */
export const packageBuilds = {
  loader: {
    dir: 'packages/loader',
    outDir: 'dist/server',
    entries: {
      'page-hints': 'src/server/page-hints.ts',
      'host-files': 'src/server/host-files.ts',
      'masthead-host-files': 'src/server/host-files-bin.ts',
    },
    typed: ['page-hints', 'host-files'],
  },
  react: {
    dir: 'packages/react',
    outDir: 'dist',
    entries: { index: 'src/index.ts', server: 'src/server.ts' },
    typed: ['index', 'server'],
    preserveModules: true,
  },
} as const satisfies Record<string, PackageBuild>;

interface Manifest {
  name: string;
  private?: boolean;
  exports?: Record<string, string>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const readManifest = (dir: string) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest;

/**
 * A tsconfig for the `.d.ts` bundler that maps each private workspace package's exports to
 * its sources. Reached through node_modules they would count as libraries, whose TypeScript
 * sources the compiler does not emit declarations for; mapped, they are the package's own
 * files, and their types are copied in.
 */
function declarationsConfig(): string {
  const paths: Record<string, string[]> = {};
  for (const name of readdirSync(join(root, 'packages'))) {
    const dir = join(root, 'packages', name);
    if (!existsSync(join(dir, 'package.json'))) continue;
    const manifest = readManifest(dir);
    if (!manifest.private) continue;
    for (const [path, file] of Object.entries(manifest.exports ?? {}))
      if (typeof file === 'string' && file.endsWith('.ts'))
        paths[`${manifest.name}${path.slice(1)}`] = [join(dir, file)];
  }
  // Inside the repository, so that its types (`node`) resolve from it.
  const cache = join(root, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const file = join(mkdtempSync(join(cache, 'masthead-dts-')), 'tsconfig.json');
  writeFileSync(
    file,
    JSON.stringify({
      extends: join(root, 'tsconfig.base.json'),
      compilerOptions: { types: ['vite/client', 'node'], paths },
      files: [],
    }),
  );
  return file;
}

/** A module the published package may import: a Node built-in, a dependency or a peer, or a file of one. */
const importable = (manifest: Manifest) => {
  const names = [
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}),
  ];
  return (id: string): boolean =>
    id.startsWith('node:') ||
    builtinModules.includes(id) ||
    names.some((name) => id === name || id.startsWith(`${name}/`));
};

/**
 * dts-bundle-generator writes an inferred `JSX.Element` return type as
 * `import("react").React$1.JSX.Element`, naming the module twice (it is `React$1.JSX.Element`,
 * `React$1` being its import of `react`); TypeScript rejects it in a site that checks libraries.
 */
const withoutDoubledImports = (declarations: string) =>
  declarations.replace(/\bimport\("[^"]+"\)\.(\w+\$\d+)\./g, '$1.');

export async function buildPackage(target: PackageBuild): Promise<void> {
  const dir = join(root, target.dir);
  const manifest = readManifest(dir);
  const external = importable(manifest);
  const missing = Object.values(target.entries).filter((source) => !existsSync(join(dir, source)));
  if (missing.length > 0) throw new Error(`${manifest.name} has no ${missing.join(', ')} to build`);
  const output = (await build({
    configFile: false,
    root: dir,
    logLevel: 'warn',
    // JSX as the workspace compiles it (tsconfig.base.json): React's automatic runtime.
    oxc: { jsx: { runtime: 'automatic' } },
    // Bundle everything but what `external` keeps: the private packages are not on npm.
    ssr: { noExternal: true },
    build: {
      ssr: true,
      target: 'node20',
      outDir: target.outDir,
      // Only this build's folder (dist/server/ for the loader): no stale chunk is packed.
      emptyOutDir: true,
      copyPublicDir: false,
      minify: false,
      rolldownOptions: {
        input: Object.fromEntries(
          Object.entries(target.entries).map(([name, source]) => [name, join(dir, source)]),
        ),
        external,
        onLog(level, log, handler) {
          // Kept: each file is its own module (checked below).
          if (target.preserveModules && log.code === 'MODULE_LEVEL_DIRECTIVE') return;
          handler(level, log);
        },
        output: {
          format: 'es',
          entryFileNames: '[name].js',
          chunkFileNames: 'chunks/[name]-[hash].js',
          ...(target.preserveModules ? { preserveModules: true, preserveModulesRoot: join(dir, 'src') } : {}),
        },
      },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const chunks = [output]
    .flat()
    .flatMap((result) => result.output)
    .filter((file) => file.type === 'chunk');
  const stray = chunks.flatMap((chunk) =>
    [...chunk.imports, ...chunk.dynamicImports]
      .filter((id) => !chunks.some((other) => other.fileName === id) && !external(id))
      .map((id) => `${chunk.fileName} imports ${id}`),
  );
  if (stray.length > 0)
    throw new Error(`${manifest.name}'s build imports what it does not depend on: ${stray.join('; ')}`);
  const unmarked = chunks.filter(
    (chunk) =>
      chunk.facadeModuleId &&
      /^\s*['"]use client['"]/.test(readFileSync(chunk.facadeModuleId, 'utf8')) &&
      !/^\s*['"]use client['"]/.test(chunk.code),
  );
  if (unmarked.length > 0)
    throw new Error(
      `${manifest.name}'s build lost 'use client' in ${unmarked.map((c) => c.fileName).join(', ')}`,
    );

  const config = declarationsConfig();
  let declarations: string[];
  try {
    declarations = generateDtsBundle(
      target.typed.map((name) => ({
        filePath: join(dir, target.entries[name] ?? `${name} (no such entry)`),
        output: { noBanner: true, exportReferencedTypes: false },
      })),
      { preferredConfigPath: config },
    );
  } finally {
    rmSync(dirname(config), { recursive: true, force: true });
  }
  target.typed.forEach((name, index) =>
    writeFileSync(join(dir, target.outDir, `${name}.d.ts`), withoutDoubledImports(declarations[index] ?? '')),
  );
}
