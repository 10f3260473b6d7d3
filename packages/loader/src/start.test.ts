import { afterEach, describe, expect, it, vi } from 'vitest';
import { start } from './start.ts';

afterEach(() => {
  delete window.Masthead;
  document.head.replaceChildren();
});

const urlOf = (input: RequestInfo | URL) => (input instanceof Request ? input.url : String(input));

describe('the loader tag', () => {
  it('reports a data-masthead-prefetch name that is not a dialog, and fetches nothing for it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = urlOf(input);
      if (url.endsWith('/masthead.config.json')) return Response.json({ remotes: {} });
      if (url.endsWith('/api/auth/session')) return Response.json({ session: null });
      return new Response('not found', { status: 404 });
    });
    const script = document.createElement('script');
    script.dataset.mastheadConfig = '/masthead.config.json';
    script.dataset.mastheadPrefetch = 'acount';
    document.head.append(script);

    start(window);

    expect(error).toHaveBeenCalledWith(
      '[masthead] data-masthead-prefetch names "acount", which is not a dialog (account, checkout); it is ignored',
    );
    // A page with nothing to render starts its session at once; nothing else is fetched.
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.map(([input]) => new URL(urlOf(input)).pathname)).toContain(
        '/api/auth/session',
      ),
    );
    // The config and the session's calls; no dialog's manifest.
    for (const [input] of fetchMock.mock.calls)
      expect(['/masthead.config.json', '/api/auth/session', '/api/user/profile']).toContain(
        new URL(urlOf(input)).pathname,
      );
    expect(error.mock.calls.filter(([message]) => String(message).includes('prefetch'))).toHaveLength(1);
  });
});
