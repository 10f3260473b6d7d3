import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useMessages } from '@masthead/i18n/react';
import { jumpFocus, offsetTop } from '@masthead/ui-kit';
import { scrollClearOf } from '../header/use-focus-not-obscured.ts';
import { catalogue } from '../messages.ts';
import styles from './skip-link.module.css';

export interface SkipLinkProps {
  /** CSS selector of the page's content. Default: the page's `main` element. */
  skipTo?: string | undefined;
}

function query(doc: Document, selector: string): HTMLElement | null {
  try {
    return doc.querySelector<HTMLElement>(selector);
  } catch {
    return null; // not a selector at all: as one that matches nothing
  }
}

/** Where the link goes: what `skipTo` names, else the page's `<main>`; none without either (or inside it). */
const targetOf = (doc: Document, skipTo: string | undefined) =>
  (skipTo ? query(doc, skipTo) : null) ?? query(doc, 'main');

/**
 * 'Skip to content' (WCAG 2.4.1), the header's first stop for the keyboard, shown while focused:
 * it moves focus to the page's content, scrolled to the top of the screen and clear of the
 * sticky bar (docs/behaviour.md#skip-link). Left out on a page with nothing to skip to.
 */
export function SkipLink({ skipTo }: SkipLinkProps) {
  const ref = useRef<HTMLAnchorElement>(null);
  const copy = useMessages(catalogue);
  const warnedFor = useRef<string>(undefined);
  // The server's markup has it (the page is unknown there); the page's content decides here.
  const [href, setHref] = useState<string | null>('#');
  useEffect(() => {
    const doc = ref.current?.ownerDocument;
    if (!doc) return;
    if (skipTo && !query(doc, skipTo) && warnedFor.current !== skipTo) {
      warnedFor.current = skipTo;
      console.warn(
        `[masthead] skip-to "${skipTo}" matches nothing on this page; the skip link goes to <main>`,
      );
    }
    const target = targetOf(doc, skipTo);
    // Content that holds the header itself skips nothing: no link then either.
    const skips = target !== null && !(ref.current && target.contains(ref.current));
    setHref(skips ? `#${encodeURIComponent(target.id)}` : null);
  }, [skipTo]);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const link = event.currentTarget;
    const win = link.ownerDocument.defaultView;
    const target = targetOf(link.ownerDocument, skipTo);
    if (!target || !win) return;
    event.preventDefault();
    jumpFocus(target);
    win.scrollTo({
      top: target.getBoundingClientRect().top + win.scrollY - offsetTop(link),
      behavior: 'instant',
    });
    // The header turns hidden or sticky with that scroll: once it has, the content comes out from under it.
    const bar = link.closest('header');
    win.requestAnimationFrame(() => win.requestAnimationFrame(() => bar && scrollClearOf(bar, target)));
  };

  return (
    <a
      ref={ref}
      className={styles.skipLink}
      href={href ?? undefined}
      hidden={href === null}
      onClick={onClick}
    >
      {copy.skipLinkLabel}
    </a>
  );
}
