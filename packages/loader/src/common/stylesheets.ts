/**
 * Stylesheets a widget or a dialog needs, linked so that they apply together. Chromium lays
 * the whole page out again whenever a stylesheet with an `@layer` rule becomes active after
 * the first paint, and every Masthead stylesheet has layers (the isolation,
 * docs/architecture.md): a dialog's own styles, its Modal's and its form kit's, each applied
 * as it arrived, cost the page up to three whole-page layouts on the first click. Each file
 * is linked at once, with a media query that matches nothing (it downloads, but no rule
 * applies), and the files asked for together are switched on in one task once all of them
 * are in: one restyle of the page, and nothing shows unstyled, since what waits for them
 * waits until they apply.
 */
import { withPageNonce } from '@masthead/ui-kit/page-nonce';

export interface StylesheetFile {
  /** Absolute, or relative to the page. */
  href: string;
  /**
   * Fetched in CORS mode (the loader's own files, as its hints and its prerendered views ask
   * for them); a remote's stylesheet is fetched without, as its own entry links it.
   */
  cors: boolean;
}

interface Linked {
  link: HTMLLinkElement;
  /** Settles once the file's rules apply, or rejects when it could not be loaded. */
  applied: Promise<void>;
}

const pending = 'not all';
const linkedByDocument = new WeakMap<Document, Map<string, Linked>>();
/**
 * Links that could not be loaded and are still in the page (the page's own, or a remote
 * container's): a browser gives them an empty sheet, so they would pass for loaded.
 */
const failedLinks = new WeakSet<HTMLLinkElement>();

const loadOf = (link: HTMLLinkElement): Promise<void> =>
  new Promise((resolve, reject) => {
    const settle = (event: Event) => {
      link.removeEventListener('load', settle);
      link.removeEventListener('error', settle);
      if (event.type === 'load') resolve();
      else reject(new Error(`[masthead] could not load ${link.href}`));
    };
    link.addEventListener('load', settle);
    link.addEventListener('error', settle);
  });

/**
 * Links each of `files` once a page and resolves once all of them apply. Those this call
 * links anew are switched on together, after the last has arrived; one the page linked
 * already (a prerendered widget's, in the server's HTML) or an earlier call did, applies as
 * it does there. A file that cannot be loaded rejects the call, and none of the files linked
 * with it applies until the others are in.
 */
export function linkStylesheets(doc: Document, files: readonly StylesheetFile[]): Promise<void> {
  const linked = linkedByDocument.get(doc) ?? new Map<string, Linked>();
  linkedByDocument.set(doc, linked);
  const wanted = new Map(files.map(({ href, cors }) => [new URL(href, doc.baseURI).href, cors]));
  const fresh: HTMLLinkElement[] = [];
  for (const [url, cors] of wanted) {
    // Known, unless the page has taken the link out since: then it is linked anew.
    if (linked.get(url)?.link.isConnected) continue;
    const own = [...doc.querySelectorAll<HTMLLinkElement>('link[rel~="stylesheet"]')].find(
      (link) => link.href === url && !failedLinks.has(link),
    );
    if (own) {
      const entry: Linked = { link: own, applied: own.sheet ? Promise.resolve() : loadOf(own) };
      // One that fails stays where its owner put it, and is forgotten: a later try links the file anew.
      entry.applied.catch(() => {
        failedLinks.add(own);
        if (linked.get(url) === entry) linked.delete(url);
      });
      linked.set(url, entry);
      continue;
    }
    const link = withPageNonce(doc.createElement('link'));
    link.rel = 'stylesheet';
    link.media = pending;
    // A stylesheet whose media matches nothing is fetched at the lowest priority otherwise.
    link.fetchPriority = 'high';
    if (cors) link.crossOrigin = 'anonymous';
    link.href = url;
    fresh.push(link);
  }
  const loads = fresh.map(loadOf);
  const together = Promise.allSettled(loads).then((results) => {
    // One task: the page is restyled once for all of them.
    for (const [index, link] of fresh.entries())
      if (results[index]?.status === 'fulfilled') link.removeAttribute('media');
  });
  for (const [index, link] of fresh.entries()) {
    const load = loads[index] ?? Promise.resolve();
    const entry = { link, applied: together.then(() => load) };
    // A file that failed is forgotten, so a later try links it again.
    entry.applied.catch(() => {
      if (linked.get(link.href) === entry) linked.delete(link.href);
      link.remove();
    });
    linked.set(link.href, entry);
  }
  doc.head.append(...fresh);
  return Promise.all([...wanted.keys()].map((url) => linked.get(url)?.applied)).then(() => undefined);
}
