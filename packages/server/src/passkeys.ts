/**
 * Passkeys in the database, and the relying party they belong to. A ceremony's challenge
 * is stored when its options are handed out and taken (deleted) when it is answered, so
 * each is answered once, within `passkeyChallengeSeconds`.
 */
import type { FastifyRequest } from 'fastify';
import { passkeyChallengeSeconds, type Passkey } from '@masthead/api/contract';
import type { Context } from './context.ts';
import { publicOriginOf } from './origin.ts';

export interface PasskeyRow {
  id: string;
  user_id: string;
  public_key: string;
  sign_count: string | number;
  transports: string[];
  device_type: 'singleDevice' | 'multiDevice';
  backed_up: boolean;
  aaguid: string | null;
  name: string;
  created_at: Date;
  last_used_at: Date | null;
}

export type CeremonyPurpose = 'registration' | 'authentication';

/**
 * Who the passkeys are for: the site's public origin (`PUBLIC_ORIGIN`; in development without
 * one, this server's own address), as for reset links and cookies. The relying party id is its
 * host name, so the passkeys work on that domain and no other.
 */
export function relyingParty(ctx: Context, request: FastifyRequest): { origin: string; rpID: string } {
  const origin = publicOriginOf(ctx.options, request);
  return { origin, rpID: new URL(origin).hostname };
}

/** The WebAuthn user handle of an account: its opaque id, never its email. */
export const userHandleOf = (userId: string): Uint8Array<ArrayBuffer> => new TextEncoder().encode(userId);

export async function storeChallenge(
  ctx: Context,
  challenge: string,
  purpose: CeremonyPurpose,
  userId: string | null,
): Promise<void> {
  await ctx.db.query('delete from passkey_challenges where expires_at <= now()');
  await ctx.db.query(
    `insert into passkey_challenges (challenge, purpose, user_id, expires_at)
     values ($1, $2, $3, now() + make_interval(secs => $4))`,
    [challenge, purpose, userId, passkeyChallengeSeconds],
  );
}

/**
 * Takes the challenge an answer signed, once: true when it was handed out for this purpose
 * (and this account, for a registration) and has not expired. Two answers racing for one
 * challenge: only one deletes the row.
 */
export async function takeChallenge(
  ctx: Context,
  clientDataJSON: string,
  purpose: CeremonyPurpose,
  userId: string | null,
): Promise<string | null> {
  const challenge = challengeIn(clientDataJSON);
  if (!challenge) return null;
  const rows = await ctx.db.query<{ challenge: string }>(
    `delete from passkey_challenges where challenge = $1 and purpose = $2
       and user_id is not distinct from $3 and expires_at > now() returning challenge`,
    [challenge, purpose, userId],
  );
  return rows.length === 1 ? challenge : null;
}

/** The challenge inside a ceremony's client data (base64url JSON), or null when it has none. */
function challengeIn(clientDataJSON: string): string | null {
  try {
    const data: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    const challenge =
      typeof data === 'object' && data !== null ? (data as { challenge?: unknown }).challenge : null;
    return typeof challenge === 'string' && challenge.length > 0 && challenge.length <= 200
      ? challenge
      : null;
  } catch {
    return null;
  }
}

export async function findPasskey(ctx: Context, id: string): Promise<PasskeyRow | undefined> {
  const [row] = await ctx.db.query<PasskeyRow>('select * from passkeys where id = $1', [id]);
  return row;
}

export async function wasRemoved(ctx: Context, id: string): Promise<boolean> {
  const rows = await ctx.db.query('select 1 from removed_passkeys where id = $1', [id]);
  return rows.length > 0;
}

export async function passkeysOf(ctx: Context, userId: string): Promise<PasskeyRow[]> {
  return ctx.db.query<PasskeyRow>('select * from passkeys where user_id = $1 order by created_at, id', [
    userId,
  ]);
}

export const passkeyOf = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: new Date(row.created_at).toISOString(),
  lastUsedAt: row.last_used_at ? new Date(row.last_used_at).toISOString() : null,
  backedUp: row.backed_up,
});

const browsers: [name: string, pattern: RegExp][] = [
  ['Edge', /Edg\//],
  ['Opera', /OPR\//],
  ['Samsung Internet', /SamsungBrowser\//],
  ['Firefox', /Firefox\//],
  ['Chrome', /Chrome\//],
  ['Safari', /Safari\//],
];
const systems: [name: string, pattern: RegExp][] = [
  ['iPhone', /iPhone/],
  ['iPad', /iPad/],
  ['Android', /Android/],
  ['ChromeOS', /CrOS/],
  ['Windows', /Windows/],
  ['macOS', /Mac OS X|Macintosh/],
  ['Linux', /Linux/],
];
const firstMatch = (table: [string, RegExp][], text: string) =>
  table.find(([, pattern]) => pattern.test(text))?.[0];

/** A new passkey's name: the browser and system it was made on ('Chrome on Linux'). */
export function passkeyNameFor(userAgent: string | undefined): string {
  const browser = firstMatch(browsers, userAgent ?? '');
  const system = firstMatch(systems, userAgent ?? '');
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Passkey';
}
