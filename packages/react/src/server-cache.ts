/** Reading Masthead's deployed files from a server: cached for a while, failures forgotten, logged once. */

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * `parse` of the text at each address, read once per `cacheMs` (one read in flight per
 * address). A failed read is not kept, so the next page asks again; with `keepFailures` (for
 * an optional file, which a deployment may not have) it is, as long as a read that worked.
 */
export function cachedReader<T>(
  fetchWith: Fetch,
  cacheMs: number,
  parse: (text: string) => T,
  keepFailures = false,
): (url: string) => Promise<T> {
  const reads = new Map<string, { value: Promise<T>; until: number }>();
  return (url) => {
    const kept = reads.get(url);
    if (kept && kept.until > Date.now()) return kept.value;
    const value = fetchWith(url).then(async (response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return parse(await response.text());
    });
    reads.set(url, { value, until: Date.now() + cacheMs });
    value.catch(() => {
      if (!keepFailures && reads.get(url)?.value === value) reads.delete(url);
    });
    return value;
  };
}

const logged = new Set<string>();

/** A warning in the server's log, once per process for each message. */
export function logOnce(message: string): void {
  if (logged.has(message)) return;
  logged.add(message);
  console.warn(`[masthead] ${message}`);
}
