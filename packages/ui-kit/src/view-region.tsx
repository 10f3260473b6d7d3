import { useViewAnnouncement, type ModalView } from './use-view-announcement.ts';
import hidden from './visually-hidden.module.css';

export type { ModalView };

/**
 * The Modal's view region. A new view moves focus to its first field (or to Close), and the
 * reader says that control; the dialog's new name is not said, since a screen reader announces
 * a dialog's name as focus enters it, not when its title changes. This region says it: polite,
 * so the focused control is heard first and not cut off; empty until a view changes, so the
 * dialog's opening is not said twice; the name alone, not the view's intro, which stays for the
 * reader to read on. The Modal puts it inside its panel (a reader in a modal dialog hears
 * nothing outside it), last, so a reader reading on does not meet the name twice in a row,
 * under the title.
 */
export function ViewRegion({ open, view }: { open: boolean; view: ModalView }) {
  const said = useViewAnnouncement(open, view);
  return (
    <div aria-live="polite" className={hidden.hidden}>
      {said}
    </div>
  );
}
