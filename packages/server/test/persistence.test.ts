/**
 * Storage survives a restart, on PGlite (a data folder) and on a real PostgreSQL server:
 * a registered account, its profile answers, its cart and its session.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationVersions } from '../src/db/migrations.ts';
import type { ReferenceApiOptions } from '../src/index.ts';
import { createTestDatabase, type TestDatabase } from './postgres/databases.ts';
import { cookieFetch, startApi } from './support.ts';

const dataDir = await mkdtemp(join(tmpdir(), 'masthead-api-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const json = { 'content-type': 'application/json' };
const account = {
  firstName: 'Perry',
  lastName: 'Persist',
  emailAddress: 'perry@example.com',
  password: 'Persist#2026x',
  optIn: true,
};
const attributes = [
  { name: 'industry', value: 'Healthcare' },
  { name: 'job-title', value: 'Manager/Senior Manager' },
  { name: 'company-size', value: '100 to 499' },
];

/** Registers, answers the questionnaire and fills the cart; restarts; finds it all again. */
async function keepsDataAcrossRestart(options: ReferenceApiOptions): Promise<void> {
  const first = await startApi(options);
  expect(first.api.storage).toBe(options.databaseUrl ? 'postgres' : 'pglite');
  const browser = cookieFetch();
  const post = (origin: string, path: string, body: unknown, method = 'POST') =>
    browser(`${origin}${path}`, { method, headers: json, body: JSON.stringify(body) });
  expect((await post(first.origin, '/api/users', account)).status).toBe(201);
  const profile = { displayName: 'Perry P', emailAddress: account.emailAddress, attributes };
  expect((await post(first.origin, '/api/user/profile', profile, 'PUT')).status).toBe(204);
  expect(
    (await post(first.origin, '/api/shopping-cart/items', { sku: 'MAG-2026-03', quantity: 3 })).status,
  ).toBe(200);
  await first.stop();

  const second = await startApi(options);
  try {
    const visitor = cookieFetch();
    const signIn = await visitor(`${second.origin}/api/auth/sign-in`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ emailAddress: account.emailAddress, password: account.password }),
    });
    expect(signIn.status).toBe(200);
    expect(await (await visitor(`${second.origin}/api/user/profile`)).json()).toMatchObject({
      state: 'Registered',
      industry: 'Healthcare',
      jobTitle: 'Manager/Senior Manager',
      companySize: '100 to 499',
    });
    const { cart } = (await (await visitor(`${second.origin}/api/shopping-cart`)).json()) as {
      cart: { line_items: { physical_items: { sku: string; quantity: number }[] } };
    };
    expect(cart.line_items.physical_items).toEqual([
      expect.objectContaining({ sku: 'MAG-2026-03', quantity: 3 }),
    ]);
    // The first browser's session cookie is still valid too: sessions are stored, not in memory.
    const session = (await (await browser(`${second.origin}/api/auth/session`)).json()) as {
      session: unknown;
    };
    expect(session.session).toMatchObject({ user: { emailAddress: account.emailAddress } });
  } finally {
    await second.stop();
  }
}

describe('given a data directory', () => {
  it('keeps the account, its profile answers and its cart across a restart', () =>
    keepsDataAcrossRestart({ dataDir }));

  it('stores Argon2id hashes, never the password, and runs each migration once', async () => {
    const db = await PGlite.create(dataDir);
    try {
      const { rows } = await db.query<{ password_hash: string }>(
        'select password_hash from users where email = $1',
        [account.emailAddress],
      );
      expect(rows[0]?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(rows[0]?.password_hash).not.toContain(account.password);
      const migrations = await db.query<{ count: number }>(
        'select count(*)::int as count from schema_migrations',
      );
      expect(migrations.rows[0]?.count).toBe(migrationVersions.length);
    } finally {
      await db.close();
    }
  });
});

describe('given a PostgreSQL database (DATABASE_URL)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('persistence');
  });
  afterAll(() => database?.drop());

  it('keeps the account, its profile answers and its cart across a restart', () =>
    keepsDataAcrossRestart({ databaseUrl: database.url }));

  it('stores Argon2id hashes, never the password, and runs each migration once', async () => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ password_hash: string }>(
        'select password_hash from users where email = $1',
        [account.emailAddress],
      );
      expect(rows[0]?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      const migrations = await client.query<{ count: number }>(
        'select count(*)::int as count from schema_migrations',
      );
      expect(migrations.rows[0]?.count).toBe(migrationVersions.length);
    } finally {
      await client.end();
    }
  });
});
