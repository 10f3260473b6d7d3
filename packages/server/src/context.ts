/** What every route needs: the database, options, captcha, search, and reply helpers. */
import type { FastifyReply } from 'fastify';
import type { ErrorBody } from '@masthead/api/contract';
import type { CaptchaProvider } from './captcha.ts';
import type { Database } from './db/database.ts';
import type { ResolvedOptions } from './options.ts';
import type { SearchIndex } from './search-index.ts';

export interface Context {
  db: Database;
  options: ResolvedOptions;
  captcha: CaptchaProvider;
  search: SearchIndex;
}

export function fail(reply: FastifyReply, status: number, body: ErrorBody): FastifyReply {
  return reply.code(status).send(body);
}
