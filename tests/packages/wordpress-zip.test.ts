/**
 * The WordPress plugin's zip as a site uploads it (packages/wordpress/dist/masthead.zip, from
 * the build): one `masthead/` folder with the plugin's main file and its header, WordPress's
 * readme, the uninstall script, every block's built files, and PHP that PHP's own linter
 * accepts. Its version is the package's everywhere WordPress reads one. The plugin's behaviour
 * in a running WordPress is tests/browser/hosts/wordpress-plugin.test.ts.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { afterAll, describe, expect, it } from 'vitest';
import { hostProgram } from '../../scripts/ensure-hosts.mjs';

const dir = fileURLToPath(new URL('../../packages/wordpress/', import.meta.url));
const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string };
const AdmZip = createRequire(join(dir, 'package.json'))('adm-zip') as new (path: string) => {
  getEntries(): { entryName: string; getData(): Buffer }[];
};
const entries = new Map(
  new AdmZip(join(dir, 'dist', 'masthead.zip')).getEntries().map((entry) => [entry.entryName, entry]),
);
const text = (name: string) => entries.get(`masthead/${name}`)?.getData().toString('utf8') ?? '';
const blocks = readdirSync(join(dir, 'src', 'blocks'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const scratch = mkdtempSync(join(tmpdir(), 'masthead-wordpress-zip-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the WordPress plugin’s zip', () => {
  it('holds one masthead/ folder, as WordPress installs a plugin from it', () => {
    expect([...entries.keys()].every((name) => name.startsWith('masthead/'))).toBe(true);
    for (const name of ['masthead.php', 'readme.txt', 'uninstall.php'])
      expect(entries.has(`masthead/${name}`)).toBe(true);
  });

  it('names itself, its version and what it needs in the header and the readme WordPress reads', () => {
    const header = text('masthead.php');
    expect(header).toMatch(/^ \* Plugin Name: +Masthead$/m);
    expect(header).toMatch(new RegExp(`^ \\* Version: +${version}$`, 'm'));
    expect(header).toMatch(/^ \* Requires at least: +6\.1$/m);
    expect(text('readme.txt')).toMatch(new RegExp(`^Stable tag: ${version}$`, 'm'));
  });

  it('carries every block built, with its block.json, editor script and asset file', () => {
    expect(blocks).toHaveLength(6);
    for (const block of blocks) {
      const metadata = JSON.parse(text(`build/blocks/${block}/block.json`)) as { name: string };
      expect(metadata.name).toBe(`masthead/${block}`);
      expect(text(`build/blocks/${block}/index.js`)).toContain(`masthead/${block}`);
      // The editor's globals the script needs, for WordPress to load before it.
      expect(text(`build/blocks/${block}/index.asset.php`)).toContain("'wp-blocks'");
      expect(text('includes/blocks.php')).toContain(`'${block}'`);
    }
  });

  it('has PHP that PHP parses', () => {
    const php = [...entries.keys()].filter((name) => name.endsWith('.php'));
    expect(php.length).toBeGreaterThan(8);
    for (const name of php) {
      const file = join(scratch, name.replaceAll('/', '_'));
      writeFileSync(file, entries.get(name)?.getData() ?? '');
      expect(execFileSync(hostProgram('php'), ['-l', file], { encoding: 'utf8' })).toContain(
        'No syntax errors detected',
      );
    }
  });
});
