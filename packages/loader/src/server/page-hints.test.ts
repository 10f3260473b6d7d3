import { describe, expect, it, vi } from 'vitest';
import {
  declaredDialogs,
  isInertMarkup,
  pageHints,
  withManifests,
  withPrerenderedMarkup,
  type HostConfig,
  type RemoteManifest,
} from './page-hints.ts';

const manifestOf = (expose: string, js: string[], css: string[]): RemoteManifest => ({
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ path: expose, assets: { js: { sync: js }, css: { sync: css } } }],
});

const remotes = {
  footer: 'https://cdn.example/footer/1.0.0/mf-manifest.json',
  'account-dialog': 'https://cdn.example/account/2.0.0/mf-manifest.json',
  'checkout-dialog': 'https://cdn.example/checkout/1.1.0/mf-manifest.json',
};
const footerElsewhere = 'https://static.example/footer/1.0.0/mf-manifest.json';
const manifests: Record<string, RemoteManifest> = {
  [footerElsewhere]: manifestOf('./Footer', ['assets/footer-1.js'], ['assets/footer-1.css']),
  [remotes.footer]: manifestOf('./Footer', ['assets/footer-1.js'], ['assets/footer-1.css']),
  [remotes['account-dialog']]: manifestOf(
    './AccountDialog',
    ['assets/account-2.js'],
    ['assets/account-2.css'],
  ),
  [remotes['checkout-dialog']]: manifestOf('./CheckoutDialog', ['assets/checkout-3.js'], []),
};
const manifest = vi.fn(async (url: string) => {
  const found = manifests[url];
  if (!found) throw new Error(`${url} answered 404`);
  return found;
});

const page = (body: string, loaderAttributes = '') => `<!doctype html>
<html><head>
<script type="module" src="/masthead/masthead-loader.js" data-masthead-config="/masthead.config.json" ${loaderAttributes}></script>
</head><body>${body}</body></html>`;

const pageUrl = 'https://news.example/articles/questions';

