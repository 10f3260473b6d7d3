/**
 * What a host's server (or edge worker) can do for a page, so the browser fetches what the
 * loader will ask for beside the loader itself instead of after it.
 *
 * `withManifests` puts each remote's manifest in the config document the host serves, so
 * the page makes no request per remote for it. `pageHints` computes the page's `Link`
 * header: the config, the loader's core, a connection to each remote's origin the page
 * uses, the manifests of the widgets it places (those the config does not carry), and,
 * read from those manifests, every file of each widget it places (but the ads, which load
 * after the page's own widgets) and of each dialog it says it opens at once
 * (`data-masthead-prefetch`), with the loader's own libraries those start with. Without
 * them the loader asks for the same files itself, one to three round trips later. The code
 * of a widget or dialog whose first view the page carries (`withPrerenderedMarkup`) is left
 * to the loader: its markup shows without it, and those requests would hold up the page's
 * own stylesheets and first paint. No DOM here: it reads the page as the server is about
 * to send it.
 */
import {
  afterContent,
  dialogs,
  widgets,
  type RemoteName,
  type WidgetEntry,
  type WidgetTag,
} from '@masthead/federation';
import { coreChunks, libraryFiles, resetStylesheet } from '../protocol/core-files.ts';
import { exposeFiles, isManifest, manifestEssentials, type RemoteManifest } from '../protocol/manifest.ts';
import {
  configAttribute,
  declaredDialogs,
  dialogAttribute,
  isInertMarkup,
  openAttribute,
  openerAttribute,
  prefetchAttribute,
  prerenderedAttribute,
  reactAttribute,
  widgetAttribute,
  yearAttribute,
} from '../protocol/page.ts';

export { declaredDialogs, isInertMarkup, isManifest, prerenderedAttribute, type RemoteManifest };

/** The part of the config document these functions read. */
export interface HostConfig {
  /** Remote → manifest URL, as the loader reads it. */
  remotes: Partial<Record<RemoteName, string>>;
  /** The manifests the config carries (`withManifests`). */
  manifests?: Partial<Record<RemoteName, RemoteManifest>>;
}

/**
 * A remote's manifest, read by the host. Cache it (every page asks); when it fails, that
 * remote is left out and the loader fetches what it needs itself.
 */
export type ReadManifest = (url: string) => Promise<RemoteManifest>;

/**
 * `config` with the manifest of each of its remotes in it, as `manifests`: the loader then
 * fetches none of them. Only what the loader reads is kept. A manifest URL that names a
 * version (`…/footer/1.4.0/mf-manifest.json`) serves the same manifest for good; one that
 * does not must be read again when its remote is deployed. `configUrl` is where the config
 * is served: the manifest URLs resolve against it.
 */
export async function withManifests<Config extends HostConfig>(
  config: Config,
  configUrl: string,
  manifest: ReadManifest,
): Promise<Config> {
  const read = await Promise.all(
    Object.entries(config.remotes).map(async ([remote, url]) => {
      const found = url ? await manifest(new URL(url, configUrl).href).catch(() => undefined) : undefined;
      return found ? [[remote, manifestEssentials(found)] as const] : [];
    }),
  );
  return { ...config, manifests: { ...config.manifests, ...Object.fromEntries(read.flat()) } };
}

/**
 * The loader's `masthead-libraries.json`, beside its entry: for each library it provides on
 * first use, the files that library's first import fetches, relative to the entry.
 */
export type LibraryFiles = Record<string, { js: string[]; css: string[] }>;

/** Reads the loader's library table; cache it (it changes with each deployment of the loader). */
export type ReadLibraries = (url: string) => Promise<unknown>;

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

function isLibraryFiles(value: unknown): value is LibraryFiles {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every(
      (files: Partial<LibraryFiles[string]> | null) => isStrings(files?.js) && isStrings(files.css),
    )
  );
}

