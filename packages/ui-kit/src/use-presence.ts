import { useEffect, useState } from 'react';

/** True from `open` until `exitDuration` ms after it turns false. */
export function usePresence(open: boolean, exitDuration: number): boolean {
  const [exiting, setExiting] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    setExiting(!open && exitDuration > 0);
  }
  useEffect(() => {
    if (!exiting) return undefined;
    const timer = setTimeout(() => setExiting(false), exitDuration);
    return () => clearTimeout(timer);
  }, [exiting, exitDuration]);
  return open || exiting;
}