describe('the hints a host sends with a page', () => {
  it('names the config, the core, the origins, the manifests, and every file of the widgets placed', async () => {
    const html = page(
      '<masthead-footer heading-level="2"><footer>Help</footer></masthead-footer>' +
        '<button data-masthead-opens="account">Sign in</button>',
    );
    expect(
      await pageHints({
        html,
        pageUrl,
        config: { remotes: { ...remotes, footer: footerElsewhere } },
        manifest,
      }),
    ).toEqual([
      '<https://news.example/masthead.config.json>; rel=preload; as=fetch; crossorigin=anonymous',
      '<https://news.example/masthead/chunks/masthead-core.js>; rel=modulepreload',
      '<https://news.example/masthead/chunks/masthead-react.js>; rel=modulepreload',
      // The origin of a dialog with an opener, which nothing is fetched from at once (the
      // loader asks for its manifest once the widgets have settled); not the footer's.
      '<https://cdn.example>; rel=preconnect',
      `<${footerElsewhere}>; rel=preload; as=fetch; crossorigin=anonymous`,
      '<https://static.example/footer/1.0.0/remoteEntry.js>; rel=modulepreload',
      '<https://static.example/footer/1.0.0/assets/footer-1.js>; rel=modulepreload',
      '<https://static.example/footer/1.0.0/assets/footer-1.css>; rel=preload; as=style',
    ]);
  });

  it("leaves out the loader's React on a page that lends its own", async () => {
    const config = { remotes: { ...remotes, footer: footerElsewhere } };
    const placement = '<masthead-footer></masthead-footer>';
    const lends = await pageHints({
      html: page(placement, 'data-masthead-react="host"'),
      pageUrl,
      config,
      manifest,
    });
    const own = await pageHints({ html: page(placement), pageUrl, config, manifest });
    const react = '<https://news.example/masthead/chunks/masthead-react.js>; rel=modulepreload';
    expect(own).toContain(react);
    expect(lends).toEqual(own.filter((hint) => hint !== react));
  });

  it('leaves out the code of a widget whose first view the page carries, and the core when nothing waits on code', async () => {
    const config = { remotes: { ...remotes, footer: footerElsewhere } };
    const footerCode = '<https://static.example/footer/1.0.0/assets/footer-1.js>; rel=modulepreload';
    const core = '<https://news.example/masthead/chunks/masthead-core.js>; rel=modulepreload';
    const styles = '<https://static.example/footer/1.0.0/assets/footer-1.css>; rel=preload; as=style';
    for (const placement of [
      '<masthead-footer data-masthead-prerendered><footer>Help</footer></masthead-footer>',
      '<div class="site-footer" data-masthead-widget="footer" data-masthead-prerendered><footer>Help</footer></div>',
    ]) {
      const hints = await pageHints({ html: page(placement), pageUrl, config, manifest });
      expect(hints.filter((hint) => hint.includes('modulepreload'))).toEqual([]);
      expect(hints).toContain(styles);
    }
    // A placement without markup beside it still waits on the code: the code and the core are named.
    const mixed = page(
      '<masthead-footer data-masthead-prerendered><footer>Help</footer></masthead-footer>' +
        '<div data-masthead-widget="footer"></div>',
    );
    expect(await pageHints({ html: mixed, pageUrl, config, manifest })).toEqual(
      expect.arrayContaining([core, footerCode, styles]),
    );
    // Marked markup of no placement of the footer's carries nothing for it.
    const other = page(
      '<masthead-footer></masthead-footer><div data-masthead-widget="header" data-masthead-prerendered></div>',
    );
    expect(await pageHints({ html: other, pageUrl, config, manifest })).toEqual(
      expect.arrayContaining([core, footerCode]),
    );
  });

  it('names nothing of a widget placed loading="lazy" but the styles its markup in the page is drawn with', async () => {
    const config = { remotes: { ...remotes, footer: footerElsewhere } };
    const styles = '<https://static.example/footer/1.0.0/assets/footer-1.css>; rel=preload; as=style';
    const hintsFor = (body: string) => pageHints({ html: page(body), pageUrl, config, manifest });
    for (const placement of [
      '<masthead-footer loading="lazy" data-masthead-prerendered><footer>Help</footer></masthead-footer>',
      '<div data-masthead-widget="footer" data-loading="lazy" data-masthead-prerendered><footer>Help</footer></div>',
    ]) {
      const hints = await hintsFor(placement);
      expect(
        hints.filter((hint) => hint.includes('footer')),
        placement,
      ).toEqual([styles]);
      expect(
        hints.filter((hint) => hint.includes('modulepreload')),
        placement,
      ).toEqual([]);
    }
    // Without markup it has nothing to draw: nothing of it at all, not even its manifest.
    for (const placement of [
      '<masthead-footer loading="lazy"></masthead-footer>',
      '<div data-masthead-widget="footer" data-loading="LAZY"></div>',
      '<a name="masthead-footer loading=lazy" href="/help">Help</a>',
    ])
      expect(
        (await hintsFor(placement)).filter((hint) => hint.includes('footer')),
        placement,
      ).toEqual([]);
    // One placement that loads at once is enough for its code to be named.
    const both = await hintsFor(
      '<masthead-footer loading="lazy"></masthead-footer><div data-masthead-widget="footer"></div>',
    );
    expect(both).toContain('<https://static.example/footer/1.0.0/assets/footer-1.js>; rel=modulepreload');
  });

  it('finds a widget placed by an ordinary element or a link as by its custom element', async () => {
    const hintsFor = (body: string) =>
      pageHints({ html: page(body), pageUrl, config: { remotes }, manifest });
    const expected = await hintsFor('<masthead-footer heading-level="2"></masthead-footer>');
    expect(expected).toContain(`<${remotes.footer}>; rel=preload; as=fetch; crossorigin=anonymous`);
    await expect(hintsFor('<div data-masthead-widget="footer"></div>')).resolves.toEqual(expected);
    await expect(
      hintsFor('<p><a href="/help" name="masthead-footer heading-level=2">Help</a></p>'),
    ).resolves.toEqual(expected);
    await expect(hintsFor('<a name="masthead-footer">Help</a>')).resolves.toEqual(expected);
    // Another widget's name that begins the same, or a link to the footer, places no footer.
    await expect(
      hintsFor('<a name="masthead-footer-x">x</a><a href="/masthead-footer">x</a>'),
    ).resolves.not.toContain(expected.at(-1));
  });

  it("adds every file of a dialog the page opens at once, and no other dialog's", async () => {
    const html = page('<main>Sign in to keep reading</main>', 'data-masthead-prefetch="account"');
    const hints = await pageHints({ html, pageUrl, config: { remotes }, manifest });
    expect(hints).toContain('<https://cdn.example/account/2.0.0/assets/account-2.js>; rel=modulepreload');
    expect(hints).toContain(
      '<https://cdn.example/account/2.0.0/assets/account-2.css>; rel=preload; as=style',
    );
    expect(hints.filter((hint) => hint.includes('checkout'))).toEqual([]);
    expect(hints.filter((hint) => hint.includes('footer'))).toEqual([]);
  });

  it("adds the loader's own files that a dialog opened at once starts with, read from its library table", async () => {
    const html = page('<main>Sign in to keep reading</main>', 'data-masthead-prefetch="account"');
    const starting = {
      ...manifests[remotes['account-dialog']]!,
      // React is in the loader's core (not in the table); `toString` is no library at all.
      mastheadPreload: { shared: ['react', '@masthead/ui-kit/modal', 'formik', 'toString'] },
    };
    const table = {
      '@masthead/ui-kit/modal': { js: ['chunks/modal-1.js'], css: ['assets/modal-1.css'] },
      formik: { js: ['chunks/forms-2.js', 'chunks/modal-1.js'], css: ['assets/modal-1.css'] },
      yup: { js: ['chunks/yup-3.js'], css: [] },
    };
    const libraries = vi.fn(async () => table);
    const hints = await pageHints({
      html,
      pageUrl,
      config: { remotes, manifests: { 'account-dialog': starting } },
      manifest,
      libraries,
    });
    // Beside the loader's entry; each file once; the styles in the CORS mode Vite's preload
    // helper links them in, so the browser uses what the hint fetched.
    expect(libraries).toHaveBeenCalledWith('https://news.example/masthead/masthead-libraries.json');
    expect(hints.slice(-3)).toEqual([
      '<https://news.example/masthead/chunks/modal-1.js>; rel=modulepreload',
      '<https://news.example/masthead/chunks/forms-2.js>; rel=modulepreload',
      '<https://news.example/masthead/assets/modal-1.css>; rel=preload; as=style; crossorigin=anonymous',
    ]);
    // Not a library the dialog loads later (yup, on the first submit).
    expect(hints.filter((hint) => hint.includes('yup'))).toEqual([]);
  });

  it("names none of the loader's libraries when nothing renders at once or the table cannot be read", async () => {
    const libraries = vi.fn(async () => ({ formik: { js: ['chunks/forms-2.js'], css: [] } }));
    const article = page('<button data-masthead-opens="account">Sign in</button>');
    const atOnce = page('<main>Sign in</main>', 'data-masthead-prefetch="account"');
    const starting = {
      ...manifests[remotes['account-dialog']]!,
      mastheadPreload: { shared: ['formik'] },
    };
    const config = { remotes, manifests: { 'account-dialog': starting } };
    const named = (hints: string[]) => hints.filter((hint) => hint.includes('/masthead/chunks/forms'));
    expect(named(await pageHints({ html: article, pageUrl, config, manifest, libraries }))).toEqual([]);
    expect(libraries).not.toHaveBeenCalled();
    for (const unreadable of [
      async () => Promise.reject(new Error('404')),
      async () => ({ formik: { js: 'chunks/forms-2.js' } }),
      async () => ['chunks/forms-2.js'],
    ]) {
      const hints = await pageHints({ html: atOnce, pageUrl, config, manifest, libraries: unreadable });
      expect(named(hints)).toEqual([]);
      expect(hints).toContain('<https://cdn.example/account/2.0.0/assets/account-2.js>; rel=modulepreload');
    }
  });

  it('leaves out the files of a remote whose manifest cannot be had; the loader asks for them itself', async () => {
    const html = page('<masthead-footer></masthead-footer>');
    const hints = await pageHints({
      html,
      pageUrl,
      config: { remotes: { footer: 'https://cdn.example/gone/mf-manifest.json' } },
      manifest,
    });
    expect(hints).toContain(
      '<https://cdn.example/gone/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous',
    );
    expect(hints.filter((hint) => hint.includes('modulepreload') && hint.includes('cdn.example'))).toEqual(
      [],
    );
  });

  it("names no file of the ads, which load after the page's own widgets: a connection only", async () => {
    const html = page('<masthead-header-ad></masthead-header-ad><masthead-footer></masthead-footer>');
    const read = vi.fn(async (url: string) => manifest(url));
    const hints = await pageHints({
      html,
      pageUrl,
      config: { remotes: { ...remotes, ads: 'https://ads.example/ads/1.0.0/mf-manifest.json' } },
      manifest: read,
    });
    expect(hints.filter((hint) => hint.includes('ads.example'))).toEqual([
      '<https://ads.example>; rel=preconnect',
    ]);
    expect(read.mock.calls.map(([url]) => url)).toEqual([remotes.footer]);
  });

  it('names nothing for a page without the loader', async () => {
    expect(
      await pageHints({
        html: '<masthead-footer></masthead-footer>',
        pageUrl,
        config: { remotes },
        manifest,
      }),
    ).toEqual([]);
  });

  it('connects to no origin of a remote the page does not use, and never to its own', async () => {
    const html = page('<masthead-footer></masthead-footer>');
    const hints = await pageHints({
      html,
      pageUrl,
      config: {
        remotes: {
          ...remotes,
          footer: 'https://news.example/footer/mf-manifest.json',
          ads: 'https://ads.example/mf-manifest.json',
        },
      },
      manifest: async () => manifestOf('./Footer', [], []),
    });
    expect(hints.filter((hint) => hint.includes('preconnect'))).toEqual([]);
  });
});

