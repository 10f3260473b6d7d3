import { FocusTrap } from 'focus-trap-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { lockScroll } from './scroll-lock.ts';
import styles from './slide-in-panel.module.css';

export interface SlideInPanelProps {
  /** Slid in with focus trapped inside; false slides it out and releases focus. */
  open: boolean;
  /** Called on Escape, a click on the overlay or anywhere outside the panel. */
  onClose: () => void;
  /** Accessible name of the panel (a modal dialog while open). */
  label: string;
  /** Side it slides in from. Default 'start'. */
  side?: 'start' | 'end';
  className?: string | undefined;
  children: ReactNode;
}

/**
 * A slide-in navigation panel over an overlay, with focus trapped by
 * focus-trap-react while open and returned to where it was on close. The caller
 * keeps it mounted during the slide-out, then hides or unmounts it.
 */
export function SlideInPanel({
  open,
  onClose,
  label,
  side = 'start',
  className,
  children,
}: SlideInPanelProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  // The page behind the overlay stays still while the panel is open, as behind a modal.
  useEffect(() => {
    const doc = panelRef.current?.ownerDocument;
    return doc && open ? lockScroll(doc) : undefined;
  }, [open]);
  return (
    <>
      <div className={styles.overlay} data-open={open} aria-hidden="true" />
      <FocusTrap
        active={open}
        focusTrapOptions={{
          onDeactivate: onClose,
          // An open list inside (a search combobox) takes Escape first.
          escapeDeactivates: (event) =>
            !(
              event.target instanceof Element &&
              event.target.closest('[role="combobox"][aria-expanded="true"]')
            ),
          clickOutsideDeactivates: true,
          returnFocusOnDeactivate: true,
          fallbackFocus: () => panelRef.current ?? '[role="dialog"]',
          // Layout is the browser's business; visibility is decided by `open` here.
          tabbableOptions: { displayCheck: 'none' },
        }}
      >
        <div
          ref={panelRef}
          tabIndex={-1}
          className={[styles.panel, className].filter(Boolean).join(' ')}
          data-open={open}
          data-side={side}
          role="dialog"
          aria-modal={open}
          aria-label={label}
        >
          {children}
        </div>
      </FocusTrap>
    </>
  );
}
