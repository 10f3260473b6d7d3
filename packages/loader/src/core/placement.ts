/**
 * One placed widget, whatever the element that places it: a custom element
 * (`<masthead-footer heading-level="2">`, elements.ts) or an ordinary one that survives a
 * sanitiser (`<div data-masthead-widget="footer" data-heading-level="2">`, or the one the loader puts
 * in place of `<a name="masthead-footer heading-level=2">`, data-placements.ts).
 * Its attributes become the widget's props, its children are the fallback shown until (and
 * unless) the widget mounts, and removing it unmounts the widget.
 */
import { afterContent, widgets, type WidgetTag } from '@masthead/federation';
import { parseAttributes } from '@masthead/federation/contract';
import type { LoadExpose } from './federation.ts';
import { logError, logWarning } from '../common/log.ts';
import { mountWidget, type MountedWidget } from './mount.tsx';
import { loadingAttribute, widgetAttribute } from '../protocol/page.ts';
import { isLazyPlacement } from '../common/placement-names.ts';
import { nearViewport } from './near-viewport.ts';
import { retireWaitingButtons } from '../common/prerendered.ts';
import { editorWords, pageLocale, placementLocale, wordsAttribute, wordsIn } from './locale.ts';

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

/** A page's own header or footer: a landmark already, which one of ours would sit inside. */
const pageLandmark = 'header, footer, [role="banner"], [role="contentinfo"]';

function warnIfNotLandmark(element: Element, tag: WidgetTag, label: string): void {
  const landmark = landmarks[tag];
  const parent = element.parentElement;
  const container = landmark ? parent?.closest(sectioning) : null;
  const wrapper = landmark && !container ? parent?.closest(pageLandmark) : null;
  if (!landmark || (!container && !wrapper)) return;
  const warned = warnedLandmarks.get(element.ownerDocument) ?? new Set<WidgetTag>();
  warnedLandmarks.set(element.ownerDocument, warned);
  if (warned.has(tag)) return;
  warned.add(tag);
  logWarning(
    container
      ? `${label} is placed inside <${container.localName}>, where screen readers do not list it as the page's ${landmark} landmark; place it in <body>, outside <main>, <article>, <section>, <aside> and <nav>`
      : `${label} is placed inside the page's own <${wrapper?.localName}>, a landmark already: screen readers meet one ${landmark} inside another; make that element a <div>, or place ${label} outside it`,
  );
}

/** Attributes the page or an overlay changes on any element: no reason to render again. */
const notProps = /^(inert|data-mh-inert|aria-hidden)$/;
/** Attributes the loader reads itself, never a widget's props (an editor's words). */
const loaderOwn = new Set([wordsAttribute, loadingAttribute]);

/**
 * The widget's attributes as the element carries them: all of a custom element's; of an
 * ordinary element its `data-*` ones, `data-x` as `x` (`data-masthead-*` are the loader's).
 */
function attributesOf(host: Element, tag: WidgetTag): { name: string; value: string }[] {
  const all = Array.from(host.attributes);
  if (host.localName === tag) return all.filter(({ name }) => !loaderOwn.has(name));
  return all.flatMap(({ name, value }) =>
    name.startsWith('data-') && !name.startsWith('data-masthead-') && !loaderOwn.has(name.slice(5))
      ? [{ name: name.slice(5), value }]
      : [],
  );
}

export class WidgetPlacement {
  #mounted: MountedWidget | undefined;
  #observer: MutationObserver | undefined;
  #connecting = false;
  /** Stops waiting for a lazy placement to come near (near-viewport.ts). */
  #stopWaiting: (() => void) | undefined;
  /**
   * How the console names it: `<masthead-footer>`, `<div data-masthead-widget="footer">`, or
   * as the page's HTML wrote it when that was another element (`<a name="masthead-footer">`).
   */
  readonly label: string;

  constructor(
    readonly host: HTMLElement,
    readonly tag: WidgetTag,
    private readonly federation: Promise<LoadExpose | null>,
    private readonly contentSettled: Promise<unknown>,
    label?: string,
  ) {
    this.label =
      label ??
      (host.localName === tag
        ? `<${tag}>`
        : `<${host.localName} ${widgetAttribute}="${tag.slice('masthead-'.length)}">`);
  }

  connect(): void {
    if (this.#mounted || this.#connecting) return;
    this.#connecting = true;
    void this.#connect().finally(() => {
      this.#connecting = false;
    });
  }

  disconnect(): void {
    this.#stopWaiting?.();
    this.#stopWaiting = undefined;
    this.#observer?.disconnect();
    this.#observer = undefined;
    this.#mounted?.unmount();
    this.#mounted = undefined;
  }

  /**
   * Whether a lazy placement came near the reader (true), or was removed first (false); one
   * moved elsewhere in the page waits at its new place.
   */
  async #whenNeeded(): Promise<boolean> {
    for (;;) {
      const { near, stop } = nearViewport(this.host);
      this.#stopWaiting = stop;
      const came = await near;
      this.#stopWaiting = undefined;
      // A move runs the element's disconnected and connected callbacks in one go: by now
      // `isConnected` says which it was.
      if (came || !this.host.isConnected) return came;
    }
  }

  async #connect() {
    const { host, tag, label } = this;
    const { remote, expose } = widgets[tag];
    const load = await this.federation;
    if (!load) return;
    if (afterContent.has(tag)) await this.contentSettled;
    if (isLazyPlacement(host, tag) && !(await this.#whenNeeded())) return;
    let module;
    try {
      module = await load(remote, expose);
    } catch (error) {
      logError(`${label} could not load from remote "${remote}"; its fallback content stays`, error);
      retireWaitingButtons(host);
      return;
    }
    const locale = placementLocale(host);
    const translated = wordsIn(locale ?? pageLocale());
    if (translated) await translated;
    const words = await editorWords(host, label);
    if (!host.isConnected) return;
    warnIfNotLandmark(host, tag, label);
    const render = () => {
      const { props, problems } = parseAttributes(attributesOf(host, tag), module.attributes);
      for (const problem of problems) logError(`${label}: ${problem}; it is ignored`);
      this.#mounted?.render(props);
    };
    this.#mounted = mountWidget(
      host,
      module.default,
      tag,
      undefined,
      firstInLine.has(tag) ? 'urgent' : 'deferrable',
      locale,
      words,
    );
    render();
    this.#observer = new MutationObserver((records) => {
      if (records.some((record) => !notProps.test(record.attributeName ?? ''))) render();
    });
    this.#observer.observe(host, { attributes: true });
  }
}
