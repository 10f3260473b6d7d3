/** Every console message of the loader goes through here, prefixed so a page owner can find it. */
export function logError(message: string, cause?: unknown): void {
  if (cause === undefined) console.error(`[masthead] ${message}`);
  else console.error(`[masthead] ${message}`, cause);
}

/** Something the page should change, that still works: said once, as a warning. */
export function logWarning(message: string): void {
  console.warn(`[masthead] ${message}`);
}
