/**
 * The page's `Link` header (`pageHints`): the config, the loader's core, a connection to each
 * remote's origin the page uses, the manifests of the widgets it places (those the config does
 * not carry), and, read from those manifests, every file of each widget it places (but the
 * ads, which load after the page's own widgets) and of each dialog it says it opens at once
 * (`data-masthead-prefetch`), with the loader's own libraries those start with, and their
 * words in the page's language (`locale`; English needs none). Without them
 * the loader asks for the same files itself, one to three round trips later. The code of a
 * widget or dialog whose first view the page carries (`withPrerenderedMarkup`) is left to the
 * loader: its markup shows without it, and those requests would hold up the page's own
 * stylesheets and first paint. A widget placed `loading="lazy"` has only its markup's
 * stylesheets hinted: its code comes when the reader does.
 */
import { afterContent, dialogs, widgets, type WidgetEntry, type WidgetTag } from '@masthead/federation';
import { coreChunks, libraryFiles, resetStylesheet } from '../protocol/core-files.ts';
import { exposeFiles } from '../protocol/manifest.ts';
import {
  configAttribute,
  declaredDialogs,
  openAttribute,
  openerAttribute,
  prefetchAttribute,
  reactAttribute,
  widgetAttribute,
} from '../protocol/page.ts';
import { isLibraryFiles, type HostConfig, type ReadLibraries, type ReadManifest } from './manifests.ts';
import { attribute, carriesFirstView, loaderTag, loadsWhenNeeded, pageLocale } from './page-html.ts';

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
  /**
   * The page's language (`de`, `pt-BR`; `de-CH` falls back to `de`, then English), whose words
   * are hinted with the widgets' files. Default: the config's `locale`, else the page's `<html lang>`.
   */
  locale?: string | undefined;
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
  locale,
}: PageHintOptions): Promise<string[]> {
  const tag = loaderTag(html);
  const src = tag && attribute(tag, 'src');
  const configUrl = tag && attribute(tag, configAttribute);
  if (!src || !configUrl) return [];
  const at = (url: string, base = pageUrl) => new URL(url, base).href;
  const words = pageLocale(html, locale, config);

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
  // A widget placed `loading="lazy"` only loads when the reader comes near it: nothing of it
  // now but the stylesheets its markup in the page is drawn with.
  const lazyTags = tags.filter((tag) => loadsWhenNeeded(html, tag));
  const placedTags = tags.filter((tag) => !afterContent.has(tag) && !lazyTags.includes(tag));
  const placed = placedTags.map((tag) => widgets[tag]);
  const lazyMarkup: WidgetEntry[] = lazyTags
    .filter((tag) => carriesFirstView(html, { tag }))
    .map((tag) => widgets[tag]);
  const later = tags
    .filter((tag) => afterContent.has(tag) && !lazyTags.includes(tag))
    .map((tag) => widgets[tag]);
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
    [...rendered, ...lazyMarkup].map(async (entry) => {
      const code = waitsOnCode.has(entry);
      const url = manifestUrl(entry);
      if (!url) return [];
      const read = carried(entry) ?? (await manifest(url).catch(() => undefined));
      if (!read) return [];
      const { js, css } = exposeFiles(url, read, entry.expose, [words]);
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
        ...(lazyMarkup.includes(entry) ? [] : own).flatMap((files) =>
          files.css.map((file) => `<${at(file, loaderUrl)}>; rel=preload; as=style; crossorigin=anonymous`),
        ),
      ];
    }),
  );
  return [...new Set([...hints, ...files.flat()])];
}
