// Builds the plugin: the blocks' scripts and styles with WordPress's own tooling
// (`wp-scripts build`, which reads each block.json), the PHP beside them in dist/masthead/,
// and dist/masthead.zip, the file a site uploads in Plugins → Add New.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const dist = join(here, 'dist');
const plugin = join(dist, 'masthead');

export function buildPlugin() {
  rmSync(dist, { recursive: true, force: true });
  mkdirSync(plugin, { recursive: true });
  cpSync(join(here, 'plugin'), plugin, { recursive: true });
  execFileSync(
    process.execPath,
    [
      require.resolve('@wordpress/scripts/bin/wp-scripts.js'),
      'build',
      '--webpack-src-dir=src',
      `--output-path=${join(plugin, 'build')}`,
    ],
    { cwd: here, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const AdmZip = require('adm-zip');
  const zip = new AdmZip();
  zip.addLocalFolder(plugin, 'masthead');
  zip.writeZip(join(dist, 'masthead.zip'));
  return join(dist, 'masthead.zip');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(`wrote ${buildPlugin()}`);
