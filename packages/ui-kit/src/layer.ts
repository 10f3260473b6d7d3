/**
 * The one dismissal layer of every overlay (the Modal, the SlideInPanel, the Flyout and the
 * search combobox's list): a stack of the open overlays of a document, last opened on top.
 * Escape and a press outside (pointerdown) go to the top-most layer only, as in Radix's
 * DismissableLayer and react-aria's overlay stack: a menu open over a dialog closes on Escape
 * or on a press on the dialog's content, and the dialog stays; a press inside a layer opened
 * over another (portalled or not) is inside the top one, so the one below never hears it.
 *
 * The stack is kept on the document itself, under a `Symbol.for` key, not in this module:
 * every copy of this file on a page (the loader's shared Modal and SlideInPanel carry one, each
 * remote that draws a Flyout or a combobox another) must see the same stack. The symbol is
 * invisible to the page's scripts that read the document's names, adds no global, and lives
 * only while a layer is open: the last layer to close takes the listeners and the key away.
 * The key carries a version: a copy with another shape of layer would keep a stack of its own
 * rather than call what it does not know.
 */
const registryKey = Symbol.for('masthead.ui-kit.layers.v1');

export interface Layer {
  /** Whether a press on `node` is inside the layer (its element, its anchor, …). */
  contains: (node: Node) => boolean;
  /** Escape while this layer is the top one. Call `event.preventDefault()` once handled. */
  onEscape: (event: KeyboardEvent) => void;
  /** A pointerdown outside the layer while it is the top one. */
  onOutsidePress: (event: PointerEvent) => void;
  /**
   * The page took a link of a widget to navigate itself (a client-side router answered
   * `masthead:navigate`): the page is another one now, though the document stays, so an
   * overlay that would have gone with the old page closes.
   */
  onNavigate?: () => void;
}

interface Registry {
  /** Open layers, last on top. */
  readonly layers: Layer[];
  /** Removes the document's listeners; called when the last layer has left. */
  readonly stop: () => void;
}

type WithRegistry = Document & { [registryKey]?: Registry };

/** The event's first target, inside a shadow root too (the document sees only the host). */
function originOf(event: Event): Node | null {
  const first = event.composedPath()[0] ?? event.target;
  return first && typeof first === 'object' && 'nodeType' in first ? (first as Node) : null;
}

function registryOf(doc: Document): Registry {
  const holder = doc as WithRegistry;
  const existing = holder[registryKey];
  if (existing) return existing;
  const layers: Layer[] = [];
  // Capture phase: the top layer answers before anything inside it sees the key or the press,
  // and marks an Escape it handled as such (a field's own Escape then knows to stand back).
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.isComposing) return;
    layers.at(-1)?.onEscape(event);
  };
  const onPointerDown = (event: PointerEvent) => {
    const top = layers.at(-1);
    const origin = originOf(event);
    if (top && !(origin && top.contains(origin))) top.onOutsidePress(event);
  };
  doc.addEventListener('keydown', onKeyDown, true);
  doc.addEventListener('pointerdown', onPointerDown, true);
  // Whether the page takes the navigation is known only once every listener has had the event.
  const onNavigate = (event: Event) =>
    queueMicrotask(() => {
      if (!event.defaultPrevented) return;
      for (const layer of [...layers].reverse()) layer.onNavigate?.();
    });
  doc.addEventListener('masthead:navigate', onNavigate);
  const registry: Registry = {
    layers,
    stop: () => {
      doc.removeEventListener('keydown', onKeyDown, true);
      doc.removeEventListener('pointerdown', onPointerDown, true);
      doc.removeEventListener('masthead:navigate', onNavigate);
    },
  };
  Object.defineProperty(holder, registryKey, { value: registry, configurable: true });
  return registry;
}

/**
 * Puts `layer` on top of the document's stack; the returned function takes it off (once,
 * from wherever it is by then). The first layer adds the document's listeners, the last one
 * to leave removes them.
 */
export function openLayer(doc: Document, layer: Layer): () => void {
  const registry = registryOf(doc);
  registry.layers.push(layer);
  let closed = false;
  return () => {
    if (closed) return;
    closed = true;
    const index = registry.layers.indexOf(layer);
    if (index !== -1) registry.layers.splice(index, 1);
    if (registry.layers.length > 0) return;
    registry.stop();
    delete (doc as WithRegistry)[registryKey];
  };
}
