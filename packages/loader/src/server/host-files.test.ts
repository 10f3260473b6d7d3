/**
 * The files `masthead-host-files` writes give a host without Node the same hints and widget
 * markup as `@masthead/loader/page-hints` gives a Node host, for every kind of page.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { widgets, type WidgetEntry, type WidgetTag } from '@masthead/federation';
import { defaultPageKinds, linkTag, loaderTag } from './host-files.ts';
import { main } from './host-files-cli.ts';
import {
  isManifest,
  pageHints,
  withManifests,
  withPrerenderedMarkup,
  type HostConfig,
  type RemoteManifest,
} from './page-hints.ts';

const manifestOf = (exposes: Record<string, [string[], string[]]>): RemoteManifest => ({
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: Object.entries(exposes).map(([path, [js, css]]) => ({
    path,
    assets: { js: { sync: js }, css: { sync: css } },
  })),
});

/** What the remotes and the loader have deployed, by path. */
const files: Record<string, string> = {
  '/header/mf-manifest.json': JSON.stringify({
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [
      {
        path: './Header',
        assets: {
          js: { sync: ['assets/header-1.js'], async: ['assets/messages-de-1.js', 'assets/search-1.js'] },
          css: { sync: ['assets/header-1.css'] },
        },
      },
    ],
  }),
  '/header/header.html':
    '<div class="mh-root"><header aria-label="Site header"><button>Sign In</button></header></div>',
  '/header/header.de.html':
    '<div class="mh-root"><header aria-label="Kopfzeile der Website"><button>Anmelden</button></header></div>',
  '/footer/mf-manifest.json': JSON.stringify(
    manifestOf({ './Footer': [['assets/footer-1.js'], ['assets/footer-1.css']] }),
  ),
  '/footer/footer.html':
    '<div class="mh-root"><footer aria-label="Site footer"><a href="/my-library" data-masthead-opens="account">My Library</a></footer></div>',
  '/ads/mf-manifest.json': JSON.stringify(
    manifestOf({
      './HeaderAd': [['assets/ads.js'], []],
      './PartnerAds': [['assets/ads.js'], []],
      './Interstitial': [['assets/ads.js'], []],
    }),
  ),
  '/account/mf-manifest.json': JSON.stringify({
    ...manifestOf({ './AccountDialog': [['assets/account-2.js'], ['assets/account-2.css']] }),
    mastheadPreload: { shared: ['formik'] },
  }),
  '/account/account-dialog.html': '<div class="mh-backdrop"><div role="dialog"><form></form></div></div>',
  '/account/account-dialog.de.html':
    '<div class="mh-backdrop"><div role="dialog" aria-label="Anmelden"><form></form></div></div>',
  '/masthead/masthead-libraries.json': JSON.stringify({
    formik: { js: ['chunks/forms-1.js'], css: ['assets/forms-1.css'] },
    '@masthead/ui-kit/isolation.css': { js: [], css: ['assets/reset-1.css'] },
  }),
};

let server: Server;
let cdn: string;
let out: string;
let configFile: string;
const site = 'https://news.example.com';
const configUrl = `${site}/masthead.config.json`;
let config: HostConfig;

