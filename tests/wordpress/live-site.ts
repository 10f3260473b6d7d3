/**
 * A real, running WordPress 6.1 site for the browser tests, from Debian's packages
 * (scripts/ensure-hosts.mjs): its database on a throwaway MariaDB server, its files in a
 * temporary folder with a wp-content of its own, installed by WordPress's own `wp_install()`
 * and served by PHP's built-in server (router.php) with pretty permalinks. No network: no
 * automatic updates, no cron calls, no remote calls but to the loopback hosts a plugin may fetch
 * from (WordPress's own checks for updates still try, fail at once and say so in the debug log).
 *
 * Debian's package loads its configuration from /etc/wordpress (its wp-config.php) and keeps
 * wp-content in /var/lib/wordpress; the site has its own wp-config.php instead. So WordPress's
 * files are hard-linked into the site's folder, not symlinked: PHP resolves a symlinked file to
 * where it really is, and wp-load.php would then find Debian's wp-config.php next to it. The
 * themes are copied into the site's own wp-content.
 */
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { copyFile, link, mkdir, mkdtemp, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { hostProgram, mariadbInstallDbPath, unpackWordPress } from '../../scripts/ensure-hosts.mjs';

const router = join(dirname(fileURLToPath(import.meta.url)), 'router.php');
const isRoot = process.getuid?.() === 0;

export type WordPressTheme = 'twentytwentythree' | 'twentytwentyone';

export interface WordPressUser {
  login: string;
  password: string;
  email: string;
}

export interface LiveWordPress {
  /** `http://127.0.0.1:<port>`, the site's home and WordPress's address. */
  origin: string;
  /** The site's folder, its document root: WordPress's files, wp-config.php, wp-content/. */
  dir: string;
  /** WordPress's debug log (notices, warnings, errors), in the site's folder. */
  debugLog: string;
  /** An administrator and an author (role `author`), both without any welcome guide. */
  users: { admin: WordPressUser; author: WordPressUser };
  /**
   * Runs PHP `code` (no `<?php` needed) with WordPress loaded for this site, through PHP's
   * command line; returns what it printed. Throws, with its errors and the debug log, when it
   * fails. For a test's setup and inspection (delete an option, read a post).
   */
  php(code: string): string;
  /** Stops the server and the database and deletes the site's files. */
  stop(): Promise<void>;
}

export interface WordPressOptions {
  /** The built-in server's port on 127.0.0.1. */
  port: number;
  /** The active theme: the block theme (default) or the classic one. */
  theme?: WordPressTheme;
}

/** The site's users, the same on each site. */
export const wordpressUsers = {
  admin: { login: 'admin', password: 'masthead-admin-password', email: 'admin@example.com' },
  author: { login: 'author', password: 'masthead-author-password', email: 'author@example.com' },
} satisfies LiveWordPress['users'];

/** What the site does not take from Debian's WordPress: it has its own (.htaccess links to /etc). */
const notLinked = new Set(['wp-config.php', 'wp-content', '.htaccess']);

/**
 * `from` rebuilt at `to`: folders made, files hard-linked (copied when `copy`, or when a link
 * cannot be made), and Debian's links to other packages' files pointed at where they really are.
 */
async function rebuild(from: string, to: string, copy: boolean, leave = new Set<string>()): Promise<void> {
  await mkdir(to, { recursive: true });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    if (leave.has(entry.name)) continue;
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) await rebuild(source, target, copy);
    else if (entry.isSymbolicLink()) {
      // A link to nothing (a certificate bundle of a package not installed) is left out.
      if (existsSync(source)) await symlink(realpathSync(source), target);
    } else if (copy) await copyFile(source, target);
    else await link(source, target).catch(() => copyFile(source, target));
  }
}

/** The last lines of a log file, or a note that there is none. */
function tail(file: string, lines = 40): string {
  if (!existsSync(file)) return `(no ${file})`;
  const text = readFileSync(file, 'utf8').trimEnd();
  return text ? `${file}:\n${text.split('\n').slice(-lines).join('\n')}` : `(${file} is empty)`;
}

/**
 * Starts a child process in a process group of its own, which is stopped with the test's process
 * even when `stop` does not run: PHP's built-in server forks its workers, and they outlive their
 * parent when only it is stopped (still answering on the port, for a site that is gone).
 */
function startChild(program: string, args: string[], log: string, env: NodeJS.ProcessEnv): ChildProcess {
  const out = openSync(log, 'a');
  // Its output goes to a file: a pipe nobody reads while a test waits on PHP would fill and stall it.
  const child = spawn(program, args, { stdio: ['ignore', out, out], env, detached: true });
  closeSync(out);
  const kill = () => signalGroup(child, 'SIGKILL');
  process.once('exit', kill);
  child.once('exit', () => process.off('exit', kill));
  return child;
}

