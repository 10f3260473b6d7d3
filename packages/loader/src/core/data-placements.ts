/**
 * Placements made of ordinary elements, for pages whose HTML passes a sanitiser that drops
 * custom elements (WordPress for authors, DOMPurify, sanitize-html): `<div
 * data-masthead-widget="footer" data-heading-level="2">fallback</div>` mounts the footer as
 * `<masthead-footer heading-level="2">` does. No browser callback says when such an element
 * comes or goes, so one observer of the document does: it mounts each one found, and
 * unmounts each one that left the page.
 *
 * A link that places a widget (`<a name="masthead-footer heading-level=2" href="/help">Help</a>`,
 * for sanitisers that keep a link's `href` and `name` and nothing else) becomes that form: the
 * loader puts a `<div data-masthead-widget="footer" data-heading-level="2">` in its place with
 * the link inside as its fallback, so from there on it is one kind of placement. Only `data-*`
 * attributes are written, whatever the link's name says, and the widget validates their values
 * as it does any placement's.
 */
import { widgets } from '@masthead/federation';
import type { LoadExpose } from './federation.ts';
import { WidgetPlacement } from './placement.ts';
import { logError } from '../common/log.ts';
import { widgetAttribute } from '../protocol/page.ts';
import { linkLabel, linkSelector, parseLinkName, widgetNamed } from '../common/placement-names.ts';

/** Inside any of these, a link is part of a placement's fallback, not a placement of its own. */
const anyPlacement = `${Object.keys(widgets).join(', ')}, [${widgetAttribute}]`;

/**
 * The `data-masthead-widget` element that takes a link's place, the link inside it; undefined
 * for a link that names no widget (reported with the page's other unknown names, page-rules.ts).
 */
function placementForLink(link: HTMLAnchorElement): { wrapper: HTMLElement; label: string } | undefined {
  const parsed = parseLinkName(link.getAttribute('name'));
  if (!parsed?.tag) return undefined;
  const label = linkLabel(parsed.named);
  for (const problem of parsed.problems) logError(`${label}: ${problem}; it is ignored`);
  const wrapper = link.ownerDocument.createElement('div');
  wrapper.setAttribute(widgetAttribute, parsed.tag.slice('masthead-'.length));
  for (const { name, value } of parsed.attributes) wrapper.setAttribute(`data-${name}`, value);
  // The link's own language is the widget's (`<a name="masthead-footer" lang="de">`).
  const lang = link.getAttribute('lang');
  if (lang !== null) wrapper.setAttribute('lang', lang);
  link.replaceWith(wrapper);
  wrapper.append(link);
  return { wrapper, label };
}

export function watchDataPlacements(
  doc: Document,
  federation: Promise<LoadExpose | null>,
  contentSettled: Promise<unknown> = Promise.resolve(),
): () => void {
  const placements = new Map<HTMLElement, WidgetPlacement>();
  /** The elements put in place of links, with the link each holds and how the console names it. */
  const wrappers = new Map<HTMLElement, { link: HTMLAnchorElement; label: string }>();
  const scan = () => {
    for (const [host, placement] of placements) {
      if (host.isConnected && widgetNamed(host.getAttribute(widgetAttribute) ?? '') === placement.tag)
        continue;
      placement.disconnect();
      placements.delete(host);
    }
    for (const wrapper of wrappers.keys()) if (!wrapper.isConnected) wrappers.delete(wrapper);
    for (const link of doc.querySelectorAll<HTMLAnchorElement>(linkSelector)) {
      if (link.parentElement?.closest(anyPlacement)) continue;
      const placed = placementForLink(link);
      if (placed) wrappers.set(placed.wrapper, { link, label: placed.label });
    }
    for (const host of doc.querySelectorAll<HTMLElement>(`[${widgetAttribute}]`)) {
      // A custom element placing itself is elements.ts's; an unknown name is reported (page-rules.ts).
      const tag = widgetNamed(host.getAttribute(widgetAttribute) ?? '');
      if (!tag || placements.has(host) || host.localName === tag) continue;
      const placement = new WidgetPlacement(host, tag, federation, contentSettled, wrappers.get(host)?.label);
      placements.set(host, placement);
      placement.connect();
    }
  };
  const observer = new MutationObserver((records) => {
    const placed = records.some(
      (record) =>
        record.type === 'attributes' ||
        [...record.addedNodes, ...record.removedNodes].some((node) => node.nodeType === Node.ELEMENT_NODE),
    );
    if (placed) scan();
  });
  observer.observe(doc, {
    childList: true,
    subtree: true,
    attributes: true,
    // `name`: a link that is given a widget's name after it is on the page.
    attributeFilter: [widgetAttribute, 'name'],
  });
  scan();
  return () => {
    observer.disconnect();
    for (const placement of placements.values()) placement.disconnect();
    placements.clear();
    // The page as it was: each link back where it was written.
    for (const [wrapper, { link }] of wrappers) wrapper.replaceWith(link);
    wrappers.clear();
  };
}