export interface PageHintOptions {
  /** The page's HTML, as the server is about to send it. */
  html: string;
  /** The page's URL: the loader's, the config's and the manifests' URLs resolve against it. */
  pageUrl: string;
  /** The config document the page's loader reads. */
  config: HostConfig;
  /** Reads a manifest the config does not carry. */
  manifest: ReadManifest;
  /**
   * Reads the loader's library table (`masthead-libraries.json` beside the loader's entry),
   * to name in the hints the loader's own files that what renders at once starts with (the
   * dialogs' form kit and Modal). Without it, or when it cannot be read, the loader asks
   * for them itself once it runs.
   */
  libraries?: ReadLibraries;
}

/** The loader's `<script>` tag, and an attribute of it. */
const loaderTag = (html: string) =>
  new RegExp(`<script\\b[^>]*\\b${configAttribute}\\s*=[^>]*>`, 'i').exec(html)?.[0];
const attribute = (tag: string, name: string) =>
  new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i').exec(tag)?.slice(1).find(Boolean);

/**
 * Whether the page carries a first view (prerendered markup) of the dialog `kind`, or of the
 * widget `tag` in each of its placements: elements marked `data-masthead-prerendered`.
 */
function carriesFirstView(html: string, name: { tag: WidgetTag } | { kind: string }): boolean {
  let placements = 0;
  for (const [, element = '', text = ''] of html.matchAll(/<([a-z][a-z0-9-]*)(\s[^>]*)?>/gi)) {
    const attributes = attributesOf(text);
    const marked = attributes.has(prerenderedAttribute);
    if ('kind' in name) {
      if (marked && attributes.get(dialogAttribute) === name.kind) return true;
      continue;
    }
    const placement =
      element.toLowerCase() === name.tag ||
      attributes.get(widgetAttribute) === name.tag.slice('masthead-'.length) ||
      (element.toLowerCase() === 'a' && attributes.get('name')?.trim().split(/\s+/)[0] === name.tag);
    if (!placement) continue;
    if (!marked) return false;
    placements += 1;
  }
  return placements > 0;
}

/** The dialogs a loader tag says its page opens at once or at load, each once. */
const openedAtLoad = (tag: string) => [
  ...new Set([
    ...declaredDialogs(attribute(tag, prefetchAttribute)).kinds,
    ...declaredDialogs(attribute(tag, openAttribute)).kinds,
  ]),
];

