/** The PostgreSQL test setup: it finds Debian's binaries, and says how to install them when it cannot. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { ensurePostgres } from './postgres/server.ts';

describe('given the test PostgreSQL setup', () => {
  it('finds the installed binaries, and the run has a server', () => {
    expect(existsSync(join(ensurePostgres(), 'pg_ctl'))).toBe(true);
    expect(inject('postgresUrl')).toMatch(/^postgres:\/\/postgres@127\.0\.0\.1:\d+\/postgres$/);
  });

  it('fails with the install command, never skips, when PostgreSQL is missing and apt-get may not run', () => {
    expect(() => ensurePostgres({ root: '/nonexistent/postgresql', asRoot: false })).toThrow(
      'Install it with: sudo apt-get install -y postgresql',
    );
  });
});
