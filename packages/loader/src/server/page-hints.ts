/**
 * What a host's server (or edge worker) can do for a page, so the browser fetches what the
 * loader will ask for beside the loader itself instead of after it: the entry of
 * `@masthead/loader/page-hints`, which the package build compiles with its `.d.ts`
 * (packages/build/src/package-build.ts). The helpers live by concern beside it:
 *
 * - manifests.ts: `withManifests` puts each remote's manifest in the config document the
 *   host serves, so the page makes no request per remote for it; the readers' types.
 * - link-header.ts: `pageHints`, the page's `Link` header, with every file of what the page
 *   renders at once.
 * - prerendered-markup.ts: `withPrerenderedMarkup`, the widgets' and an opening dialog's
 *   first view in the page, shown before the loader runs.
 *
 * No DOM here: they read the page as the server is about to send it (page-html.ts).
 */
export { isManifest, type RemoteManifest } from '../protocol/manifest.ts';
export { declaredDialogs, isInertMarkup, prerenderedAttribute } from '../protocol/page.ts';
export { pageHints, type PageHintOptions } from './link-header.ts';
export {
  withManifests,
  type HostConfig,
  type LibraryFiles,
  type ReadLibraries,
  type ReadManifest,
} from './manifests.ts';
export { withPrerenderedMarkup, type PrerenderOptions, type ReadMarkup } from './prerendered-markup.ts';
