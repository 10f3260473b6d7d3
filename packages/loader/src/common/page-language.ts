/**
 * The languages a page's widgets speak, as the loader knows them before any widget has loaded:
 * the page's own, as soon as the loader has decided it (entry/page-locale.ts, before that
 * language's words are in), and a placement's own `lang`. Their words are fetched with the
 * widgets' files (prefetch.ts), not after the widgets' code has run.
 */
import { defaultLocale, resolveLocale, type Locale } from '@masthead/i18n';
import { widgets, type RemoteName, type WidgetTag } from '@masthead/federation';
import { placementSelector } from './placement-names.ts';

let aimed: Locale = defaultLocale;

/** The page is on its way to `locale` (its words are being fetched): its widgets' words are wanted in it. */
export function aimAt(locale: Locale): void {
  aimed = locale;
}

/** The page's language: the one it is on its way to, if it is changing. */
export const aimedLocale = (): Locale => aimed;

/** The placement's own language (the nearest `lang` inside the page's `<html>`); null when it speaks the page's. */
export function placementLocale(host: Element): Locale | null {
  const scope = host.closest('[lang]');
  return scope && scope !== host.ownerDocument.documentElement
    ? resolveLocale(scope.getAttribute('lang'))
    : null;
}

/**
 * The languages other than English that `expose` of `remote` is wanted in on the page: the
 * page's, and each of its placements' own. English is in every widget's own code.
 */
export function localesFor(doc: Document, remote: RemoteName, expose: string): Locale[] {
  const wanted = new Set<Locale>([aimed]);
  for (const tag of Object.keys(widgets) as WidgetTag[]) {
    const entry = widgets[tag];
    if (entry.remote !== remote || entry.expose !== expose) continue;
    for (const host of doc.querySelectorAll(placementSelector(tag))) {
      const own = placementLocale(host);
      if (own) wanted.add(own);
    }
  }
  wanted.delete(defaultLocale);
  return [...wanted];
}