/** `Link` header values, in the order the page needs them. */
export async function pageHints({
  html,
  pageUrl,
  config,
  manifest,
  libraries,
}: PageHintOptions): Promise<string[]> {
  const tag = loaderTag(html);
  const src = tag && attribute(tag, 'src');
  const configUrl = tag && attribute(tag, configAttribute);
  if (!src || !configUrl) return [];
  const at = (url: string, base = pageUrl) => new URL(url, base).href;

  // Placed by its custom element, by an ordinary element naming it (`data-masthead-widget`),
  // or by a link (`<a name="masthead-footer heading-level=2">`).
  const tags = (Object.keys(widgets) as WidgetTag[]).filter(
    (name) =>
      new RegExp(`<${name}[\\s>/]`, 'i').test(html) ||
      new RegExp(`\\s${widgetAttribute}\\s*=\\s*["']?${name.slice('masthead-'.length)}["'\\s>]`, 'i').test(
        html,
      ) ||
      new RegExp(`<a\\s[^>]*\\bname\\s*=\\s*["']?${name}["'\\s>]`, 'i').test(html),
  );
  // The ads are fetched once the page's own widgets are in (afterContent): a connection only.
  const placedTags = tags.filter((tag) => !afterContent.has(tag));
  const placed = placedTags.map((tag) => widgets[tag]);
  const later = tags.filter((tag) => afterContent.has(tag)).map((tag) => widgets[tag]);
  const openedKinds = openedAtLoad(tag).filter((kind) => dialogs[kind]);
  const openedAtOnce = openedKinds.flatMap((kind) => dialogs[kind] ?? []);
  // What the reader sees only once its code has run: the page carries no first view of it.
  const waitsOnCode = new Set([
    ...placedTags.filter((name) => !carriesFirstView(html, { tag: name })).map((name) => widgets[name]),
    ...openedKinds.filter((kind) => !carriesFirstView(html, { kind })).flatMap((kind) => dialogs[kind] ?? []),
  ]);
  const withOpener = Object.entries(dialogs).flatMap(([kind, entry]) =>
    entry && html.includes(`${openerAttribute}="${kind}"`) ? [entry] : [],
  );
  const manifestUrl = (entry: WidgetEntry) => {
    const url = config.remotes[entry.remote];
    return url ? at(url) : undefined;
  };
  const carried = (entry: WidgetEntry) => config.manifests?.[entry.remote];
  const originOf = (url: string) => new URL(url).origin;
  const rendered = [...placed, ...openedAtOnce];
  const atOnce = rendered.flatMap((entry) => manifestUrl(entry) ?? []);
  // The manifests the loader will fetch: those the config does not carry.
  const fetched = rendered.flatMap((entry) => (carried(entry) ? [] : (manifestUrl(entry) ?? [])));
  // A dialog with an opener has its manifest asked for by the loader once the widgets have
  // settled (every request made while they load delays them), and the ads come after the
  // page's own widgets: a connection only, now.
  const used = [...atOnce, ...[...later, ...withOpener].flatMap((entry) => manifestUrl(entry) ?? [])];
  // A connection ahead of time only where nothing is fetched at once: the files hinted
  // below open their origins' connections themselves, and each hint costs the page a task.
  const origins = new Set(used.map(originOf));
  for (const origin of [new URL(pageUrl).origin, ...atOnce.map(originOf)]) origins.delete(origin);

  const loaderUrl = at(src);
  // A page that lends its React (`data-masthead-react="host"`) never loads the loader's own.
  const lendsReact = attribute(tag, reactAttribute) === 'host';
  const loaderCode = lendsReact ? [coreChunks.core] : Object.values(coreChunks);
  const hints = [
    `<${at(configUrl)}>; rel=preload; as=fetch; crossorigin=anonymous`,
    ...(waitsOnCode.size > 0 ? loaderCode.map((file) => `<${at(file, loaderUrl)}>; rel=modulepreload`) : []),
    ...[...origins].map((origin) => `<${origin}>; rel=preconnect`),
    ...[...new Set(fetched)].map((url) => `<${url}>; rel=preload; as=fetch; crossorigin=anonymous`),
  ];
  const table =
    libraries && rendered.length > 0
      ? await libraries(at(libraryFiles, loaderUrl)).then(
          (read) => (isLibraryFiles(read) ? read : undefined),
          () => undefined,
        )
      : undefined;
  // The files of what renders at once, as the loader itself would ask for them: modules by
  // modulepreload, styles as the stylesheets the loader links (a remote's without CORS, the
  // loader's own as Vite's preload helper links them, with it). Then the loader's libraries
  // each starts with, which the loader would otherwise ask for only once it runs. The
  // modules only of what waits on its code to show at all.
  const files = await Promise.all(
    rendered.map(async (entry) => {
      const code = waitsOnCode.has(entry);
      const url = manifestUrl(entry);
      if (!url) return [];
      const read = carried(entry) ?? (await manifest(url).catch(() => undefined));
      if (!read) return [];
      const { js, css } = exposeFiles(url, read, entry.expose);
      // A dialog's first view in the page is drawn under the reset, a stylesheet of its own
      // there (withPrerenderedMarkup); a widget's prerendered markup has it in its own.
      const drawnUnderReset = !code && openedAtOnce.includes(entry) ? [resetStylesheet] : [];
      const own = [...drawnUnderReset, ...(read.mastheadPreload?.shared ?? [])].flatMap((name) =>
        table && Object.hasOwn(table, name) ? [table[name]!] : [],
      );
      return [
        ...(code ? js : []).map((file) => `<${file}>; rel=modulepreload`),
        ...css.map((file) => `<${file}>; rel=preload; as=style`),
        ...(code ? own : []).flatMap((files) =>
          files.js.map((file) => `<${at(file, loaderUrl)}>; rel=modulepreload`),
        ),
        ...own.flatMap((files) =>
          files.css.map((file) => `<${at(file, loaderUrl)}>; rel=preload; as=style; crossorigin=anonymous`),
        ),
      ];
    }),
  );
  return [...new Set([...hints, ...files.flat()])];
}

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

