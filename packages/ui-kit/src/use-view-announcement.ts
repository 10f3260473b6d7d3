import { useState } from 'react';

/** The view a dialog shows, for a dialog whose views take one another's place. */
export interface ModalView {
  /** Tells the views apart in code ('sign-in', 'register'): the words may change, the key does not. */
  key: string;
  /** What names the view to a reader, in the reader's language: its title, or its heading under the title. */
  name: string;
}

/**
 * What the dialog's view region says: the new view's name once a view has taken another's
 * place while the dialog stayed open, and nothing before. Nothing on opening, since the reader
 * hears the dialog by its name as focus enters it, and nothing after closing, so the next
 * opening starts silent. Kept from render to render (not cleared on a timer): a live region
 * speaks what is added to it, and a view change is the only thing that adds to this one.
 */
export function useViewAnnouncement(open: boolean, view: ModalView | undefined): string {
  const key = view?.key;
  const [seen, setSeen] = useState({ open, key });
  const [announced, setAnnounced] = useState<string | undefined>(undefined);
  if (seen.open !== open || seen.key !== key) {
    // A render-time update: the words come in the commit that shows the new view.
    setSeen({ open, key });
    setAnnounced(open && seen.open ? key : undefined);
  }
  // The name in the words of now: a change of language says it again, in the new language.
  return view && announced === key ? view.name : '';
}
