/**
 * The reader's language goes with every call as Accept-Language (the API's mails are written
 * in it): the tag `setApiLanguage` names, or what its function reads at each call (the loader
 * gives the store's locale), a call's own `language` first; nothing the client sets when none
 * is, and never a value that is not a language tag.
 */
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../contract/index.ts';
import { resetPassword } from './auth.ts';
import { getShoppingCart } from './commerce.ts';
import { call, setApiLanguage } from './http.ts';
import { sendLogs } from './logs.ts';

const heard: { path: string; language: string | null; authorization: string | null }[] = [];
const answer =
  (body: JsonBodyType) =>
  async ({ request }: { request: Request }) => {
    heard.push({
      path: new URL(request.url).pathname,
      language: request.headers.get('accept-language'),
      authorization: request.headers.get('authorization'),
    });
    return HttpResponse.json(body);
  };
const server = setupServer(
  http.post(`*${endpoints.resetPassword.path}`, answer({ message: 'Sent.' })),
  http.get(`*${endpoints.shoppingCart.path}`, answer({ cart: null })),
  http.post(`*${endpoints.logs.path}`, answer({ accepted: 1 })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  setApiLanguage(undefined);
  heard.length = 0;
});
afterAll(() => server.close());

const languages = () => heard.map((request) => request.language);

describe('given a language for the API', () => {
  it('sends the tag with every call', async () => {
    setApiLanguage('de');
    await resetPassword({ emailAddress: 'reader@example.com' });
    await getShoppingCart();
    expect(languages()).toEqual(['de', 'de']);
  });

  it('reads a function at each call, so a change of language goes with the next call', async () => {
    let locale = 'pt-BR';
    setApiLanguage(() => locale);
    await resetPassword({ emailAddress: 'reader@example.com' });
    locale = 'ar';
    await resetPassword({ emailAddress: 'reader@example.com' });
    expect(languages()).toEqual(['pt-BR', 'ar']);
  });

  it("sends a call's own language instead", async () => {
    setApiLanguage('de');
    await call('resetPassword', { body: { emailAddress: 'reader@example.com' }, language: 'ja' });
    expect(languages()).toEqual(['ja']);
  });

  it("keeps an endpoint's own headers beside it", async () => {
    setApiLanguage('fr');
    const event = { level: 'info' as const, message: 'hello', timestamp: new Date().toISOString() };
    await sendLogs([event], { token: 'masthead-demo-log-token' });
    expect(heard).toEqual([
      { path: endpoints.logs.path, language: 'fr', authorization: 'Bearer masthead-demo-log-token' },
    ]);
  });
});

describe('given no language, or something else', () => {
  it('sets no Accept-Language of its own: the browser says the reader’s', async () => {
    await resetPassword({ emailAddress: 'reader@example.com' });
    setApiLanguage(() => undefined);
    await resetPassword({ emailAddress: 'reader@example.com' });
    expect(languages()).toEqual([null, null]);
  });

  it.each(['de, fr', 'de\r\nX-Forged: 1', '', 'de;q=1'])('never sends %j', async (value) => {
    setApiLanguage(value);
    await resetPassword({ emailAddress: 'reader@example.com' });
    expect(languages()).toEqual([null]);
  });
});
