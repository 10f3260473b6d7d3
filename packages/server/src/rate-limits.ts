/**
 * Rate limits per client address and per account, counted in the database, so every
 * server process on one database shares them: a fixed window per key, one upsert per
 * request. Over a limit, the answer is 429 with Retry-After. Limits are configuration
 * (option `rateLimits`, env `RATE_LIMITS`); the defaults stop a spray of a hundred tries in
 * a few seconds, and development (the demo and the tests, which sign in many times from
 * 127.0.0.1) allows fifty times as many.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorFields, serverMessages, type ErrorBody } from '@masthead/api/contract';
import type { Context } from './context.ts';
import { digest } from './sessions.ts';

export type LimitedCall =
  'signIn' | 'passwordGuess' | 'register' | 'resetRequest' | 'resetCompletion' | 'lookup' | 'logs';
/** `<call>.client` counts per client address, `<call>.account` per account (its email or id). */
export type RateLimitName = `${LimitedCall}.${'client' | 'account'}`;
/** At most `max` requests per `seconds`; null: no limit. */
export type RateLimit = { max: number; seconds: number } | null;
export type RateLimits = Record<RateLimitName, RateLimit>;

const minute = 60;
const quarter = 15 * minute;
const hour = 60 * minute;

export const defaultRateLimits: RateLimits = {
  'signIn.client': { max: 20, seconds: minute },
  'signIn.account': { max: 20, seconds: quarter },
  // Password sign-ins from one client at one address until one succeeds. Off by default: the
  // specification's sign-in journey (a wrong password tells the tries left, four times, then
  // the lockout) must stay whole for one reader. A site that would rather throttle one client
  // before it can lock the owner's password sign-in sets fewer than the lock's five (3 a
  // quarter of an hour, say); its readers then meet the rate limit's message after the third.
  'passwordGuess.client': null,
  'passwordGuess.account': null,
  'register.client': { max: 10, seconds: hour },
  'register.account': { max: 5, seconds: hour },
  'resetRequest.client': { max: 10, seconds: quarter },
  'resetRequest.account': { max: 3, seconds: quarter },
  'resetCompletion.client': { max: 20, seconds: quarter },
  'resetCompletion.account': { max: 10, seconds: quarter },
  'lookup.client': { max: 30, seconds: quarter },
  'lookup.account': { max: 10, seconds: quarter },
  'logs.client': { max: 60, seconds: minute },
  'logs.account': null,
};

/** Development's defaults: the same windows, fifty times the requests. */
export const developmentRateLimits = Object.fromEntries(
  Object.entries(defaultRateLimits).map(([name, limit]) => [
    name,
    limit && { ...limit, max: limit.max * 50 },
  ]),
) as RateLimits;

const isLimitName = (name: string): name is RateLimitName => name in defaultRateLimits;

/** `RATE_LIMITS`: `signIn.client=20/60,lookup.account=off` (max/seconds, or off). */
export function parseRateLimits(value: string | undefined): Partial<RateLimits> {
  const limits: Partial<RateLimits> = {};
  for (const entry of (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const [name = '', setting = ''] = entry.split('=').map((part) => part.trim());
    const [max, seconds] = setting.split('/').map(Number);
    if (!isLimitName(name))
      throw new Error(
        `RATE_LIMITS: unknown limit ${name}; known: ${Object.keys(defaultRateLimits).join(', ')}`,
      );
    if (setting === 'off') limits[name] = null;
    else if (Number.isInteger(max) && Number.isInteger(seconds) && (max ?? 0) > 0 && (seconds ?? 0) > 0)
      limits[name] = { max: max ?? 0, seconds: seconds ?? 0 };
    else throw new Error(`RATE_LIMITS: ${entry} is not name=max/seconds or name=off`);
  }
  return limits;
}

/** The client a limit counts: an IPv4 address, or an IPv6 address's /64 (one subscriber's usual share). */
export function clientKey(ip: string): string {
  const address = ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice(7) : ip;
  if (!address.includes(':')) return address;
  const [head = '', tail = ''] = address.split('::');
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back]
    : front;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group || '0', 16).toString(16))
    .join(':')}::/64`;
}

interface Check {
  key: string;
  max: number;
  seconds: number;
}

interface Counted {
  /** The account whose limit counts too (its email or id). */
  account?: string;
  /** False: the client's limit does not count. Default true. */
  client?: boolean;
  /** Counts the client's requests about this one address apart (e.g. its password guesses). */
  scope?: string;
}

const keyPart = (text: string) => digest(text.trim().toLowerCase());

const clientCountKey = (request: FastifyRequest, call: LimitedCall, scope: string | undefined) =>
  `${call}:client:${clientKey(request.ip)}${scope === undefined ? '' : `:${keyPart(scope)}`}`;

/**
 * Counts this request against `call`'s limits (the client's unless `client` is false, and
 * the account's when one is named); over either, answers 429 with Retry-After and resolves
 * true: the handler then returns the reply.
 */
export async function rateLimited(
  ctx: Context,
  request: FastifyRequest,
  reply: FastifyReply,
  call: LimitedCall,
  { account, client = true, scope }: Counted = {},
): Promise<boolean> {
  const checks: Check[] = [];
  const perClient = ctx.options.rateLimits[`${call}.client`];
  if (client && perClient) checks.push({ key: clientCountKey(request, call, scope), ...perClient });
  const perAccount = ctx.options.rateLimits[`${call}.account`];
  if (account !== undefined && perAccount)
    checks.push({ key: `${call}:account:${keyPart(account)}`, ...perAccount });
  if (checks.length === 0) return false;
  const values = checks.map(
    (_, index) => `($${index * 2 + 1}, 1, now() + make_interval(secs => $${index * 2 + 2}::int))`,
  );
  const rows = await ctx.db.query<{ key: string; hits: number; retry_after: number }>(
    `insert into rate_limits as r (key, hits, resets_at) values ${values.join(', ')}
     on conflict (key) do update set
       hits = case when r.resets_at <= now() then 1 else r.hits + 1 end,
       resets_at = case when r.resets_at <= now() then excluded.resets_at else r.resets_at end
     returning r.key, r.hits, ceil(extract(epoch from r.resets_at - now()))::int as retry_after`,
    checks.flatMap((check) => [check.key, check.seconds]),
  );
  if (Math.random() < 0.01) await ctx.db.query('delete from rate_limits where resets_at < now()');
  const over = rows.filter(
    (row) => row.hits > (checks.find((check) => check.key === row.key)?.max ?? Infinity),
  );
  if (over.length === 0) return false;
  const retryAfter = Math.max(1, ...over.map((row) => row.retry_after));
  await reply
    .code(429)
    .header('retry-after', String(retryAfter))
    .send({
      field: errorFields.rateLimited,
      errorMessage: serverMessages.rateLimited,
      retry_after: retryAfter,
    } satisfies ErrorBody);
  return true;
}

/** Starts this client's count for `call` (and `scope`) again, e.g. after a right password. */
export async function forgetClientCount(
  ctx: Context,
  request: FastifyRequest,
  call: LimitedCall,
  { scope }: Pick<Counted, 'scope'> = {},
): Promise<void> {
  await ctx.db.query('delete from rate_limits where key = $1', [clientCountKey(request, call, scope)]);
}
