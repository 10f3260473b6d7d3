/**
 * Everything a host without Node needs from a config, written once at deploy time (the
 * `masthead-host-files` command): the config with the remotes' manifests in it, for each
 * kind of page the `Link` header value and the same hints as `<link>` tags, the loader's
 * tag, each widget's prerendered markup (the header's, the footer's) with its stylesheet
 * link, and the first view of each dialog a kind of page opens at load with its stylesheet
 * links. A static site or a
 * WordPress plugin then sends files instead of running `@masthead/loader/page-hints`, and
 * gets the same hints and markup (host-files.test.ts compares them).
 */
import {
  pageHints,
  withManifests,
  withPrerenderedMarkup,
  type HostConfig,
  type ReadLibraries,
  type ReadManifest,
  type ReadMarkup,
} from './page-hints.ts';
import { widgets, type WidgetEntry, type WidgetTag } from '@masthead/federation';
import {
  configAttribute,
  declaredDialogs,
  openAttribute,
  prefetchAttribute,
  widgetAttribute,
  type DialogKind,
} from '../protocol/page.ts';

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** One `Link` header value (`<url>; rel=preload; as=fetch; crossorigin`) as a `<link>` tag. */
export function linkTag(value: string): string {
  const [target = '', ...params] = value.split(';').map((part) => part.trim());
  const href = /^<(.*)>$/.exec(target)?.[1] ?? target;
  const attributes = params.map((param) => {
    const [name = '', raw] = param.split('=');
    return raw === undefined ? name : `${name}="${escapeAttribute(raw.replace(/^"|"$/g, ''))}"`;
  });
  const [rel, ...rest] = [
    ...attributes.filter((a) => a.startsWith('rel=')),
    ...attributes.filter((a) => !a.startsWith('rel=')),
  ];
  return `<link ${[rel, `href="${escapeAttribute(href)}"`, ...rest].filter(Boolean).join(' ')}>`;
}

/**
 * The loader's tag for a page; `prefetch` names the dialogs it opens at once, `open` the one it
 * opens at load.
 */
export function loaderTag(loaderUrl: string, configUrl: string, prefetch?: string, open?: string): string {
  const named = (name: string, value?: string) => (value ? ` ${name}="${escapeAttribute(value)}"` : '');
  return `<script type="module" async src="${escapeAttribute(loaderUrl)}" ${configAttribute}="${escapeAttribute(configUrl)}"${named(prefetchAttribute, prefetch)}${named(openAttribute, open)}></script>`;
}

/** A kind of page: the widgets it places and the dialogs it opens at once. */
export interface PageKind {
  /** The placements, as the page's HTML has them (custom elements or `data-masthead-widget`). */
  body: string;
  /** `data-masthead-prefetch` on the loader's tag: `account`, `checkout`. */
  prefetch?: string;
  /** `data-masthead-open` on the loader's tag: the dialog the page opens at load. */
  open?: string;
}

/** The kinds written when the host names none. */
export const defaultPageKinds: Record<string, PageKind> = {
  // Header, footer and every ad.
  article: {
    body: '<masthead-header></masthead-header><masthead-header-ad></masthead-header-ad><masthead-partner-ads></masthead-partner-ads><masthead-interstitial></masthead-interstitial><masthead-footer></masthead-footer>',
  },
  // The site's chrome only.
  page: { body: '<masthead-header></masthead-header><masthead-footer></masthead-footer>' },
  // A page that opens the account dialog at load (a sign-in landing page).
  'sign-in': {
    body: '<masthead-header></masthead-header><masthead-footer></masthead-footer>',
    open: 'account',
  },
};

export interface HostFilesOptions {
  config: HostConfig;
  /** Where the site serves the written config (`https://news.example.com/masthead.config.json`). */
  configUrl: string;
  /** The loader's entry (`https://cdn.example.com/masthead/masthead-loader.js`). */
  loaderUrl: string;
  manifest: ReadManifest;
  markup: ReadMarkup;
  libraries?: ReadLibraries;
  kinds?: Record<string, PageKind>;
  /**
   * The pages' language (`de`, `pt-BR`; `de-CH` falls back to `de`, then English): the markup
   * is the widgets' first render in it and the hints name its words. Default: the config's
   * `locale`, else English. A site in several languages writes a set of files per language.
   */
  locale?: string;
}

/** A widget's prerendered markup, as a page without a server of its own puts it in. */
export interface WidgetMarkup {
  /** Replaces the empty custom element (`<masthead-footer></masthead-footer>`): the element with its markup inside. */
  element: string;
  /** Goes in the page's `<head>`: the widget's stylesheet. */
  head: string;
}

