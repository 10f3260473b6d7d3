/**
 * The early dialog's keys and focus, handled here without the UI kit's dismissal layer
 * (ui-kit/src/layer.ts), which the mounted dialogs use: the layer comes in the loader's Modal
 * chunk, with React behind it, and an early view runs before either. Until the dialog's code
 * has mounted, Escape closes the dialog and Tab and Shift+Tab go round inside it, as the
 * mounted dialog's focus trap does; the 'unavailable' message drawn over it (messages.ts) has
 * its own two stops. An early view under another dialog (the message, made inert) stands back.
 */
import { closeDialog } from '@masthead/store/vanilla';

/** What Tab can reach inside `panel`, in order. */
function tabbables(panel: Element): HTMLElement[] {
  return Array.from(
    panel.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])',
    ),
  ).filter(
    (element) =>
      !(element as HTMLButtonElement).disabled &&
      element.tabIndex >= 0 &&
      !element.closest('[inert]') &&
      element.getClientRects().length > 0,
  );
}

/**
 * The document's keydown for the early view `element` with its dialog's `panel`: Escape
 * closes the dialog; Tab and Shift+Tab go round inside the panel, from the page's body too.
 */
export function earlyViewKeys(
  doc: Document,
  element: HTMLElement,
  panel: Element | null,
): (event: KeyboardEvent) => void {
  return (event) => {
    // Under another dialog (the loader's message), that one answers.
    if (event.defaultPrevented || element.closest('[inert]')) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      closeDialog();
      return;
    }
    const active = doc.activeElement;
    if (event.key !== 'Tab' || !panel || (active && active !== doc.body && !element.contains(active))) return;
    // Round inside the dialog: past its last stop to its first, and back.
    const stops = tabbables(panel);
    const first = stops[0];
    const last = stops[stops.length - 1];
    if (!first || !last) return;
    const inside = active && panel.contains(active);
    if (event.shiftKey && (!inside || active === first)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (!inside || active === last)) {
      event.preventDefault();
      first.focus();
    }
  };
}

/**
 * The 'unavailable' message's keydown, on its outermost element: Escape closes the dialog;
 * Tab and Shift+Tab go from one of its two buttons to the other, and stay in the message.
 */
export function messageKeys(
  doc: Document,
  retryButton: HTMLElement,
  closeButton: HTMLElement,
): (event: KeyboardEvent) => void {
  return (event) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      closeDialog();
    } else if (event.key === 'Tab') {
      event.preventDefault();
      (doc.activeElement === retryButton ? closeButton : retryButton).focus();
    }
  };
}
