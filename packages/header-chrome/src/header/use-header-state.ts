import { useEffect, useState, type RefObject } from 'react';
import { headerStateAt, type HeaderState } from './header-state.ts';

/**
 * Follows the page's scroll position and returns the header state. One passive
 * scroll listener, read once per animation frame; both removed on unmount.
 * `forced` pins a state (stories, tests) and listens to nothing.
 */
export function useHeaderState(
  ref: RefObject<HTMLElement | null>,
  adPresent: boolean,
  forced?: HeaderState,
): HeaderState {
  const [state, setState] = useState<HeaderState>('normal');

  useEffect(() => {
    if (forced) return undefined;
    const win = ref.current?.ownerDocument.defaultView;
    if (!win) return undefined;
    let frame = 0;
    const read = () => {
      frame = 0;
      setState(headerStateAt(win.scrollY, adPresent));
    };
    const onScroll = () => {
      if (frame === 0) frame = win.requestAnimationFrame(read);
    };
    read();
    win.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      win.removeEventListener('scroll', onScroll);
      if (frame !== 0) win.cancelAnimationFrame(frame);
    };
  }, [ref, adPresent, forced]);

  return forced ?? state;
}
