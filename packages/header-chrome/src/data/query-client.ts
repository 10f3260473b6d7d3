import { QueryClient } from '@tanstack/react-query';
import type { QueryClientHolder } from './query-holder.ts';

/** Retry backoff after a failed read (docs/behaviour.md#errors): about 5 s, 10 s on slow connections. */
export const RETRY_DELAY_MS = 5_000;
export const SLOW_RETRY_DELAY_MS = 10_000;
const slowTypes = new Set(['slow-2g', '2g', '3g']);

interface ConnectionHints {
  effectiveType?: string;
  saveData?: boolean;
}

export function retryDelayFor(connection: ConnectionHints | undefined): number {
  const slow = Boolean(connection?.saveData) || slowTypes.has(connection?.effectiveType ?? '');
  return slow ? SLOW_RETRY_DELAY_MS : RETRY_DELAY_MS;
}

const currentConnection = (): ConnectionHints | undefined =>
  (globalThis.navigator as (Navigator & { connection?: ConnectionHints }) | undefined)?.connection;

/** The holder's client, made on first use. */
export function queryClientFor(holder: QueryClientHolder): QueryClient {
  holder.client ??= new QueryClient({
    defaultOptions: {
      queries: {
        retry: 3,
        retryDelay: () => retryDelayFor(currentConnection()),
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
    },
  });
  return holder.client;
}
