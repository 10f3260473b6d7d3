/** What `withTimeout` rejects with, so a caller can tell a slow load from a failed one. */
export class TimeoutError extends Error {
  override name = 'TimeoutError';
}

/** Settle with `promise`, or reject after `ms` with a message saying so; the timer never outlives it. */
export async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(`timed out after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
