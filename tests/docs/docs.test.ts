// @vitest-environment node
/**
 * The README and the docs stay true to the repository: every relative link and anchor
 * resolves, the README's two commands are the ones package.json and CI run, and what the
 * README says the test command runs covers each of its steps. Nothing in the repository
 * points at a path outside it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const read = (path: string) => readFileSync(join(root, path), 'utf8');

/** Every Markdown file a reader is sent to: the README, docs/, the demo's and each package's. */
const markdownFiles = [
  'README.md',
  'host-demo/README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
  ...readdirSync(join(root, 'packages'))
    .map((name) => `packages/${name}/README.md`)
    .filter((path) => existsSync(join(root, path))),
];

/** The text outside fenced code blocks, where a link is a link. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '');
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function slug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors a Markdown file offers: its headings' (numbered when repeated) and its `<a id>`s. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const [, heading = ''] of prose(markdown).matchAll(/^#{1,6} +(.+?)\s*#*$/gm)) {
    const base = slug(heading);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  for (const [, id = ''] of markdown.matchAll(/<a id="([^"]+)"><\/a>/g)) anchors.add(id);
  return anchors;
}

/** The relative links of a Markdown file: `[text](target)`, without the web's and the mail's. */
function relativeLinks(markdown: string): string[] {
  return [...prose(markdown).matchAll(/\]\(([^)\s]+)\)/g)]
    .map(([, target = '']) => target)
    .filter((target) => !/^[a-z][a-z+.-]*:/i.test(target));
}

describe('links in the README and the docs', () => {
  it('finds the files to check', () => {
    expect(markdownFiles).toEqual(
      expect.arrayContaining(['README.md', 'docs/embedding.md', 'host-demo/README.md']),
    );
  });

  for (const file of markdownFiles)
    it(`${file}: every relative link names a file that exists, and an anchor it has`, () => {
      const broken: string[] = [];
      for (const target of relativeLinks(read(file))) {
        const [path = '', anchor] = target.split('#');
        const resolved = path === '' ? join(root, file) : join(root, dirname(file), decodeURI(path));
        if (!existsSync(resolved)) {
          broken.push(`${target}: no file ${relative(root, resolved)}`);
          continue;
        }
        if (anchor !== undefined && !anchorsOf(readFileSync(resolved, 'utf8')).has(anchor))
          broken.push(`${target}: no anchor #${anchor} in ${relative(root, resolved)}`);
      }
      expect(broken).toEqual([]);
    });

  it('tells a broken link and a missing anchor from good ones', () => {
    expect(relativeLinks('[a](docs/x.md#y) [b](https://example.com) [c](#z)\n```\n[d](e.md)\n```')).toEqual([
      'docs/x.md#y',
      '#z',
    ]);
    expect([
      ...anchorsOf('# A title\n## `<masthead-footer>`: the site footer\n## A title\n<a id="kept"></a>'),
    ]).toEqual(['a-title', 'masthead-footer-the-site-footer', 'a-title-1', 'kept']);
  });
});

/**
 * The repository's own text files: what git tracks and what it would add, never what it
 * ignores (what the build, the tests and a test host's framework write).
 */
function repositoryFiles(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((path) => existsSync(join(root, path)))
    .filter((path) => /\.(ts|tsx|mts|js|mjs|css|md|json|html|conf|yaml)$|^\.ci\/run$/.test(path));
}

describe('the repository', () => {
  it('points at nothing outside it: no path above it, no document that is not in it', () => {
    // Built from parts, so that this file does not match itself.
    const outside = new RegExp(['/wo' + 'rk/', '\\.\\./sha' + 'red/', 'SP' + 'EC\\.md'].join('|'));
    const files = repositoryFiles();
    expect(files).toEqual(expect.arrayContaining(['README.md', 'vite.config.ts', '.ci/run']));
    expect(files.filter((file) => outside.test(read(file)))).toEqual([]);
  });
});

describe('the README’s two commands', () => {
  const readme = read('README.md');
  const commands = [...readme.matchAll(/^```sh\n(.+)\n```$/gm)].map(([, command]) => command);
  const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;

  it('are the demo and the test command, each after a frozen install', () => {
    expect(commands).toEqual([
      'npx -y pnpm@10 install --frozen-lockfile && npx -y pnpm@10 demo',
      'npx -y pnpm@10 install --frozen-lockfile && npx -y pnpm@10 test',
    ]);
    expect(scripts.demo).toMatch(/^pnpm build && /);
  });

  it('test command is the one CI runs', () => {
    const ci = read('.ci/run');
    expect(ci).toMatch(/^npx -y pnpm@10 install --frozen-lockfile$/m);
    expect(ci).toMatch(/^[^#\n]*npx -y pnpm@10 test\b/m);
  });

  it('names what each step of the test command checks', () => {
    const promised = readme.slice(readme.indexOf('npx -y pnpm@10 test'), readme.indexOf('## Embedding'));
    /** Each step `pnpm test` runs → the words the README says it with. */
    const said: Record<string, string[]> = {
      'pnpm typecheck': ['typecheck'],
      'pnpm lint': ['lint'],
      'pnpm format:check': ['format'],
      'pnpm build': ['the build (every package'],
      'pnpm build-storybook': ['and Storybook)'],
      'node scripts/ensure-browsers.mjs': ['Each engine', 'installed with `apt-get`\nwhen missing'],
      'node scripts/ensure-hosts.mjs': ['real nginx, Apache and\nWordPress', 'and server is installed'],
      'vitest run': [
        'unit and component tests',
        "the lint rules' own tests",
        'every Storybook story as a test',
        'the contract suite',
        'the browser tests',
      ],
    };
    const steps = scripts.test?.split(' && ') ?? [];
    expect(steps.sort()).toEqual(Object.keys(said).sort());
    for (const words of Object.values(said))
      for (const word of words) expect(promised.replace(/\s+/g, ' ')).toContain(word.replace(/\s+/g, ' '));
  });
});
