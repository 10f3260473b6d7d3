import { useLayoutEffect } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mastheadStore, openAccountDialog, openCheckoutDialog, signIn, useMasthead } from '@masthead/store';
import { parseConfig } from './common/config.ts';
import type { WidgetModule } from '@masthead/federation/contract';
import { watchDialogs } from './core/dialogs.ts';
import { defineWidgetElements } from './core/elements.ts';
import { reportUnknownWidgets } from './entry/page-rules.ts';
import type { LoadExpose } from './core/federation.ts';
import { createPageApi } from './entry/page-api.ts';
import type { MastheadLoaderState } from './common/startup.ts';
import { withTimeout } from './core/timeout.ts';

function Greeting({ name = 'reader', headingLevel }: { name?: string; headingLevel?: number }) {
  const user = useMasthead((s) => s.user);
  return (
    <p>
      Hello {user?.firstName ?? name} at level {headingLevel ?? 'default'}
    </p>
  );
}
function Broken(): never {
  throw new Error('boom');
}

// The custom elements are defined once per document; each test decides what "loading" yields.
let load: LoadExpose;
// The page's own widgets are in: the ads may load (one test holds them back until then).
let contentIsIn: () => void = () => undefined;
const contentSettled = new Promise<void>((resolve) => {
  contentIsIn = resolve;
});
beforeAll(() => {
  defineWidgetElements(
    customElements,
    Promise.resolve((remote, expose) => load(remote, expose)),
    contentSettled,
  );
});
afterEach(() => {
  document.body.replaceChildren();
});

const module = (component: WidgetModule['default']): WidgetModule => ({
  default: component,
  attributes: { 'heading-level': { prop: 'headingLevel', type: 'number', min: 1, max: 6 } },
});

function place(html: string) {
  act(() => {
    document.body.innerHTML = html;
  });
}

describe('a widget placeholder', () => {
  it('mounts the widget with its attributes as props, and follows attribute changes', async () => {
    load = vi.fn(async () => module(Greeting as WidgetModule['default']));
    place('<masthead-footer heading-level="3"><a href="/help">Help</a></masthead-footer>');
    expect(await screen.findByText('Hello reader at level 3')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('footer', './Footer');
    expect(screen.queryByRole('link', { name: 'Help' })).toBeNull();
    document.querySelector('masthead-footer')?.setAttribute('heading-level', '4');
    expect(await screen.findByText('Hello reader at level 4')).toBeInTheDocument();
  });

  it('shares the page store with the widget', async () => {
    load = async () => module(Greeting as WidgetModule['default']);
    place('<masthead-footer></masthead-footer>');
    await screen.findByText(/Hello reader/);
    act(() => signIn({ user: { firstName: 'Ada', lastName: 'Lovelace' } }));
    expect(await screen.findByText(/Hello Ada/)).toBeInTheDocument();
  });

  it('logs one clear error for an invalid attribute and mounts with the default', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    load = async () => module(Greeting as WidgetModule['default']);
    place('<masthead-footer heading-level="seven"></masthead-footer>');
    expect(await screen.findByText('Hello reader at level default')).toBeInTheDocument();
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith(
      '[masthead] <masthead-footer>: heading-level must be a number from 1 to 6, not "seven"; it is ignored',
    );
  });

  it('warns once when a header or footer sits where it is no landmark, and mounts it all the same', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    load = async () => module(Greeting as WidgetModule['default']);
    place('<masthead-footer></masthead-footer><div><masthead-header></masthead-header></div>');
    await waitFor(() => expect(screen.getAllByText(/Hello reader/)).toHaveLength(2));
    expect(warn).not.toHaveBeenCalled();
    place(
      '<main><article><masthead-footer></masthead-footer><masthead-footer></masthead-footer></article></main>',
    );
    await waitFor(() => expect(screen.getAllByText(/Hello reader/)).toHaveLength(2));
    expect(warn.mock.calls).toEqual([
      [
        "[masthead] <masthead-footer> is placed inside <article>, where screen readers do not list it as the page's contentinfo landmark; place it in <body>, outside <main>, <article>, <section>, <aside> and <nav>",
      ],
    ]);
    warn.mockRestore();
  });

  it('warns once when a header sits inside the page’s own header, a banner inside a banner', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    load = async () => module(Greeting as WidgetModule['default']);
    place('<header class="wp-block-template-part"><masthead-header></masthead-header></header>');
    await waitFor(() => expect(screen.getAllByText(/Hello reader/)).toHaveLength(1));
    expect(warn.mock.calls).toEqual([
      [
        "[masthead] <masthead-header> is placed inside the page's own <header>, a landmark already: screen readers meet one banner inside another; make that element a <div>, or place <masthead-header> outside it",
      ],
    ]);
    warn.mockRestore();
  });

  it('keeps its fallback content and logs one error naming it when the remote cannot load', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    load = async () => {
      throw new Error('timed out after 10000 ms');
    };
    place('<masthead-footer><a href="/help">Help</a></masthead-footer>');
    await waitFor(() => expect(error).toHaveBeenCalledTimes(1));
    expect(error.mock.calls[0]?.[0]).toBe(
      '[masthead] <masthead-footer> could not load from remote "footer"; its fallback content stays',
    );
    expect(screen.getByRole('link', { name: 'Help' })).toBeInTheDocument();
  });

  it('puts its fallback back and logs one error naming it when the widget throws while rendering', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    load = async () => module(Broken as WidgetModule['default']);
    place('<masthead-footer><a href="/help">Help</a></masthead-footer>');
    await waitFor(() => expect(error).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByRole('link', { name: 'Help' })).toBeInTheDocument());
    const ours = error.mock.calls.filter(([message]) => String(message).startsWith('[masthead]'));
    expect(ours).toHaveLength(1);
    expect(ours[0]?.[0]).toBe(
      '[masthead] masthead-footer failed while rendering and was removed from the page',
    );
  });

  it('unmounts when the CMS removes it, and a broken neighbour does not stop it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    load = async () => {
      calls += 1;
      return module((calls === 1 ? Broken : Greeting) as WidgetModule['default']);
    };
    place('<masthead-footer id="a"></masthead-footer><masthead-footer id="b"></masthead-footer>');
    expect(await screen.findByText(/Hello reader/)).toBeInTheDocument();
    act(() => document.getElementById('b')?.remove());
    await waitFor(() => expect(screen.queryByText(/Hello reader/)).toBeNull());
  });
});

