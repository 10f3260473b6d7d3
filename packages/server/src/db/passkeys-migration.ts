/**
 * Passkeys (docs/behaviour.md#passkeys): each credential with its public key, sign counter and
 * backup flags; the ceremonies' challenges, each answerable once within 5 minutes; and the ids
 * of removed passkeys, so a sign-in with one can say it was removed rather than unknown.
 */
export const passkeysMigration = {
  version: 2,
  name: 'passkeys',
  sql: `
    create table passkeys (
      id text primary key,
      user_id text not null references users(id) on delete cascade,
      public_key text not null,
      sign_count bigint not null default 0,
      transports jsonb not null default '[]',
      device_type text not null check (device_type in ('singleDevice', 'multiDevice')),
      backed_up boolean not null,
      aaguid text,
      name text not null,
      created_at timestamptz not null default now(),
      last_used_at timestamptz
    );
    create index passkeys_user_id on passkeys (user_id);
    create table passkey_challenges (
      challenge text primary key,
      purpose text not null check (purpose in ('registration', 'authentication')),
      user_id text references users(id) on delete cascade,
      expires_at timestamptz not null
    );
    create table removed_passkeys (
      id text primary key,
      removed_at timestamptz not null default now()
    );
  `,
} as const;
