import { afterContent, widgets, type WidgetTag } from '@masthead/federation';
import { parseAttributes } from '@masthead/federation/contract';
import type { LoadExpose } from './federation.ts';
import { logError } from './log.ts';
import { mountWidget, type MountedWidget } from './mount.tsx';
import { retireWaitingButtons } from './prerendered.ts';

/**
 * The widget a reader meets first, at the top of every page: it renders the moment its
 * code is in. The rest (the footer; the ads, which load only after the page's own widgets)
 * render in a transition, in slices, so one that started first never holds the header up.
 */
const firstInLine = new Set<WidgetTag>(['masthead-header']);

/**
 * One custom element per widget. Its attributes become the widget's props, and
 * its children are the fallback shown until (and unless) the widget mounts.
 */
function widgetElement(
  tag: WidgetTag,
  federation: Promise<LoadExpose | null>,
  contentSettled: Promise<unknown>,
) {
  const { remote, expose } = widgets[tag];
  return class MastheadWidgetElement extends HTMLElement {
    #mounted: MountedWidget | undefined;
    #observer: MutationObserver | undefined;
    #connecting = false;

    connectedCallback() {
      if (this.#mounted || this.#connecting) return;
      this.#connecting = true;
      void this.#connect().finally(() => {
        this.#connecting = false;
      });
    }

    disconnectedCallback() {
      this.#observer?.disconnect();
      this.#observer = undefined;
      this.#mounted?.unmount();
      this.#mounted = undefined;
    }

    async #connect() {
      const load = await federation;
      if (!load) return;
      if (afterContent.has(tag)) await contentSettled;
      let module;
      try {
        module = await load(remote, expose);
      } catch (error) {
        logError(`<${tag}> could not load from remote "${remote}"; its fallback content stays`, error);
        retireWaitingButtons(this);
        return;
      }
      if (!this.isConnected) return;
      const render = () => {
        const { props, problems } = parseAttributes(this.attributes, module.attributes);
        for (const problem of problems) logError(`<${tag}>: ${problem}; it is ignored`);
        this.#mounted?.render(props);
      };
      this.#mounted = mountWidget(
        this,
        module.default,
        tag,
        undefined,
        firstInLine.has(tag) ? 'urgent' : 'deferrable',
      );
      render();
      this.#observer = new MutationObserver(render);
      this.#observer.observe(this, { attributes: true });
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
