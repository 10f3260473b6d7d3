/**
 * The page with the first view of what it shows at once put in by the server
 * (`withPrerenderedMarkup`): each widget's prerendered markup (the header's, the footer's) in
 * its placements, and the first view of a dialog the page opens at load, each with its
 * stylesheets in the page's head. The reader sees them with the page's first paint, before
 * the loader runs; the hints (link-header.ts) then leave their code to the loader.
 */
import { dialogs, markupIn, widgets, type WidgetEntry, type WidgetTag } from '@masthead/federation';
import { libraryFiles, resetStylesheet } from '../protocol/core-files.ts';
import { exposeFiles } from '../protocol/manifest.ts';
import {
  declaredDialogs,
  dialogAttribute,
  isInertMarkup,
  loadingAttribute,
  openAttribute,
  prerenderedAttribute,
  widgetAttribute,
  yearAttribute,
} from '../protocol/page.ts';
import { isLibraryFiles, type HostConfig, type ReadLibraries, type ReadManifest } from './manifests.ts';
import { attribute, attributesOf, loaderTag, pageLocale } from './page-html.ts';

/** Reads a widget's prerendered markup (a file beside its remote's manifest). */
export type ReadMarkup = (url: string) => Promise<string>;

export interface PrerenderOptions {
  /** The page's HTML, as the server is about to send it. */
  html: string;
  /** Where the config document is served: the manifest URLs resolve against it. */
  configUrl: string;
  /** The page's URL, which the loader's URL resolves against. Default: `configUrl`. */
  pageUrl?: string;
  /** The config document the page's loader reads. */
  config: HostConfig;
  /** Reads a manifest the config does not carry. */
  manifest: ReadManifest;
  /** Reads a widget's markup; cache it like the manifests (it changes with each deployment). */
  markup: ReadMarkup;
  /**
   * Reads the loader's library table, for the stylesheets of the loader's own libraries that a
   * dialog's first view is drawn with (the Modal, the form kit). Without it, or when it cannot
   * be read, no dialog's first view is put in the page (it would show unstyled).
   */
  libraries?: ReadLibraries;
  /** When the page is served: its year goes into the markup (`withYear`). Default: now. */
  now?: Date;
  /**
   * The page's language (`de`, `pt-BR`; `de-CH` falls back to `de`, then English): the markup
   * put in is the widgets' first render in it (`header.de.html`). Default: the config's
   * `locale`, else the page's `<html lang>`, as the loader decides the widgets' language.
   */
  locale?: string | undefined;
}

/**
 * `markup` with the year of `now` in each element marked with the year it was rendered in
 * (`data-masthead-year`, the footer's copyright line), in the mark and in the text: the markup
 * is built once per deployment, and a page served in a later year says that year, as the
 * widget's own render does when it takes over.
 */
function withYear(markup: string, now: Date): string {
  const year = String(now.getFullYear());
  return markup.replace(
    new RegExp(`(<[a-z][^>]*\\s${yearAttribute}=")(\\d{4})("[^>]*>)([^<]*)`, 'gi'),
    (_match, open: string, built: string, rest: string, text: string) =>
      `${open}${year}${rest}${text.split(built).join(year)}`,
  );
}

/**
 * `html` with `markup` in each placement of `tag` that is the widget's default render: the
 * custom element without attributes, or an ordinary element that names the widget
 * (`<div data-masthead-widget="footer">`, data-placements.ts) with no setting of its own (no
 * `data-*` attribute but the loader's; its class or id stay). When it loads (`loading="lazy"`)
 * is no setting: the render is the same. What the CMS wrote inside is replaced, and the
 * placement is marked as holding prerendered markup. A link that places the widget with no
 * attribute in its name (`<a name="masthead-footer" href="/help">`) becomes the
 * `data-masthead-widget` element the loader would put in its place, with the markup inside.
 */
