/**
 * Migrations for the account protections: sign-in attempts counted per address (for
 * addresses with no account too), so a known and an unknown address answer alike; rate
 * limit windows shared by every server process on the database; sessions' idle clock, and
 * a restriction ending the account's sessions (a trigger, so any tool that sets the flag
 * ends them); registrations waiting for their mailed link (a subscriber's address proved);
 * what a password reset needs to take access back (account-recovery.ts); each session's last
 * sign-in, which adding or removing a passkey needs recent (recent-sign-in.ts); the language
 * each mail is written in, and the one a reset was asked in (mail-language.ts).
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
  {
    version: 5,
    name: 'session idle limit, restriction ends sessions',
    sql: `
      alter table sessions add column last_seen_at timestamptz not null default now();
      create function end_sessions_of_restricted() returns trigger language plpgsql as $$
      begin
        if new.restricted and not old.restricted then
          delete from sessions where user_id = new.id;
        end if;
        return new;
      end $$;
      create trigger restricted_ends_sessions after update of restricted on users
        for each row execute function end_sessions_of_restricted();
    `,
  },
  {
    version: 6,
    name: 'registrations waiting for their mailed link',
    sql: `
      create table registration_claims (
        token_hash text primary key,
        user_id text not null references users(id) on delete cascade,
        password_hash text not null,
        first_name text not null,
        last_name text not null,
        opt_in boolean not null,
        expires_at timestamptz not null
      );
      create index registration_claims_user_id on registration_claims (user_id);
    `,
  },
  {
    version: 7,
    name: 'a reset takes back access, claims carry no password',
    sql: `
      alter table users add column password_proven_at timestamptz;
      -- The best earlier record of a sign-in: the last visit, else the account's creation.
      update users set password_proven_at = coalesce(last_visit_at, created_at) where password_hash is not null;
      alter table passkeys add column registered_in text;
      alter table password_resets add column signed_in_before timestamptz;
      -- Waiting claims held the registrant's password, which is no longer applied: they end.
      delete from registration_claims;
      alter table registration_claims drop column password_hash;
    `,
  },
  {
    version: 8,
    name: 'sessions keep their last sign-in',
    sql: `
      -- The session's last sign-in or its confirmation (recent-sign-in.ts); a request alone never
      -- moves it. A session's creation was its sign-in.
      alter table sessions add column signed_in_at timestamptz;
      update sessions set signed_in_at = created_at;
      alter table sessions alter column signed_in_at set not null;
      alter table sessions alter column signed_in_at set default now();
    `,
  },
  {
    version: 9,
    name: 'mails in the reader language',
    sql: `
      -- Mails sent before were all English.
      alter table mails add column language text not null default 'en';
      -- The language a reset was asked in: the mail after the reset is written in it too.
      alter table password_resets add column language text;
    `,
  },
] as const;
