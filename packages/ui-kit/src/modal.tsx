/**
 * The shared modal dialog (docs/behaviour.md#modal "Shared modal", docs/behaviour.md#limits stacking level): portalled into the
 * owner document's body, focus moved in, trapped (focus-trap-react) and returned to the opener
 * (or to what took its place, if the opener left the page meanwhile), Escape and (by default)
 * an outside click close it, the page behind does not scroll.
 *
 * Controlled, Radix style: the owner keeps `open` and hears every request to close through
 * `onOpenChange(false)`. Used by the ads interstitial, the account and checkout dialogs and the
 * header's mega menu.
 *
 * ```tsx
 * <Modal open={open} onOpenChange={setOpen} title="Sign In" closeOnOutsideClick={false}>
 *   …
 * </Modal>
 * ```
 */
import { FocusTrap } from 'focus-trap-react';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type MouseEvent as ReactMouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { useLanguageAttributes, useMessages } from '@masthead/i18n/react';
import { Heading, type HeadingLevel } from './heading.tsx';
// The hidden title is the kit's one visually hidden style: no second copy of it in the dialogs' CSS.
import hidden from './visually-hidden.module.css';
import { Icon, closePath } from './icons.tsx';
import { scopeProps } from './isolation.ts';
import { catalogue } from './messages.ts';
import { lockScroll } from './scroll-lock.ts';
import { useFocusReplacementOnClose } from './use-focus-replacement.ts';
import { useInitialFocus } from './use-initial-focus.ts';
import { useLayer } from './use-layer.ts';
import { usePresence } from './use-presence.ts';
import { useScrollEdges } from './use-scroll-edges.ts';
import { useServerRender } from './use-server-render.ts';
import { useSteadyPress } from './use-steady-press.ts';
import { ViewRegion, type ModalView } from './view-region.tsx';
import styles from './modal.module.css';

export type { ModalView };

export interface ModalProps {
  /** Whether the dialog is shown. Controlled: keep it in state and update it from `onOpenChange`. */
  open: boolean;
  /** Called with `false` when the reader asks to close: close button, Escape, outside click. */
  onOpenChange: (open: boolean) => void;
  /** The dialog's title; it is the dialog's accessible name (`aria-labelledby`). */
  title: ReactNode;
  /** Show the title to screen readers only; it still names the dialog. Default false. */
  hideTitle?: boolean;
  /** Heading level of the title. Default 2. */
  titleLevel?: HeadingLevel;
  /**
   * A view's heading under the title ('Sign in to your account' under 'Sign in or register'),
   * one level below it, drawn as the title's subtitle; with `hideTitle`, drawn as the title.
   * It stays in view while the body scrolls. Default none.
   */
  subtitle?: ReactNode;
  /** The view shown, where views take one another's place: its name is said as it changes (view-region.tsx). */
  view?: ModalView | undefined;
  /** Optional description, announced with the name (`aria-describedby`). */
  description?: ReactNode;
  children?: ReactNode;
  /** Accessible name of the close button. Default 'Close', in the widget's language. */
  closeLabel?: string;
  /** Leave out the close button (the owner then offers another way out). Default false. */
  hideCloseButton?: boolean;
  /** Escape asks to close. Default true. */
  closeOnEscape?: boolean;
  /** A click on the backdrop asks to close (docs/behaviour.md#modal: on by default, off for the account dialogs). Default true. */
  closeOnOutsideClick?: boolean;
  /** Keep Tab and Shift+Tab inside the dialog (docs/behaviour.md#modal: trapped by default). Default true. */
  trapFocus?: boolean;
  /**
   * What gets focus when the dialog opens. Default: the close button when the reader opened
   * the dialog, its first field when the page did on its own, else the first focusable
   * element, else the dialog.
   */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /**
   * Stacking level (CSS z-index) of the backdrop. Default: the page's `--mh-z-dialog` token,
   * 1000 when the page sets none (docs/behaviour.md#limits).
   */
  zIndex?: number;
  /** Where the dialog is portalled. Default: the body of the document the modal is rendered in. */
  container?: HTMLElement | null;
  /**
   * Milliseconds the dialog stays rendered after closing, with `data-state="closed"`, so CSS can
   * play an exit transition. Focus returns and scrolling comes back at once. Default 0.
   */
  exitDuration?: number;
  /**
   * Keep the content rendered (hidden, not focusable) while closed, for content that must load
   * before it is shown, such as an ad. Default false.
   */
  keepMounted?: boolean;
  /** Runs before an Escape closes; call `event.preventDefault()` to keep the dialog open. */
  onEscapeKeyDown?: (event: KeyboardEvent) => void;
  /** Runs before an outside click closes; call `event.preventDefault()` to keep the dialog open. */
  onOutsideClick?: (event: ReactMouseEvent<HTMLDivElement>) => void;
  /** Class added to the dialog panel (the backdrop keeps its own). */
  className?: string | undefined;
  /** `alertdialog` for dialogs that interrupt to demand an answer. Default 'dialog'. */
  role?: 'dialog' | 'alertdialog';
}

/** The subtitle's level: one below the title's. */
const levelBelow: Record<HeadingLevel, HeadingLevel> = { 1: 2, 2: 3, 3: 4, 4: 5, 5: 6, 6: 6 };