/** A widget's markup in the form where custom elements are stripped. */
export interface PlacedMarkup {
  /**
   * Replaces the empty ordinary element that places it (`<div data-masthead-widget="footer"></div>`),
   * with its markup inside.
   */
  placement: string;
}

export interface HostFiles {
  /** The config to serve, with the manifests in it. */
  config: HostConfig;
  /** Per kind of page: the `Link` header value, the same as `<link>` tags, the loader's tag. */
  kinds: Record<string, { link: string; tags: string; loader: string }>;
  /**
   * Each widget's prerendered markup, by the name `data-masthead-widget` gives it (`header`,
   * `footer`): every widget the federation table names a markup file for, but those the
   * config names no remote for or whose markup cannot be read.
   */
  markup: Record<string, WidgetMarkup & PlacedMarkup>;
  /**
   * The first view of each dialog a kind of page opens at load: `element` goes at the end of
   * the page's `<body>`, `head` in its `<head>` (its stylesheets). Left out when its markup, its
   * manifest or the loader's library table cannot be read.
   */
  dialogs: Partial<Record<DialogKind, WidgetMarkup>>;
}

/** The widget's name in `data-masthead-widget` and in the files written for it. */
export const widgetName = (tag: WidgetTag): string => tag.slice('masthead-'.length);

export async function hostFiles(options: HostFilesOptions): Promise<HostFiles> {
  const { configUrl, loaderUrl, manifest, markup, libraries } = options;
  const locale = options.locale ? { locale: options.locale } : {};
  const config = await withManifests(options.config, configUrl, manifest);
  const kinds: HostFiles['kinds'] = {};
  const opened = new Set<DialogKind>();
  for (const [name, kind] of Object.entries(options.kinds ?? defaultPageKinds)) {
    for (const dialog of declaredDialogs(kind.open).kinds) opened.add(dialog);
    const loader = loaderTag(loaderUrl, configUrl, kind.prefetch, kind.open);
    const html = `<!doctype html><html><head>${loader}</head><body>${kind.body}</body></html>`;
    // Read from the page with the markup written below in it, as the host sends it: the code
    // of what it carries the first view of is left to the loader.
    const sent = await withPrerenderedMarkup({
      html,
      configUrl,
      config,
      manifest,
      markup,
      ...(libraries ? { libraries } : {}),
      ...locale,
    });
    const hints = await pageHints({
      html: sent,
      pageUrl: configUrl,
      config,
      manifest,
      ...(libraries ? { libraries } : {}),
      ...locale,
    });
    kinds[name] = { link: hints.join(', '), tags: hints.map(linkTag).join('\n'), loader };
  }
  const prerendered: HostFiles['markup'] = {};
  const render = async (body: string) => {
    const html = `<html><head></head><body>${body}</body></html>`;
    const rendered = await withPrerenderedMarkup({ html, configUrl, config, manifest, markup, ...locale });
    return {
      body: /<body>([\s\S]*)<\/body>/.exec(rendered)?.[1] ?? body,
      head: /<head>([\s\S]*)<\/head>/.exec(rendered)?.[1] ?? '',
    };
  };
  for (const [tag, entry] of Object.entries(widgets) as [WidgetTag, WidgetEntry][]) {
    if (!entry.markup) continue;
    const empty = `<${tag}></${tag}>`;
    const element = await render(empty);
    if (element.body === empty) continue;
    const placement = await render(`<div ${widgetAttribute}="${widgetName(tag)}"></div>`);
    prerendered[widgetName(tag)] = { element: element.body, placement: placement.body, head: element.head };
  }
  const dialogs: HostFiles['dialogs'] = {};
  for (const kind of opened) {
    const tag = loaderTag(loaderUrl, configUrl, undefined, kind);
    const rendered = await withPrerenderedMarkup({
      html: `<html><head>${tag}</head><body></body></html>`,
      configUrl,
      config,
      manifest,
      markup,
      ...(libraries ? { libraries } : {}),
      ...locale,
    });
    const element =
      /<div data-masthead-dialog="[^"]*" data-masthead-prerendered>[\s\S]*<\/div>(?=<\/body>)/.exec(
        rendered,
      )?.[0];
    const head = (/<head>([\s\S]*)<\/head>/.exec(rendered)?.[1] ?? '').replace(tag, '');
    if (element) dialogs[kind] = { element, head };
  }
  return { config, kinds, markup: prerendered, dialogs };
}
