/** Helpers for the header's component tests (imported by tests only, never shipped). */
import { render } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { handlers, resetMockDb } from '@masthead/api/mocks';
import { QueryHolderContext, type QueryClientHolder } from './data/query-holder.ts';

/**
 * One MSW server per test file over the API package's default (healthy, stateful)
 * handlers, and the list of requests it saw in the current test ('GET /path?query').
 */
export function setupMockApi() {
  const server = setupServer(...handlers);
  const requests: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    requests.push(`${request.method} ${url.pathname}${url.search}`);
  });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    requests.length = 0;
  });
  afterEach(() => {
    server.resetHandlers();
    resetMockDb();
  });
  afterAll(() => server.close());
  return { server, requests };
}

/** Render a part of the header with the data cache the header gives it. */
export function renderWithCache(ui: ReactElement) {
  const holder: QueryClientHolder = { client: null };
  const result = render(<QueryHolderContext.Provider value={holder}>{ui}</QueryHolderContext.Provider>);
  return { ...result, holder };
}
