/** Search suggestion rules (docs/behaviour.md#search). */

/** The typed term is passed on this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 350;
/** Suggestions are only asked for from this many characters. */
export const MIN_TERM_LENGTH = 3;
/** At most this many records are shown. */
export const MAX_RECORDS = 6;

/** One choosable row of the suggestion list: a record, or a suggested topic. */
export interface SuggestionOption {
  kind: 'record' | 'topic';
  title: string;
  href: string;
  /** A record's content type ('Article', 'Podcast', ...). */
  detail?: string;
}

/** The term to ask suggestions for, or '' when it is too short. */
export const suggestionTerm = (term: string): string => {
  const trimmed = term.trim();
  return trimmed.length >= MIN_TERM_LENGTH ? trimmed : '';
};