describe('the order widgets render in', () => {
  it('renders the header before a footer whose code arrived first: the footer waits in a transition', async () => {
    const committed: string[] = [];
    const named = (name: string) =>
      function Named() {
        useLayoutEffect(() => {
          committed.push(name);
        }, []);
        return <p>{name}</p>;
      };
    const arrivals: Record<string, (module: WidgetModule) => void> = {};
    load = (remote) =>
      new Promise((resolve) => {
        arrivals[remote] = resolve;
      });
    place('<masthead-header></masthead-header><masthead-footer></masthead-footer>');
    await waitFor(() => expect(Object.keys(arrivals).sort()).toEqual(['footer', 'header-chrome']));
    await act(async () => {
      arrivals.footer?.(module(named('footer') as WidgetModule['default']));
      arrivals['header-chrome']?.(module(named('header') as WidgetModule['default']));
      await Promise.resolve();
    });
    await screen.findByText('footer');
    expect(committed).toEqual(['header', 'footer']);
  });
});

describe('the ads', () => {
  it("load only once the page's own widgets are in", async () => {
    load = vi.fn(async () => module(Greeting as WidgetModule['default']));
    place('<masthead-header-ad><p>Advertisement</p></masthead-header-ad>');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByText('Advertisement')).toBeInTheDocument();
    act(() => contentIsIn());
    expect(await screen.findByText('Hello reader at level default')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('ads', './HeaderAd');
  });
});

describe('reportUnknownWidgets', () => {
  it('names a mistyped widget once and lists the known ones', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML =
      '<masthead-fotter></masthead-fotter><masthead-fotter></masthead-fotter><my-widget></my-widget>';
    reportUnknownWidgets(document);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]?.[0]).toMatch(
      /^\[masthead\] <masthead-fotter> is not a Masthead widget; known widgets: <masthead-footer>/,
    );
  });
});

