/**
 * What a page's HTML tells the loader, read by the loader in the browser and by a host's
 * server (server/page-hints.ts) alike: the attribute names, and the dialogs a page can name.
 * No DOM and no Node here: both sides import it.
 */
import type { DialogRequest } from '@masthead/store/vanilla';

/** On the loader's `<script>`: the URL of its config document. */
export const configAttribute = 'data-masthead-config';

/**
 * On the loader's `<script>`: `data-masthead-react="host"` says the page runs React itself and
 * lends it (`Masthead.lendReact`), so the widgets render with the page's React and the loader's
 * own copy is never downloaded (common/host-react.ts).
 */
export const reactAttribute = 'data-masthead-react';

/** On the loader's `<script>`: the dialogs the page opens at once, prefetched with the page. */
export const prefetchAttribute = 'data-masthead-prefetch';

/**
 * On the loader's `<script>`: the dialog the page opens at load, `data-masthead-open="account"`.
 * The loader opens it as it starts (with its first view: sign in), fetches its files with the
 * page's, and a host's server puts that first view in the page (`withPrerenderedMarkup`).
 */
export const openAttribute = 'data-masthead-open';

/** Marks the element that holds a dialog, `data-masthead-dialog="account"`: mounted or prerendered. */
export const dialogAttribute = 'data-masthead-dialog';

/** Marks a dialog opener: `data-masthead-opens="account"` (or `"checkout"`). */
export const openerAttribute = 'data-masthead-opens';

/** The attribute that names the widget an ordinary element places: `data-masthead-widget="footer"`. */
export const widgetAttribute = 'data-masthead-widget';

/**
 * A placement whose widget loads only when the reader needs it: `loading="lazy"` on its custom
 * element (`data-loading="lazy"` on an ordinary one, `loading=lazy` in a link's name), as on an
 * `<img>`. Its code is asked for once it comes within a screen of the viewport, or is pressed or
 * focused; until then its fallback (the server's markup, say) stands in. For widgets below the
 * fold: the footer of a long page.
 */
export const loadingAttribute = 'loading';

/** Whether a `loading` value asks for the widget to wait: `lazy`, in any case. */
export const isLazyValue = (value: string | null | undefined): boolean =>
  value?.trim().toLowerCase() === 'lazy';

/** Marks a placeholder whose fallback is the widget's prerendered markup. */
export const prerenderedAttribute = 'data-masthead-prerendered';

/**
 * In a widget's render, marks an element whose text holds the current year, which it names:
 * `data-masthead-year="2026"` (the footer's copyright line). A server that puts the widget's
 * prerendered markup in a page writes the year it serves the page in there (`withPrerenderedMarkup`).
 */
export const yearAttribute = 'data-masthead-year';

/** A dialog a page can open, prefetch or mark an opener for. */
export type DialogKind = DialogRequest['kind'];

export const isDialogKind = (value: string | null): value is DialogKind =>
  value === 'account' || value === 'checkout';

/**
 * The dialogs a page's loader tag names in one of its attributes: `data-masthead-prefetch="account"`
 * (opens at once, prefetched), `data-masthead-open="account"` (opens at load).
 */
export function declaredDialogs(value: string | undefined): { kinds: DialogKind[]; unknown: string[] } {
  const names = (value ?? '').split(/[\s,]+/).filter(Boolean);
  return {
    kinds: [...new Set(names.filter(isDialogKind))],
    unknown: names.filter((name) => !isDialogKind(name)),
  };
}

/**
 * Whether `markup` is inert: no element that runs or embeds anything, no event handler
 * attribute, no `javascript:` URL. Prerendered markup never has any; a file that does is not
 * the build's, and it is not shown: a server keeps the CMS's fallback, the loader shows no
 * first view.
 */
export function isInertMarkup(markup: string): boolean {
  return !(
    /<\/?\s*(script|iframe|object|embed|frame|frameset|base|meta|link|style|template)\b/i.test(markup) ||
    /[\s"'/]on[a-z]+\s*=/i.test(markup) ||
    /(?:href|src|action|formaction|xlink:href)\s*=\s*["']?\s*(?:javascript|vbscript|data):/i.test(markup)
  );
}
