/** A fresh database per test file on the test PostgreSQL server, dropped afterwards. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('postgresUrl') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function createTestDatabase(label: string): Promise<TestDatabase> {
  const name = `${label}_${randomBytes(6).toString('hex')}`;
  await admin((client) => client.query(`create database ${name}`));
  const url = new URL(inject('postgresUrl'));
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: () =>
      admin((client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}
