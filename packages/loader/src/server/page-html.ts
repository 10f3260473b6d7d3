/**
 * The page's HTML read as the server is about to send it, with no DOM (a server or an edge
 * worker has none): the loader's tag and its attributes, an element's attributes, and whether
 * the page carries a widget's or a dialog's first view. The hints (link-header.ts) and the
 * prerendered markup (prerendered-markup.ts) both read the page through these.
 */
import type { WidgetTag } from '@masthead/federation';
import { resolveLocale, type Locale } from '@masthead/i18n';
import {
  configAttribute,
  dialogAttribute,
  isLazyValue,
  loadingAttribute,
  prerenderedAttribute,
  widgetAttribute,
} from '../protocol/page.ts';

/** The loader's `<script>` tag, and an attribute of it. */
export const loaderTag = (html: string) =>
  new RegExp(`<script\\b[^>]*\\b${configAttribute}\\s*=[^>]*>`, 'i').exec(html)?.[0];
export const attribute = (tag: string, name: string) =>
  new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i').exec(tag)?.slice(1).find(Boolean);

/** The attributes of each element that places `tag` (its own element, a `data-masthead-widget` one, a link). */
function placementsOf(
  html: string,
  tag: WidgetTag,
  each: (attributes: Map<string, string>, own: boolean) => void,
) {
  for (const [, element = '', text = ''] of html.matchAll(/<([a-z][a-z0-9-]*)(\s[^>]*)?>/gi)) {
    const attributes = attributesOf(text);
    const name = element.toLowerCase();
    if (name === tag) each(attributes, true);
    else if (attributes.get(widgetAttribute) === tag.slice('masthead-'.length)) each(attributes, false);
    else if (name === 'a' && attributes.get('name')?.trim().split(/\s+/)[0] === tag) {
      // A link's words are its widget's attributes: `loading=lazy` as `data-loading`.
      const words = attributes.get('name')?.trim().split(/\s+/).slice(1) ?? [];
      const given = words
        .map((word) => word.split('=') as [string, string?])
        .filter(([key]) => !key.startsWith('masthead-'));
      each(
        new Map([
          ...attributes,
          ...given.map(([key, value = '']): [string, string] => [`data-${key}`, value]),
        ]),
        false,
      );
    }
  }
}

/**
 * Whether the page carries a first view (prerendered markup) of the dialog `kind`, or of the
 * widget `tag` in each of its placements: elements marked `data-masthead-prerendered`.
 */
export function carriesFirstView(html: string, name: { tag: WidgetTag } | { kind: string }): boolean {
  if ('kind' in name) {
    for (const [, , text = ''] of html.matchAll(/<([a-z][a-z0-9-]*)(\s[^>]*)?>/gi)) {
      const attributes = attributesOf(text);
      if (attributes.has(prerenderedAttribute) && attributes.get(dialogAttribute) === name.kind) return true;
    }
    return false;
  }
  let placements = 0;
  let marked = 0;
  placementsOf(html, name.tag, (attributes) => {
    placements += 1;
    if (attributes.has(prerenderedAttribute)) marked += 1;
  });
  return placements > 0 && marked === placements;
}

/**
 * Whether every placement of `tag` in the page waits until the reader needs it
 * (`loading="lazy"`, `data-loading="lazy"`, a link's `loading=lazy`): its code is then not
 * hinted, only what its fallback (the server's markup) needs to look right.
 */
export function loadsWhenNeeded(html: string, tag: WidgetTag): boolean {
  let placements = 0;
  let lazy = 0;
  placementsOf(html, tag, (attributes, own) => {
    placements += 1;
    if (isLazyValue(attributes.get(own ? loadingAttribute : `data-${loadingAttribute}`))) lazy += 1;
  });
  return placements > 0 && lazy === placements;
}

/**
 * The page's language, for what a server puts in it, as the loader will decide it: `locale`
 * when the server names one, else the config's `locale`, else the page's `<html lang>`,
 * resolved as the loader resolves them (de-CH → de, pt → pt-BR, then English).
 */
export function pageLocale(html: string, locale?: string, config?: { locale?: string }): Locale {
  const root = /<html(\s[^>]*)?>/i.exec(html);
  return resolveLocale(locale ?? config?.locale ?? attributesOf(root?.[1] ?? '').get('lang'));
}

/** An element's attributes, by lower-case name, as an opening tag's text has them. */
export function attributesOf(text: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, name = '', ...values] of text.matchAll(
    /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g,
  ))
    found.set(name.toLowerCase(), values.find((value) => value !== undefined) ?? '');
  return found;
}
