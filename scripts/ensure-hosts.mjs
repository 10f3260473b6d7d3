// The real hosts the hosting tests and the bench run Masthead in, all from Debian's packages:
// nginx (the production recipe, deploy/nginx), Apache (the documented API proxy), PHP's command
// line (WordPress's content filter and the documented must-use plugin, with WordPress's own
// files) and, for a running WordPress site (tests/wordpress/live-site.ts), MariaDB's server and
// the PHP extensions WordPress uses. Programs are installed with apt-get when missing and we are
// root, as the browsers are (ensure-browsers.mjs); otherwise the tests fail naming the command.
// WordPress itself is never installed: its package is unpacked (`apt-get download`, `dpkg -x`)
// into node_modules/.cache, which needs no root. Run as a script, it does all of it.
import { execFileSync, execSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// From the file's path, not a URL object: jsdom (the unit tests) replaces the global URL.
const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const apachePath = process.env.APACHE_PATH ?? '/usr/sbin/apache2';
const phpPath = process.env.PHP_PATH ?? '/usr/bin/php';
const mariadbPath = process.env.MARIADBD_PATH ?? '/usr/sbin/mariadbd';
/** MariaDB's tool that makes a new data directory, from the same package as its server. */
export const mariadbInstallDbPath = process.env.MARIADB_INSTALL_DB_PATH ?? '/usr/bin/mariadb-install-db';

/**
 * A host program: where it is (overridable), its Debian packages and the files they install;
 * for PHP with WordPress's extensions, the extensions `php -m` must list (their files are under
 * a folder named after PHP's module API, which changes with each PHP release).
 * @typedef {{ path: string, packages: string[], files: string[], extensions?: string[] }} HostProgram
 */

/** @type {Record<'nginx' | 'apache' | 'php' | 'wordpressPhp' | 'mariadb', HostProgram>} */
export const hostPrograms = {
  nginx: {
    path: nginxPath,
    // The recipe sends precompressed brotli files too (Debian enables the module when installed).
    packages: ['nginx', 'libnginx-mod-http-brotli-static'],
    files: [nginxPath, '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'],
  },
  apache: { path: apachePath, packages: ['apache2'], files: [apachePath] },
  php: { path: phpPath, packages: ['php-cli'], files: [phpPath] },
  // What a running WordPress 6.1 uses: mysqli for its database, the XML parsers (the block
  // editor's REST answers, feeds), mbstring, curl (its HTTP API), ZipArchive to install a
  // plugin's zip, gd for images.
  wordpressPhp: {
    path: phpPath,
    packages: ['php-cli', 'php-mysql', 'php-xml', 'php-mbstring', 'php-curl', 'php-zip', 'php-gd'],
    files: [phpPath],
    extensions: ['mysqli', 'xml', 'dom', 'SimpleXML', 'mbstring', 'curl', 'zip', 'gd'],
  },
  mariadb: { path: mariadbPath, packages: ['mariadb-server'], files: [mariadbPath, mariadbInstallDbPath] },
};

/**
 * The extensions PHP lists (`php -m`), lowercased; none when PHP is not there.
 * @returns {Set<string>}
 */
function phpExtensions() {
  if (!existsSync(phpPath)) return new Set();
  const listed = execFileSync(phpPath, ['-m'], { encoding: 'utf8' });
  return new Set(listed.split('\n').map((line) => line.trim().toLowerCase()));
}

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
  /** @type {Set<string> | undefined} */
  let extensions;
  /** @param {keyof typeof hostPrograms} name */
  const installed = (name) =>
    hostPrograms[name].files.every((file) => existsSync(file)) &&
    (hostPrograms[name].extensions ?? []).every((extension) =>
      (extensions ??= phpExtensions()).has(extension.toLowerCase()),
    );
  const missing = names.filter((name) => !installed(name));
  if (missing.length === 0) return;
  const packages = [...new Set(missing.flatMap((name) => hostPrograms[name].packages))].join(' ');
  if (process.getuid?.() !== 0)
    throw new Error(
      `${packages} missing for the hosting tests; install as root: apt-get install -y ${packages}`,
    );
  console.log(`Installing Debian's ${packages} for the hosting tests…`);
  aptGet(`install -y -q --no-install-recommends ${packages}`, {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  extensions = phpExtensions();
  const still = missing.flatMap((name) => [
    ...hostPrograms[name].files.filter((file) => !existsSync(file)),
    ...(hostPrograms[name].extensions ?? [])
      .filter((extension) => !extensions?.has(extension.toLowerCase()))
      .map((extension) => `PHP's ${extension} extension`),
  ]);
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
 * Debian's packages unpacked for WordPress: WordPress 6.1, its default block theme and the
 * classic theme before it, and the libraries Debian takes out of WordPress's copy and links back
 * with relative links (wp-includes/js/underscore.min.js is `../../../javascript/underscore/…`,
 * wp-includes/ID3 is php-getid3's), unpacked into the same tree so that those links resolve.
 */
const wordpressDebs = [
  'wordpress',
  'wordpress-theme-twentytwentythree',
  'wordpress-theme-twentytwentyone',
  'libjs-underscore',
  'libjs-cropper',
  'php-getid3',
];

/**
 * WordPress 6.1 and its themes from Debian's packages, unpacked, not installed; returns
 * WordPress's root (wp-includes, wp-content, …). A cache unpacked before the list above grew is
 * unpacked again.
 */
export function unpackWordPress() {
  const root = join(wordpressUnpacked, 'usr', 'share', 'wordpress');
  const unpacked = [
    'wp-includes/version.php',
    'wp-content/themes/twentytwentythree/style.css',
    'wp-content/themes/twentytwentyone/style.css',
    // Through Debian's links: false while they point at nothing.
    'wp-includes/js/underscore.min.js',
    'wp-includes/ID3/getid3.php',
  ];
  if (unpacked.every((file) => existsSync(join(root, file)))) return root;
  mkdirSync(join(wordpressUnpacked, '..'), { recursive: true });
  const work = mkdtempSync(join(wordpressUnpacked, '..', 'unpacking-'));
  try {
    aptGet(`download -qq ${wordpressDebs.join(' ')}`, { cwd: work });
    for (const deb of wordpressDebs)
      execSync(`dpkg -x ${deb}_*.deb unpacked`, { cwd: work, stdio: 'pipe', shell: '/bin/sh' });
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
