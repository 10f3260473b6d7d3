import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@masthead/api';
import { authFixtures, handlers, visitor } from '@masthead/api/mocks';
import { mastheadStore, setLocale, signIn, signOut, tabChannel } from '@masthead/store';
import { startSession } from './session.ts';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** What the site's other tabs hear on the channel. */
let heard: unknown[];
let otherTab: BroadcastChannel;
beforeEach(() => {
  heard = [];
  otherTab = new BroadcastChannel(tabChannel);
  otherTab.onmessage = (event: MessageEvent) => heard.push(event.data);
});
afterEach(() => otherTab.close());

let visibility: DocumentVisibilityState = 'visible';
beforeAll(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});
afterAll(() => {
  Reflect.deleteProperty(document, 'visibilityState');
});

/** The tab goes to the background and comes back. */
function comeBack() {
  visibility = 'hidden';
  document.dispatchEvent(new Event('visibilitychange'));
  visibility = 'visible';
  document.dispatchEvent(new Event('visibilitychange'));
}

const status = () => mastheadStore.getState().status;
const config = { remotes: {} } as Parameters<typeof startSession>[0];

describe('the session', () => {
  let stop: () => void = () => undefined;
  afterEach(() => stop());

  it('signs the reader of the cookie session in, without telling the other tabs', async () => {
    visitor.nonSubscriber();
    stop = startSession(config, window);
    await vi.waitFor(() => expect(status()).toBe('authenticated'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(heard).toEqual([]);
  });

  it('drops a read answered after the reader signed in or out meanwhile', async () => {
    server.use(
      http.get(`*${endpoints.session.path}`, async () => {
        await delay(50);
        return HttpResponse.json({ session: authFixtures.subscriber });
      }),
    );
    stop = startSession(config, window);
    signIn(authFixtures.nonSubscriber);
    signOut();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(status()).toBe('anonymous');
  });

  describe('when a tab comes back into view', () => {
    it('signs out, and tells every tab, when the server ended the session', async () => {
      visitor.nonSubscriber();
      stop = startSession(config, window);
      await vi.waitFor(() => expect(status()).toBe('authenticated'));
      visitor.anonymous();
      comeBack();
      await vi.waitFor(() => expect(status()).toBe('anonymous'));
      await vi.waitFor(() =>
        expect(heard).toEqual([
          expect.objectContaining({ auth: expect.objectContaining({ status: 'anonymous' }) }),
        ]),
      );
    });

    it('signs in a reader another window signed in, quietly', async () => {
      stop = startSession(config, window);
      await new Promise((resolve) => setTimeout(resolve, 20));
      visitor.subscriber();
      comeBack();
      await vi.waitFor(() => expect(mastheadStore.getState().isSubscriber).toBe(true));
      expect(heard).toEqual([]);
    });

    it('changes nothing for the same reader', async () => {
      visitor.nonSubscriber();
      stop = startSession(config, window);
      await vi.waitFor(() => expect(status()).toBe('authenticated'));
      const before = mastheadStore.getState();
      comeBack();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(mastheadStore.getState()).toBe(before);
    });

    it('stops checking once the session is stopped', async () => {
      const removed = vi.spyOn(document, 'removeEventListener');
      visitor.nonSubscriber();
      stop = startSession(config, window);
      await vi.waitFor(() => expect(status()).toBe('authenticated'));
      stop();
      expect(removed).toHaveBeenCalledWith('visibilitychange', expect.any(Function));
      visitor.anonymous();
      comeBack();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(status()).toBe('authenticated');
    });
  });

  it("says the page's language with its calls, as the store has it at each call", async () => {
    const languages: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith(endpoints.session.path))
        languages.push(request.headers.get('accept-language'));
    });
    setLocale('de');
    stop = startSession(config, window);
    await vi.waitFor(() => expect(languages).toEqual(['de']));
    setLocale('ar');
    comeBack();
    await vi.waitFor(() => expect(languages).toEqual(['de', 'ar']));
    server.events.removeAllListeners();
  });
});
