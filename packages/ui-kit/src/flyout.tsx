import {
  autoUpdate,
  flip,
  offset,
  shift,
  useFloating,
  useTransitionStyles,
  type Placement,
} from '@floating-ui/react';
import type { ReactNode } from 'react';
import { useLayer } from './use-layer.ts';
import motionStyles from './flyout.module.css';

/** Fade-in and fade-out of the header's flyouts (docs/behaviour.md#limits: about 400 ms and 800 ms). */
export const flyoutFadeMs = { open: 400, close: 800 } as const;

/** Decelerating: the fade (and slide) shows from the first frames after the press, then settles. */
const easeOut = 'cubic-bezier(0.2, 0, 0, 1)';

export interface FlyoutProps {
  /** Whether the flyout is shown (it fades out before it leaves the DOM). */
  open: boolean;
  /** Called with false on Escape or a press outside the flyout and its anchor. */
  onOpenChange: (open: boolean) => void;
  /** The button that opens it: the flyout is placed against it and focus returns to it. */
  anchor: HTMLElement | null;
  /** Id of the flyout element. Default none (the anchor may control a wrapper instead). */
  id?: string | undefined;
  /** Accessible name of the flyout region. */
  label: string;
  /** Side of the anchor to open on. Default 'bottom-end'. */
  placement?: Placement;
  /** Fade durations in milliseconds. Default `flyoutFadeMs`. */
  duration?: { open: number; close: number };
  /**
   * Nothing to show (the cart after a failed answer): no region is rendered, but an open
   * flyout still closes on Escape and a press outside, so its button does not stay expanded
   * with no way out but pressing it again. Default false.
   */
  empty?: boolean;
  /** Its content is still loading: the region is marked `aria-busy`. Default false. */
  busy?: boolean;
  className?: string | undefined;
  children?: ReactNode;
}

/**
 * A non-modal flyout positioned by @floating-ui/react: placed against its anchor, kept in
 * view, faded in from the frame it opens (and slid a little, unless the reader asks for reduced
 * motion), faded out, closed on Escape (focus back on the anchor) or an outside press while it
 * is the top layer of the page's overlays. It renders right after its anchor in the DOM, so
 * Tab moves from the anchor into it in reading order.
 */
export function Flyout({
  open,
  onOpenChange,
  anchor,
  id,
  label,
  placement = 'bottom-end',
  duration = flyoutFadeMs,
  empty = false,
  busy = false,
  className,
  children,
}: FlyoutProps) {
  const {
    refs: { setFloating },
    elements: { floating },
    floatingStyles,
    context,
  } = useFloating({
    open,
    onOpenChange,
    elements: { reference: anchor },
    placement,
    middleware: [offset(8), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  // A layer of the page's overlay stack (use-layer.ts) while open, even when it renders nothing
  // (`empty`): its anchor counts as inside, so a press on it toggles rather than closes twice.
  useLayer(open && Boolean(anchor), {
    inside: () => [anchor, floating],
    onEscape: (event) => {
      event.preventDefault();
      anchor?.focus();
      onOpenChange(false);
    },
    onOutsidePress: () => onOpenChange(false),
    onNavigate: () => onOpenChange(false),
  });
  // Put in opaque, with its open duration: its entrance comes from the stylesheet's starting
  // style (flyout.module.css), in the first frame, rather than from a switch to open a frame
  // later. Its exit is a fade to transparent, then it leaves the page.
  const { isMounted, styles } = useTransitionStyles(context, {
    duration,
    initial: { opacity: 1, transitionDuration: `${duration.open}ms` },
    open: { opacity: 1 },
    close: { opacity: 0 },
    common: { transitionProperty: 'opacity, translate', transitionTimingFunction: easeOut },
  });
  if (!isMounted || empty) return null;
  return (
    <div
      ref={setFloating}
      id={id}
      role="region"
      aria-label={label}
      aria-busy={busy || undefined}
      className={[motionStyles.motion, className].filter(Boolean).join(' ')}
      style={{ ...floatingStyles, ...styles }}
    >
      {children}
    </div>
  );
}