export function Modal({
  open,
  onOpenChange,
  title,
  hideTitle = false,
  titleLevel = 2,
  subtitle,
  view,
  description,
  children,
  closeLabel,
  hideCloseButton = false,
  closeOnEscape = true,
  closeOnOutsideClick = true,
  trapFocus = true,
  initialFocusRef,
  zIndex,
  container,
  exitDuration = 0,
  keepMounted = false,
  onEscapeKeyDown,
  onOutsideClick,
  className,
  role = 'dialog',
}: ModalProps) {
  const titleId = useId();
  const descriptionId = useId();
  const anchorRef = useRef<HTMLSpanElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const pressedOnBackdrop = useRef(false);
  const [doc, setDoc] = useState<Document>();
  const present = usePresence(open, exitDuration);
  const onServer = useServerRender();
  const copy = useMessages(catalogue);
  // Portalled out of the widget's container, which carries its language: the dialog carries it too.
  const language = useLanguageAttributes();

  // The owner document is known once the anchor is in it; portal there, never the global one.
  useLayoutEffect(() => {
    setDoc(anchorRef.current?.ownerDocument);
  }, []);

  const backdropRef = useRef<HTMLDivElement>(null);
  useEffect(() => (doc && open ? lockScroll(doc) : undefined), [doc, open]);
  useFocusReplacementOnClose(open && trapFocus, anchorRef);

  const target = container ?? doc?.body;
  // The body is rendered (portalled) once the target is known.
  const shown = open && Boolean(target);
  useScrollEdges(bodyRef, shown);
  useSteadyPress(panelRef, bodyRef, shown);
  const initialFocus = useInitialFocus(open, shown, {
    anchorRef,
    panelRef,
    bodyRef,
    closeRef,
    initialFocusRef,
  });
  const rendered = present || keepMounted;
  // The top layer of the page while open (use-layer.ts): Escape, and the start of a press on
  // the backdrop, reach it only when no overlay is open over it. The page behind is inert from
  // before the first paint; the trap's deactivation leaves the layer too, since the trap hands
  // focus back to the opener behind before React's cleanup runs.
  const leaveLayer = useLayer(open && Boolean(target), {
    inside: () => [panelRef.current],
    modalRoot: () => backdropRef.current,
    onEscape: (event) => {
      onEscapeKeyDown?.(event);
      if (!closeOnEscape || event.defaultPrevented) return;
      event.preventDefault();
      onOpenChange(false);
    },
    onOutsidePress: (event) => {
      pressedOnBackdrop.current = event.target === backdropRef.current;
    },
    onNavigate: () => onOpenChange(false),
  });
  // A click closes only when its press started on the backdrop too (not a drag out of a field).
  const onBackdropClick = (event: ReactMouseEvent<HTMLDivElement>) => {
    const outside = pressedOnBackdrop.current && event.target === event.currentTarget;
    pressedOnBackdrop.current = false;
    if (!outside || !open) return;
    onOutsideClick?.(event);
    if (closeOnOutsideClick && !event.defaultPrevented) onOpenChange(false);
  };

  const dialog = (
    // The backdrop is pointer-only on purpose: keyboard users have Escape and the close button.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      ref={backdropRef}
      {...scopeProps}
      {...language}
      className={styles.backdrop}
      // A custom property, not `z-index` itself: the stylesheet's rule wins over inline styles.
      style={zIndex === undefined ? undefined : ({ '--mh-modal-z': zIndex } as CSSProperties)}
      data-state={open ? 'open' : 'closed'}
      hidden={!present}
      onClick={onBackdropClick}
    >
      <FocusTrap
        active={open && trapFocus}
        focusTrapOptions={{
          ...(doc ? { document: doc } : {}),
          // The owner's choice, else the close button or the first field (use-initial-focus.ts), else the first focusable.
          initialFocus,
          fallbackFocus: () => panelRef.current ?? (doc?.body as HTMLElement),
          // Escape and outside clicks are ours: the owner decides (controlled), focus-trap only traps.
          escapeDeactivates: false,
          onDeactivate: leaveLayer,
          allowOutsideClick: true,
          returnFocusOnDeactivate: true,
          // What is hidden is asked of the browser in one call per element
          // (checkVisibility), not read from its computed style and client rects: that
          // check was the costliest step of opening a dialog on a slow phone. Where the
          // browser lacks checkVisibility, tabbable does the full check as before.
          tabbableOptions: { displayCheck: 'full-native' },
        }}
      >
        <div
          ref={panelRef}
          role={role}
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={description ? descriptionId : undefined}
          tabIndex={-1}
          className={[styles.panel, className].filter(Boolean).join(' ')}
          data-state={open ? 'open' : 'closed'}
        >
          {/* First in the tab order, so a reader can always leave at once; drawn top right. */}
          {hideCloseButton ? null : (
            <button
              ref={closeRef}
              type="button"
              className={styles.close}
              aria-label={closeLabel ?? copy.close}
              onClick={() => onOpenChange(false)}
            >
              <Icon path={closePath} />
            </button>
          )}
          <Heading
            level={titleLevel}
            size="lg"
            id={titleId}
            className={hideTitle ? hidden.hidden : styles.title}
          >
            {title}
          </Heading>
          {subtitle ? (
            <Heading
              level={levelBelow[titleLevel]}
              size={hideTitle ? 'lg' : 'md'}
              className={hideTitle ? styles.title : styles.subtitle}
            >
              {subtitle}
            </Heading>
          ) : null}
          {/* The body scrolls on its own, so the title and the close button stay in view on a long form. */}
          <div ref={bodyRef} className={styles.body}>
            {description ? (
              <div id={descriptionId} className={styles.description}>
                {description}
              </div>
            ) : null}
            {children}
          </div>
          {view ? <ViewRegion open={open} view={view} /> : null}
        </div>
      </FocusTrap>
    </div>
  );

  return (
    <>
      <span ref={anchorRef} hidden />
      {onServer && open ? dialog : null}
      {rendered && target ? createPortal(dialog, target) : null}
    </>
  );
}