describe('a config that carries the manifests', () => {
  it("holds what the loader reads of each remote's manifest, and leaves out one that cannot be had", async () => {
    const full = {
      ...manifestOf('./Footer', ['assets/footer-1.js'], ['assets/footer-1.css']),
      id: 'masthead_footer',
      shared: [{ name: 'react', version: '19.0.0' }],
      mastheadPreload: { shared: ['ky'] },
    };
    const config = {
      remotes: { footer: 'footer/1.0.0/mf-manifest.json', ads: 'gone/mf-manifest.json' },
      loadTimeoutMs: 5000,
    };
    const read = vi.fn(async (url: string) => {
      if (url === 'https://news.example/footer/1.0.0/mf-manifest.json') return full;
      throw new Error(`${url} answered 404`);
    });
    await expect(withManifests(config, 'https://news.example/masthead.config.json', read)).resolves.toEqual({
      ...config,
      manifests: {
        footer: {
          metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
          exposes: [
            {
              path: './Footer',
              assets: { js: { sync: ['assets/footer-1.js'] }, css: { sync: ['assets/footer-1.css'] } },
            },
          ],
          mastheadPreload: { shared: ['ky'] },
        },
      },
    });
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('needs no hint for a manifest it carries, and reads the files from it', async () => {
    const html = page('<masthead-footer></masthead-footer>');
    const read = vi.fn(async (url: string) => manifest(url));
    const hints = await pageHints({
      html,
      pageUrl,
      config: { remotes, manifests: { footer: manifestOf('./Footer', ['assets/footer-9.js'], []) } },
      manifest: read,
    });
    expect(hints.filter((hint) => hint.includes('mf-manifest.json'))).toEqual([]);
    expect(hints).toContain('<https://cdn.example/footer/1.0.0/assets/footer-9.js>; rel=modulepreload');
    expect(read).not.toHaveBeenCalled();
  });
});

describe('data-masthead-prefetch', () => {
  it('reads dialog names separated by spaces or commas, and reports the rest', () => {
    expect(declaredDialogs('account, checkout account')).toEqual({
      kinds: ['account', 'checkout'],
      unknown: [],
    });
    expect(declaredDialogs('acount')).toEqual({ kinds: [], unknown: ['acount'] });
    expect(declaredDialogs(undefined)).toEqual({ kinds: [], unknown: [] });
  });
});

describe("a widget's prerendered markup (the header's, the footer's)", () => {
  const headerManifest = 'https://cdn.example/header/3.0.0/mf-manifest.json';
  const config = { remotes: { ...remotes, 'header-chrome': headerManifest } };
  const configUrl = 'https://news.example/masthead.config.json';
  const withHeader = vi.fn(async (url: string) => {
    if (url === headerManifest)
      return manifestOf('./Header', ['assets/header-4.js'], ['assets/header-4.css']);
    return manifest(url);
  });
  const markup = vi.fn(async (url: string) => {
    if (url !== 'https://cdn.example/header/3.0.0/header.html') throw new Error(`${url} answered 404`);
    return '<div class="mh-root"><button data-masthead-opens="account">Sign In</button></div>\n';
  });
  const cms =
    '<masthead-header><a href="/">Home</a></masthead-header><masthead-header-ad></masthead-header-ad>';

  it("takes the CMS fallback's place, and the header's styles are linked in the head", async () => {
    const html = await withPrerenderedMarkup({
      html: page(cms),
      configUrl,
      config,
      manifest: withHeader,
      markup,
    });
    expect(html).toContain(
      '<masthead-header data-masthead-prerendered><div class="mh-root"><button data-masthead-opens="account">Sign In</button></div><template id="masthead-header-parsed"></template></masthead-header><masthead-header-ad></masthead-header-ad>',
    );
    expect(html).not.toContain('<a href="/">Home</a>');
    expect(html).toContain(
      '<link rel="expect" href="#masthead-header-parsed" blocking="render" /><link rel="stylesheet" href="https://cdn.example/header/3.0.0/assets/header-4.css" /></head>',
    );
  });

  it("holds the first frame only for the header, the widget at the page's top, not for the footer", async () => {
    const html = await withPrerenderedMarkup({
      html: page(`${cms}<main></main><masthead-footer></masthead-footer>`),
      configUrl,
      config,
      manifest: withHeader,
      markup: async (url: string) =>
        url.endsWith('/footer.html') ? '<footer class="mh-footer">Help</footer>' : markup(url),
    });
    expect(html.match(/rel="expect"/g)).toHaveLength(1);
    expect(html).toContain('<footer class="mh-footer">Help</footer></masthead-footer>');
  });

  it('reads the manifest the config carries instead of fetching it', async () => {
    const read = vi.fn(async () => {
      throw new Error('not to be read');
    });
    const carried = {
      ...config,
      manifests: { 'header-chrome': manifestOf('./Header', [], ['assets/header-5.css']) },
    };
    const html = await withPrerenderedMarkup({
      html: page(cms),
      configUrl,
      config: carried,
      manifest: read,
      markup,
    });
    expect(read).not.toHaveBeenCalled();
    expect(html).toContain('href="https://cdn.example/header/3.0.0/assets/header-5.css"');
  });

  it('leaves a placeholder with attributes as the CMS wrote it: the markup is the default render', async () => {
    const html = page('<masthead-header hide-search><a href="/">Home</a></masthead-header>');
    expect(await withPrerenderedMarkup({ html, configUrl, config, manifest: withHeader, markup })).toBe(html);
  });

  const footerMarkup = vi.fn(async (url: string) => {
    if (url === 'https://cdn.example/footer/1.0.0/footer.html')
      return '<footer class="mh-footer"><a href="/my-library" data-masthead-opens="account">My Library</a></footer>';
    return markup(url);
  });
  const prerenderedFooter =
    '<masthead-footer data-masthead-prerendered><footer class="mh-footer"><a href="/my-library" data-masthead-opens="account">My Library</a></footer></masthead-footer>';

  it("puts the footer's markup in its placeholder on the same page, by the same rule, with its styles linked once", async () => {
    const html = await withPrerenderedMarkup({
      html: page(`${cms}<main></main><masthead-footer><footer>Help</footer></masthead-footer>`),
      configUrl,
      config,
      manifest: withHeader,
      markup: footerMarkup,
    });
    expect(html).toContain('<masthead-header data-masthead-prerendered><div class="mh-root">');
    expect(html).toContain(`<main></main>${prerenderedFooter}`);
    expect(html).not.toContain('<footer>Help</footer>');
    const head = html.slice(0, html.indexOf('</head>'));
    for (const css of ['header/3.0.0/assets/header-4.css', 'footer/1.0.0/assets/footer-1.css'])
      expect(head.split(`<link rel="stylesheet" href="https://cdn.example/${css}" />`)).toHaveLength(2);
    const withSettings = page('<masthead-footer heading-level="3"><footer>Help</footer></masthead-footer>');
    expect(
      await withPrerenderedMarkup({
        html: withSettings,
        configUrl,
        config,
        manifest: withHeader,
        markup: footerMarkup,
      }),
    ).toBe(withSettings);
  });

  it("says the year the page is served in, where the footer's markup marks the year it was built in", async () => {
    const built =
      '<footer class="mh-footer"><p class="mh-copyright" data-masthead-year="2026">© 2026 Masthead Publishing. All rights reserved.</p><p>Since 2026</p></footer>';
    const read = vi.fn(async (url: string) => (url.endsWith('/footer.html') ? built : markup(url)));
    const served = (now: Date) =>
      withPrerenderedMarkup({
        html: page('<masthead-footer><footer>Help</footer></masthead-footer>'),
        configUrl,
        config,
        manifest: withHeader,
        markup: read,
        now,
      });
    expect(await served(new Date(2027, 0, 1, 0, 5))).toContain(
      '<p class="mh-copyright" data-masthead-year="2027">© 2027 Masthead Publishing. All rights reserved.</p><p>Since 2026</p>',
    );
    expect(await served(new Date(2026, 11, 31, 23, 55))).toContain(built);
  });

  it('fills a placement that loads lazily: when it loads is no setting, the render is the same', async () => {
    const fill = (body: string) =>
      withPrerenderedMarkup({
        html: page(body),
        configUrl,
        config,
        manifest: withHeader,
        markup: footerMarkup,
      });
    const markupOnly = prerenderedFooter.slice(
      prerenderedFooter.indexOf('<footer'),
      -'</masthead-footer>'.length,
    );
    expect(await fill('<masthead-footer loading="lazy"><footer>Help</footer></masthead-footer>')).toContain(
      `<masthead-footer loading="lazy" data-masthead-prerendered>${markupOnly}</masthead-footer>`,
    );
    expect(await fill('<div data-masthead-widget="footer" data-loading="lazy"><p>Help</p></div>')).toContain(
      `<div data-masthead-widget="footer" data-loading="lazy" data-masthead-prerendered>${markupOnly}</div>`,
    );
    expect(await fill('<a name="masthead-footer loading=lazy" href="/help">Help</a>')).toContain(
      `<div data-masthead-widget="footer" data-loading="lazy" data-masthead-prerendered>${markupOnly}</div>`,
    );
    // With a setting beside it, as without: the CMS's fallback stays.
    for (const body of [
      '<masthead-footer loading="lazy" heading-level="3"><footer>Help</footer></masthead-footer>',
      '<a name="masthead-footer loading=lazy heading-level=3" href="/help">Help</a>',
    ])
      expect(await fill(body), body).toBe(page(body));
  });

  it('fills an ordinary element that places the widget, unless it carries settings of its own', async () => {
    const sanitised = (attributes: string) =>
      page(
        `<div data-masthead-widget="footer"${attributes}><div><a href="/help">Help</a></div><div></div></div><p>After</p>`,
      );
    const fill = (html: string) =>
      withPrerenderedMarkup({ html, configUrl, config, manifest: withHeader, markup: footerMarkup });
    // Its class stays; everything the CMS wrote inside, nested elements of its kind too, goes.
    expect(await fill(sanitised(' class="site-footer"'))).toContain(
      '<div data-masthead-widget="footer" class="site-footer" data-masthead-prerendered><footer class="mh-footer"><a href="/my-library" data-masthead-opens="account">My Library</a></footer></div><p>After</p>',
    );
    for (const settings of [
      ' data-heading-level="3"',
      ' data-hide-social="true"',
      ' data-masthead-prerendered',
    ]) {
      const html = sanitised(settings);
      expect(await fill(html), settings).toBe(html);
    }
  });

  it('puts a link that places the widget with no attribute in its name in the form the loader makes of it', async () => {
    const fill = (html: string) =>
      withPrerenderedMarkup({ html, configUrl, config, manifest: withHeader, markup: footerMarkup });
    expect(
      await fill(page('<p><a href="/about">About</a></p><a name="masthead-footer" href="/help">Help</a>')),
    ).toContain(
      '<p><a href="/about">About</a></p><div data-masthead-widget="footer" data-masthead-prerendered><footer class="mh-footer">',
    );
    const withSettings = page('<a name="masthead-footer heading-level=3" href="/help">Help</a>');
    expect(await fill(withSettings)).toBe(withSettings);
  });

  it("keeps the CMS fallback when the header's markup or manifest cannot be read, or no header is placed", async () => {
    const html = page(cms);
    const failing = vi.fn(async () => {
      throw new Error('404');
    });
    expect(
      await withPrerenderedMarkup({ html, configUrl, config, manifest: withHeader, markup: failing }),
    ).toBe(html);
    expect(await withPrerenderedMarkup({ html, configUrl, config, manifest: failing, markup })).toBe(html);
    expect(
      await withPrerenderedMarkup({ html, configUrl, config: { remotes }, manifest: withHeader, markup }),
    ).toBe(html);
    const footerOnly = page('<masthead-footer></masthead-footer>');
    expect(
      await withPrerenderedMarkup({ html: footerOnly, configUrl, config, manifest: withHeader, markup }),
    ).toBe(footerOnly);
  });
});

describe('the first view of a dialog a page opens at load', () => {
  const configUrl = 'https://news.example/masthead.config.json';
  const dialogManifest: RemoteManifest = {
    ...manifestOf('./AccountDialog', ['assets/account-2.js'], ['assets/account-2.css']),
    mastheadPreload: { shared: ['react', '@masthead/ui-kit/modal', '@masthead/auth-flow'] },
  };
  const withDialog = vi.fn(async (url: string) =>
    url === remotes['account-dialog'] ? dialogManifest : manifest(url),
  );
  const view = '<div class="mh-backdrop"><div role="dialog" aria-labelledby="t"><form></form></div></div>';
  const markup = vi.fn(async (url: string) => {
    if (url !== 'https://cdn.example/account/2.0.0/account-dialog.html')
      throw new Error(`${url} answered 404`);
    return `${view}\n`;
  });
  const libraries = vi.fn(async (url: string) => {
    if (url !== 'https://news.example/masthead/masthead-libraries.json')
      throw new Error(`${url} answered 404`);
    return {
      '@masthead/ui-kit/modal': { js: ['chunks/modal-1.js'], css: ['assets/modal-1.css'] },
      '@masthead/auth-flow': { js: ['chunks/forms-1.js'], css: ['assets/forms-1.css', 'assets/modal-1.css'] },
      '@masthead/ui-kit/isolation.css': { js: [], css: ['assets/reset-1.css'] },
    };
  });
  const opening = page('<main>Sign in to keep reading</main>', 'data-masthead-open="account"');
  const options = { configUrl, config: { remotes }, manifest: withDialog, markup, libraries };

  it("goes at the end of the body, marked, with its own and the loader's stylesheets, the reset first, in the head", async () => {
    const html = await withPrerenderedMarkup({ html: opening, ...options });
    expect(html).toContain(
      `<main>Sign in to keep reading</main><div data-masthead-dialog="account" data-masthead-prerendered>${view}</div></body>`,
    );
    expect(html).toContain(
      '<link rel="stylesheet" href="https://news.example/masthead/assets/reset-1.css" crossorigin="anonymous" />' +
        '<link rel="stylesheet" href="https://news.example/masthead/assets/modal-1.css" crossorigin="anonymous" />' +
        '<link rel="stylesheet" href="https://news.example/masthead/assets/forms-1.css" crossorigin="anonymous" />' +
        '<link rel="stylesheet" href="https://cdn.example/account/2.0.0/assets/account-2.css" /></head>',
    );
  });

  it('is left out where it would show unstyled or broken: no library table or reset, no markup, markup not inert', async () => {
    const { libraries: _left, ...withoutTable } = options;
    expect(await withPrerenderedMarkup({ ...withoutTable, html: opening })).toBe(opening);
    const failing = vi.fn(async () => {
      throw new Error('404');
    });
    expect(await withPrerenderedMarkup({ ...options, html: opening, libraries: failing })).toBe(opening);
    // A table from before the reset was a file of its own: the view would show under the page's rules.
    const withoutReset = vi.fn(async (url: string) => {
      const { '@masthead/ui-kit/isolation.css': _reset, ...rest } = await libraries(url);
      return rest;
    });
    expect(await withPrerenderedMarkup({ ...options, html: opening, libraries: withoutReset })).toBe(opening);
    expect(await withPrerenderedMarkup({ ...options, html: opening, markup: failing })).toBe(opening);
    const scripted = vi.fn(async () => `${view}<script>alert(1)</script>`);
    expect(await withPrerenderedMarkup({ ...options, html: opening, markup: scripted })).toBe(opening);
  });

  it('is only for a page that opens the dialog at load, not one that prefetches it', async () => {
    const prefetching = page('<main></main>', 'data-masthead-prefetch="account"');
    expect(await withPrerenderedMarkup({ ...options, html: prefetching })).toBe(prefetching);
  });

  it("has the dialog's files named in the hints, as a prefetched dialog's are", async () => {
    const hints = await pageHints({ html: opening, pageUrl, config: { remotes }, manifest });
    expect(hints).toContain('<https://cdn.example/account/2.0.0/assets/account-2.js>; rel=modulepreload');
  });

  it('once in the page, has its stylesheets and the reset named in the hints but not its code, which the view shows without', async () => {
    const sent = await withPrerenderedMarkup({ html: opening, ...options });
    const hints = await pageHints({
      html: sent,
      pageUrl,
      config: { remotes },
      manifest: withDialog,
      libraries,
    });
    expect(hints.filter((hint) => hint.includes('modulepreload'))).toEqual([]);
    expect(hints).toEqual(
      expect.arrayContaining([
        '<https://cdn.example/account/2.0.0/assets/account-2.css>; rel=preload; as=style',
        '<https://news.example/masthead/assets/reset-1.css>; rel=preload; as=style; crossorigin=anonymous',
        '<https://news.example/masthead/assets/modal-1.css>; rel=preload; as=style; crossorigin=anonymous',
        '<https://news.example/masthead/assets/forms-1.css>; rel=preload; as=style; crossorigin=anonymous',
      ]),
    );
    // The view of another dialog than the one opened at load carries nothing for this one.
    const elsewhere = opening.replace(
      '</body>',
      '<div data-masthead-dialog="checkout" data-masthead-prerendered></div></body>',
    );
    expect(await pageHints({ html: elsewhere, pageUrl, config: { remotes }, manifest })).toContain(
      '<https://cdn.example/account/2.0.0/assets/account-2.js>; rel=modulepreload',
    );
  });
});

describe('markup a page is served with', () => {
  it('is only ever inert: no script, embedded document, event handler or script URL', () => {
    expect(
      isInertMarkup(
        '<div class="mh-root"><a href="/">Home</a><form action="/search"><input name="term"/></form></div>',
      ),
    ).toBe(true);
    for (const markup of [
      '<div><script>alert(1)</script></div>',
      '<div><SCRIPT src="//evil.example/x.js"></SCRIPT></div>',
      '<div><iframe src="https://evil.example"></iframe></div>',
      '<img src="x" onerror="alert(1)">',
      '<svg/onload=alert(1)>',
      '<a href="javascript:alert(1)">Home</a>',
      '<a href = " JavaScript:alert(1)">Home</a>',
      '<style>body{display:none}</style>',
      '<link rel="stylesheet" href="https://evil.example/x.css">',
    ])
      expect(isInertMarkup(markup), markup).toBe(false);
  });

  it('that is not inert is not served: the CMS fallback stays', async () => {
    const html = page('<masthead-header><a href="/">Home</a></masthead-header>');
    const result = await withPrerenderedMarkup({
      html,
      configUrl: 'https://news.example/masthead.config.json',
      config: { remotes: { 'header-chrome': 'https://cdn.example/header/3.0.0/mf-manifest.json' } },
      manifest: async () => manifestOf('./Header', [], ['assets/header-4.css']),
      markup: async () => '<div><button onclick="steal()">Sign In</button></div>',
    });
    expect(result).toBe(html);
  });
});

describe('a page in another language', () => {
  const configUrl = 'https://news.example/masthead.config.json';
  const headerManifest = 'https://cdn.example/header/3.0.0/mf-manifest.json';
  const withWords: RemoteManifest = {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [
      {
        path: './Header',
        assets: {
          js: {
            sync: ['assets/header-4.js'],
            async: [
              'assets/messages-de-D3e4F5g6.js',
              'assets/messages-pt-BR-P7q8R9s0.js',
              'assets/menu-M1n2.js',
            ],
          },
          css: { sync: ['assets/header-4.css'] },
        },
      },
    ],
    mastheadContainer: { initKey: '__init__' },
  };
  const config = { remotes: { 'header-chrome': headerManifest } };
  const read = vi.fn(async () => withWords);
  const inLanguage = (lang: string) => `<!doctype html>
<html lang="${lang}"><head>
<script type="module" src="/masthead/masthead-loader.js" data-masthead-config="/masthead.config.json"></script>
</head><body><masthead-header></masthead-header></body></html>`;
  const words = (hints: string[]) =>
    hints.filter((hint) => hint.includes('/messages-')).map((hint) => /<([^>]*)>/.exec(hint)?.[1]);

  it("has its widgets' words in it hinted with their files: the page's <html lang>, the config's locale, or the server's", async () => {
    const hinted = (html: string, { locale, ...more }: { locale?: string; config?: object } = {}) =>
      pageHints({
        html,
        pageUrl,
        config: { ...config, ...more.config },
        manifest: read,
        ...(locale ? { locale } : {}),
      }).then(words);
    expect(await hinted(inLanguage('de-CH'))).toEqual([
      'https://cdn.example/header/3.0.0/assets/messages-de-D3e4F5g6.js',
    ]);
    expect(await hinted(inLanguage('pt'))).toEqual([
      'https://cdn.example/header/3.0.0/assets/messages-pt-BR-P7q8R9s0.js',
    ]);
    // English is in the widgets' own code; a language Masthead does not speak is English.
    expect(await hinted(inLanguage('en'))).toEqual([]);
    expect(await hinted(inLanguage('zh'))).toEqual([]);
    expect(await hinted(inLanguage('en'), { config: { locale: 'de' } })).toEqual([
      'https://cdn.example/header/3.0.0/assets/messages-de-D3e4F5g6.js',
    ]);
    expect(await hinted(inLanguage('de'), { config: { locale: 'de' }, locale: 'pt-BR' })).toEqual([
      'https://cdn.example/header/3.0.0/assets/messages-pt-BR-P7q8R9s0.js',
    ]);
  });

  it('has the markup of its language put in: header.de.html for de-CH, pt-BR for pt, English for a language Masthead does not speak', async () => {
    const markup = vi.fn(async (url: string) => `<div class="mh-root">${new URL(url).pathname}</div>`);
    const sent = (html: string, locale?: string) =>
      withPrerenderedMarkup({
        html,
        configUrl,
        config,
        manifest: read,
        markup,
        ...(locale ? { locale } : {}),
      }).then((page) => /<div class="mh-root">([^<]*)<\/div>/.exec(page)?.[1]);
    expect(await sent(inLanguage('de-CH'))).toBe('/header/3.0.0/header.de.html');
    expect(await sent(inLanguage('en'), 'pt')).toBe('/header/3.0.0/header.pt-BR.html');
    expect(await sent(inLanguage('zh'))).toBe('/header/3.0.0/header.html');
    expect(await sent(inLanguage('ar'), 'en-GB')).toBe('/header/3.0.0/header.html');
  });

  it("keeps the CMS's fallback when the markup of its language cannot be read", async () => {
    const markup = vi.fn(async (url: string) => {
      if (url.endsWith('/header.html')) return '<div class="mh-root">English</div>';
      throw new Error(`${url} answered 404`);
    });
    const html = inLanguage('ja');
    expect(await withPrerenderedMarkup({ html, configUrl, config, manifest: read, markup })).toBe(html);
  });

  it("keeps in the config's manifests the words of each expose, not its other later chunks", async () => {
    const served: HostConfig = await withManifests(config, configUrl, read);
    expect(served.manifests?.['header-chrome']?.exposes[0]?.assets.js).toEqual({
      sync: ['assets/header-4.js'],
      async: ['assets/messages-de-D3e4F5g6.js', 'assets/messages-pt-BR-P7q8R9s0.js'],
    });
  });
});
