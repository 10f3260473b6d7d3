import { readItem, removeItem, storageOf, writeItem } from './storage.ts';

/** localStorage key of the marketing-interruption flag. */
export const MARKETING_INTERRUPTION_KEY = 'masthead.marketingInterruption';
/** Default lifetime: docs/behaviour.md#limits's interstitial frequency, at most once per 12 hours. */
export const MARKETING_INTERRUPTION_TTL_MS = 43_200_000;

export interface FlagOptions {
  /** The window whose localStorage holds the flag; default the global one. */
  win?: Window;
  /** "Now" in epoch milliseconds; default `Date.now()`. */
  now?: number;
}

export interface SetFlagOptions extends FlagOptions {
  /** How long the flag lives; default 43 200 000 ms (12 hours). */
  ttlMs?: number;
}

/**
 * Records that the reader was just interrupted by marketing (an interstitial, say), so it is
 * not shown again before the flag expires. Returns false when storage refused the write
 * (private mode, quota, blocked): the caller carries on, it just cannot remember.
 */
export function setMarketingInterruption({
  win = window,
  now = Date.now(),
  ttlMs = MARKETING_INTERRUPTION_TTL_MS,
}: SetFlagOptions = {}): boolean {
  const value = JSON.stringify({ expiresAt: now + ttlMs });
  return writeItem(storageOf(win, 'localStorage'), MARKETING_INTERRUPTION_KEY, value);
}

/** The flag's expiry (epoch ms) while it is set and unexpired, otherwise null. */
export function marketingInterruptionExpiry({ win = window, now = Date.now() }: FlagOptions = {}):
  number | null {
  const storage = storageOf(win, 'localStorage');
  const raw = readItem(storage, MARKETING_INTERRUPTION_KEY);
  if (raw === null) return null;
  let expiresAt: unknown;
  try {
    expiresAt = (JSON.parse(raw) as { expiresAt?: unknown } | null)?.expiresAt;
  } catch {
    expiresAt = undefined;
  }
  if (typeof expiresAt === 'number' && expiresAt > now) return expiresAt;
  // Expired or unreadable: tidy up so it reads as absent from now on.
  removeItem(storage, MARKETING_INTERRUPTION_KEY);
  return null;
}

/** Whether the flag is set and unexpired; false whenever storage cannot be read. */
export const hasMarketingInterruption = (options: FlagOptions = {}): boolean =>
  marketingInterruptionExpiry(options) !== null;

/** Removes the flag. */
export function clearMarketingInterruption({ win = window }: Pick<FlagOptions, 'win'> = {}): void {
  removeItem(storageOf(win, 'localStorage'), MARKETING_INTERRUPTION_KEY);
}
