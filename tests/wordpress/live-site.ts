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
import { execFile, execFileSync, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { hostProgram, mariadbInstallDbPath, unpackWordPress } from '../../scripts/ensure-hosts.mjs';
import {
  harnessPlugin,
  installer,
  notLinked,
  phpString,
  rebuild,
  wordpressUsers,
  wpConfig,
  type WordPressTheme,
  type WordPressUser,
} from './site-files.ts';

export { wordpressUsers, type WordPressTheme, type WordPressUser };
import { portFree, signalGroup, startChild, stopChild, tail, waitFor } from './processes.ts';

const router = join(dirname(fileURLToPath(import.meta.url)), 'router.php');
const isRoot = process.getuid?.() === 0;

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
