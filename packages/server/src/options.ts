/** Options of the reference API, each with its environment variable and default. */
import { fileURLToPath } from 'node:url';
import {
  defaultLockoutDuration,
  defaultRecentSignInMinutes,
  registrationLinkLifetimeMinutes,
} from '@masthead/api/contract';
import { resolveCaptcha, type CaptchaOptions, type ResolvedCaptcha } from './captcha-options.ts';
import { defaultLogRetentionDays, logCollectorTokenOf } from './log-collector.ts';
import { isHttpsOrigin, isLocalOrigin, originOf, originsOf, trustedProxiesOf } from './origin.ts';
import { defaultRateLimits, developmentRateLimits, parseRateLimits, type RateLimits } from './rate-limits.ts';

/** 'development': the demo and the tests. 'production': anything a reader can reach. */
export type ServerMode = 'development' | 'production';

/** Every setting; the captcha's are in captcha-options.ts. */
export interface ReferenceApiOptions extends CaptchaOptions {
  /**
   * 'development' (the demo and the tests): the dev mailbox and the seeded demo accounts.
   * Env `MASTHEAD_MODE`. Default 'production', where both are refused.
   */
  mode?: ServerMode;
  /** PGlite data folder; 'memory://' for a throwaway database. Default `<repo>/.data/pglite`. */
  dataDir?: string;
  /** PostgreSQL URL; when set, PGlite is not used. Env `DATABASE_URL`. */
  databaseUrl?: string;
  /** Lock time after the 5th failed sign-in, in minutes. Env `LOCKOUT_MINUTES`. Default 15. */
  lockoutMinutes?: number;
  /**
   * The origin readers load the site from, e.g. `https://news.example.com`: reset links,
   * cookie security (Secure and the `__Host-` prefix when https) and the cross-site check
   * use it, never the Host header. Env `PUBLIC_ORIGIN`. Required in production; in
   * development it defaults to this server's own address (`http://localhost:<port>`).
   */
  publicOrigin?: string;
  /** More origins whose pages may make state-changing calls. Env `ALLOWED_ORIGINS` (comma-separated). */
  allowedOrigins?: string[];
  /**
   * Proxies whose `X-Forwarded-For`, `-Proto` and `-Host` are believed: addresses or CIDR
   * ranges (or `loopback`). Env `TRUSTED_PROXIES` (comma-separated). Default none: the
   * client is the socket's peer, whatever a header says.
   */
  trustedProxies?: string[];
  /**
   * Minutes a session may go without a request before it ends. Env `SESSION_IDLE_MINUTES`.
   * Default 10080 (7 days): a reader who comes back within the week stays signed in, and a
   * cookie left on a shared or lost device stops working a week after its last use.
   */
  sessionIdleMinutes?: number;
  /** Days after sign-in when a session ends however much it is used. Env `SESSION_DAYS`. Default 30. */
  sessionDays?: number;
  /**
   * Minutes after a session's sign-in (password or passkey) or its confirmation
   * (`/api/auth/reauthenticate`) during which it may add or remove passkeys; later, those calls
   * answer 403 `reauthentication_required`. Env `RECENT_SIGN_IN_MINUTES`. Default 5: enough to
   * finish what the reader signed in or confirmed for, too little for a session cookie stolen
   * later (a shared computer, malware, a leaked log) to add a passkey of its own.
   */
  recentSignInMinutes?: number;
  /**
   * Minutes a mailed link that confirms a subscriber's address works (whoever follows it chooses
   * the account's password). Env `REGISTRATION_LINK_MINUTES`. Default 30.
   */
  registrationLinkMinutes?: number;
  /**
   * Token the log collector accepts. Env `LOG_COLLECTOR_TOKEN`. Default in development the
   * published demo token; required in production, where the demo token stops the start.
   */
  logCollectorToken?: string;
  /**
   * Days a collected log event is kept; older ones are deleted at start and, at most hourly,
   * as events arrive. Env `LOG_RETENTION_DAYS`. Default 30.
   */
  logRetentionDays?: number;
  /**
   * Rate limits to change, by name (`signIn.client`, `signIn.account`, … rate-limits.ts),
   * each `{ max, seconds }` or null for none. Env `RATE_LIMITS`, e.g.
   * `signIn.client=20/60,lookup.account=off`. Defaults: rate-limits.ts; development allows
   * fifty times as many requests.
   */
  rateLimits?: Partial<RateLimits>;
  /**
   * Serve the dev mailbox (/dev/mailbox, /api/dev/mailbox: every mail, live reset links
   * included) to loopback clients. Env `DEV_MAILBOX`. Default: on in development; asking
   * for it in production stops the start.
   */
  devMailbox?: boolean;
  /**
   * Seed the demo accounts (their passwords are published) and their carts on every start.
   * Env `SEED_DEMO_ACCOUNTS`. Default: on in development; asking for it in production stops
   * the start.
   */
  seedDemoAccounts?: boolean;
  /** Largest request body in bytes. Default 64 KiB. */
  bodyLimit?: number;
  /** Log one line per request (never bodies). Default false. */
  logRequests?: boolean;
  /** Where request logs go when logRequests is on. Default stdout. */
  logStream?: { write(line: string): void };
  /** Where environment variables are read. Default `process.env`. */
  env?: Record<string, string | undefined>;
}

export interface ResolvedOptions {
  mode: ServerMode;
  dataDir: string;
  databaseUrl: string | undefined;
  captcha: ResolvedCaptcha;
  lockoutMinutes: number;
  lockoutDuration: string;
  /** Undefined in development without one: then each request's own server address. */
  publicOrigin: string | undefined;
  allowedOrigins: string[];
  trustedProxies: string[];
  rateLimits: RateLimits;
  sessionIdleMinutes: number;
  sessionDays: number;
  recentSignInMinutes: number;
  registrationLinkMinutes: number;
  logCollectorToken: string;
  logRetentionDays: number;
  devMailbox: boolean;
  seedDemoAccounts: boolean;
  bodyLimit: number;
  logRequests: boolean;
  logStream: { write(line: string): void };
}

