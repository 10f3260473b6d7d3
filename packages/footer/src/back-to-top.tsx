import type { MouseEvent } from 'react';
import { useMessages } from '@masthead/i18n/react';
import { jumpFocus } from '@masthead/ui-kit';
import { catalogue } from './messages.ts';

/** The header wherever the page placed it (docs/embedding.md#where-custom-elements-are-stripped-ordinary-elements-and-links). */
const header = 'masthead-header, [data-masthead-widget="header"]';
const tabStop = 'a[href], button:not([disabled]), input:not([type="hidden"]), [tabindex="0"]';

/**
 * 'Back to top' (docs/behaviour.md#back-to-top): focus goes to the page's first stop, the
 * header's skip link (or its first control, or the header itself), and the page scrolls to
 * its top. Before the footer's code runs, `#top` scrolls there all the same.
 */
export function BackToTop({ className }: { className?: string | undefined }) {
  const copy = useMessages(catalogue);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const doc = event.currentTarget.ownerDocument;
    const placement = doc.querySelector<HTMLElement>(header);
    const first = placement?.querySelector<HTMLElement>(tabStop) ?? placement;
    event.preventDefault();
    if (first) jumpFocus(first);
    doc.defaultView?.scrollTo({ top: 0, behavior: 'instant' });
  };
  return (
    <a className={className} href="#top" onClick={onClick}>
      {copy.backToTop}
    </a>
  );
}
