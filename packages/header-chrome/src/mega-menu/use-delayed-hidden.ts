import { useEffect, useState } from 'react';

/** The mega menu stays in place this long after closing, for its slide-out (docs/behaviour.md#limits). */
export const MEGA_MENU_HIDE_DELAY_MS = 1000;

/**
 * True once `open` has been false for `delayMs` (and before it ever opened).
 * Opening shows at once; the timer goes on reopen and unmount.
 */
export function useDelayedHidden(open: boolean, delayMs: number = MEGA_MENU_HIDE_DELAY_MS): boolean {
  const [settled, setSettled] = useState(!open);
  const [previous, setPrevious] = useState(open);
  if (previous !== open) {
    setPrevious(open);
    setSettled(false);
  }
  useEffect(() => {
    if (open || settled) return undefined;
    const timer = setTimeout(() => setSettled(true), delayMs);
    return () => clearTimeout(timer);
  }, [open, settled, delayMs]);
  return !open && settled;
}
