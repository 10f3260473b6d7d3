/**
 * The mocks' in-memory state: the same seeded accounts and rules as the reference
 * server, so the contract suite can run one set of cases against both. Reset it
 * before each test with `resetMockDb()`.
 */
import type { DemoAccount, MailboxMessage, ProfileAttribute } from '../contract/index.ts';
import {
  defaultLockoutDuration,
  demoAccounts,
  resetTokenLifetimeMinutes,
  seededCarts,
} from '../contract/index.ts';

export interface MockAccount extends Omit<DemoAccount, 'subscriber' | 'giftQuota'> {
  subscriber: DemoAccount['subscriber'];
  giftQuota: DemoAccount['giftQuota'];
  failures: number;
  optIn: boolean;
  attributes: ProfileAttribute[];
  /** `mockDb.clock` at the last sign-in proved by the password (as the server's `password_proven_at`). */
  passwordProvenAt?: number;
}

/** A passkey in the mocks: whose, and what the list shows. The mocks keep no keys (see handlers/passkeys.ts). */
export interface MockPasskey {
  id: string;
  emailAddress: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  backedUp: boolean;
  /**
   * `mockDb.clock` when it was added, and the session it was added from. Absent: added long
   * ago, from a session that has ended (a reset keeps it).
   */
  addedAt?: number;
  session?: number | null;
}

export interface MockDbOptions {
  captchaEnabled?: boolean;
  /** The lock's length as the server writes it ('15 minutes', '1 hour'). */
  lockoutDuration?: string;
  /** The same in seconds; by default read from `lockoutDuration`. */
  lockoutSeconds?: number;
}

const unitSeconds: Record<string, number> = { second: 1, minute: 60, hour: 3600, day: 86_400 };

/** The seconds of a duration as the server writes it: '15 minutes' is 900, '1 hour' 3600. */
export function durationSeconds(duration: string): number {
  const [, count, unit = ''] = /^(\d+) (second|minute|hour|day)s?$/.exec(duration.trim()) ?? [];
  if (count === undefined)
    throw new Error(`"${duration}" is not a duration such as "15 minutes": give its seconds`);
  return Number(count) * (unitSeconds[unit] ?? 0);
}

function seedCarts(): Map<string, Map<string, number>> {
  return new Map(Object.entries(seededCarts).map(([email, lines]) => [email, new Map(lines)]));
}

function createState(options: MockDbOptions) {
  const accounts = new Map<string, MockAccount>(
    Object.values(demoAccounts).map((account) => [
      account.emailAddress,
      { ...account, failures: account.locked ? 5 : 0, optIn: false, attributes: [] },
    ]),
  );
  return {
    accounts,
    /** Email of the signed-in visitor (the mocks serve one visitor: the page). */
    sessionEmail: null as string | null,
    /** The visitor's session: a new number at each sign-in. */
    sessionId: 0,
    /**
     * `Date.now()` at the session's last sign-in or its confirmation (as the server's
     * `sessions.signed_in_at`): adding or removing a passkey needs it recent. Null: none known.
     */
    sessionSignedInAt: null as number | null,
    /** Orders events where the server compares times (sign-ins, passkeys added). */
    clock: 0,
    carts: seedCarts(),
    captchaEnabled: options.captchaEnabled ?? false,
    lockoutDuration: options.lockoutDuration ?? defaultLockoutDuration,
    lockoutSeconds:
      options.lockoutSeconds ?? durationSeconds(options.lockoutDuration ?? defaultLockoutDuration),
    issuedCaptchaTokens: new Set<string>(),
    mailbox: [] as MailboxMessage[],
    /** Registrations of a subscriber's address waiting for the mailed link, by its token. */
    registrationClaims: new Map<
      string,
      {
        emailAddress: string;
        firstName: string;
        lastName: string;
        optIn: boolean;
        expiresAt: number;
      }
    >(),
    /** Failed sign-ins of addresses with no account: counted as an account's are (no enumeration). */
    unknownFailures: new Map<string, number>(),
    /** Live reset links by token: one per account (a new request ends the older), one use, 1 hour. */
    resetTokens: new Map<
      string,
      { emailAddress: string; expiresAt: number; signedInBefore?: number | undefined }
    >(),
    /** Passkeys by credential id, oldest first. */
    passkeys: new Map<string, MockPasskey>(),
    /** Each account's WebAuthn user handle (opaque, like the server's account ids), made on first use. */
    userHandles: new Map<string, string>(),
    /** Ids of removed passkeys. */
    removedPasskeys: new Set<string>(),
    /** Live ceremony challenges: single use, 5 minutes; a registration's is its account's. */
    passkeyChallenges: new Map<
      string,
      { purpose: 'registration' | 'authentication'; emailAddress: string | null; expiresAt: number }
    >(),
    logs: 0,
  };
}

export type MockDb = ReturnType<typeof createState>;

export const mockDb: MockDb = createState({});

export function resetMockDb(options: MockDbOptions = {}): void {
  Object.assign(mockDb, createState(options));
}

/** Puts a mail in the mailbox (the server's dev mailbox, newest last here); the mocks write English. */
export function sendMail(to: string, subject: string, text: string): void {
  mockDb.mailbox.push({
    id: String(mockDb.mailbox.length + 1),
    to,
    subject,
    text,
    language: 'en',
    sentAt: new Date().toISOString(),
  });
}

export function findAccount(emailAddress: string): MockAccount | undefined {
  return mockDb.accounts.get(emailAddress.trim().toLowerCase());
}

/** The account a live reset token resets; expired tokens are dropped. */
export function resetTokenAccount(token: string): MockAccount | undefined {
  const reset = mockDb.resetTokens.get(token);
  if (!reset) return undefined;
  if (reset.expiresAt <= Date.now()) {
    mockDb.resetTokens.delete(token);
    return undefined;
  }
  return mockDb.accounts.get(reset.emailAddress);
}

/** A new reset link for the account, ending its older ones. */
export function issueResetToken(emailAddress: string): string {
  endResetTokens(emailAddress);
  const token = `mock-reset-${globalThis.crypto.randomUUID()}`;
  mockDb.resetTokens.set(token, {
    emailAddress,
    expiresAt: Date.now() + resetTokenLifetimeMinutes * 60_000,
    signedInBefore: mockDb.accounts.get(emailAddress)?.passwordProvenAt,
  });
  return token;
}

export function endResetTokens(emailAddress: string): void {
  for (const [token, reset] of mockDb.resetTokens)
    if (reset.emailAddress === emailAddress) mockDb.resetTokens.delete(token);
}

export function sessionAccount(): MockAccount | undefined {
  return mockDb.sessionEmail ? mockDb.accounts.get(mockDb.sessionEmail) : undefined;
}

/** The cart key of the current visitor: the account's email, or the anonymous visitor. */
export function visitorCart(): Map<string, number> {
  const key = mockDb.sessionEmail ?? 'anonymous';
  const cart = mockDb.carts.get(key) ?? new Map<string, number>();
  mockDb.carts.set(key, cart);
  return cart;
}
