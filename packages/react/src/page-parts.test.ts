/** `@masthead/react/server` reads a deployment as the demo's server does, and never fails a page. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mastheadPage } from './page-parts.ts';

const manifestOf = (expose: string, js: string[], css: string[]) => ({
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ path: expose, assets: { js: { sync: js }, css: { sync: css } } }],
});

const cdn = 'https://cdn.example.com';
const deployed: Record<string, string> = {
  [`${cdn}/masthead.config.json`]: JSON.stringify({
    remotes: {
      'header-chrome': `${cdn}/header/mf-manifest.json`,
      footer: `${cdn}/footer/mf-manifest.json`,
    },
  }),
  [`${cdn}/header/mf-manifest.json`]: JSON.stringify(
    manifestOf('./Header', ['assets/header-1.js'], ['assets/header-1.css']),
  ),
  [`${cdn}/header/header.html`]: '<div class="mh-root"><header aria-label="Site header"></header></div>',
  [`${cdn}/header/header.de.html`]:
    '<div class="mh-root"><header aria-label="Kopfzeile der Website"></header></div>',
  [`${cdn}/footer/mf-manifest.json`]: JSON.stringify(
    manifestOf('./Footer', ['assets/footer-1.js'], ['assets/footer-1.css']),
  ),
  [`${cdn}/footer/footer.html`]:
    '<div class="mh-root"><footer aria-label="Site footer"><p data-masthead-year="2020">© 2020</p></footer></div>',
};

const served = () =>
  vi.fn(async (url: string) =>
    url in deployed ? new Response(deployed[url]) : new Response('Not found', { status: 404 }),
  );

const options = { configUrl: `${cdn}/masthead.config.json`, loaderUrl: `${cdn}/masthead/masthead-loader.js` };

afterEach(() => vi.restoreAllMocks());

describe('mastheadPage', () => {
  it('gives the header’s and the footer’s markup, their stylesheets and the page’s hints', async () => {
    const fetch = served();
    const parts = await mastheadPage({ ...options, fetch, now: new Date('2031-05-01') });
    // The header ends with the marker the page's first frame waits for (the `expect` link).
    const parsed = '<template id="masthead-header-parsed"></template>';
    expect(parts.markup.header).toBe(deployed[`${cdn}/header/header.html`] + parsed);
    expect(parts.markup.footer).toContain('© 2031');
    expect(parts.head).toContainEqual({ rel: 'expect', href: '#masthead-header-parsed', blocking: 'render' });
    const stylesheets = parts.head.filter((link) => link.rel === 'stylesheet').map((link) => link.href);
    expect(stylesheets.sort()).toEqual([
      `${cdn}/footer/assets/footer-1.css`,
      `${cdn}/header/assets/header-1.css`,
    ]);
    expect(parts.head).toContainEqual({
      rel: 'preload',
      href: options.configUrl,
      as: 'fetch',
      crossOrigin: 'anonymous',
    });
    expect(parts.link).toContain(`<${options.configUrl}>; rel=preload; as=fetch; crossorigin`);
  });

  it('gives the markup in the page’s language, with the fallback the loader follows: de-CH → de → English', async () => {
    const fetch = served();
    const german = await mastheadPage({ ...options, fetch, locale: 'de-CH' });
    expect(german.markup.header).toContain(deployed[`${cdn}/header/header.de.html`]);
    const english = await mastheadPage({ ...options, fetch, locale: 'zh' });
    expect(english.markup.header).toContain(deployed[`${cdn}/header/header.html`]);
  });

  it('reads each file once while it is kept, and again once it is not', async () => {
    const fetch = served();
    await mastheadPage({ ...options, fetch });
    const reads = fetch.mock.calls.length;
    expect(reads).toBeGreaterThan(0);
    await mastheadPage({ ...options, fetch });
    expect(fetch).toHaveBeenCalledTimes(reads);
    await mastheadPage({ ...options, fetch, cacheMs: 0 });
    await mastheadPage({ ...options, fetch, cacheMs: 0 });
    expect(fetch.mock.calls.length).toBeGreaterThanOrEqual(3 * reads);
  });

  it('when the config cannot be read, gives nothing and logs once, never throwing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetch = vi.fn(async () => new Response('down', { status: 503 }));
    const broken = { ...options, configUrl: `${cdn}/broken.config.json`, fetch };
    expect(await mastheadPage(broken)).toEqual({ markup: {}, head: [], link: '' });
    expect(await mastheadPage(broken)).toEqual({ markup: {}, head: [], link: '' });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/^\[masthead\] could not read .*broken\.config\.json/);
  });

  it('when a widget’s markup cannot be read, gives the other one', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetch = vi.fn(async (url: string) =>
      url.endsWith('footer.html') ? new Response('', { status: 500 }) : new Response(deployed[url] ?? ''),
    );
    const parts = await mastheadPage({ ...options, fetch });
    expect(parts.markup.header).toBeDefined();
    expect(parts.markup.footer).toBeUndefined();
  });
});
