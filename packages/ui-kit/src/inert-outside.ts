/**
 * While an overlay is open, the page behind it is inert: no click, focus or screen-reader
 * cursor reaches a host's fixed bar or the article under a dialog. Like the scroll lock, the
 * count lives on the elements themselves, not in this module: the modal and the slide-in
 * panel are shared as separate modules, and an overlay opened over another (a menu over a
 * dialog) makes the lower one inert until it closes. An element the page made inert itself
 * is left as it is.
 */
const countKey = 'mhInert';

/** Makes every child of `<body>` inert but the one holding `root`; returns the undo. */
export function inertOutside(root: Element): () => void {
  const body = root.ownerDocument.body;
  let top: Element = root;
  while (top.parentElement && top.parentElement !== body) top = top.parentElement;
  const made: HTMLElement[] = [];
  const isHtml = (element: Element): element is HTMLElement => 'inert' in element && 'dataset' in element;
  for (const child of Array.from(body.children)) {
    if (child === top || !isHtml(child)) continue;
    const count = Number(child.dataset[countKey] ?? 0);
    if (count === 0 && child.inert) continue;
    child.inert = true;
    child.dataset[countKey] = String(count + 1);
    made.push(child);
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    for (const child of made) {
      const left = Number(child.dataset[countKey] ?? 1) - 1;
      if (left > 0) {
        child.dataset[countKey] = String(left);
        continue;
      }
      child.inert = false;
      delete child.dataset[countKey];
    }
  };
}
