import { Suspense, useCallback, useId, useState, type RefCallback } from 'react';
import { useMessages } from '@masthead/i18n/react';
import { Icon, subscriberPath, userPath } from '@masthead/ui-kit';
import { lazyPanel } from '../header/lazy-panel.tsx';
import { useWarmUpWithoutHover } from '../header/use-warm-up-without-hover.ts';
import { catalogue } from '../messages.ts';
import styles from '../header/header.module.css';

const { Panel: UserMenuPanel, preload: loadPanel } = lazyPanel(() => import('./user-menu-panel.tsx'));

export interface UserMenuProps {
  firstName: string;
  isSubscriber: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After a successful log out, before the menus close. */
  onLoggedOut: () => void;
  /** The greeting button's ref (a stable callback, which may return its cleanup). */
  buttonRef?: RefCallback<HTMLButtonElement>;
}

/**
 * 'Hi, {first name}' and the account flyout (docs/behaviour.md#roles). The flyout's code
 * (floating-ui, the log-out call) loads when the button is first hovered, focused or pressed,
 * or on a touch screen once the page is idle.
 */
export function UserMenu({
  firstName,
  isSubscriber,
  open,
  onOpenChange,
  onLoggedOut,
  buttonRef,
}: UserMenuProps) {
  const id = useId();
  const copy = useMessages(catalogue);
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  const [wanted, setWanted] = useState(false);
  useWarmUpWithoutHover(anchor, loadPanel);
  const ref = useCallback(
    (button: HTMLButtonElement | null) => {
      setAnchor(button);
      return buttonRef?.(button);
    },
    [buttonRef],
  );
  return (
    <>
      <button
        ref={ref}
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => {
          setWanted(true);
          onOpenChange(!open);
        }}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
      >
        <Icon
          path={isSubscriber ? subscriberPath : userPath}
          size={22}
          data-icon={isSubscriber ? 'subscriber' : 'user'}
        />
        <span className={styles.greeting}>{copy.greeting({ firstName })}</span>
      </button>
      {/* Always present, so aria-controls names an element even before the flyout loads or when it renders nothing. */}
      <div id={id}>
        {wanted ? (
          <Suspense fallback={null}>
            <UserMenuPanel
              anchor={anchor}
              open={open}
              onOpenChange={onOpenChange}
              onLoggedOut={onLoggedOut}
            />
          </Suspense>
        ) : null}
      </div>
    </>
  );
}