/** Sends `signal` to the child's process group, if any of it is still there. */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // Gone already.
  }
}

/** Stops a child and the processes it started with `signal`; resolves once the child has exited. */
async function stopChild(child: ChildProcess | undefined, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (!child) return;
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    signalGroup(child, signal);
    await exited;
  }
  // Any of its processes still there. (The workers it leaves are zombies until the machine's
  // init reaps them, which can take seconds: waiting for the group to go would wait for that.)
  signalGroup(child, 'SIGKILL');
}

/** Whether nothing listens on 127.0.0.1:`port`. */
function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** Waits for `ready` to hold, failing once `child` has exited or `seconds` have passed. */
async function waitFor(what: string, child: ChildProcess, seconds: number, ready: () => Promise<boolean>) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${what}: the process exited (${child.exitCode ?? child.signalCode})`);
    if (await ready()) return;
    if (Date.now() > deadline) throw new Error(`${what}: not ready after ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A PHP string literal. */
const phpString = (text: string) => `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;

/** The site's wp-config.php. */
function wpConfig(site: string, socket: string, origin: string): string {
  const define = (name: string, value: string | boolean) =>
    `define(${phpString(name)}, ${typeof value === 'string' ? phpString(value) : String(value)});`;
  // Fixed salts: a test's cookies stay valid for the site's whole life, as on any site.
  const salts = ['AUTH', 'SECURE_AUTH', 'LOGGED_IN', 'NONCE'].flatMap((name) => [
    define(`${name}_KEY`, `masthead-test-${name.toLowerCase()}-key`),
    define(`${name}_SALT`, `masthead-test-${name.toLowerCase()}-salt`),
  ]);
  return `<?php
