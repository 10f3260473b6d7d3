/**
 * The log collector's settings and its retention. Its token is in every page that sends
 * events, so it proves little, but the published demo token proves nothing: production needs
 * a token of its own. Events are kept `LOG_RETENTION_DAYS` (30 by default: a month of page
 * errors to look into, no reader's trail kept for longer) and older ones are deleted.
 */
import { demoLogCollectorToken } from '@masthead/api/contract';
import type { Database } from './db/database.ts';

/** Days an event is kept when nothing else is set. */
export const defaultLogRetentionDays = 30;
/** A process deletes old events at most this often, when events are written. */
export const pruneEveryMs = 60 * 60 * 1000;

/** `LOG_COLLECTOR_TOKEN`: the demo's in development by default; production needs one of its own. */
export function logCollectorTokenOf(value: string | undefined, mode: 'development' | 'production'): string {
  const token = value?.trim() || undefined;
  if (mode === 'development') return token ?? demoLogCollectorToken;
  if (token === undefined || token === demoLogCollectorToken)
    throw new Error(
      `LOG_COLLECTOR_TOKEN is required in production and must not be the published demo token ` +
        `(${demoLogCollectorToken}): refusing to start. Set it to a random value of your own and ` +
        `give the same to the pages' log client.`,
    );
  return token;
}

export interface LogRetention {
  /** Deletes the events received more than the retention ago; resolves how many. */
  prune(): Promise<number>;
  /** After a write: prunes when this process last did over `pruneEveryMs` ago. */
  afterWrite(): Promise<void>;
}

/** `now` is the server's clock (Date.now), replaceable in tests. */
export function logRetention(db: Database, days: number, now: () => number = Date.now): LogRetention {
  let last = Number.NEGATIVE_INFINITY;
  const prune = async () => {
    last = now();
    const rows = await db.query<{ id: number }>(
      'delete from log_events where received_at < $1 returning id',
      [new Date(last - days * 24 * 60 * 60 * 1000).toISOString()],
    );
    return rows.length;
  };
  return {
    prune,
    async afterWrite() {
      if (now() - last >= pruneEveryMs) await prune();
    },
  };
}
