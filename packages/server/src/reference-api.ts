/**
 * The reference API: opens the database (PGlite by default, PostgreSQL with a URL),
 * migrates, seeds, and answers the contract's paths for any Node HTTP server.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { devMailboxPage } from '@masthead/api/contract';
import { buildApp } from './app.ts';
import { createCaptcha } from './captcha.ts';
import type { Context } from './context.ts';
import { openPglite, openPostgres, type Database } from './db/database.ts';
import { migrate } from './db/migrations.ts';
import { logRetention } from './log-collector.ts';
import { seed } from './db/seed.ts';
import { resolveOptions, type ReferenceApiOptions, type ResolvedOptions } from './options.ts';
import { buildSearchIndex } from './search-index.ts';

export interface ReferenceApi {
  /** Answers (and resolves true) for /api/*, /service/* and the dev mailbox page; false otherwise. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  close(): Promise<void>;
  /** The options in force, after environment variables and defaults. */
  readonly options: ResolvedOptions;
  /** 'pglite' or 'postgres'. */
  readonly storage: Database['kind'];
  /** The open database, for tests and maintenance scripts (never exposed over HTTP). */
  readonly database: Database;
}

/** Whether the reference API answers `url`: /api/*, /service/*, and the dev mailbox page when it is on. */
export function isApiPath(url: string | undefined, devMailbox = false): boolean {
  const path = (url ?? '/').split('?')[0] ?? '/';
  return path.startsWith('/api/') || path.startsWith('/service/') || (devMailbox && path === devMailboxPage);
}

export async function createReferenceApi(input: ReferenceApiOptions = {}): Promise<ReferenceApi> {
  const options = resolveOptions(input);
  const db = options.databaseUrl
    ? await openPostgres(options.databaseUrl)
    : await openPglite(options.dataDir);
  try {
    await migrate(db);
    await seed(db, { withDemoAccounts: options.seedDemoAccounts });
    const captcha = createCaptcha(options.captcha);
    const retention = logRetention(db, options.logRetentionDays);
    // Events a stopped server kept past their time go now, not at the next event.
    await retention.prune();
    const ctx: Context = {
      db,
      options,
      captcha: captcha.verifier,
      demoCaptcha: captcha.demo,
      search: await buildSearchIndex(db),
      logRetention: retention,
    };
    const app = await buildApp(ctx);
    await app.ready();
    return {
      options,
      storage: db.kind,
      database: db,
      async handle(req, res) {
        if (!isApiPath(req.url, options.devMailbox)) return false;
        app.routing(req, res);
        return true;
      },
      async close() {
        await app.close();
        await db.close();
      },
    };
  } catch (error) {
    await db.close();
    throw error;
  }
}