function fillPlacements(html: string, tag: WidgetTag, markup: string): string {
  const name = tag.slice('masthead-'.length);
  let page = html
    .replace(new RegExp(`<${tag}(\\s[^>]*)?>[\\s\\S]*?</${tag}>`, 'gi'), (placement, text = '') =>
      [...attributesOf(text).keys()].every((key) => key === loadingAttribute)
        ? `<${tag}${text.trimEnd()} ${prerenderedAttribute}>${markup}</${tag}>`
        : placement,
    )
    .replace(/<a(\s[^>]*)?>[\s\S]*?<\/a>/gi, (link, text = '') => {
      const [named, ...words] = attributesOf(text).get('name')?.trim().split(/\s+/) ?? [];
      const loadings = words.map((word) => /^loading=(lazy|eager)$/i.exec(word)?.[1]?.toLowerCase());
      if (named !== tag || !loadings.every(Boolean)) return link;
      const loading = loadings.map((value = '') => ` data-${loadingAttribute}="${value}"`).join('');
      return `<div ${widgetAttribute}="${name}"${loading} ${prerenderedAttribute}>${markup}</div>`;
    });
  const opening = /<([a-z][a-z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*>/gi;
  for (let match = opening.exec(page); match; match = opening.exec(page)) {
    const [open, elementName = '', text = ''] = match;
    const attributes = attributesOf(text);
    if (
      attributes.get(widgetAttribute) !== name ||
      attributes.has(prerenderedAttribute) ||
      [...attributes.keys()].some(
        (key) =>
          key.startsWith('data-') && !key.startsWith('data-masthead-') && key !== `data-${loadingAttribute}`,
      )
    )
      continue;
    // Its end: the closing tag at its own depth among elements of the same name.
    const tags = new RegExp(`<(/?)${elementName}\\b[^>]*>`, 'gi');
    tags.lastIndex = opening.lastIndex;
    let depth = 1;
    let close: RegExpExecArray | null = null;
    for (let found = tags.exec(page); found; found = tags.exec(page)) {
      depth += found[1] ? -1 : 1;
      if (depth === 0) {
        close = found;
        break;
      }
    }
    if (!close) continue;
    const filled = `${open.slice(0, -1).trimEnd()} ${prerenderedAttribute}>${markup}`;
    page = page.slice(0, match.index) + filled + page.slice(close.index);
    opening.lastIndex = match.index + filled.length;
  }
  return page;
}

/** What a server puts in a page for one prerendered widget or dialog: its markup and its stylesheets. */
interface Prerendered {
  markup: string;
  /**
   * The `<link>` tags: a remote's stylesheet as the loader links it, the loader's own with
   * CORS, and for a widget at the page's top the hold on the first frame (`parsedMarker`).
   */
  stylesheets: string[];
}

/**
 * The end of a widget's markup at the page's top (`atTop` in the federation table), and the
 * link in the head that holds the page's first frame until the parser has passed it. A
 * browser may paint a page it is still parsing; it would show the header up to where it got
 * (Subscribe and Sign In without the cart), then move the search over as the rest came in.
 * The marker goes with the fallback when the widget takes over (mount.tsx).
 */
function parsedMarker(tag: WidgetTag): { marker: string; hold: string } {
  const id = `${tag}-parsed`;
  return {
    marker: `<template id="${id}"></template>`,
    hold: `<link rel="expect" href="#${id}" blocking="render" />`,
  };
}

const stylesheet = (href: string, cors = false) =>
  `<link rel="stylesheet" href="${href}"${cors ? ' crossorigin="anonymous"' : ''} />`;

/**
 * The page with each widget that has prerendered markup (the header, the footer) shown before
 * its code runs: the markup goes into the placeholder in place of the CMS's fallback, and the
 * widget's stylesheets are linked in the page's head. The reader sees the widget with the
 * page's first paint and can use it from the moment the loader runs (prerendered.ts); the
 * widget, once its code is in, takes the markup's place in one frame, as it does any
 * fallback's. The markup is the widgets' render in the page's language (`locale`, else the
 * config's, else `<html lang>`: `header.de.html` on a page in German). Only a placement with
 * the default attributes is filled (the markup is the widget's render with them,
 * `fillPlacements`), and a widget whose manifest or markup cannot be read, or whose markup is
 * not inert (`isInertMarkup`), keeps the CMS's fallback.
 *
 * A dialog the page opens at load (`data-masthead-open` on the loader's tag) with prerendered
 * markup (the account dialog's sign-in view) has that first view put at the end of the body,
 * in `<div data-masthead-dialog="account" data-masthead-prerendered>`, with its stylesheets,
 * those of the loader's libraries it is drawn with and the reset under it (`libraries`; the
 * dialog's own stylesheet carries no reset: one arriving with a click would restyle every
 * widget on the page): the reader can type in it at first paint, and the dialog's code takes
 * over what they typed (early-dialog/).
 */
export async function withPrerenderedMarkup({
  html,
  configUrl,
  pageUrl = configUrl,
  config,
  manifest,
  markup,
  libraries,
  now = new Date(),
  locale,
}: PrerenderOptions): Promise<string> {
  const language = pageLocale(html, locale, config);
  /** `entry`'s markup and stylesheets, or undefined when one cannot be read or is not inert. */
  const prerendered = async (
    entry: WidgetEntry,
    withLibraries: boolean,
  ): Promise<Prerendered | undefined> => {
    const url = config.remotes[entry.remote];
    if (!entry.markup || !url) return undefined;
    const manifestUrl = new URL(url, configUrl).href;
    const read = await Promise.all([
      config.manifests?.[entry.remote] ?? manifest(manifestUrl),
      markup(new URL(markupIn(entry.markup, language), manifestUrl).href),
    ]).catch(() => undefined);
    if (!read || !isInertMarkup(read[1])) return undefined;
    const [remoteManifest, built] = read;
    const widgetMarkup = withYear(built.trim(), now);
    const own = exposeFiles(manifestUrl, remoteManifest, entry.expose).css.map((href) => stylesheet(href));
    if (!withLibraries) return { markup: widgetMarkup, stylesheets: own };
    const tag = loaderTag(html);
    const src = tag && attribute(tag, 'src');
    if (!libraries || !src) return undefined;
    const loaderUrl = new URL(src, pageUrl).href;
    const table = await libraries(new URL(libraryFiles, loaderUrl).href).then(
      (value) => (isLibraryFiles(value) ? value : undefined),
      () => undefined,
    );
    const names = remoteManifest.mastheadPreload?.shared ?? [];
    // Without the reset, the page's own rules would restyle the view until the loader ran.
    if (!table || !Object.hasOwn(table, resetStylesheet)) return undefined;
    // The libraries in the loader's core (React, the store) have no stylesheet.
    const shared = [resetStylesheet, ...names].flatMap((name) =>
      Object.hasOwn(table, name)
        ? table[name]!.css.map((file) => stylesheet(new URL(file, loaderUrl).href, true))
        : [],
    );
    return { markup: widgetMarkup, stylesheets: [...shared, ...own] };
  };

  // Each widget's markup, read side by side, for those the page places where the markup may
  // go (filling them with nothing changes the page only if there is one).
  const found = await Promise.all(
    (Object.entries(widgets) as [WidgetTag, WidgetEntry][]).map(async ([tag, entry]) => {
      if (!entry.markup || fillPlacements(html, tag, '') === html) return [];
      const read = await prerendered(entry, false);
      if (!read) return [];
      if (!('atTop' in entry)) return [{ tag, ...read }];
      const { marker, hold } = parsedMarker(tag);
      return [{ tag, markup: read.markup + marker, stylesheets: [hold, ...read.stylesheets] }];
    }),
  );
  let page = html;
  for (const widget of found.flat()) page = fillPlacements(page, widget.tag, widget.markup);
  const stylesheets = found.flat().flatMap((widget) => widget.stylesheets);
  const tag = loaderTag(html);
  const opened = tag ? declaredDialogs(attribute(tag, openAttribute)).kinds : [];
  for (const kind of opened) {
    const entry = dialogs[kind];
    const found = entry && /<\/body>/i.test(page) ? await prerendered(entry, true) : undefined;
    if (!found) continue;
    stylesheets.push(...found.stylesheets);
    const element = `<div ${dialogAttribute}="${kind}" ${prerenderedAttribute}>${found.markup}</div>`;
    page = page.replace(/<\/body>/i, () => `${element}</body>`);
  }
  const links = [...new Set(stylesheets)].join('');
  if (!links) return page;
  return /<\/head>/i.test(page) ? page.replace(/<\/head>/i, `${links}</head>`) : links + page;
}
