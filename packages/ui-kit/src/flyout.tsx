import {
  autoUpdate,
  flip,
  offset,
  shift,
  useDismiss,
  useFloating,
  useInteractions,
  useTransitionStyles,
  type OpenChangeReason,
  type Placement,
} from '@floating-ui/react';
import type { ReactNode } from 'react';

/** Fade-in and fade-out of the header's flyouts (docs/behaviour.md#limits: about 400 ms and 800 ms). */
export const flyoutFadeMs = { open: 400, close: 800 } as const;

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
  className?: string | undefined;
  children: ReactNode;
}

/**
 * A non-modal flyout positioned by @floating-ui/react: placed against its anchor,
 * kept in view, faded in and out, closed on Escape (focus back on the anchor) or an
 * outside press. It renders right after its anchor in the DOM, so Tab moves from
 * the anchor into it in reading order.
 */
export function Flyout({
  open,
  onOpenChange,
  anchor,
  id,
  label,
  placement = 'bottom-end',
  duration = flyoutFadeMs,
  className,
  children,
}: FlyoutProps) {
  const {
    refs: { setFloating },
    floatingStyles,
    context,
  } = useFloating({
    open,
    onOpenChange: (next: boolean, _event?: Event, reason?: OpenChangeReason) => {
      if (!next && reason === 'escape-key') anchor?.focus();
      onOpenChange(next);
    },
    elements: { reference: anchor },
    placement,
    middleware: [offset(8), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const { getFloatingProps } = useInteractions([useDismiss(context)]);
  const { isMounted, styles } = useTransitionStyles(context, {
    duration,
    initial: { opacity: 0 },
  });
  if (!isMounted) return null;
  return (
    <div
      ref={setFloating}
      id={id}
      role="region"
      aria-label={label}
      className={className}
      style={{ ...floatingStyles, ...styles }}
      {...getFloatingProps()}
    >
      {children}
    </div>
  );
}