describe('dialogs on demand', () => {
  const AccountDialog = () => (
    <div role="dialog" aria-label="Account">
      Account dialog
    </div>
  );
  const table = { account: { remote: 'account-dialog', expose: './AccountDialog' } } as const;

  it('loads nothing until the store asks for a dialog, then loads and mounts it once', async () => {
    const loadDialog = vi.fn(async () => ({ default: AccountDialog }) as WidgetModule);
    const stop = watchDialogs(document, Promise.resolve(loadDialog), table);
    expect(loadDialog).not.toHaveBeenCalled();
    act(() => openAccountDialog({ view: 'register' }));
    expect(await screen.findByRole('dialog', { name: 'Account' })).toBeInTheDocument();
    act(() => openAccountDialog());
    expect(loadDialog).toHaveBeenCalledTimes(1);
    expect(loadDialog).toHaveBeenCalledWith('account-dialog', './AccountDialog');
    stop();
  });

  it('leaves a request for a dialog that no remote exposes in the store', () => {
    const loadDialog = vi.fn();
    const stop = watchDialogs(document, Promise.resolve(loadDialog), table);
    act(() => openCheckoutDialog({ giftMode: true }));
    expect(loadDialog).not.toHaveBeenCalled();
    expect(mastheadStore.getState().dialog).toMatchObject({ kind: 'checkout', giftMode: true });
    stop();
  });

  it('tries again on the next request when the dialog failed to load', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const loadDialog = vi
      .fn()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue({ default: AccountDialog });
    const stop = watchDialogs(document, Promise.resolve(loadDialog), table);
    act(() => openAccountDialog());
    await waitFor(() => expect(error).toHaveBeenCalledTimes(1));
    expect(error.mock.calls[0]?.[0]).toBe(
      '[masthead] the account dialog could not load from remote "account-dialog"',
    );
    act(() => openAccountDialog({ view: 'forgot-password' }));
    expect(await screen.findByRole('dialog', { name: 'Account' })).toBeInTheDocument();
    stop();
  });
});

describe('the page API', () => {
  const startup = { state: () => ({ status: 'started' }) as const, subscribe: () => () => undefined };

  it('closes the open dialog whatever it is called with, so it can be a click handler', () => {
    const api = createPageApi('1', {
      prefetch: () => undefined,
      lendReact: () => undefined,
      setLocale: () => Promise.resolve(),
      startup,
    });
    openAccountDialog();
    (api.closeDialog as (event: unknown) => void)(new Event('click'));
    expect(api.getState().dialog).toBeNull();
  });

  it('reads the auth state and the dialog request', () => {
    const api = createPageApi('1.2.3', {
      prefetch: () => undefined,
      lendReact: () => undefined,
      setLocale: () => Promise.resolve(),
      startup,
    });
    expect(api.version).toBe('1.2.3');
    api.setAuth({
      user: { firstName: 'Ada', lastName: 'L' },
      giftQuota: { limit: 5, remaining: 3 },
      subscriber: true,
    });
    api.openAccountDialog({
      fromPaywall: true,
      customText: 'Sign in to keep reading',
      hideCloseButton: true,
    });
    expect(api.getState()).toEqual({
      status: 'authenticated',
      user: { firstName: 'Ada', lastName: 'L' },
      isSubscriber: true,
      giftQuota: { limit: 5, remaining: 3 },
      dialog: {
        kind: 'account',
        view: 'sign-in',
        fromPaywall: true,
        customText: 'Sign in to keep reading',
        hideCloseButton: true,
      },
      locale: 'en',
      loader: { status: 'started' },
    });
    expect(Object.isFrozen(api)).toBe(true);
  });

  it('tells subscribers about auth and dialog changes only, until they unsubscribe', () => {
    const api = createPageApi('1', {
      prefetch: () => undefined,
      lendReact: () => undefined,
      setLocale: () => Promise.resolve(),
      startup,
    });
    const listener = vi.fn();
    const unsubscribe = api.subscribe(listener);
    mastheadStore.setState({ headerAdPresent: true });
    expect(listener).not.toHaveBeenCalled();
    api.setAuth({ user: { firstName: 'Ada', lastName: 'L' } });
    api.openCheckoutDialog({ giftMode: true });
    api.setAuth(null);
    expect(listener.mock.calls.map(([state]) => [state.status, state.dialog?.kind ?? null])).toEqual([
      ['authenticated', null],
      ['authenticated', 'checkout'],
      ['anonymous', 'checkout'],
    ]);
    unsubscribe();
    api.closeDialog();
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('says whether the loader has started, and tells subscribers when that changes', () => {
    let state: MastheadLoaderState = { status: 'starting' };
    const listeners = new Set<(state: MastheadLoaderState) => void>();
    const api = createPageApi('1', {
      prefetch: () => undefined,
      lendReact: () => undefined,
      setLocale: () => Promise.resolve(),
      startup: {
        state: () => state,
        subscribe: (listener) => {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
      },
    });
    const listener = vi.fn();
    const unsubscribe = api.subscribe(listener);
    expect(api.getState().loader).toEqual({ status: 'starting' });
    state = { status: 'unavailable', reason: 'no-remotes', message: 'config /c.json names no remote' };
    for (const notify of listeners) notify(state);
    expect(api.getState().loader).toEqual(state);
    expect(listener).toHaveBeenCalledWith(expect.objectContaining({ status: 'anonymous', loader: state }));
    unsubscribe();
    expect(listeners.size).toBe(0);
  });
});

const footerManifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ path: './Footer', assets: { js: { sync: ['assets/footer.js'] }, css: { sync: [] } } }],
};

