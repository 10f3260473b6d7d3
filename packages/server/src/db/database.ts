/**
 * One small interface over the two stores: PGlite (embedded, no service to install)
 * by default, PostgreSQL through `pg` when a database URL is given.
 */
import { mkdir } from 'node:fs/promises';
import type { PGlite as PGliteDatabase } from '@electric-sql/pglite';
import { lockDataDir } from './pglite-lock.ts';

export interface Database {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Several statements, no parameters (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  /** 'pglite' or 'postgres', for the logs. */
  readonly kind: 'pglite' | 'postgres';
}

/**
 * `dataDir` is a folder, or 'memory://' for a throwaway in-memory database. A folder another
 * process has open is refused at once (`DatabaseInUseError`, pglite-lock.ts).
 */
export async function openPglite(dataDir: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) await mkdir(dataDir, { recursive: true });
  const unlock = inMemory ? () => undefined : lockDataDir(dataDir);
  let db: PGliteDatabase;
  try {
    db = await PGlite.create(dataDir);
  } catch (error) {
    unlock();
    throw error;
  }
  return {
    kind: 'pglite',
    async query<T>(sql: string, params: unknown[] = []) {
      return (await db.query<T>(sql, params)).rows;
    },
    async exec(sql) {
      await db.exec(sql);
    },
    close: () => db.close().finally(unlock),
  };
}

export async function openPostgres(connectionString: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection the server ends (a restart, an administrator) is replaced on the next
  // query; without a listener its error event would end the whole process.
  pool.on('error', (error) =>
    console.error('reference API: an idle PostgreSQL connection ended:', error.message),
  );
  await pool.query('select 1');
  return {
    kind: 'postgres',
    async query<T>(sql: string, params: unknown[] = []) {
      return (await pool.query(sql, params)).rows as T[];
    },
    async exec(sql) {
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
}
