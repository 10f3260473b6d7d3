/**
 * What a server puts in a page for Masthead, read once per deployment and cached: the header's
 * and the footer's prerendered markup, their stylesheets and the page's hints, computed by
 * `@masthead/loader/page-hints` as the demo's server and `masthead-host-files` compute them.
 * It never throws into the page: whatever cannot be read is left out (logged once), and the
 * page renders with empty placeholders, which the loader fills as it would on any page.
 */
import {
  pageHints,
  withManifests,
  withPrerenderedMarkup,
  isManifest,
  type HostConfig,
  type RemoteManifest,
} from '@masthead/loader/page-hints';
import { cachedReader, logOnce, type Fetch } from './server-cache.ts';

/** A widget a server-rendered page places, by the name `data-masthead-widget` gives it. */
export type PlacedWidget = 'header' | 'footer' | 'header-ad' | 'partner-ads' | 'interstitial';

/** The widgets whose first render is built as markup (the others mount from nothing). */
export type PrerenderedWidget = 'header' | 'footer';

export interface MastheadPageOptions {
  /** The config document the page's loader reads (its absolute address). */
  configUrl: string;
  /** The loader's absolute address, as `MastheadScript` names it. */
  loaderUrl: string;
  /** The widgets the page places. Default `['header', 'footer']`. */
  widgets?: readonly PlacedWidget[] | undefined;
  /** As on `MastheadScript`: the dialogs the page opens at once. */
  prefetch?: 'account' | 'checkout' | 'account checkout' | undefined;
  /** As on `MastheadScript`: whether the page lends its React (no hint for the loader's own then). */
  lendReact?: boolean | undefined;
  /** How long what was read is kept, in milliseconds. Default 60 000. */
  cacheMs?: number | undefined;
  /** The `fetch` to read with. Default: the global one. */
  fetch?: Fetch | undefined;
  /** When the page is served (the footer's year). Default: now. */
  now?: Date | undefined;
  /**
   * The page's language, as its `<html lang>` says it (`de`, `pt-BR`; `de-CH` falls back to
   * `de`, then English): the header's and the footer's markup are their first render in it,
   * and the hints name its words. Default: the config's `locale`, else English.
   */
  locale?: string | undefined;
}

/** One `<link>` of the page's head. */
export interface MastheadHeadLink {
  rel: string;
  href: string;
  as?: string;
  crossOrigin?: 'anonymous' | 'use-credentials';
  /** `render` on the link that holds the first frame until the header's markup is parsed (`rel="expect"`). */
  blocking?: 'render';
}

export interface MastheadPageParts {
  /** Each prerendered widget's markup, for its component's `markup`; absent when it could not be read. */
  markup: Partial<Record<PrerenderedWidget, string>>;
  /** For the page's `<head>` (`MastheadHead`): the widgets' stylesheets, then the hints. */
  head: MastheadHeadLink[];
  /**
   * The same hints as a `Link` header value. A page under a nonce-based policy sends the
   * `<link>`s instead: a header cannot carry the nonce a `modulepreload` needs.
   */
  link: string;
}

const empty = (): MastheadPageParts => ({ markup: {}, head: [], link: '' });

const isHostConfig = (value: unknown): value is HostConfig =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { remotes?: unknown }).remotes === 'object' &&
  (value as { remotes?: unknown }).remotes !== null;

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The page as `withPrerenderedMarkup` and `pageHints` read it: the loader's tag and the placements. */
function pageSkeleton(options: MastheadPageOptions, widgets: readonly PlacedWidget[]): string {
  const tag = [
    `<script type="module" async src="${escapeAttribute(options.loaderUrl)}"`,
    ` data-masthead-config="${escapeAttribute(options.configUrl)}"`,
    options.prefetch ? ` data-masthead-prefetch="${options.prefetch}"` : '',
    options.lendReact ? ' data-masthead-react="host"' : '',
    '></script>',
  ].join('');
  const body = widgets.map((name) => `<masthead-${name}></masthead-${name}>`).join('');
  return `<!doctype html><html><head>${tag}</head><body>${body}</body></html>`;
}

