import { afterContent, widgets, type WidgetTag } from '@masthead/federation';
import { parseAttributes } from '@masthead/federation/contract';
import type { LoadExpose } from './federation.ts';
import { logError, logWarning } from './log.ts';
import { mountWidget, type MountedWidget } from './mount.tsx';
import { retireWaitingButtons } from './prerendered.ts';

/**
 * The widget a reader meets first, at the top of every page: it renders the moment its
 * code is in. The rest (the footer; the ads, which load only after the page's own widgets)
 * render in a transition, in slices, so one that started first never holds the header up.
 */
const firstInLine = new Set<WidgetTag>(['masthead-header']);

/**
 * The header is the page's banner and the footer its contentinfo only outside sectioning
 * content (HTML-AAM): inside `<main>`, `<article>`, `<section>`, `<aside>` or `<nav>` a screen
 * reader's landmark list loses them. The page's HTML decides, so the loader says so, once.
 */
const landmarks: Partial<Record<WidgetTag, string>> = {
  'masthead-header': 'banner',
  'masthead-footer': 'contentinfo',
};
const sectioning =
  'main, article, section, aside, nav, [role="main"], [role="article"], [role="region"], [role="complementary"], [role="navigation"]';
const warnedLandmarks = new WeakMap<Document, Set<WidgetTag>>();

function warnIfNotLandmark(element: Element, tag: WidgetTag): void {
  const landmark = landmarks[tag];
  const container = landmark ? element.parentElement?.closest(sectioning) : null;
  if (!landmark || !container) return;
  const warned = warnedLandmarks.get(element.ownerDocument) ?? new Set<WidgetTag>();
  warnedLandmarks.set(element.ownerDocument, warned);
  if (warned.has(tag)) return;
  warned.add(tag);
  logWarning(
    `<${tag}> is placed inside <${container.localName}>, where screen readers do not list it as the page's ${landmark} landmark; place it in <body>, outside <main>, <article>, <section>, <aside> and <nav>`,
  );
}

/** Attributes the page or an overlay changes on any element: no reason to render again. */
const notProps = /^(inert|data-mh-inert|aria-hidden)$/;

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
      warnIfNotLandmark(this, tag);
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
      this.#observer = new MutationObserver((records) => {
        if (records.some((record) => !notProps.test(record.attributeName ?? ''))) render();
      });
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
