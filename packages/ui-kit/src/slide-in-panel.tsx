import { FocusTrap } from 'focus-trap-react';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useLanguageAttributes } from '@masthead/i18n/react';
import { scopeProps } from './isolation.ts';
import { lockScroll } from './scroll-lock.ts';
import { useLayer } from './use-layer.ts';
import styles from './slide-in-panel.module.css';

export interface SlideInPanelProps {
  /** Slid in with focus trapped inside; false slides it out and releases focus. */
  open: boolean;
  /** Called on Escape or a press outside the panel (on the overlay), when no overlay is open over it. */
  onClose: () => void;
  /** Accessible name of the panel (a modal dialog while open). */
  label: string;
  /** Id of the panel (the dialog), for the `aria-controls` of the button that opens it. */
  id?: string | undefined;
  /**
   * The element at the end of `<body>` the panel is placed in. An opener whose panel's code
   * comes later renders it from the start, so its `aria-controls` names an element that is
   * already there. Default: `<body>` itself.
   */
  container?: Element | null | undefined;
  /** Side it slides in from. Default 'start'. */
  side?: 'start' | 'end';
  className?: string | undefined;
  children: ReactNode;
}

/**
 * A slide-in navigation panel over an overlay, with focus trapped by
 * focus-trap-react while open and returned to where it was on close. The caller
 * keeps it mounted during the slide-out, then hides or unmounts it. Like a dialog, it is
 * placed at the end of `<body>` (above a host's fixed chrome, out of its content's styles),
 * or in the caller's `container` there, and the page behind it is inert while it is open.
 */
export function SlideInPanel({
  open,
  onClose,
  label,
  id,
  container,
  side = 'start',
  className,
  children,
}: SlideInPanelProps) {
  const anchorRef = useRef<HTMLSpanElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const [doc, setDoc] = useState<Document>();
  // Portalled out of the widget's container, which carries its language: the panel carries it too.
  const language = useLanguageAttributes();
  // The owner document is known once the anchor is in it; portal there, never the global one.
  useLayoutEffect(() => setDoc(anchorRef.current?.ownerDocument), []);
  // The page behind the overlay stays still while the panel is open, as behind a modal.
  useEffect(() => (doc && open ? lockScroll(doc) : undefined), [doc, open]);
  // The top layer of the page while open (use-layer.ts): Escape and a press outside the panel
  // (on the overlay) close it, unless an overlay opened inside it (a search's list) is on top.
  // The page behind is inert meanwhile; the trap's deactivation leaves the layer too, since the
  // trap hands focus back to the opener behind before React's cleanup runs.
  const leaveLayer = useLayer(open && Boolean(doc), {
    inside: () => [panelRef.current],
    modalRoot: () => rootRef.current,
    onEscape: (event) => {
      event.preventDefault();
      onClose();
    },
    onOutsidePress: () => onClose(),
    onNavigate: onClose,
  });
  const layer = (
    <div ref={rootRef} {...scopeProps} {...language}>
      <div className={styles.overlay} data-open={open} aria-hidden="true" />
      <FocusTrap
        active={open}
        focusTrapOptions={{
          onDeactivate: leaveLayer,
          // Escape and outside presses are the layer's: focus-trap only traps.
          escapeDeactivates: false,
          allowOutsideClick: true,
          returnFocusOnDeactivate: true,
          fallbackFocus: () => panelRef.current ?? '[role="dialog"]',
          // Layout is the browser's business; visibility is decided by `open` here.
          tabbableOptions: { displayCheck: 'none' },
        }}
      >
        <div
          ref={panelRef}
          id={id}
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
    </div>
  );
  return (
    <>
      <span ref={anchorRef} hidden />
      {doc ? createPortal(layer, container ?? doc.body) : null}
    </>
  );
}
