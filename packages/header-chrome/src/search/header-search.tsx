import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useMessages } from '@masthead/i18n/react';
import { Icon, searchPath, useKeptClick } from '@masthead/ui-kit';
import { catalogue } from '../messages.ts';
import { SearchForm } from './search-form.tsx';
import styles from './search.module.css';

export interface HeaderSearchProps {
  /** Name of the search landmark. */
  label: string;
  className?: string | undefined;
}

/**
 * The header's search. Where the bar has no room for a field of a useful width (tablets,
 * see search.module.css), it shows a search button instead, which opens the field across
 * the bar; Escape on an empty field, or focus leaving it, closes it again. Elsewhere the
 * button is not displayed and the field always shows.
 */
export function HeaderSearch({ label, className }: HeaderSearchProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const refocusToggle = useRef(false);
  const kept = useKeptClick(styles.toggle);
  const copy = useMessages(catalogue);

  // Focus moves once the field or the button is displayed again.
  useEffect(() => {
    if (open) rootRef.current?.querySelector('input')?.focus();
    else if (refocusToggle.current) toggleRef.current?.focus();
    refocusToggle.current = false;
  }, [open]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // The field's own Escape (close the list, then clear the text) comes first.
    if (event.key !== 'Escape' || event.defaultPrevented || !open) return;
    refocusToggle.current = true;
    setOpen(false);
  };

  return (
    // Listens to its own button and field as they bubble; it takes no input itself.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={rootRef}
      className={[styles.headerSearch, className].filter(Boolean).join(' ')}
      data-open={open || undefined}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <button
        ref={toggleRef}
        type="button"
        {...kept.props}
        aria-label={copy.searchLabel}
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <Icon path={searchPath} size={20} />
        {kept.marker}
      </button>
      <SearchForm label={label} className={styles.headerForm} />
    </div>
  );
}
