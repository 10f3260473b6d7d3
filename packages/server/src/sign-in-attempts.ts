/**
 * Failed sign-ins, counted per address: on the account's row when there is one, else under
 * the address's SHA-256 (never the address) in sign_in_attempts, with the same rules, so an
 * unknown address gets the same tries left and the same lock as a known one.
 *
 * A try is counted before its password is checked, in one conditional update that also sets
 * the lock on the last allowed try and never touches a live lock. However many tries race,
 * in one process or in several on one database, at most `maxSignInAttempts` passwords are
 * checked per lock, and a right password signs in only if no other try has locked the
 * address meanwhile. A count left alone for a day starts again.
 */
import { maxSignInAttempts } from '@masthead/api/contract';
import type { Context } from './context.ts';
import { digest } from './sessions.ts';
import { normaliseEmail, type UserRow } from './users.ts';

const forgetAfter = "interval '1 day'";

/** Where an address's count lives: its account's row, or its hash's row. */
interface Counter {
  table: 'users' | 'sign_in_attempts';
  key: string;
}

const counterOf = (user: UserRow | undefined, email: string): Counter =>
  user ? { table: 'users', key: user.id } : { table: 'sign_in_attempts', key: digest(normaliseEmail(email)) };

const keyColumn = (counter: Counter) => (counter.table === 'users' ? 'id' : 'address');

/** The try this is: the count after it, and the lock it set (as text, to compare exactly). */
export type Attempt =
  { kind: 'locked' } | { kind: 'counted'; failures: number; lockedBy: string | null; counter: Counter };

/**
 * Counts a try before its password is checked. `locked`: a lock is running, no password may
 * be checked. Otherwise `failures` says how many tries this one makes (the lock is set when
 * it reaches the maximum).
 */
export async function countAttempt(ctx: Context, user: UserRow | undefined, email: string): Promise<Attempt> {
  const counter = counterOf(user, email);
  const stale = `t.locked_until <= now() or t.last_attempt_at < now() - ${forgetAfter}`;
  const next = `case when ${stale} then 1 else t.failed_attempts + 1 end`;
  const set = `failed_attempts = ${next},
    locked_until = case when ${next} >= $2::int then now() + make_interval(mins => $3::int) end,
    last_attempt_at = now()`;
  const live = 't.locked_until is not null and t.locked_until > now()';
  const sql =
    counter.table === 'users'
      ? `update users as t set ${set} where t.id = $1 and not (${live})`
      : `insert into sign_in_attempts as t (address, failed_attempts, locked_until)
           values ($1, 1, case when 1 >= $2::int then now() + make_interval(mins => $3::int) end)
         on conflict (address) do update set ${set} where not (${live})`;
  const [row] = await ctx.db.query<{ failed_attempts: number; locked_until: string | null }>(
    `${sql} returning t.failed_attempts, t.locked_until::text`,
    [counter.key, maxSignInAttempts, ctx.options.lockoutMinutes],
  );
  if (Math.random() < 0.01) await forgetOldAttempts(ctx);
  return row
    ? { kind: 'counted', failures: row.failed_attempts, lockedBy: row.locked_until, counter }
    : { kind: 'locked' };
}

/**
 * After the right password: the count starts again, and true means the reader may be signed
 * in. A lock set meanwhile by another try stays, and the answer is false; only the lock this
 * very try set (the last allowed one, with the right password) is lifted.
 */
export async function clearAttempts(ctx: Context, attempt: Extract<Attempt, { kind: 'counted' }>) {
  const { counter, lockedBy } = attempt;
  const rows = await ctx.db.query(
    `update ${counter.table} set failed_attempts = 0, locked_until = null
     where ${keyColumn(counter)} = $1
       and (locked_until is null or locked_until <= now() or locked_until = $2::timestamptz)
     returning 1`,
    [counter.key, lockedBy],
  );
  return rows.length === 1;
}

/** Rows of addresses nobody has tried for a day, with no lock running. */
async function forgetOldAttempts(ctx: Context): Promise<void> {
  await ctx.db.query(
    `delete from sign_in_attempts
     where last_attempt_at < now() - ${forgetAfter} and (locked_until is null or locked_until <= now())`,
  );
}
