/**
 * The interstitial's frequency cap (docs/behaviour.md#limits): at most once per 12 hours per browser,
 * remembered in storage. Storage that is missing, full, blocked or throwing counts as
 * "not seen": the cap can fail open, but it can never break the page.
 */
export interface FrequencyCap {
  /** True when the interstitial was shown less than the cap's interval ago. */
  seenRecently(): boolean;
  /** Remember that it is shown now. */
  record(): void;
}

export interface FrequencyCapOptions {
  /** Read lazily: touching `localStorage` itself throws where storage is blocked. */
  storage: () => Pick<Storage, 'getItem' | 'setItem'> | null | undefined;
  key: string;
  intervalMs: number;
  now: () => number;
}

export function frequencyCap({ storage, key, intervalMs, now }: FrequencyCapOptions): FrequencyCap {
  return {
    seenRecently() {
      let raw: string | null | undefined;
      try {
        raw = storage()?.getItem(key);
      } catch {
        return false;
      }
      const last = Number(raw);
      if (!raw || !Number.isFinite(last)) return false;
      const elapsed = now() - last;
      // A time in the future (a clock set back, a forged value) does not count as a showing.
      return elapsed >= 0 && elapsed < intervalMs;
    },
    record() {
      try {
        storage()?.setItem(key, String(now()));
      } catch {
        // Nowhere to remember it: the next page may show it again, which is the lesser harm.
      }
    },
  };
}