/** One `Link` header value (`<url>; rel=preload; as=fetch; crossorigin`) as a `<link>`'s attributes. */
export function headLink(value: string): MastheadHeadLink {
  const [target = '', ...params] = value.split(';').map((part) => part.trim());
  const link: MastheadHeadLink = { rel: '', href: /^<(.*)>$/.exec(target)?.[1] ?? target };
  for (const param of params) {
    const [name = '', raw] = param.split('=');
    const text = raw?.replace(/^"|"$/g, '');
    if (name === 'rel' && text) link.rel = text;
    else if (name === 'as' && text) link.as = text;
    else if (name === 'crossorigin') link.crossOrigin = text === 'use-credentials' ? text : 'anonymous';
  }
  return link;
}

/** The `<link>`s `withPrerenderedMarkup` put in the head: the hold on the first frame, the stylesheets. */
const linksIn = (head: string): MastheadHeadLink[] =>
  [
    ...head.matchAll(
      /<link rel="(stylesheet|expect)" href="([^"]*)"( crossorigin="anonymous")?( blocking="render")?[^>]*>/g,
    ),
  ].map(([, rel = '', href = '', cors, blocking]) => ({
    rel,
    href,
    ...(cors ? { crossOrigin: 'anonymous' as const } : {}),
    ...(blocking ? { blocking: 'render' as const } : {}),
  }));

/** The readers of each `fetch` and cache lifetime, shared by every page that uses them. */
const readers = new WeakMap<Fetch, Map<number, ReturnType<typeof createReaders>>>();

function readersOf(fetchWith: Fetch, cacheMs: number): ReturnType<typeof createReaders> {
  let byLifetime = readers.get(fetchWith);
  if (!byLifetime) {
    byLifetime = new Map();
    readers.set(fetchWith, byLifetime);
  }
  let read = byLifetime.get(cacheMs);
  if (!read) {
    read = createReaders(fetchWith, cacheMs);
    byLifetime.set(cacheMs, read);
  }
  return read;
}

function createReaders(fetchWith: Fetch, cacheMs: number) {
  const json = cachedReader(fetchWith, cacheMs, (text) => JSON.parse(text) as unknown);
  return {
    config: (url: string) =>
      json(url).then((value) => {
        if (!isHostConfig(value)) throw new Error(`${url} is not a Masthead config (no remotes)`);
        return value;
      }),
    manifest: (url: string) =>
      json(url).then((value): RemoteManifest => {
        if (!isManifest(value)) throw new Error(`${url} is not a federation manifest`);
        return value;
      }),
    markup: cachedReader(fetchWith, cacheMs, (text) => text),
    // Optional: a loader without its library table still gets the rest of the hints.
    libraries: cachedReader(fetchWith, cacheMs, (text) => JSON.parse(text) as unknown, true),
  };
}

/**
 * The markup, stylesheets and hints of a page that places `widgets`. Never rejects: what
 * cannot be read is left out, and said once in the server's log.
 */
export async function mastheadPage(options: MastheadPageOptions): Promise<MastheadPageParts> {
  const { configUrl, cacheMs = 60_000, now = new Date() } = options;
  const read = readersOf(options.fetch ?? globalThis.fetch, cacheMs);
  const widgets = options.widgets ?? ['header', 'footer'];
  try {
    const config = await withManifests(await read.config(configUrl), configUrl, read.manifest);
    const html = pageSkeleton(options, widgets);
    const common = {
      configUrl,
      config,
      manifest: read.manifest,
      libraries: read.libraries,
      locale: options.locale,
    };
    const sent = await withPrerenderedMarkup({
      ...common,
      html,
      pageUrl: configUrl,
      markup: read.markup,
      now,
    });
    const hints = await pageHints({ ...common, html: sent, pageUrl: configUrl });
    const markup: MastheadPageParts['markup'] = {};
    for (const name of ['header', 'footer'] as const) {
      const inside = new RegExp(
        `<masthead-${name} data-masthead-prerendered>([\\s\\S]*?)</masthead-${name}>`,
      ).exec(sent)?.[1];
      if (inside !== undefined) markup[name] = inside;
      else if (widgets.includes(name))
        logOnce(`the ${name}'s prerendered markup could not be read; it mounts without`);
    }
    const head = /<head>([\s\S]*)<\/head>/.exec(sent)?.[1] ?? '';
    return { markup, head: [...linksIn(head), ...hints.map(headLink)], link: hints.join(', ') };
  } catch (error) {
    logOnce(
      `could not read ${configUrl} for the page's markup and hints (${String(error)}); the page is sent without`,
    );
    return empty();
  }
}
