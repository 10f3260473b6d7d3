import { useLayoutEffect, useState } from 'react';
import { scopeAttribute } from '@masthead/ui-kit/isolation';

/**
 * An empty element with `id` at the end of the body of `anchor`'s document, from the frame
 * `anchor` is in the page until it goes: a panel placed at the end of the body, whose code
 * comes later, goes in it, and its button names it in `aria-controls` meanwhile. It is made
 * by hand, not by a React portal: importing react-dom would add its share glue to the
 * header's first download (about 0.3 KB gzip). Empty, it takes no room; it is an isolation
 * root, as the panel's own layer is, which takes back the margin, padding and border a page's
 * rules may give its body's children.
 */
export function useBodyContainer(id: string, anchor: Element | null): HTMLElement | null {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!anchor) return undefined;
    const doc = anchor.ownerDocument;
    const element = doc.createElement('div');
    element.id = id;
    element.setAttribute(scopeAttribute, '');
    doc.body.append(element);
    // The document is known only once `anchor` is committed; a layout effect, so before paint.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setContainer(element);
    return () => {
      element.remove();
      setContainer(null);
    };
  }, [id, anchor]);
  return container;
}
