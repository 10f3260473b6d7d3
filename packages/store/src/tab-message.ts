/**
 * The cross-tab message, checked against its schema before the store takes anything from it.
 * The channel and the storage key are open to any script of the site's origin (another app on
 * it, an extension's content script, a stray tab of an older version), so a message is read as
 * untrusted input: it is rebuilt from the fields the store keeps, each of the right type. A
 * message of another kind, or without what the store needs (a status, a signed-in reader's
 * names), is ignored; an optional field of the wrong type is dropped; keys the schema does not
 * name never reach the store.
 */
import type { AuthSnapshot } from './store.ts';
import type { AuthUser, GiftQuota, SubscriberInfo } from './types.ts';

/** The only kind of message on the channel. */
export const tabMessageType = 'masthead-auth';

export interface AuthMessage {
  type: typeof tabMessageType;
  /** The sending tab, so a tab never follows itself (the storage fallback can echo). */
  from: string;
  auth: AuthSnapshot;
}

/** Longest text kept from a message: a name or an address, never a document. */
const maxText = 320;

type Fields = Record<string, unknown>;

const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isText = (value: unknown): value is string => typeof value === 'string' && value.length <= maxText;

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

function subscriberOf(value: unknown): SubscriberInfo | undefined {
  if (!isRecord(value) || !isText(value.subscriberTypeCaption) || typeof value.isHmmEligible !== 'boolean')
    return undefined;
  return { subscriberTypeCaption: value.subscriberTypeCaption, isHmmEligible: value.isHmmEligible };
}

/** The reader, or null when the names the widgets show are missing or not text. */
function userOf(value: unknown): AuthUser | null {
  if (!isRecord(value) || !isText(value.firstName) || !isText(value.lastName)) return null;
  const subscriber = subscriberOf(value.subscriber);
  return {
    firstName: value.firstName,
    lastName: value.lastName,
    ...(isText(value.emailAddress) ? { emailAddress: value.emailAddress } : {}),
    ...(subscriber ? { subscriber } : {}),
  };
}

function giftQuotaOf(value: unknown): GiftQuota | null {
  if (!isRecord(value) || !isCount(value.remaining) || !isCount(value.limit)) return null;
  return { remaining: value.remaining, limit: value.limit };
}

const signedOut: AuthSnapshot = { status: 'anonymous', user: null, isSubscriber: false, giftQuota: null };

/** The auth state a message may set, or null when it is not one. */
function authOf(value: unknown): AuthSnapshot | null {
  if (!isRecord(value)) return null;
  if (value.status === 'anonymous') return signedOut;
  if (value.status !== 'authenticated') return null;
  const user = userOf(value.user);
  if (!user) return null;
  return {
    status: 'authenticated',
    user,
    isSubscriber: value.isSubscriber === true,
    giftQuota: giftQuotaOf(value.giftQuota),
  };
}

/** A message of this protocol, rebuilt from its checked fields; null for anything else. */
export function readTabMessage(data: unknown): AuthMessage | null {
  if (!isRecord(data) || data.type !== tabMessageType || !isText(data.from)) return null;
  const auth = authOf(data.auth);
  return auth ? { type: tabMessageType, from: data.from, auth } : null;
}
