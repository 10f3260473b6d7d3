import { dialogs } from '@masthead/federation';
import type { LoaderConfig } from '../common/config.ts';
import { fetchManifest, fetchMarkup, prefetchFile } from '../common/prefetch.ts';
import { isLibrary, libraryStylesheets } from '../common/shared-libraries.ts';
import { linkStylesheets } from '../common/stylesheets.ts';
import { exposeFiles } from '../protocol/manifest.ts';
import { isInertMarkup, type DialogKind } from '../protocol/page.ts';

/**
 * The first view of the dialog `kind` as its remote ships it beside its manifest (the
 * account dialog's sign-in form, `account-dialog.html`: the markup a host's server puts in a
 * page that opens the dialog at load), for showing at a first open while the dialog's code
 * is still on its way (dialogs.ts). Its markup and its stylesheets (the dialog's own and
 * those of the loader's libraries it is drawn with) are asked for at once, with the dialog's
 * own modules (downloaded, not run); it settles with the markup once the stylesheets apply,
 * so the view never shows unstyled. The libraries' code is left to the dialog's load, which
 * waits for the view: run as it arrived, it would hold the view up behind it. Null when the dialog has no first view, when its markup or its stylesheets
 * cannot be loaded, or when the markup is not inert: the dialog then opens as it would have.
 */
export async function fetchFirstView(
  doc: Document,
  config: LoaderConfig,
  kind: DialogKind,
): Promise<string | null> {
  const entry = dialogs[kind];
  const url = entry && config.remotes[entry.remote];
  if (!entry?.markup || !url) return null;
  const manifestUrl = new URL(url, doc.baseURI).href;
  // Fetched already, most often, with the manifest once the page's widgets were in (start.ts).
  const markup = fetchMarkup(new URL(entry.markup, manifestUrl).href);
  const styled = fetchManifest(manifestUrl).then((manifest) => {
    const files = exposeFiles(manifestUrl, manifest, entry.expose);
    for (const file of files.js) prefetchFile(doc, file);
    const libraries = (manifest.mastheadPreload?.shared ?? []).filter(isLibrary);
    // Linked as prefetchExposeFiles links them, which then finds them and adds none.
    return linkStylesheets(doc, [
      ...files.css.map((href) => ({ href, cors: false })),
      ...libraryStylesheets(libraries),
    ]);
  });
  try {
    const [text] = await Promise.all([markup, styled]);
    return isInertMarkup(text) ? text.trim() : null;
  } catch {
    // The dialog's own load reports what could not be loaded.
    return null;
  }
}
