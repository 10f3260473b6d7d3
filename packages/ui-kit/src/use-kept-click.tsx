import { useId, type ReactNode } from 'react';
import { keptClickAttribute } from './kept-click.ts';
import { useServerRender } from './use-server-render.ts';
import styles from './kept-click.module.css';

interface KeptClick {
  /** Spread on the button: its classes (in a server render, the kept click's too) and target. */
  props: { className: string | undefined; popoverTarget?: string; popoverTargetAction?: 'show' };
  /** The marker, the button's last child. */
  marker: ReactNode;
}

/**
 * For a button with `className`: in a server render (prerendered markup), one that keeps a
 * click made before the loader runs (kept-click.ts); in the browser, nothing more: the
 * widget's own handler answers.
 * The marker goes last in the button, so the markup's other elements sit where the widget's
 * render has them (what moves across at the swap is found by position).
 */
export function useKeptClick(className?: string): KeptClick {
  const serverRender = useServerRender();
  const id = useId();
  if (!serverRender) return { props: { className }, marker: null };
  const marker = { [keptClickAttribute]: '' };
  return {
    props: {
      className: className ? `${className} ${styles.keeps}` : styles.keeps,
      popoverTarget: id,
      popoverTargetAction: 'show',
    },
    marker: <span id={id} popover="manual" aria-hidden="true" className={styles.marker} {...marker} />,
  };
}
