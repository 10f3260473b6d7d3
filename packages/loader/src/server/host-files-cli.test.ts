/**
 * `masthead-host-files`' command line: help and version exit 0, a mistake in the arguments is
 * one line, the usage hint and exit 2, and a page template is read as a kind of page. Writing
 * the files themselves is held to the Node API in host-files.test.ts.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readHostFilesArgs, usage, usageHint } from './host-files-args.ts';
import { main } from './host-files-cli.ts';

const required = [
  '--config',
  'c.json',
  '--config-url',
  'https://s/c.json',
  '--loader',
  'https://l/l.js',
  '--out',
  'o',
];

/** Runs the command and keeps what it prints. */
async function run(argv: string[]) {
  const log: string[] = [];
  const error: string[] = [];
  const code = await main(argv, { log: (line) => log.push(line), error: (line) => error.push(line) });
  return { code, log, error };
}

describe('given --help', () => {
  it('prints the usage, with every option explained and an example, and exits 0', async () => {
    for (const flag of ['--help', '-h']) {
      const { code, log, error } = await run([flag]);
      expect(code).toBe(0);
      expect(error).toEqual([]);
      expect(log).toEqual([usage]);
    }
    for (const option of [
      '--config FILE',
      '--config-url URL',
      '--loader URL',
      '--out DIR',
      '--page NAME=FILE',
    ])
      expect(usage).toMatch(new RegExp(`^  ${option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} +\\S`, 'm'));
    expect(usage).toMatch(/^Example:\n {2}npx masthead-host-files --config /m);
  });

  it('wins over missing options', async () => {
    expect((await run(['--out', 'o', '--help'])).code).toBe(0);
  });
});

describe('given --version', () => {
  it("prints the package's version and exits 0", async () => {
    const { version } = JSON.parse(
      readFileSync(join(import.meta.dirname, '..', '..', 'package.json'), 'utf8'),
    ) as { version: string };
    expect(version).toMatch(/^\d+\.\d+\.\d+/);
    for (const flag of ['--version', '-v'])
      expect(await run([flag])).toEqual({ code: 0, log: [version], error: [] });
  });
});

describe('when the arguments are wrong', () => {
  it.each([
    [['--colour', ...required], "masthead-host-files: Unknown option '--colour'"],
    [['--config'], "masthead-host-files: Option '--config <value>' argument missing"],
    [[...required, 'extra'], 'masthead-host-files: Unexpected argument'],
    [['--config', 'c.json', '--out', 'o'], 'masthead-host-files: missing --config-url, --loader'],
    [[], 'masthead-host-files: missing --config, --config-url, --loader, --out'],
    [[...required, '--page', 'landing'], 'masthead-host-files: --page landing: write NAME=FILE'],
  ])('%j: says what is wrong in one line, then the usage hint, and exits 2', async (argv, message) => {
    const { code, log, error } = await run(argv);
    expect(code).toBe(2);
    expect(log).toEqual([]);
    expect(error).toHaveLength(2);
    expect(error[0]).toContain(message);
    expect(error[0]).not.toContain('\n');
    expect(error[1]).toBe(usageHint);
  });
});

describe('given every option', () => {
  it('reads them, each --page as a kind named by its template', () => {
    expect(
      readHostFilesArgs([...required, '--page', 'landing=t/landing.html', '--page', 'a=b.html']),
    ).toEqual({
      kind: 'write',
      args: {
        config: 'c.json',
        configUrl: 'https://s/c.json',
        loaderUrl: 'https://l/l.js',
        out: 'o',
        pages: { landing: 't/landing.html', a: 'b.html' },
      },
    });
  });
});

describe('when a file cannot be read', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'masthead-host-files-cli-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('rejects with what it could not read, for the executable to print', async () => {
    await expect(run([...required.slice(2), '--config', join(dir, 'none.json')])).rejects.toThrow(
      /none\.json/,
    );
  });

  it('reads a manifest from a file URL', async () => {
    const manifest = pathToFileURL(join(dir, 'mf-manifest.json')).href;
    await writeFile(
      join(dir, 'mf-manifest.json'),
      JSON.stringify({
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [{ path: './Footer', assets: { js: { sync: ['a.js'] }, css: { sync: [] } } }],
      }),
    );
    await writeFile(join(dir, 'config.json'), JSON.stringify({ remotes: { footer: manifest } }));
    const { code } = await run([...required.slice(0, 6), '--config', join(dir, 'config.json'), '--out', dir]);
    expect(code).toBe(0);
    const written = JSON.parse(await readFile(join(dir, 'masthead.config.json'), 'utf8')) as {
      manifests?: Record<string, unknown>;
    };
    expect(written.manifests?.footer).toBeDefined();
    const hints = JSON.parse(await readFile(join(dir, 'hints.json'), 'utf8')) as Record<string, unknown>;
    // A host that serves the config at another URL replaces this one in the hints.
    expect(hints).toMatchObject({ configUrl: 'https://s/c.json', loaderUrl: 'https://l/l.js' });
    expect(hints.kinds).toHaveProperty(
      'page.loader',
      expect.stringContaining('data-masthead-config="https://s/c.json"'),
    );
  });
});
