import { afterEach, describe, expect, it, vi } from 'vitest';
import { mastheadStore } from '@masthead/store/vanilla';
import { aimAt } from '../common/page-language.ts';
import { beginLoading } from './page-load.ts';

const manifest = (entryFile: string, expose: string) => ({
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ path: expose, assets: { js: { sync: [entryFile] }, css: { sync: [] } } }],
});

const configUrl = 'https://pages.example/masthead.config.json';

/** A page with the loader's tag and `body`. */
function page(body: string) {
  const script = document.createElement('script');
  script.dataset.mastheadConfig = configUrl;
  document.head.append(script);
  document.body.innerHTML = body;
}

/** Fetches answered from `served`: URL → its JSON. */
const serve = (served: Record<string, unknown>) =>
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => Response.json(served[String(input)]));

afterEach(() => {
  aimAt('en');
  document.head.replaceChildren();
  document.body.replaceChildren();
  document.documentElement.removeAttribute('lang');
});

describe('the loader, before React is even evaluated', () => {
  it("asks for the config, then the page's widgets' files only, no dialog's", async () => {
    const served: Record<string, unknown> = {
      [configUrl]: {
        remotes: {
          footer: 'https://cdn.example/early-footer/mf-manifest.json',
          'account-dialog': 'https://cdn.example/early-account/mf-manifest.json',
          'checkout-dialog': 'https://cdn.example/early-checkout/mf-manifest.json',
        },
      },
      'https://cdn.example/early-footer/mf-manifest.json': manifest('assets/footer.js', './Footer'),
      'https://cdn.example/early-account/mf-manifest.json': manifest('assets/dialog.js', './AccountDialog'),
    };
    const fetchMock = serve(served);
    page('<masthead-footer></masthead-footer><button data-masthead-opens="account">Sign in</button>');

    await expect(beginLoading(document).config).resolves.toMatchObject({ loadTimeoutMs: 10_000 });
    await vi.waitFor(() => expect(document.head.querySelector('link[href$="footer.js"]')).not.toBeNull());
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      configUrl,
      'https://cdn.example/early-footer/mf-manifest.json',
    ]);
    const links = [...document.head.querySelectorAll('link')].map((link) => link.href);
    expect(links).toEqual([
      'https://cdn.example/early-footer/remoteEntry.js',
      'https://cdn.example/early-footer/assets/footer.js',
    ]);
  });

  it("leaves the ads for later: they load once the page's own widgets are in", async () => {
    const served: Record<string, unknown> = {
      [configUrl]: {
        remotes: {
          footer: 'https://cdn.example/later-footer/mf-manifest.json',
          ads: 'https://cdn.example/later-ads/mf-manifest.json',
        },
      },
      'https://cdn.example/later-footer/mf-manifest.json': manifest('assets/footer.js', './Footer'),
    };
    const fetchMock = serve(served);
    page(
      '<masthead-header-ad></masthead-header-ad><masthead-footer></masthead-footer><masthead-partner-ads></masthead-partner-ads>',
    );

    await beginLoading(document).prefetched;
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      configUrl,
      'https://cdn.example/later-footer/mf-manifest.json',
    ]);
  });

  it("asks for the widgets' words in the page's language with their files: the config's over <html lang>", async () => {
    const withWords = {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        {
          path: './Footer',
          assets: {
            js: {
              sync: ['assets/footer.js'],
              async: ['assets/messages-de-Ab12Cd34.js', 'assets/messages-fr-Ef56Gh78.js'],
            },
            css: { sync: [] },
          },
        },
      ],
      mastheadContainer: { initKey: '__init__' },
    };
    const config = {
      remotes: { footer: 'https://cdn.example/words-footer/mf-manifest.json' },
      manifests: { footer: withWords },
      locale: 'fr-CA',
    };
    serve({ [configUrl]: config });
    document.documentElement.lang = 'de';
    page('<masthead-footer></masthead-footer>');

    const pageLoad = beginLoading(document);
    // The page's language at once; the config's replaces it once its words are in.
    expect(mastheadStore.getState().locale).toBe('de');
    await pageLoad.prefetched;
    expect([...document.head.querySelectorAll('link')].map((link) => link.href)).toEqual([
      'https://cdn.example/words-footer/assets/footer.js',
      'https://cdn.example/words-footer/assets/messages-fr-Ef56Gh78.js',
    ]);
    await vi.waitFor(() => expect(mastheadStore.getState().locale).toBe('fr'));
  });

  it('asks for no manifest the config carries', async () => {
    const config = {
      remotes: { footer: 'https://cdn.example/carried-footer/mf-manifest.json' },
      manifests: { footer: manifest('assets/carried.js', './Footer') },
    };
    const fetchMock = serve({ [configUrl]: config });
    page('<masthead-footer></masthead-footer>');

    await beginLoading(document).prefetched;
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([configUrl]);
    expect([...document.head.querySelectorAll('link')].map((link) => link.href)).toEqual([
      'https://cdn.example/carried-footer/remoteEntry.js',
      'https://cdn.example/carried-footer/assets/carried.js',
    ]);
  });

  it('logs one error naming the cause, and is prefetched at once, when the config cannot be had', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const pageLoad = beginLoading(document);
    await expect(pageLoad.startup.first).resolves.toBeNull();
    await expect(pageLoad.prefetched).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledOnce();
    expect(String(error.mock.calls[0]?.[0])).toBe(
      '[masthead] could not start: no <script data-masthead-config="…"> names the config URL; no widget will mount',
    );
    expect(pageLoad.startup.state()).toMatchObject({ status: 'unavailable', reason: 'config-unreachable' });
  });

  it("is prefetched once the widgets' files and a dialog opened at once have been asked for", async () => {
    const served: Record<string, unknown> = {
      [configUrl]: {
        remotes: {
          footer: 'https://cdn.example/warm-footer/mf-manifest.json',
          'account-dialog': 'https://cdn.example/warm-account/mf-manifest.json',
        },
      },
      'https://cdn.example/warm-footer/mf-manifest.json': manifest('assets/footer.js', './Footer'),
      'https://cdn.example/warm-account/mf-manifest.json': manifest('assets/dialog.js', './AccountDialog'),
    };
    serve(served);
    page('<masthead-footer></masthead-footer>');

    const pageLoad = beginLoading(document);
    // A page script opens the dialog before the config has arrived.
    void pageLoad.prefetch('account-dialog', './AccountDialog');
    await pageLoad.prefetched;
    const links = [...document.head.querySelectorAll('link')].map((link) => link.href);
    expect(links).toEqual(
      expect.arrayContaining([
        'https://cdn.example/warm-footer/assets/footer.js',
        'https://cdn.example/warm-account/assets/dialog.js',
      ]),
    );
  });

  it('is prefetched after the patience at most when a manifest hangs', async () => {
    vi.useFakeTimers();
    try {
      vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
        String(input).endsWith('config.json')
          ? Response.json({ remotes: { footer: 'https://cdn.example/hang/mf-manifest.json' } })
          : new Promise<Response>(() => undefined),
      );
      page('<masthead-footer></masthead-footer>');
      let prefetched = false;
      void beginLoading(document, 200).prefetched.then(() => (prefetched = true));
      await vi.advanceTimersByTimeAsync(199);
      expect(prefetched).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(prefetched).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
