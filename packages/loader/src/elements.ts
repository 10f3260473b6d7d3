import { widgets, type WidgetTag } from '@masthead/federation';
import { parseAttributes } from '@masthead/federation/contract';
import type { LoadExpose } from './federation.ts';
import { logError } from './log.ts';
import { mountWidget, type MountedWidget } from './mount.tsx';

/**
 * One custom element per widget. Its attributes become the widget's props, and
 * its children are the fallback shown until (and unless) the widget mounts.
 */
function widgetElement(tag: WidgetTag, federation: Promise<LoadExpose | null>) {
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
      let module;
      try {
        module = await load(remote, expose);
      } catch (error) {
        logError(`<${tag}> could not load from remote "${remote}"; its fallback content stays`, error);
        return;
      }
      if (!this.isConnected) return;
      const render = () => {
        const { props, problems } = parseAttributes(this.attributes, module.attributes);
        for (const problem of problems) logError(`<${tag}>: ${problem}; it is ignored`);
        this.#mounted?.render(props);
      };
      this.#mounted = mountWidget(this, module.default, tag);
      render();
      this.#observer = new MutationObserver(render);
      this.#observer.observe(this, { attributes: true });
    }
  };
}

export function defineWidgetElements(
  registry: CustomElementRegistry,
  federation: Promise<LoadExpose | null>,
): void {
  for (const tag of Object.keys(widgets) as WidgetTag[]) {
    // A second copy of the loader on the page must not throw on define.
    if (!registry.get(tag)) registry.define(tag, widgetElement(tag, federation));
  }
}

/** Editors mistype tags; an undefined masthead-* element would otherwise sit silently empty. */
export function reportUnknownWidgets(root: ParentNode): void {
  const seen = new Set<string>();
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
 * A constructable stylesheet, adopted by the document: a host page's Content-Security-Policy
 * without `style-src 'unsafe-inline'` blocks a `<style>` element, but not an adopted sheet.
 * Browsers without adopted stylesheets (Safari before 16.4) leave the elements inline; the
 * page's own CSS can set them to blocks (README, "Content-Security-Policy").
 */
export function installElementStyles(doc: Document): void {
  const win = doc.defaultView;
  if (!win || !Array.isArray(doc.adoptedStyleSheets)) return;
  // A second copy of the loader on the page adds nothing.
  const installed = doc.adoptedStyleSheets.some((sheet) =>
    Array.from(sheet.cssRules).some((rule) => rule.cssText === elementRule),
  );
  if (installed) return;
  const sheet = new win.CSSStyleSheet();
  sheet.replaceSync(elementRule);
  doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
}