beforeAll(async () => {
  server = createServer((req, res) => {
    const body = files[req.url ?? ''];
    res.writeHead(body === undefined ? 404 : 200).end(body ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  cdn = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  config = {
    remotes: {
      'header-chrome': `${cdn}/header/mf-manifest.json`,
      footer: `${cdn}/footer/mf-manifest.json`,
      ads: `${cdn}/ads/mf-manifest.json`,
      'account-dialog': `${cdn}/account/mf-manifest.json`,
    },
  };
  out = await mkdtemp(join(tmpdir(), 'masthead-host-files-'));
  configFile = join(out, 'input.json');
  const { writeFile } = await import('node:fs/promises');
  await writeFile(configFile, JSON.stringify(config));
});
afterAll(async () => {
  server?.close();
  if (out) await rm(out, { recursive: true, force: true });
});

/** The Node API's readers, as a Node host writes them. */
const read = async (url: string) => (await fetch(url)).text();
const manifest = async (url: string) => {
  const json: unknown = JSON.parse(await read(url));
  if (!isManifest(json)) throw new Error('not a manifest');
  return json;
};
const libraries = async (url: string) => JSON.parse(await read(url)) as unknown;

describe('masthead-host-files', () => {
  it('writes the same config, hints and widget markup as the Node API', async () => {
    const loaderUrl = `${cdn}/masthead/masthead-loader.js`;
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const code = await main([
      '--config',
      configFile,
      '--config-url',
      configUrl,
      '--loader',
      loaderUrl,
      '--out',
      join(out, 'site'),
    ]);
    expect(code).toBe(0);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('header.html'));
    const written = (name: string) => readFile(join(out, 'site', name), 'utf8');

    const served = await withManifests(config, configUrl, manifest);
    expect(JSON.parse(await written('masthead.config.json'))).toEqual(served);
    expect(Object.keys(served.manifests ?? {})).toHaveLength(4);

    const hints = JSON.parse(await written('hints.json')) as {
      kinds: Record<string, { link: string; tags: string; loader: string }>;
      markup: Record<string, { element: string; placement: string; head: string }>;
      dialogs: { account: { element: string; head: string } };
    };
    for (const [name, kind] of Object.entries(defaultPageKinds)) {
      // A page of that kind, as a Node host would render it: its widgets' markup in place.
      const tag = loaderTag(loaderUrl, configUrl, kind.prefetch, kind.open);
      const html = `<!doctype html><html><head>${tag}</head><body>${kind.body}</body></html>`;
      const sent = await withPrerenderedMarkup({
        html,
        configUrl,
        config: served,
        manifest,
        markup: read,
        libraries,
      });
      const expected = await pageHints({
        html: sent,
        pageUrl: `${site}/${name}`,
        config: served,
        manifest,
        libraries,
      });
      expect(expected.length).toBeGreaterThanOrEqual(3);
      expect((await written(`${name}.link.txt`)).trim()).toBe(expected.join(', '));
      expect(hints.kinds[name]?.link).toBe(expected.join(', '));
      const head = await written(`${name}.head.html`);
      expect(head.trim()).toBe(`${expected.map(linkTag).join('\n')}\n${tag}`);
    }
    // The loader's tag runs as soon as it has arrived, not after the page is parsed.
    expect(hints.kinds.article?.loader).toBe(
      `<script type="module" async src="${loaderUrl}" data-masthead-config="${configUrl}"></script>`,
    );
    // The sign-in kind names the dialog's stylesheet, the article's the header's; not their
    // code, which their markup shows without.
    expect(hints.kinds['sign-in']?.link).toContain('assets/account-2.css');
    expect(hints.kinds['sign-in']?.link).not.toContain('rel=modulepreload');
    expect(hints.kinds.article?.link).toContain('assets/header-1.css');
    expect(hints.kinds.article?.link).not.toContain('assets/header-1.js');

    // Each widget with markup, in a page with the CMS's own fallback in its placeholder.
    const prerendered = (Object.entries(widgets) as [WidgetTag, WidgetEntry][]).flatMap(([tag, entry]) =>
      entry.markup ? [tag] : [],
    );
    expect(Object.keys(hints.markup)).toEqual(prerendered.map((tag) => tag.slice('masthead-'.length)));
    for (const tag of prerendered) {
      const name = tag.slice('masthead-'.length);
      // Placed by its custom element and by an ordinary element, each with the CMS's own fallback.
      const page = `<html><head><title>A</title></head><body><${tag}><a href="/">Home</a></${tag}><main><div data-masthead-widget="${name}"><div><a href="/">Home</a></div></div></main></body></html>`;
      const rendered = await withPrerenderedMarkup({
        html: page,
        configUrl,
        config: served,
        manifest,
        markup: read,
      });
      const widget = hints.markup[name];
      expect(widget, name).toBeDefined();
      expect(rendered).toContain(widget?.element);
      expect(rendered).toContain(widget?.placement);
      expect(rendered).toContain(`${widget?.head}</head>`);
      expect(await written(`${name}.html`)).toBe(`${widget?.element}\n`);
      expect(await written(`${name}.head.html`)).toBe(`${widget?.head}\n`);
      expect(widget?.element).toMatch(new RegExp(`^<${tag} data-masthead-prerendered><div class="mh-root">`));
      // The header, at the page's top, ends with the marker its page's first frame waits for.
      const end = name === 'header' ? '<template id="masthead-header-parsed"></template>' : '';
      expect(widget?.placement).toMatch(
        new RegExp(
          `^<div data-masthead-widget="${name}" data-masthead-prerendered><div class="mh-root">.*</div>${end}</div>$`,
        ),
      );
      const hold =
        name === 'header' ? '<link rel="expect" href="#masthead-header-parsed" blocking="render" />' : '';
      expect(widget?.head).toBe(
        `${hold}<link rel="stylesheet" href="${cdn}/${name}/assets/${name}-1.css" />`,
      );
    }

    // The sign-in kind opens the account dialog at load: its first view, as the Node API puts it.
    const signIn = `<html><head>${loaderTag(loaderUrl, configUrl, undefined, 'account')}</head><body><main></main></body></html>`;
    const withDialog = await withPrerenderedMarkup({
      html: signIn,
      configUrl,
      config: served,
      manifest,
      markup: read,
      libraries,
    });
    const { account } = hints.dialogs;
    expect(account.element).toBe(
      `<div data-masthead-dialog="account" data-masthead-prerendered>${files['/account/account-dialog.html']}</div>`,
    );
    expect(withDialog).toContain(`<main></main>${account.element}</body>`);
    expect(withDialog).toContain(`${account.head}</head>`);
    expect(account.head).toBe(
      `<link rel="stylesheet" href="${cdn}/masthead/assets/reset-1.css" crossorigin="anonymous" />` +
        `<link rel="stylesheet" href="${cdn}/masthead/assets/forms-1.css" crossorigin="anonymous" />` +
        `<link rel="stylesheet" href="${cdn}/account/assets/account-2.css" />`,
    );
    expect(await written('account-dialog.html')).toBe(`${account.element}\n`);
    expect(await written('account-dialog.head.html')).toBe(`${account.head}\n`);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('footer.html, footer.head.html'));
  });

  it('writes them in the language it is given: the markup in it and its words in the hints', async () => {
    const loaderUrl = `${cdn}/masthead/masthead-loader.js`;
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const args = ['--config', configFile, '--config-url', configUrl, '--loader', loaderUrl];
    expect(await main([...args, '--out', join(out, 'de'), '--locale', 'de-CH'])).toBe(0);
    const written = (name: string) => readFile(join(out, 'de', name), 'utf8');
    expect(await written('header.html')).toContain('<button>Anmelden</button>');
    expect(await written('account-dialog.html')).toContain('aria-label="Anmelden"');
    const hints = JSON.parse(await written('hints.json')) as {
      locale: string;
      kinds: Record<string, { link: string }>;
    };
    expect(hints.locale).toBe('de-CH');
    // The header's code (with its words) is left to the loader on a page with its markup; a page
    // without it has them hinted.
    expect(hints.kinds.article?.link).not.toContain('messages-de-1.js');
    const page = `<!doctype html><html lang="de"><head>${loaderTag(loaderUrl, configUrl)}</head><body><masthead-header></masthead-header></body></html>`;
    const served = await withManifests(config, configUrl, manifest);
    expect(await pageHints({ html: page, pageUrl: site, config: served, manifest })).toContain(
      `<${cdn}/header/assets/messages-de-1.js>; rel=modulepreload`,
    );
    expect(
      (await pageHints({ html: page, pageUrl: site, config: served, manifest, locale: 'en' })).join(),
    ).not.toContain('messages-de');
  });

  it('turns Link values into the equivalent tags', () => {
    expect(linkTag('<https://cdn.example/a.js>; rel=modulepreload')).toBe(
      '<link rel="modulepreload" href="https://cdn.example/a.js">',
    );
    expect(
      linkTag('<https://news.example/masthead.config.json>; rel=preload; as=fetch; crossorigin=anonymous'),
    ).toBe(
      '<link rel="preload" href="https://news.example/masthead.config.json" as="fetch" crossorigin="anonymous">',
    );
  });
});
