import { widgets, type WidgetTag } from '@masthead/federation';
import type { LoadExpose } from './federation.ts';
import { WidgetPlacement } from './placement.ts';

/**
 * One custom element per widget: the browser says when one is added or removed, and its
 * placement (placement.ts) mounts and unmounts the widget.
 */
function widgetElement(
  tag: WidgetTag,
  federation: Promise<LoadExpose | null>,
  contentSettled: Promise<unknown>,
) {
  return class MastheadWidgetElement extends HTMLElement {
    #placement = new WidgetPlacement(this, tag, federation, contentSettled);

    connectedCallback() {
      this.#placement.connect();
    }

    disconnectedCallback() {
      this.#placement.disconnect();
    }
  };
}

/**
 * `contentSettled` settles once the page's own widgets have loaded (or failed) and the
 * urgent ones have rendered: the ads (`afterContent`) wait for it.
 */
export function defineWidgetElements(
  registry: CustomElementRegistry,
  federation: Promise<LoadExpose | null>,
  contentSettled: Promise<unknown> = Promise.resolve(),
): void {
  for (const tag of Object.keys(widgets) as WidgetTag[]) {
    // A second copy of the loader on the page must not throw on define.
    if (!registry.get(tag)) registry.define(tag, widgetElement(tag, federation, contentSettled));
  }
}
