/**
 * What the reader sees in place of a dialog that could not load (its remote unreachable,
 * too slow, or throwing while rendering): a small alert dialog of the loader's own, on the
 * shared Modal, which the loader serves from its own origin, so it shows whichever remote is
 * down. Focus moves in (to Try again), stays in, Escape and Close close it, and focus returns
 * to what opened the dialog. It speaks the page's language (common/messages.ts).
 */
import { useRef } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import type { DialogRequest } from '@masthead/store/vanilla';
import { useMessages } from '@masthead/i18n/react';
import { Modal } from '@masthead/ui-kit/modal';
import { catalogue } from '../../common/messages.ts';
import styles from './dialog-unavailable.module.css';

/** Above the page's chrome, at the checkout dialog's level (docs/behaviour.md#limits), so it shows wherever that would. */
const stackingLevel = 300051;

export interface DialogUnavailableProps {
  /** Which dialog could not be shown. */
  kind: DialogRequest['kind'];
  open: boolean;
  /** A new attempt is under way: Try again says so and ignores presses. */
  busy: boolean;
  onRetry: () => void;
  /** Close, Escape. */
  onClose: () => void;
}

export function DialogUnavailable({ kind, open, busy, onRetry, onClose }: DialogUnavailableProps) {
  const retryRef = useRef<HTMLButtonElement>(null);
  // In the page's language, fetched as the loader started (entry/page-locale.ts).
  const copy = useMessages(catalogue);
  const text = copy[kind];
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      role="alertdialog"
      title={text.title}
      description={text.message}
      hideCloseButton
      closeOnOutsideClick={false}
      initialFocusRef={retryRef}
      zIndex={stackingLevel}
    >
      <div className={styles.actions}>
        {/* aria-disabled, not disabled: a disabled button would drop the reader's focus to the page. */}
        <button
          ref={retryRef}
          type="button"
          className={styles.button}
          aria-disabled={busy || undefined}
          onClick={() => {
            if (!busy) onRetry();
          }}
        >
          {busy ? copy.retrying : copy.retry}
        </button>
        <button type="button" className={`${styles.button} ${styles.secondary}`} onClick={onClose}>
          {copy.close}
        </button>
      </div>
      <p role="status" className={styles.status}>
        {busy ? copy.retrying : ''}
      </p>
    </Modal>
  );
}

export interface DialogUnavailableView {
  show(props: Omit<DialogUnavailableProps, 'open'>): void;
  /** Closes it at once, so focus is back on the opener before anything else opens. */
  hide(): void;
  /** Unmounts it and takes its root off the page. */
  remove(): void;
}

/** One message root per document, at the end of <body>. */
export function createDialogUnavailableView(doc: Document): DialogUnavailableView {
  const host = doc.createElement('div');
  host.dataset.mastheadDialogUnavailable = '';
  let root: Root | undefined;
  let last: Omit<DialogUnavailableProps, 'open'> | undefined;
  return {
    show(props) {
      if (!host.isConnected) doc.body.append(host);
      root ??= createRoot(host, { identifierPrefix: 'masthead-unavailable-' });
      last = props;
      root.render(<DialogUnavailable {...props} open />);
    },
    hide() {
      if (!root || !last) return;
      const closing = { ...last };
      last = undefined;
      flushSync(() => root?.render(<DialogUnavailable {...closing} busy={false} open={false} />));
    },
    remove() {
      root?.unmount();
      root = undefined;
      last = undefined;
      host.remove();
    },
  };
}
