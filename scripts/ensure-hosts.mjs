// The real hosts the hosting tests and the bench run Masthead in, all from Debian's packages:
// nginx (the production recipe, deploy/nginx), Apache (the documented API proxy) and PHP's
// command line (WordPress's content filter and the documented must-use plugin, with WordPress's
// own files). Programs are installed with apt-get when missing and we are root, as the browsers
// are (ensure-browsers.mjs); otherwise the tests fail naming the command. WordPress itself is
// never installed: its package is unpacked (`apt-get download`, `dpkg -x`) into
// node_modules/.cache, which needs no root. Run as a script, it does all of it.
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// From the file's path, not a URL object: jsdom (the unit tests) replaces the global URL.
const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const apachePath = process.env.APACHE_PATH ?? '/usr/sbin/apache2';
const phpPath = process.env.PHP_PATH ?? '/usr/bin/php';

/** Each host program: where it is (overridable), its Debian packages and the files they install. */
export const hostPrograms = {
  nginx: {
    path: nginxPath,
    // The recipe sends precompressed brotli files too (Debian enables the module when installed).
    packages: ['nginx', 'libnginx-mod-http-brotli-static'],
    files: [nginxPath, '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'],
  },
  apache: { path: apachePath, packages: ['apache2'], files: [apachePath] },
  php: { path: phpPath, packages: ['php-cli'], files: [phpPath] },
};

/**
 * apt-get with package lists fetched first when a fresh machine has none.
 * @param {string} command
 * @param {import('node:child_process').ExecSyncOptions} options
 */
function aptGet(command, options = {}) {
  try {
    execSync(`apt-get ${command}`, { stdio: 'pipe', ...options });
  } catch {
    execSync(`apt-get update -qq && apt-get ${command}`, { stdio: 'pipe', shell: '/bin/sh', ...options });
  }
}

/**
 * Installs the programs named (default: all) that are missing. Throws, naming the command to
 * run, when some are missing and this is not root.
 * @param {(keyof typeof hostPrograms)[]} names
 */
export function installHostPrograms(
  names = /** @type {(keyof typeof hostPrograms)[]} */ (Object.keys(hostPrograms)),
) {
  /** @param {keyof typeof hostPrograms} name */
  const installed = (name) => hostPrograms[name].files.every((file) => existsSync(file));
  const missing = names.filter((name) => !installed(name));
  if (missing.length === 0) return;
  const packages = missing.flatMap((name) => hostPrograms[name].packages).join(' ');
  if (process.getuid?.() !== 0)
    throw new Error(
      `${packages} missing for the hosting tests; install as root: apt-get install -y ${packages}`,
    );
  console.log(`Installing Debian's ${packages} for the hosting tests…`);
  aptGet(`install -y -q --no-install-recommends ${packages}`, {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  const still = missing.flatMap((name) => hostPrograms[name].files.filter((file) => !existsSync(file)));
  if (still.length > 0) throw new Error(`installed ${packages}, but ${still.join(', ')} is missing`);
}

/**
 * A host program's path; installs it when missing (as root), else throws with the command.
 * @param {keyof typeof hostPrograms} name
 */
export function hostProgram(name) {
  installHostPrograms([name]);
  return hostPrograms[name].path;
}

/** Where Debian's WordPress packages are unpacked: `usr/share/wordpress` under it. */
export const wordpressUnpacked = join(repoRoot, 'node_modules', '.cache', 'masthead-hosts', 'wordpress-debs');

/**
 * WordPress 6.1 and its default block theme from Debian's packages, unpacked, not installed;
 * returns WordPress's root (wp-includes, wp-content, …).
 */
export function unpackWordPress() {
  const root = join(wordpressUnpacked, 'usr', 'share', 'wordpress');
  if (existsSync(join(root, 'wp-includes', 'version.php'))) return root;
  mkdirSync(join(wordpressUnpacked, '..'), { recursive: true });
  const work = mkdtempSync(join(wordpressUnpacked, '..', 'unpacking-'));
  try {
    aptGet('download -qq wordpress wordpress-theme-twentytwentythree', { cwd: work });
    for (const deb of ['wordpress_', 'wordpress-theme-twentytwentythree_'])
      execSync(`dpkg -x ${deb}*.deb unpacked`, { cwd: work, stdio: 'pipe', shell: '/bin/sh' });
    rmSync(wordpressUnpacked, { recursive: true, force: true });
    renameSync(join(work, 'unpacked'), wordpressUnpacked);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return root;
}

if (resolve(process.argv[1] ?? '') === fileURLToPath(import.meta.url)) {
  try {
    installHostPrograms();
    console.log(`WordPress unpacked: ${unpackWordPress()}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
