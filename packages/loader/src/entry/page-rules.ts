/**
 * What the loader does to the page itself, before any widget code is there: its custom
 * elements display as blocks, and an unknown `masthead-*` tag is reported.
 */
import { widgets, type WidgetTag } from '@masthead/federation';
import isolationRules from '@masthead/ui-kit/isolation.css?inline';
import { logError } from '../common/log.ts';
import { prerenderedAttribute, widgetAttribute } from '../protocol/page.ts';
import {
  isLazyLink,
  isLazyPlacement,
  linkLabel,
  linkSelector,
  parseLinkName,
  placementSelector,
  widgetNamed,
} from '../common/placement-names.ts';

/**
 * The widgets placed in `root` now, by tag (custom elements, `data-masthead-widget` or links);
 * with `eager`, only those with a placement that loads at once (not `loading="lazy"`).
 */
export function placedWidgets(root: ParentNode, { eager = false } = {}): WidgetTag[] {
  const linked = new Set(
    Array.from(root.querySelectorAll(linkSelector), (link) => {
      const parsed = parseLinkName(link.getAttribute('name'));
      return parsed && !(eager && isLazyLink(parsed)) ? parsed.tag : undefined;
    }),
  );
  return (Object.keys(widgets) as WidgetTag[]).filter(
    (tag) =>
      linked.has(tag) ||
      Array.from(root.querySelectorAll(placementSelector(tag))).some(
        (host) => !(eager && isLazyPlacement(host, tag)),
      ),
  );
}

const knownNames = () =>
  Object.keys(widgets)
    .map((t) => t.slice('masthead-'.length))
    .join(', ');

/** Editors mistype tags; an undefined masthead-* element would otherwise sit silently empty. */
export function reportUnknownWidgets(root: ParentNode): void {
  const seen = new Set<string>();
  for (const element of root.querySelectorAll(`[${widgetAttribute}]`)) {
    const name = element.getAttribute(widgetAttribute) ?? '';
    if (widgetNamed(name) || seen.has(`=${name}`)) continue;
    seen.add(`=${name}`);
    logError(`${widgetAttribute}="${name}" names no Masthead widget; known: ${knownNames()}`);
  }
  for (const link of root.querySelectorAll(linkSelector)) {
    const parsed = parseLinkName(link.getAttribute('name'));
    if (!parsed || parsed.tag || seen.has(`a ${parsed.named}`)) continue;
    seen.add(`a ${parsed.named}`);
    logError(
      `${linkLabel(parsed.named)} names no Masthead widget; it stays a link. Known: ${Object.keys(widgets).join(', ')}`,
    );
  }
  for (const element of root.querySelectorAll('*')) {
    const tag = element.localName;
    if (!tag.startsWith('masthead-') || tag in widgets || seen.has(tag)) continue;
    seen.add(tag);
    logError(
      `<${tag}> is not a Masthead widget; known widgets: ${Object.keys(widgets)
        .map((t) => `<${t}>`)
        .join(', ')}`,
    );
  }
}

const elementRule = `:where(${Object.keys(widgets).join(', ')}) { display: block; }`;

/**
 * Custom elements are inline by default; make ours blocks without out-ranking any page style.
 * With them, the reset under every widget (ui-kit's isolation.css), in place before the first
 * widget renders, whichever remote that is, unless the server's markup has brought it
 * already: the header's and the footer's prerendered markup come with their stylesheets,
 * which carry the reset, a dialog's first view with the reset's own stylesheet
 * (isolation.css marks every root with `--masthead-reset`), and a second copy would
 * restyle every element of that markup for nothing (10 to 30 ms at 4x CPU on the demo's
 * article page). The markup's root is read, not the reset's own attribute: the entry stays
 * without the modules the core shares with the widgets.
 * A constructable stylesheet, adopted by the document: a host page's Content-Security-Policy
 * without `style-src 'unsafe-inline'` blocks a `<style>` element, but not an adopted sheet.
 * Browsers without adopted stylesheets (Safari before 16.4) leave the elements inline; the
 * page's own CSS can set them to blocks (docs/hosting.md, "Content-Security-Policy").
 */
export function installElementStyles(doc: Document): void {
  const win = doc.defaultView;
  if (!win || !Array.isArray(doc.adoptedStyleSheets)) return;
  // A second copy of the loader on the page adds nothing.
  const installed = doc.adoptedStyleSheets.some((sheet) =>
    Array.from(sheet.cssRules).some((rule) => rule.cssText === elementRule),
  );
  if (installed) return;
  // Each root of the markup: a dialog's first view starts with the Modal's hidden anchor.
  const resetInPage = Array.from(doc.querySelectorAll(`[${prerenderedAttribute}] > *`)).some(
    (root) => win.getComputedStyle(root).getPropertyValue('--masthead-reset') !== '',
  );
  const sheet = new win.CSSStyleSheet();
  sheet.replaceSync(resetInPage ? elementRule : `${elementRule}\n${isolationRules}`);
  doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
}