/** An element's attributes, by lower-case name, as an opening tag's text has them. */
function attributesOf(text: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, name = '', ...values] of text.matchAll(
    /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g,
  ))
    found.set(name.toLowerCase(), values.find((value) => value !== undefined) ?? '');
  return found;
}

/**
 * `html` with `markup` in each placement of `tag` that is the widget's default render: the
 * custom element without attributes, or an ordinary element that names the widget
 * (`<div data-masthead-widget="footer">`, data-placements.ts) with no setting of its own (no
 * `data-*` attribute but the loader's; its class or id stay). What the CMS wrote inside is
 * replaced, and the placement is marked as holding prerendered markup. A link that places the
 * widget with no attribute in its name (`<a name="masthead-footer" href="/help">`) becomes the
 * `data-masthead-widget` element the loader would put in its place, with the markup inside.
 */
function fillPlacements(html: string, tag: WidgetTag, markup: string): string {
  const element = `<${tag} ${prerenderedAttribute}>${markup}</${tag}>`;
  const name = tag.slice('masthead-'.length);
  let page = html
    .replace(new RegExp(`<${tag}>[\\s\\S]*?</${tag}>`, 'gi'), () => element)
    .replace(/<a(\s[^>]*)?>[\s\S]*?<\/a>/gi, (link, text = '') =>
      attributesOf(text).get('name')?.trim() === tag
        ? `<div ${widgetAttribute}="${name}" ${prerenderedAttribute}>${markup}</div>`
        : link,
    );
  const opening = /<([a-z][a-z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*>/gi;
  for (let match = opening.exec(page); match; match = opening.exec(page)) {
    const [open, elementName = '', text = ''] = match;
    const attributes = attributesOf(text);
    if (
      attributes.get(widgetAttribute) !== name ||
      attributes.has(prerenderedAttribute) ||
      [...attributes.keys()].some((key) => key.startsWith('data-') && !key.startsWith('data-masthead-'))
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
  /** The `<link>` tags: a remote's stylesheet as the loader links it, the loader's own with CORS. */
  stylesheets: string[];
}

const stylesheet = (href: string, cors = false) =>
  `<link rel="stylesheet" href="${href}"${cors ? ' crossorigin="anonymous"' : ''} />`;

/**
 * The page with each widget that has prerendered markup (the header, the footer) shown before
 * its code runs: the markup goes into the placeholder in place of the CMS's fallback, and the
 * widget's stylesheets are linked in the page's head. The reader sees the widget with the
 * page's first paint and can use it from the moment the loader runs (prerendered.ts); the
 * widget, once its code is in, takes the markup's place in one frame, as it does any
 * fallback's. Only a placement with the default attributes is filled (the markup is the
 * widget's render with them, `fillPlacements`), and a widget whose manifest or markup cannot
 * be read, or whose markup is not inert (`isInertMarkup`), keeps the CMS's fallback.
 *
 * A dialog the page opens at load (`data-masthead-open` on the loader's tag) with prerendered
 * markup (the account dialog's sign-in view) has that first view put at the end of the body,
 * in `<div data-masthead-dialog="account" data-masthead-prerendered>`, with its stylesheets,
 * those of the loader's libraries it is drawn with and the reset under it (`libraries`; the
 * dialog's own stylesheet carries no reset: one arriving with a click would restyle every
 * widget on the page): the reader can type in it at first paint, and the dialog's code takes
 * over what they typed (early-dialog.ts).
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
}: PrerenderOptions): Promise<string> {
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
      markup(new URL(entry.markup, manifestUrl).href),
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
      return read ? [{ tag, ...read }] : [];
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
