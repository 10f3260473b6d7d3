import { Suspense, useId, useState } from 'react';
import { useMessages } from '@masthead/i18n/react';
import { Icon, menuPath, useKeptClick } from '@masthead/ui-kit';
import { lazyPanel } from '../header/lazy-panel.tsx';
import { useWarmUpWithoutHover } from '../header/use-warm-up-without-hover.ts';
import { catalogue } from '../messages.ts';
import type { NavLinksOptions } from '../nav-links.ts';
import { useBodyContainer } from './use-body-container.ts';
import { useDelayedHidden } from './use-delayed-hidden.ts';
import styles from './mega-menu.module.css';

const { Panel: MegaMenuPanel, preload: loadPanel } = lazyPanel(() => import('./mega-menu-panel.tsx'));

export interface MegaMenuProps extends NavLinksOptions {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The mega menu's button (disclosure pattern: aria-expanded, aria-controls; the menu it opens
 * is a modal dialog, which it says, as Sign In does) and
 * its slide-in panel, whose code loads when first wanted (hover, focus or press), or on a
 * touch screen once the page is idle.
 * The panel stays 1 s after closing, then is hidden.
 * The button controls an element at the end of the page's body, there from the header's
 * first frame, that the panel is placed in (use-body-container.ts): `aria-controls` names an
 * element before the panel's code is in and after the panel has gone. Markup rendered on a
 * server has no such element, so there the button names none.
 */
export function MegaMenu({ open, onOpenChange, ...roles }: MegaMenuProps) {
  const panelId = useId();
  const hidden = useDelayedHidden(open);
  const kept = useKeptClick(styles.button);
  const copy = useMessages(catalogue);
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  const container = useBodyContainer(panelId, button);
  useWarmUpWithoutHover(button, loadPanel);
  return (
    <>
      <button
        ref={setButton}
        type="button"
        {...kept.props}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={container ? panelId : undefined}
        onClick={() => onOpenChange(!open)}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
      >
        <Icon path={menuPath} size={22} />
        <span className={styles.buttonLabel}>{copy.megaMenuButtonLabel}</span>
        {kept.marker}
      </button>
      {hidden || !container ? null : (
        <Suspense fallback={null}>
          <MegaMenuPanel container={container} open={open} onClose={() => onOpenChange(false)} {...roles} />
        </Suspense>
      )}
    </>
  );
}