// A test site (tests/wordpress/live-site.ts): not Debian's wp-config.php, which reads /etc/wordpress.
${define('DB_NAME', 'wordpress')}
${define('DB_USER', 'root')}
${define('DB_PASSWORD', '')}
// MariaDB's socket: the test server listens on no port.
${define('DB_HOST', `localhost:${socket}`)}
${define('DB_CHARSET', 'utf8mb4')}
${define('DB_COLLATE', '')}
$table_prefix = 'wp_';
${salts.join('\n')}
${define('WP_HOME', origin)}
${define('WP_SITEURL', origin)}
// The site's own wp-content, not Debian's /var/lib/wordpress/wp-content.
${define('WP_CONTENT_DIR', join(site, 'wp-content'))}
${define('WP_CONTENT_URL', `${origin}/wp-content`)}
${define('WP_DEBUG', true)}
${define('WP_DEBUG_DISPLAY', false)}
${define('WP_DEBUG_LOG', join(site, 'debug.log'))}
${define('WP_ENVIRONMENT_TYPE', 'local')}
// Plugins install from a zip without asking for FTP credentials.
${define('FS_METHOD', 'direct')}
// No network: no updates, no cron calling the site, no remote calls but to the loopback hosts.
${define('AUTOMATIC_UPDATER_DISABLED', true)}
${define('WP_AUTO_UPDATE_CORE', false)}
${define('DISABLE_WP_CRON', true)}
${define('WP_HTTP_BLOCK_EXTERNAL', true)}
${define('WP_ACCESSIBLE_HOSTS', '127.0.0.1,localhost')}
if (!defined('ABSPATH')) ${define('ABSPATH', `${site}/`)}
require_once ABSPATH . 'wp-settings.php';
`;
}

/** The harness's must-use plugin: what Apache's rewriting and the network would otherwise decide. */
const harnessPlugin = `<?php
// The test site's own settings (tests/wordpress/live-site.ts).
// PHP's built-in server sends every unknown path to index.php (router.php), as mod_rewrite would.
add_filter('got_url_rewrite', '__return_true');
// No network: no patterns from wordpress.org in the block editor, no mail (there is no sendmail).
add_filter('should_load_remote_block_patterns', '__return_false');
add_filter('pre_wp_mail', '__return_true');
`;

/** No welcome guide in any editor (WordPress 6.1 keeps the editors' preferences in user meta). */
const noGuides = `[
  'core/edit-post' => ['welcomeGuide' => false, 'welcomeGuideTemplate' => false],
  'core/edit-site' => ['welcomeGuide' => false, 'welcomeGuideStyles' => false],
  'core/edit-widgets' => ['welcomeGuide' => false],
  'core/customize-widgets' => ['welcomeGuide' => false],
  '_modified' => gmdate('Y-m-d\\\\TH:i:s.000\\\\Z'),
]`;

/** PHP that installs the site, run once with WP_INSTALLING defined. */
function installer(theme: WordPressTheme): string {
  const { admin, author } = wordpressUsers;
  return `
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
// wp_install() tries pretty permalinks by requesting the site, which is not served yet.
add_filter('pre_http_request', fn () => new WP_Error('masthead_offline', 'installing'));
$installed = wp_install(
  'Masthead News',
  ${phpString(admin.login)},
  ${phpString(admin.email)},
  true,
  '',
  wp_slash(${phpString(admin.password)})
);
switch_theme(${phpString(theme)});
$wp_rewrite->set_permalink_structure('/%postname%/');
update_option('rewrite_rules', '');
// Avatars come from gravatar.com, out of reach: a page would log their failed loads as errors.
update_option('show_avatars', 0);
$author = wp_insert_user([
  'user_login' => ${phpString(author.login)},
  'user_pass' => ${phpString(author.password)},
  'user_email' => ${phpString(author.email)},
  'display_name' => 'Ada Author',
  'role' => 'author',
]);
if (is_wp_error($author)) {
  fwrite(STDERR, $author->get_error_message());
  exit(1);
}
foreach ([$installed['user_id'], $author] as $user) {
  update_user_meta($user, $wpdb->get_blog_prefix() . 'persisted_preferences', ${noGuides});
  update_user_meta($user, 'show_welcome_panel', 0);
}
echo 'installed';
`;
}

/** Starts a WordPress site on 127.0.0.1:`port`; resolves once its front page answers 200. */
export async function startWordPress(options: WordPressOptions): Promise<LiveWordPress> {
  const php = hostProgram('wordpressPhp');
  const mariadbd = hostProgram('mariadb');
  const wordpress = unpackWordPress();
  const origin = `http://127.0.0.1:${options.port}`;
  // Else whatever holds the port would answer for the site until PHP's server gives up.
  if (!(await portFree(options.port))) throw new Error(`WordPress test site: ${origin} is already taken`);
  const top = await mkdtemp(join(tmpdir(), 'masthead-wordpress-'));
  const site = join(top, 'site');
  const data = join(top, 'mariadb');
  const socket = join(top, 'mysql.sock');
  const debugLog = join(site, 'debug.log');
  const mariadbLog = join(top, 'mariadb.log');
  const serverLog = join(top, 'server.log');
  let database: ChildProcess | undefined;
  let server: ChildProcess | undefined;
  // The site's files go with the test's process too when `stop` does not run, its servers killed first.
  const removeFiles = () => {
    for (const child of [server, database]) if (child) signalGroup(child, 'SIGKILL');
    try {
      rmSync(top, { recursive: true, force: true, maxRetries: 3 });
    } catch {
      // A server still dying wrote into it: the system's temporary folder keeps the rest.
    }
  };
  process.once('exit', removeFiles);
  const stop = async () => {
    process.off('exit', removeFiles);
    await stopChild(server);
    // The port is free for the next site once this one's workers are gone.
    for (let waited = 0; server && waited < 5000 && !(await portFree(options.port)); waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50));
    // Killed, not shut down: its data is deleted next, and a clean shutdown takes seconds.
    await stopChild(database, 'SIGKILL');
    await rm(top, { recursive: true, force: true });
  };
  /** Why a step failed, with every log there is. */
  const failure = (step: string, error: unknown) =>
    new Error(
      [
        `WordPress test site on ${origin}: ${step}: ${error instanceof Error ? error.message : String(error)}`,
        tail(serverLog),
        tail(debugLog),
        tail(mariadbLog, 15),
      ].join('\n'),
    );

  /** PHP's command line, with WordPress loaded as for a request to the site's front page. */
  const phpRun = (code: string, installing = false) =>
    `<?php
${installing ? "define('WP_INSTALLING', true);" : ''}
$_SERVER['HTTP_HOST'] = ${phpString(`127.0.0.1:${options.port}`)};
$_SERVER['SERVER_NAME'] = '127.0.0.1';
$_SERVER['SERVER_PORT'] = ${options.port};
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['REQUEST_METHOD'] = 'GET';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
$_SERVER['REMOTE_ADDR'] = '127.0.0.1';
require ${phpString(join(site, 'wp-load.php'))};
${code.replace(/^\s*<\?php/, '')}
`;
  const phpArgs = ['-d', 'display_errors=stderr', '-d', 'memory_limit=512M'];

  try {
    // The database server and the site's files at the same time.
    const initFile = join(top, 'init.sql');
    await writeFile(
      initFile,
      'CREATE DATABASE wordpress CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;\n',
    );
    const startDatabase = async () => {
      // Only the server's own options (--no-defaults): nothing from Debian's /etc/mysql.
      const user = isRoot ? ['--user=root'] : [];
      await promisify(execFile)(mariadbInstallDbPath, [
        '--no-defaults',
        `--datadir=${data}`,
        ...user,
        '--auth-root-authentication-method=normal',
        '--skip-test-db',
        '--skip-name-resolve',
      ]).catch((error: unknown) => {
        throw new Error(
          `mariadb-install-db failed: ${String((error as { stderr?: string }).stderr ?? error)}`,
        );
      });
      database = startChild(
        mariadbd,
        [
          '--no-defaults',
          `--datadir=${data}`,
          `--socket=${socket}`,
          `--pid-file=${join(top, 'mariadb.pid')}`,
          '--skip-networking',
          ...user,
          `--init-file=${initFile}`,
          '--character-set-server=utf8mb4',
          '--collation-server=utf8mb4_unicode_ci',
          // A database that lives for one test file needs no durability.
          '--innodb-flush-log-at-trx-commit=0',
          '--innodb-doublewrite=0',
          '--innodb-buffer-pool-size=64M',
          '--innodb-log-file-size=16M',
        ],
        mariadbLog,
        process.env,
      );
      const started = database;
      await waitFor('MariaDB', started, 30, async () =>
        (await readFile(mariadbLog, 'utf8').catch(() => '')).includes('ready for connections'),
      );
    };
    const buildSite = async () => {
      await rebuild(wordpress, site, false, notLinked);
      // wp-content: the site's own, writable, with copies of the two themes (a test may change them).
      const content = join(site, 'wp-content');
      for (const folder of ['plugins', 'themes', 'uploads', 'upgrade', 'mu-plugins', 'languages'])
        await mkdir(join(content, folder), { recursive: true });
      for (const theme of ['twentytwentythree', 'twentytwentyone'])
        await rebuild(join(wordpress, 'wp-content', 'themes', theme), join(content, 'themes', theme), true);
      await writeFile(join(content, 'index.php'), '<?php\n// Silence is golden.\n');
      await writeFile(join(content, 'mu-plugins', 'masthead-test-site.php'), harnessPlugin);
      await writeFile(join(site, 'wp-config.php'), wpConfig(site, socket, origin));
    };
    // Both finish before a failure stops the site: a server started after `stop` would outlive it.
    const failed = (await Promise.allSettled([startDatabase(), buildSite()])).find(
      (result) => result.status === 'rejected',
    );
    if (failed) throw failed.reason;
  } catch (error) {
    const thrown = failure('setting up', error);
    await stop();
    throw thrown;
  }

  try {
    const { stdout } = await new Promise<{ stdout: string }>((resolve, reject) => {
      const child = execFile(php, phpArgs, (error, stdout, stderr) =>
        error ? reject(new Error(`${error.message}\n${stdout}\n${stderr}`)) : resolve({ stdout }),
      );
      child.stdin?.end(phpRun(installer(options.theme ?? 'twentytwentythree'), true));
    });
    if (!stdout.includes('installed')) throw new Error(`the installer said: ${stdout}`);
  } catch (error) {
    const thrown = failure('installing', error);
    await stop();
    throw thrown;
  }

  try {
    server = startChild(
      php,
      [
        // The opcode cache, shared by the server's workers: wp-admin's pages compile much PHP.
        '-d',
        'opcache.enable_cli=1',
        '-d',
        'opcache.revalidate_freq=0',
        '-d',
        'memory_limit=512M',
        '-d',
        'upload_max_filesize=64M',
        '-d',
        'post_max_size=64M',
        '-S',
        `127.0.0.1:${options.port}`,
        '-t',
        site,
        router,
      ],
      serverLog,
      // Workers: the block editor's REST calls run side by side, not one after another.
      { ...process.env, PHP_CLI_SERVER_WORKERS: '4' },
    );
    const started = server;
    await waitFor('the front page', started, 30, async () => {
      const answer = await fetch(`${origin}/`, { redirect: 'manual' }).catch(() => undefined);
      if (answer && answer.status !== 200) throw new Error(`the front page answered ${answer.status}`);
      return answer?.status === 200;
    });
  } catch (error) {
    const thrown = failure('serving', error);
    await stop();
    throw thrown;
  }

  return {
    origin,
    dir: site,
    debugLog,
    users: wordpressUsers,
    php(code) {
      try {
        return execFileSync(php, phpArgs, { input: phpRun(code), encoding: 'utf8', stdio: 'pipe' });
      } catch (error) {
        const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
        throw new Error(`PHP failed: ${String(error)}\n${stdout}\n${stderr}\n${tail(debugLog)}`);
      }
    },
    stop,
  };
}
