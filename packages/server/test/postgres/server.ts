/**
 * A throwaway PostgreSQL server for the tests: Debian's `postgresql` package (installed
 * with apt-get when missing and running as root, as the browser tests do for Chromium),
 * a cluster in a temporary folder on a free loopback port, stopped and deleted after.
 * PostgreSQL refuses to run as root, so as root the cluster belongs to the `postgres` user.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

const debianRoot = '/usr/lib/postgresql';

function binDir(root: string): string | undefined {
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((version) => existsSync(join(root, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : join(root, versions[0], 'bin');
}

const isRoot = () => process.getuid?.() === 0;

export interface EnsureOptions {
  /** Where Debian puts the versions. Default `/usr/lib/postgresql`. */
  root?: string;
  /** Whether apt-get may run. Default: running as root. */
  asRoot?: boolean;
}

/** The PostgreSQL binaries, installing Debian's package first when they are missing. */
export function ensurePostgres({ root = debianRoot, asRoot = isRoot() }: EnsureOptions = {}): string {
  const found = binDir(root);
  if (found) return found;
  if (!asRoot)
    throw new Error(
      'The contract tests also run against a real PostgreSQL server, and it is not installed ' +
        `(no initdb under ${root}/*/bin). Install it with: sudo apt-get install -y postgresql`,
    );
  console.log('Installing Debian PostgreSQL for the contract tests…');
  execFileSync('sh', ['-c', 'apt-get update -qq && apt-get install -y -qq postgresql'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  const installed = binDir(root);
  if (!installed) throw new Error(`apt-get installed postgresql, but no initdb is under ${root}/*/bin.`);
  return installed;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface PostgresServer {
  /** Superuser URL of the `postgres` database: `postgres://postgres@127.0.0.1:<port>/postgres`. */
  url: string;
  stop(): Promise<void>;
}

export async function startPostgres(): Promise<PostgresServer> {
  const bin = ensurePostgres();
  const dir = await mkdtemp(join(tmpdir(), 'masthead-pg-'));
  const owner = isRoot() ? 'postgres' : userInfo().username;
  // As root, everything runs as the postgres user, which must own the folder.
  const run = (tool: string, args: string[]) => {
    const command = isRoot()
      ? (['runuser', ['-u', owner, '--', join(bin, tool), ...args]] as const)
      : ([join(bin, tool), args] as const);
    execFileSync(command[0], [...command[1]], { stdio: 'pipe' });
  };
  if (isRoot()) {
    const uid = Number(execFileSync('id', ['-u', owner]).toString().trim());
    const gid = Number(execFileSync('id', ['-g', owner]).toString().trim());
    await chown(dir, uid, gid);
  }
  const data = join(dir, 'data');
  const port = await freePort();
  try {
    run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
    // fsync off: a test cluster that dies with the run needs no durability.
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
    run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    const output = error instanceof Error && 'stderr' in error ? String(error.stderr) : '';
    throw new Error(`Could not start a PostgreSQL test server in ${dir}: ${output || String(error)}`);
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
