import { Suspense, useId, useState } from 'react';
import { useMessages } from '@masthead/i18n/react';
import { Icon, cartPath, useKeptClick } from '@masthead/ui-kit';
import { lazyPanel } from '../header/lazy-panel.tsx';
import { useWarmUpWithoutHover } from '../header/use-warm-up-without-hover.ts';
import { catalogue } from '../messages.ts';
import styles from '../header/header.module.css';

const { Panel: CartPanel, preload: loadPanel } = lazyPanel(() => import('./cart-panel.tsx'));

export interface CartButtonProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The cart button; the flyout (react-query, the API client) loads when first wanted, or on a touch screen once the page is idle. */
export function CartButton({ open, onOpenChange }: CartButtonProps) {
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const kept = useKeptClick(styles.iconButton);
  const copy = useMessages(catalogue);
  useWarmUpWithoutHover(anchor, loadPanel);
  return (
    <>
      <button
        ref={setAnchor}
        type="button"
        {...kept.props}
        aria-label={copy.cartLabel}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => {
          setWanted(true);
          onOpenChange(!open);
        }}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
      >
        <Icon path={cartPath} size={22} />
        {kept.marker}
      </button>
      {/* Always present, so aria-controls names an element even before the flyout loads or when it renders nothing. */}
      <div id={id}>
        {wanted ? (
          <Suspense fallback={null}>
            <CartPanel anchor={anchor} open={open} onOpenChange={onOpenChange} />
          </Suspense>
        ) : null}
      </div>
    </>
  );
}
