import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { useMessages } from '@masthead/i18n/react';
import { Icon, VisuallyHidden, closePath, searchPath, sectionLabelClass } from '@masthead/ui-kit';
import { searchAction, searchParam } from '../links.ts';
import { catalogue, type HeaderMessages } from '../messages.ts';
import { SEARCH_DEBOUNCE_MS, suggestionTerm, type SuggestionOption } from './search-rules.ts';
import { optionId, useCombobox } from './use-combobox.ts';
import { useDebouncedValue } from './use-debounced-value.ts';
import styles from './search.module.css';

const loadSource = () => import('./suggestion-source.tsx');
const SuggestionSource = lazy(loadSource);

export interface SearchFormProps {
  /** Name of the search landmark, telling the header's search from the menu's. */
  label: string;
  className?: string | undefined;
}

/**
 * The search form (docs/behaviour.md#search): GET /search?term=…, a clear button while the
 * field has text, and suggestions as a combobox list once 3 characters have rested
 * for 350 ms. The suggestions' data code loads the first time the field is focused.
 */
export function SearchForm({ label, className }: SearchFormProps) {
  const copy = useMessages(catalogue);
  const inputId = useId();
  const listboxId = `${inputId}-suggestions`;
  const inputRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [term, setTerm] = useState('');
  const query = suggestionTerm(useDebouncedValue(term, SEARCH_DEBOUNCE_MS));
  const [reported, setReported] = useState<{ term: string; options: SuggestionOption[] }>({
    term: '',
    options: [],
  });
  const onOptionsChange = useCallback(
    (options: SuggestionOption[]) => setReported({ term: query, options }),
    [query],
  );
  const answered = query !== '' && reported.term === query;
  const options = answered ? reported.options : none;
  const combobox = useCombobox(listboxId, options, formRef, answered && options.length === 0);

  const clear = () => {
    setTerm('');
    inputRef.current?.focus();
  };
  const firstTopic = options.findIndex((o) => o.kind === 'topic');
  // Each option says its place among them all, the topics' group too: the status counts
  // them all and the arrows go through them as one list, where a screen reader would
  // otherwise count each group apart ('7 suggestions', then 'of 6').
  const renderOption = (option: SuggestionOption, index: number) => (
    <a
      key={`${option.kind}-${option.href}`}
      id={optionId(listboxId, index)}
      role="option"
      aria-posinset={index + 1}
      aria-setsize={options.length}
      aria-selected={index === combobox.active}
      tabIndex={-1}
      href={option.href}
      className={styles.option}
    >
      <span className={styles.optionTitle}>{option.title}</span>
      {option.detail ? (
        <span className={styles.optionDetail}>
          <VisuallyHidden>{copy.suggestionDetailSeparator}</VisuallyHidden>
          {option.detail}
        </span>
      ) : null}
    </a>
  );

  return (
    <form
      ref={formRef}
      role="search"
      aria-label={label}
      action={searchAction}
      method="get"
      className={[styles.form, className].filter(Boolean).join(' ')}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) combobox.dismiss();
      }}
    >
      <label htmlFor={inputId}>
        <VisuallyHidden>{copy.searchLabel}</VisuallyHidden>
      </label>
      <input
        ref={inputRef}
        id={inputId}
        className={styles.input}
        type="search"
        name={searchParam}
        value={term}
        placeholder={copy.searchPlaceholder}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={combobox.expanded}
        aria-controls={listboxId}
        aria-activedescendant={combobox.active >= 0 ? optionId(listboxId, combobox.active) : undefined}
        onFocus={() => void loadSource()}
        onChange={(event) => {
          setTerm(event.target.value);
          combobox.reopen();
        }}
        onKeyDown={(event) => combobox.onKeyDown(event, clear)}
      />
      {term !== '' ? (
        <button
          type="button"
          className={styles.iconButton}
          aria-label={copy.searchClearLabel}
          onClick={clear}
        >
          <Icon path={closePath} size={18} />
        </button>
      ) : null}
      <button type="submit" className={styles.iconButton} aria-label={copy.searchLabel}>
        <Icon path={searchPath} size={18} />
      </button>
      {query !== '' ? (
        <Suspense fallback={null}>
          <SuggestionSource term={query} onOptionsChange={onOptionsChange} />
        </Suspense>
      ) : null}
      {combobox.expanded ? (
        // Pressing an option must not blur the input first (that would close the list).
        // Focus stays in the input (aria-activedescendant); -1 only satisfies the listbox role.
        <div
          id={listboxId}
          role="listbox"
          tabIndex={-1}
          aria-label={copy.suggestionsLabel}
          className={styles.listbox}
          onMouseDown={(event) => event.preventDefault()}
        >
          {options.slice(0, firstTopic === -1 ? undefined : firstTopic).map(renderOption)}
          {firstTopic === -1 ? null : (
            <div role="group" aria-label={copy.suggestedTopicsLabel} className={styles.group}>
              <div className={`${sectionLabelClass} ${styles.groupTitle}`} aria-hidden="true">
                {copy.suggestedTopicsLabel}
              </div>
              {options.slice(firstTopic).map((option, i) => renderOption(option, firstTopic + i))}
            </div>
          )}
        </div>
      ) : null}
      {combobox.noMatchShown ? (
        // Said once, by the status below; this is its visible copy.
        <p className={styles.noMatch} aria-hidden="true">
          {copy.noSuggestions({ term: query })}
        </p>
      ) : null}
      <VisuallyHidden>
        <span role="status">{statusText(copy, combobox, options.length, query)}</span>
      </VisuallyHidden>
    </form>
  );
}

const none: SuggestionOption[] = [];

/** What the polite status says: how many suggestions show, that none match, or nothing. */
function statusText(
  copy: HeaderMessages,
  combobox: { expanded: boolean; noMatchShown: boolean },
  count: number,
  term: string,
) {
  if (combobox.expanded) return copy.suggestionsCount({ count });
  return combobox.noMatchShown ? copy.noSuggestions({ term }) : '';
}
