import { createContext, useContext } from 'react';
import type { QueryClient } from '@tanstack/react-query';

/**
 * The header's data cache, created by the first lazily loaded part that needs it
 * (suggestions, cart) so react-query stays out of the page-load bundle. One per
 * mounted header; the header clears it (and its timers) on unmount.
 */
export interface QueryClientHolder {
  client: QueryClient | null;
}

export const QueryHolderContext = createContext<QueryClientHolder | null>(null);

export function useQueryHolder(): QueryClientHolder {
  const holder = useContext(QueryHolderContext);
  if (!holder) throw new Error('useQueryHolder needs the header (QueryHolderContext)');
  return holder;
}
