/** Longest wait between retries of a failed send. */
export const MAX_RETRY_DELAY_MS = 30_000;

/** Exponential backoff: `baseMs` after the first failure, doubling, capped at 30 s. */
export function backoffDelay(failures: number, baseMs: number): number {
  return Math.min(MAX_RETRY_DELAY_MS, baseMs * 2 ** Math.max(0, failures - 1));
}
