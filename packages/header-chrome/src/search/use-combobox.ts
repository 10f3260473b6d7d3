import { useState, type KeyboardEvent, type RefObject } from 'react';
import { useLayer } from '@masthead/ui-kit';
import type { SuggestionOption } from './search-rules.ts';

export const optionId = (listboxId: string, index: number) => `${listboxId}-option-${index}`;

/**
 * State and keys of the search combobox (WAI-ARIA combobox with a list popup):
 * arrows move the active option, Enter follows it, Escape closes the list (then
 * clears the field), typing opens the list again. Focus stays in the input; the
 * active option is named by aria-activedescendant. The open list is a layer of the page's
 * overlays (`useLayer`): as the top one it closes on Escape and on a press outside `root`
 * (the form), before an overlay it opened in (the mega menu's panel) hears either. A term
 * answered with no option (`noMatch`) shows a note in the list's place, not a list: the
 * combobox stays collapsed, and the note closes like the list.
 */
export function useCombobox(
  listboxId: string,
  options: readonly SuggestionOption[],
  root: RefObject<HTMLElement | null>,
  noMatch = false,
) {
  const [active, setActive] = useState(-1);
  const [dismissed, setDismissed] = useState(false);
  const [seen, setSeen] = useState(options);
  // New options (a newer answer) reset the active row.
  if (seen !== options) {
    setSeen(options);
    setActive(-1);
  }
  const expanded = options.length > 0 && !dismissed;
  const noMatchShown = noMatch && options.length === 0 && !dismissed;
  const count = options.length;
  const dismiss = () => {
    setDismissed(true);
    setActive(-1);
  };
  useLayer(expanded || noMatchShown, {
    inside: () => [root.current],
    onEscape: (event) => {
      event.preventDefault();
      dismiss();
    },
    onOutsidePress: dismiss,
  });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, clear: () => void) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return;
      event.preventDefault();
      if (!expanded) {
        setDismissed(false);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current === -1 && step === -1 ? count - 1 : (current + step + count) % count));
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      event.currentTarget.ownerDocument.getElementById(optionId(listboxId, active))?.click();
    } else if (event.key === 'Escape' && !event.defaultPrevented && event.currentTarget.value !== '') {
      // Not when the list's layer (or an overlay's) has just taken this Escape.
      event.preventDefault();
      clear();
    }
  };

  return {
    expanded,
    /** The no-match note shows. */
    noMatchShown,
    active: expanded ? active : -1,
    onKeyDown,
    /** The field changed: show the list again. */
    reopen: () => setDismissed(false),
    dismiss,
  };
}