export const defaultDataDir = fileURLToPath(new URL('../../../.data/pglite', import.meta.url));

const flag = (value: string | undefined) =>
  value === undefined ? undefined : /^(1|true|yes|on)$/i.test(value);

/** '15 minutes', '1 minute', '2 hours'. */
export function humanDuration(minutes: number): string {
  if (minutes >= 60 && minutes % 60 === 0) return minutes === 60 ? '1 hour' : `${minutes / 60} hours`;
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** A whole number of at least 1, from an option or an environment variable. */
function wholeNumber(name: string, value: number | string | undefined, fallback: number): number {
  const number = value === undefined || value === '' ? fallback : Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`${name} must be a whole number >= 1`);
  return number;
}

/** A setting that may only be on in development: its default there, refused in production. */
function developmentOnly(name: string, variable: string, value: boolean | undefined, mode: ServerMode) {
  if (mode === 'development') return value ?? true;
  if (value)
    throw new Error(
      `${name} is for development only and the server is in production mode: refusing to start. ` +
        `Unset ${variable} (or set MASTHEAD_MODE=development on a machine only you can reach).`,
    );
  return false;
}

export function resolveOptions(options: ReferenceApiOptions): ResolvedOptions {
  const env = options.env ?? process.env;
  const mode = options.mode ?? env.MASTHEAD_MODE ?? 'production';
  if (mode !== 'development' && mode !== 'production')
    throw new Error(`MASTHEAD_MODE must be development or production, not ${JSON.stringify(mode)}`);
  const lockoutMinutes = options.lockoutMinutes ?? Number(env.LOCKOUT_MINUTES ?? 15);
  if (!Number.isInteger(lockoutMinutes) || lockoutMinutes < 1)
    throw new Error('lockoutMinutes must be a whole number >= 1');
  const publicOrigin = originOf('PUBLIC_ORIGIN', options.publicOrigin ?? env.PUBLIC_ORIGIN);
  if (mode === 'production' && publicOrigin === undefined)
    throw new Error(
      'PUBLIC_ORIGIN is required in production: the origin readers load the site from, e.g. ' +
        'https://news.example.com (reset links, cookie security and the cross-site check use it).',
    );
  if (mode === 'production' && publicOrigin && !isHttpsOrigin(publicOrigin) && !isLocalOrigin(publicOrigin))
    throw new Error(
      `PUBLIC_ORIGIN must be https in production (${publicOrigin}): session cookies need Secure.`,
    );
  return {
    mode,
    dataDir: options.dataDir ?? env.PGLITE_DATA_DIR ?? defaultDataDir,
    databaseUrl: options.databaseUrl ?? (env.DATABASE_URL || undefined),
    captcha: resolveCaptcha(options, env, mode, {
      publicOrigin,
      allowedOrigins: originsOf('ALLOWED_ORIGINS', options.allowedOrigins ?? env.ALLOWED_ORIGINS),
    }),
    lockoutMinutes,
    lockoutDuration: lockoutMinutes === 15 ? defaultLockoutDuration : humanDuration(lockoutMinutes),
    publicOrigin,
    allowedOrigins: originsOf('ALLOWED_ORIGINS', options.allowedOrigins ?? env.ALLOWED_ORIGINS),
    trustedProxies: options.trustedProxies ?? trustedProxiesOf(env.TRUSTED_PROXIES),
    sessionIdleMinutes: wholeNumber(
      'SESSION_IDLE_MINUTES',
      options.sessionIdleMinutes ?? env.SESSION_IDLE_MINUTES,
      7 * 24 * 60,
    ),
    sessionDays: wholeNumber('SESSION_DAYS', options.sessionDays ?? env.SESSION_DAYS, 30),
    recentSignInMinutes: wholeNumber(
      'RECENT_SIGN_IN_MINUTES',
      options.recentSignInMinutes ?? env.RECENT_SIGN_IN_MINUTES,
      defaultRecentSignInMinutes,
    ),
    registrationLinkMinutes: wholeNumber(
      'REGISTRATION_LINK_MINUTES',
      options.registrationLinkMinutes ?? env.REGISTRATION_LINK_MINUTES,
      registrationLinkLifetimeMinutes,
    ),
    rateLimits: {
      ...(mode === 'development' ? developmentRateLimits : defaultRateLimits),
      ...parseRateLimits(env.RATE_LIMITS),
      ...options.rateLimits,
    },
    logCollectorToken: logCollectorTokenOf(options.logCollectorToken ?? env.LOG_COLLECTOR_TOKEN, mode),
    logRetentionDays: wholeNumber(
      'LOG_RETENTION_DAYS',
      options.logRetentionDays ?? env.LOG_RETENTION_DAYS,
      defaultLogRetentionDays,
    ),
    devMailbox: developmentOnly(
      'The dev mailbox (it lists live reset links)',
      'DEV_MAILBOX',
      options.devMailbox ?? flag(env.DEV_MAILBOX),
      mode,
    ),
    seedDemoAccounts: developmentOnly(
      'Seeding the demo accounts (their passwords are published)',
      'SEED_DEMO_ACCOUNTS',
      options.seedDemoAccounts ?? flag(env.SEED_DEMO_ACCOUNTS),
      mode,
    ),
    bodyLimit: options.bodyLimit ?? 64 * 1024,
    logRequests: options.logRequests ?? false,
    logStream: options.logStream ?? process.stdout,
  };
}
