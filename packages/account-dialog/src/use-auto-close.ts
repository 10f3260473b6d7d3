import { useEffect, useRef } from 'react';
import { closeDialog } from '@masthead/store';
import { AUTO_CLOSE_MS } from './services.ts';

/**
 * Once `done`, closes the dialog after 3000 ms (SPEC 2.1, 9) and moves focus to the returned
 * ref (the confirmation), so it is read and focus does not fall out of the dialog. The timer
 * is cleared when the view goes away first.
 */
export function useAutoClose<T extends HTMLElement>(done: boolean) {
  const messageRef = useRef<T>(null);
  useEffect(() => {
    if (!done) return undefined;
    messageRef.current?.focus();
    const timer = setTimeout(closeDialog, AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [done]);
  return messageRef;
}
