/**
 * Placements made of ordinary elements, for pages whose HTML passes a sanitiser that drops
 * custom elements (WordPress for authors, DOMPurify, sanitize-html): `<div
 * data-masthead-widget="footer" data-heading-level="2">fallback</div>` mounts the footer as
 * `<masthead-footer heading-level="2">` does. No browser callback says when such an element
 * comes or goes, so one observer of the document does: it mounts each one found, and
 * unmounts each one that left the page.
 */
import type { LoadExpose } from './federation.ts';
import { WidgetPlacement } from './placement.ts';
import { widgetAttribute } from '../protocol/page.ts';
import { widgetNamed } from '../common/placement-names.ts';

export function watchDataPlacements(
  doc: Document,
  federation: Promise<LoadExpose | null>,
  contentSettled: Promise<unknown> = Promise.resolve(),
): () => void {
  const placements = new Map<HTMLElement, WidgetPlacement>();
  const scan = () => {
    for (const [host, placement] of placements) {
      if (host.isConnected && widgetNamed(host.getAttribute(widgetAttribute) ?? '') === placement.tag)
        continue;
      placement.disconnect();
      placements.delete(host);
    }
    for (const host of doc.querySelectorAll<HTMLElement>(`[${widgetAttribute}]`)) {
      // A custom element placing itself is elements.ts's; an unknown name is reported (page-rules.ts).
      const tag = widgetNamed(host.getAttribute(widgetAttribute) ?? '');
      if (!tag || placements.has(host) || host.localName === tag) continue;
      const placement = new WidgetPlacement(host, tag, federation, contentSettled);
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
    attributeFilter: [widgetAttribute],
  });
  scan();
  return () => {
    observer.disconnect();
    for (const placement of placements.values()) placement.disconnect();
    placements.clear();
  };
}
