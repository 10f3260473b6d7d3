/**
 * Keeps a dynamic import once it has succeeded, and forgets it when it fails: a chunk that
 * did not arrive (offline for a moment, a deploy in between) is fetched again on the next
 * try instead of the rejection being kept until the page reloads.
 */
export function importOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
