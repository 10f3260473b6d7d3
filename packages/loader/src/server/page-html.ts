/**
 * The page's HTML read as the server is about to send it, with no DOM (a server or an edge
 * worker has none): the loader's tag and its attributes, an element's attributes, and whether
 * the page carries a widget's or a dialog's first view. The hints (link-header.ts) and the
 * prerendered markup (prerendered-markup.ts) both read the page through these.
 */
import type { WidgetTag } from '@masthead/federation';
import { resolveLocale, type Locale } from '@masthead/i18n';
import { configAttribute, dialogAttribute, prerenderedAttribute, widgetAttribute } from '../protocol/page.ts';

/** The loader's `<script>` tag, and an attribute of it. */
export const loaderTag = (html: string) =>
  new RegExp(`<script\\b[^>]*\\b${configAttribute}\\s*=[^>]*>`, 'i').exec(html)?.[0];
export const attribute = (tag: string, name: string) =>
  new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i').exec(tag)?.slice(1).find(Boolean);

/**
 * Whether the page carries a first view (prerendered markup) of the dialog `kind`, or of the
 * widget `tag` in each of its placements: elements marked `data-masthead-prerendered`.
 */
export function carriesFirstView(html: string, name: { tag: WidgetTag } | { kind: string }): boolean {
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
