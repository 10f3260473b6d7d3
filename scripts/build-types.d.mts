// Types of scripts/build-types.mjs, for the tests that import it.
/** Everything the script writes, by path relative to the repository. */
export function generateTypes(): Record<string, string>;
/** `text` formatted as the repository formats the file at `absolute`. */
export function formatted(absolute: string, text: string): Promise<string>;
export function writeTypes(files?: Record<string, string>): Promise<string[]>;
export function eventNamesInSources(): string[];
export const events: Record<string, { targets: string[]; detail: string; doc: string }>;
