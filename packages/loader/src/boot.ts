/** Imported first by the entry, so this runs before the rest of the loader is evaluated. */
import { beginLoading } from './early.ts';

export const config = beginLoading(document);
