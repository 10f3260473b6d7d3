/** What every route needs: the database, options, captcha, search, log retention, and reply helpers. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorFields, serverMessages, type ErrorBody } from '@masthead/api/contract';
import type { CaptchaVerifier, DemoCaptcha } from './captcha.ts';
import type { Database } from './db/database.ts';
import type { LogRetention } from './log-collector.ts';
import type { ResolvedOptions } from './options.ts';
import type { SearchIndex } from './search-index.ts';

export interface Context {
  db: Database;
  options: ResolvedOptions;
  captcha: CaptchaVerifier;
  /** The offline demo provider, when it is the configured one (development only). */
  demoCaptcha: DemoCaptcha | undefined;
  search: SearchIndex;
  logRetention: LogRetention;
}

export function fail(reply: FastifyReply, status: number, body: ErrorBody): FastifyReply {
  return reply.code(status).send(body);
}

/** The 401 of a call that needs a signed-in reader. */
export const signInRequired: ErrorBody = {
  field: errorFields.signInRequired,
  errorMessage: serverMessages.signInRequired,
};

/** The 404 of a path no route answers (the dev mailbox's too, where it is not for this client). */
export const noRoute = (method: string, url: string): ErrorBody => ({
  field: errorFields.noRoute,
  errorMessage: `No API route for ${method} ${url.split('?')[0]}.`,
});

/** preValidation for calls that take no body: anything but none or `{}` is refused. */
export async function noBody(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const body = request.body as unknown;
  const empty =
    body === undefined ||
    (typeof body === 'object' && body !== null && !Array.isArray(body) && Object.keys(body).length === 0);
  if (!empty)
    await fail(reply, 400, {
      field: errorFields.invalidRequest,
      errorMessage: 'This call takes no request body.',
    });
}
