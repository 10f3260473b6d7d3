/**
 * How ordinary elements name the widget they place, apart from the placement itself
 * (placement.ts) so the loader's entry can find placements without React:
 * `<div data-masthead-widget="footer" data-heading-level="2">`, and, for content whose sanitiser
 * keeps nothing but a link's `href` and `name`, `<a name="masthead-footer heading-level=2">`.
 */
import { widgets, type WidgetTag } from '@masthead/federation';
import { isLazyValue, loadingAttribute, widgetAttribute } from '../protocol/page.ts';

/** The widget tag an ordinary element names (`footer` → `masthead-footer`), or undefined. */
export function widgetNamed(name: string | undefined): WidgetTag | undefined {
  const tag = `masthead-${name ?? ''}`;
  return tag in widgets ? (tag as WidgetTag) : undefined;
}

/** Every element that places `tag`: its custom element and the `data-masthead-widget` elements that name it. */
export const placementSelector = (tag: WidgetTag): string =>
  `${tag}, [${widgetAttribute}="${tag.slice('masthead-'.length)}"]`;

/** A link whose `name` starts so places a widget (or names one that does not exist). */
export const linkPrefix = 'masthead-';

/** Every link that may place a widget. */
export const linkSelector = `a[name^="${linkPrefix}"]`;

/** A link's `name`, read: the widget it places and the attributes it gives it. */
export interface LinkName {
  /** The first word, as written (`masthead-footer`). */
  named: string;
  /** The widget it names; undefined when it names none. */
  tag: WidgetTag | undefined;
  /** The widget's attributes, as a custom element would carry them (values decoded). */
  attributes: { name: string; value: string }[];
  /** One sentence per word that is not an attribute, saying why; that word is ignored. */
  problems: string[];
}

/** An attribute's name as HTML writes it; `masthead-*` stay the loader's own. */
const attributeName = /^(?!masthead-)[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/**
 * Reads a link's `name`: the widget's tag, then its attributes as words, `name=value` or a
 * bare `name` (a boolean that is on), the value %-encoded where it has a space:
 * `masthead-footer heading-level=2 hide-social`. Undefined for a name that is not ours.
 */
export function parseLinkName(name: string | null): LinkName | undefined {
  if (!name?.startsWith(linkPrefix)) return undefined;
  const [named = '', ...words] = name.trim().split(/\s+/);
  const attributes: LinkName['attributes'] = [];
  const problems: string[] = [];
  for (const word of words) {
    const equals = word.indexOf('=');
    const key = equals === -1 ? word : word.slice(0, equals);
    if (!attributeName.test(key)) {
      problems.push(`"${word}" is not an attribute (write name=value, or name alone to turn it on)`);
      continue;
    }
    try {
      attributes.push({ name: key, value: equals === -1 ? '' : decodeURIComponent(word.slice(equals + 1)) });
    } catch {
      problems.push(`"${word}" has a malformed %-escape`);
    }
  }
  return { named, tag: widgetNamed(named.slice(linkPrefix.length)), attributes, problems };
}

/** How the console names a link placement: `<a name="masthead-footer">`. */
export const linkLabel = (named: string): string => `<a name="${named}">`;

/**
 * Whether a placement of `tag` waits until the reader needs it (`loading="lazy"` on the custom
 * element, `data-loading="lazy"` on an ordinary one).
 */
export function isLazyPlacement(host: Element, tag: WidgetTag): boolean {
  const name = host.localName === tag ? loadingAttribute : `data-${loadingAttribute}`;
  return isLazyValue(host.getAttribute(name));
}

/** Whether a link placement's name asks for its widget to wait until needed (`loading=lazy`). */
export const isLazyLink = (parsed: LinkName): boolean =>
  parsed.attributes.some(({ name, value }) => name === loadingAttribute && isLazyValue(value));
