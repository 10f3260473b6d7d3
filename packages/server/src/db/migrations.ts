/** Schema migrations, applied in order on start; each runs once (schema_migrations). */
import type { Database } from './database.ts';
import { passkeysMigration } from './passkeys-migration.ts';
import { securityMigrations } from './security-migrations.ts';

const migrations: { version: number; name: string; sql: string }[] = [
  {
    version: 1,
    name: 'accounts, sessions, carts, catalogue, mail, logs',
    sql: `
      create table users (
        id text primary key,
        email text not null unique,
        password_hash text,
        first_name text not null,
        last_name text not null,
        display_name text,
        opt_in boolean not null default false,
        restricted boolean not null default false,
        subscriber_caption text,
        is_hmm_eligible boolean not null default false,
        gift_limit integer,
        gift_remaining integer,
        failed_attempts integer not null default 0,
        locked_until timestamptz,
        industry text,
        job_title text,
        company_size text,
        created_at timestamptz not null default now(),
        last_visit_at timestamptz,
        previous_visit_at timestamptz
      );
      create table sessions (
        token_hash text primary key,
        user_id text not null references users(id) on delete cascade,
        created_at timestamptz not null default now(),
        expires_at timestamptz not null
      );
      create table store_items (
        sku text primary key,
        name text not null,
        url text not null,
        kind text not null check (kind in ('physical', 'digital')),
        sale_price numeric(10, 2) not null,
        list_price numeric(10, 2) not null
      );
      create table cart_items (
        owner text not null,
        sku text not null references store_items(sku),
        quantity integer not null check (quantity between 1 and 99),
        added_at timestamptz not null default now(),
        primary key (owner, sku)
      );
      create table content_records (
        link text primary key,
        content_type text not null,
        title text not null,
        topic text not null
      );
      create table topics (title text primary key, link text not null);
      create table mails (
        id serial primary key,
        to_email text not null,
        subject text not null,
        body text not null,
        sent_at timestamptz not null default now()
      );
      create table password_resets (
        token_hash text primary key,
        user_id text not null references users(id) on delete cascade,
        expires_at timestamptz not null
      );
      create table log_events (
        id serial primary key,
        level text not null,
        message text not null,
        logged_at text not null,
        context jsonb,
        received_at timestamptz not null default now()
      );
      create table app_meta (key text primary key, value text not null);
    `,
  },
  passkeysMigration,
  ...securityMigrations,
];

/** Every migration's version, in order: what a migrated database's schema_migrations holds. */
export const migrationVersions: readonly number[] = migrations.map((migration) => migration.version);

export async function migrate(db: Database): Promise<number[]> {
  await db.exec(
    'create table if not exists schema_migrations (version integer primary key, name text not null, applied_at timestamptz not null default now())',
  );
  const done = new Set(
    (await db.query<{ version: number }>('select version from schema_migrations')).map((row) => row.version),
  );
  const applied: number[] = [];
  for (const migration of migrations) {
    if (done.has(migration.version)) continue;
    await db.exec(
      `begin; ${migration.sql}; insert into schema_migrations (version, name) values (${migration.version}, '${migration.name}'); commit;`,
    );
    applied.push(migration.version);
  }
  return applied;
}