describe('config', () => {
  it('accepts manifest URLs per remote and a timeout', () => {
    expect(
      parseConfig({
        remotes: { footer: 'https://cdn.example/footer/mf-manifest.json' },
        loadTimeoutMs: 5000,
      }),
    ).toEqual({
      remotes: { footer: 'https://cdn.example/footer/mf-manifest.json' },
      loadTimeoutMs: 5000,
      warmUp: 'intent',
    });
    expect(parseConfig({ remotes: {} }).loadTimeoutMs).toBe(10_000);
    expect(parseConfig({ remotes: {}, warmUp: 'idle' }).warmUp).toBe('idle');
  });

  it('names what is wrong', () => {
    expect(() => parseConfig(null)).toThrow('config must be a JSON object');
    expect(() => parseConfig({ remotes: {}, warmUp: 'always' })).toThrow(
      'config.warmUp must be "intent" or "idle"',
    );
    expect(() => parseConfig({ remotes: { fotter: 'x' } })).toThrow(
      'config.remotes.fotter is not a Masthead remote',
    );
    expect(() => parseConfig({ remotes: { footer: 42 } })).toThrow(
      'config.remotes.footer must be a manifest URL',
    );
    expect(() => parseConfig({ remotes: {}, loadTimeoutMs: -1 })).toThrow(
      'config.loadTimeoutMs must be a positive number',
    );
    const footer = 'https://cdn.example/footer/mf-manifest.json';
    expect(() => parseConfig({ remotes: { footer }, manifests: [] })).toThrow(
      'config.manifests must be an object',
    );
    expect(() => parseConfig({ remotes: { footer }, manifests: { ads: footerManifest } })).toThrow(
      'config.manifests.ads is not a remote of config.remotes',
    );
    expect(() =>
      parseConfig({ remotes: { footer }, manifests: { footer: { ...footerManifest, exposes: [{}] } } }),
    ).toThrow('config.manifests.footer is not a federation manifest');
  });

  it('may carry the manifests of its remotes', () => {
    const remotes = { footer: 'https://cdn.example/footer/mf-manifest.json' };
    expect(parseConfig({ remotes, manifests: { footer: footerManifest } }).manifests).toEqual({
      footer: footerManifest,
    });
  });
});

describe('withTimeout', () => {
  it('rejects a load that takes longer than the timeout, and clears its timer otherwise', async () => {
    vi.useFakeTimers();
    const slow = withTimeout(new Promise(() => undefined), 10_000);
    const expectation = expect(slow).rejects.toThrow('timed out after 10000 ms');
    await vi.advanceTimersByTimeAsync(10_000);
    await expectation;
    await expect(withTimeout(Promise.resolve('ok'), 10_000)).resolves.toBe('ok');
    expect(vi.getTimerCount()).toBe(0);
    vi.useRealTimers();
  });
});

describe('the swap from fallback to widget', () => {
  it('keeps the fallback until the widget has rendered, then swaps them in one step', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    load = async () => {
      await gate;
      return module(Greeting as WidgetModule['default']);
    };
    place('<masthead-footer><a href="/help">Help</a></masthead-footer>');
    const seen: string[] = [];
    const host = document.querySelector('masthead-footer');
    const observer = new MutationObserver(() => {
      seen.push(`${host?.querySelector('a') ? 'fallback' : ''}+${host?.querySelector('p') ? 'widget' : ''}`);
    });
    if (host) observer.observe(host, { childList: true, subtree: true });
    expect(screen.getByRole('link', { name: 'Help' })).toBeInTheDocument();
    release();
    expect(await screen.findByText(/Hello reader/)).toBeInTheDocument();
    observer.disconnect();
    expect(screen.queryByRole('link', { name: 'Help' })).toBeNull();
    // Never a moment with neither the fallback nor the widget on the page.
    expect(seen).not.toContain('+');
  });
});
