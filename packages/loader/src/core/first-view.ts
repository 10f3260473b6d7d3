import { dialogs, markupIn, type WidgetEntry } from '@masthead/federation';
import type { LoaderConfig } from '../common/config.ts';
import { aimedLocale, localesFor } from '../common/page-language.ts';
import { fetchManifest, fetchMarkup, prefetchExposeFiles } from '../common/prefetch.ts';
import { isInertMarkup, type DialogKind } from '../protocol/page.ts';

/**
 * The dialog's entry, its manifest's URL and its first view's, when it has one: in the page's
 * language (the one it is on its way to, which the dialog will speak once it renders).
 */
function firstViewOf(doc: Document, config: LoaderConfig, kind: DialogKind) {
  const entry: WidgetEntry | undefined = dialogs[kind];
  const url = entry && config.remotes[entry.remote];
  if (!entry?.markup || !url) return null;
  const manifestUrl = new URL(url, doc.baseURI).href;
  return { entry, manifestUrl, markupUrl: new URL(markupIn(entry.markup, aimedLocale()), manifestUrl).href };
}

/**
 * Fetch the first view's markup ahead of the first open (about a kilobyte), so the view can
 * show as soon as its stylesheets apply; the loader asks for it once the page's widgets are
 * in, for a dialog the page has an opener for (start.ts). A failure is quiet: the open tries
 * again.
 */
export function prefetchFirstView(doc: Document, config: LoaderConfig, kind: DialogKind): void {
  const view = firstViewOf(doc, config, kind);
  if (view) void fetchMarkup(view.markupUrl).catch(() => undefined);
}

/**
 * The first view of the dialog `kind` as its remote ships it beside its manifest (the
 * account dialog's sign-in form, `account-dialog.html`, or `account-dialog.de.html` on a
 * page in German: the markup a host's server puts in a page that opens the dialog at load),
 * for showing at a first open while the dialog's code is still on its way (dialogs.ts). Its
 * markup and its stylesheets (the dialog's own and those of the loader's libraries it is
 * drawn with) are asked for at once, with the dialog's modules (downloaded, not run); it
 * settles with the markup once the stylesheets apply, so the view never shows unstyled. Null
 * when the dialog has no first view, when its markup or its stylesheets cannot be loaded, or
 * when the markup is not inert: the dialog then opens as it would have.
 */
export async function fetchFirstView(
  doc: Document,
  config: LoaderConfig,
  kind: DialogKind,
): Promise<string | null> {
  const view = firstViewOf(doc, config, kind);
  if (!view) return null;
  const { entry, manifestUrl, markupUrl } = view;
  const styled = fetchManifest(manifestUrl).then((manifest) =>
    prefetchExposeFiles(doc, manifestUrl, manifest, entry.expose, {
      runLibraries: false,
      locales: localesFor(doc, entry.remote, entry.expose),
    }),
  );
  try {
    const [text] = await Promise.all([fetchMarkup(markupUrl), styled]);
    return isInertMarkup(text) ? text.trim() : null;
  } catch {
    // The dialog's own load reports what could not be loaded.
    return null;
  }
}
