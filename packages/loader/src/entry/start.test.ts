import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetMastheadStore } from '@masthead/store/vanilla';
import { start } from './start.ts';

afterEach(async () => {
  // A test's loader may still be starting (a page with nothing to render has its session at
  // once); let it finish, or its page scan, a task after it started, reads the next test's page.
  await vi.waitFor(() => expect(window.Masthead?.getState().loader.status).not.toBe('starting'), {
    timeout: 10_000,
  });
  await new Promise((resolve) => setTimeout(resolve, 10));
  delete window.Masthead;
  document.head.replaceChildren();
});

const urlOf = (input: RequestInfo | URL) => (input instanceof Request ? input.url : String(input));

describe('the loader tag', () => {
  it('reports a data-masthead-prefetch name that is not a dialog, and fetches nothing for it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = urlOf(input);
      if (url.endsWith('/masthead.config.json'))
        return Response.json({ remotes: { footer: 'https://footer.example/mf-manifest.json' } });
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
    // (The session's module is compiled on its first import: allow a busy machine time.)
    await vi.waitFor(
      () =>
        expect(fetchMock.mock.calls.map(([input]) => new URL(urlOf(input)).pathname)).toContain(
          '/api/auth/session',
        ),
      { timeout: 10_000 },
    );
    // The config and the session's calls; no dialog's manifest.
    for (const [input] of fetchMock.mock.calls)
      expect(['/masthead.config.json', '/api/auth/session', '/api/user/profile']).toContain(
        new URL(urlOf(input)).pathname,
      );
    expect(error.mock.calls.filter(([message]) => String(message).includes('prefetch'))).toHaveLength(1);
  });
});

describe('a mistyped widget tag', () => {
  afterEach(() => document.body.replaceChildren());

  it('is reported once the placed widgets have loaded or failed, not while they load', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The footer's manifest is held until released, then missing.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = urlOf(input);
      if (url.endsWith('/masthead.config.json'))
        return Response.json({ remotes: { footer: 'https://footer.example/mf-manifest.json' } });
      if (url === 'https://footer.example/mf-manifest.json')
        return released.then(() => new Response('not found', { status: 404 }));
      if (url.endsWith('/api/auth/session')) return Response.json({ session: null });
      return new Response('not found', { status: 404 });
    });
    const script = document.createElement('script');
    script.dataset.mastheadConfig = '/masthead.config.json';
    document.head.append(script);
    document.body.innerHTML = '<masthead-footer></masthead-footer><masthead-fotter></masthead-fotter>';
    const typo = (message: unknown) => String(message).includes('<masthead-fotter> is not a Masthead widget');

    start(window);
    // The footer's manifest has been asked for and is still on its way.
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledWith('https://footer.example/mf-manifest.json'), {
      timeout: 10_000,
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(error.mock.calls.filter(([message]) => typo(message))).toHaveLength(0);

    release();
    // The loader's core (React) may still be on its way in; the footer fails after it.
    await vi.waitFor(() => expect(error.mock.calls.filter(([message]) => typo(message))).toHaveLength(1), {
      timeout: 10_000,
    });
  });
});

describe('a page whose config cannot be had', () => {
  afterEach(() => document.body.replaceChildren());

  it('still has window.Masthead, which says the loader did not start and why', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('not found', { status: 404 }));
    const script = document.createElement('script');
    script.dataset.mastheadConfig = '/masthead.config.json';
    document.head.append(script);
    // The header's prerendered markup: its Sign In, and a menu button that waits for its code.
    document.body.innerHTML = `<masthead-header data-masthead-prerendered>
      <button type="button" data-masthead-opens="account">Sign In</button>
      <button type="button">Menu</button>
    </masthead-header>`;

    start(window);

    expect(window.Masthead?.getState().loader).toEqual({ status: 'starting' });
    await vi.waitFor(
      () =>
        expect(window.Masthead?.getState().loader).toEqual({
          status: 'unavailable',
          reason: 'config-unreachable',
          message: 'config /masthead.config.json answered 404',
        }),
      { timeout: 10_000 },
    );
    // (An earlier test's elements, defined once per document, may report their own loads.)
    const starting = error.mock.calls.map(([message]) => String(message)).filter((m) => m.includes('start'));
    expect(starting).toEqual([
      '[masthead] could not start: config /masthead.config.json answered 404; no widget will mount',
    ]);
    // No dead click: the menu is disabled, Sign In still answers (it says it is unavailable).
    const [signIn, menu] = document.querySelectorAll('button');
    expect(menu?.disabled).toBe(true);
    expect(signIn?.disabled).toBe(false);
  });
});

describe('a loader that runs before the page is parsed (a tag with async, or a tag manager’s)', () => {
  afterEach(() => {
    document.body.replaceChildren();
    resetMastheadStore();
  });

  it('has its page API at once, and takes over a server’s dialog the parser adds after it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      if (urlOf(input).endsWith('/masthead.config.json')) return Response.json({ remotes: {} });
      if (urlOf(input).endsWith('/api/auth/session')) return Response.json({ session: null });
      return new Response('not found', { status: 404 });
    });
    let readyState: DocumentReadyState = 'loading';
    vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
    const script = document.createElement('script');
    script.dataset.mastheadConfig = '/masthead.config.json';
    script.dataset.mastheadOpen = 'account';
    document.head.append(script);

    start(window);
    expect(window.Masthead).toBeDefined();
    // The parser reaches the dialog the server put at the end of the body, then finishes.
    document.body.innerHTML = `<main>Article</main><div data-masthead-dialog="account" data-masthead-prerendered>
      <div role="dialog" aria-modal="true" aria-label="Sign In"><form>
        <input name="emailAddress" type="email" aria-required="true" />
        <input name="password" type="password" aria-required="true" />
        <button type="submit" disabled>Sign In</button>
      </form></div></div>`;
    readyState = 'interactive';
    document.dispatchEvent(new Event('DOMContentLoaded'));

    // The first view follows the form's rule: Sign In once both fields are filled.
    const submit = document.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    for (const [name, value] of [
      ['emailAddress', 'reader@example.com'],
      ['password', 'secret'],
    ] as const) {
      const input = document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
      input.value = value;
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
    expect(submit.disabled).toBe(false);
  });
});
