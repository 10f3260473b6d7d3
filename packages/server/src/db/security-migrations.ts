/**
 * Migrations for the account protections: sign-in attempts counted per address (for
 * addresses with no account too), so a known and an unknown address answer alike; rate
 * limit windows shared by every server process on the database.
 */
export const securityMigrations = [
  {
    version: 3,
    name: 'sign-in attempts by address',
    sql: `
      alter table users add column last_attempt_at timestamptz;
      create table sign_in_attempts (
        address text primary key,
        failed_attempts integer not null default 0,
        locked_until timestamptz,
        last_attempt_at timestamptz not null default now()
      );
    `,
  },
  {
    version: 4,
    name: 'rate limits',
    sql: `
      create table rate_limits (
        key text primary key,
        hits integer not null,
        resets_at timestamptz not null
      );
    `,
  },
] as const;
