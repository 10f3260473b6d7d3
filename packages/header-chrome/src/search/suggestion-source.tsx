import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getAutoSuggest, type AutoSuggestResponse } from '@masthead/api';
import { queryClientFor } from '../data/query-client.ts';
import { useQueryHolder } from '../data/query-holder.ts';
import { searchAction } from '../links.ts';
import { MAX_RECORDS, type SuggestionOption } from './search-rules.ts';

/** At most 6 records, then the suggested topics, each linking to `/search` + its link (docs/behaviour.md#search). */
export function toOptions(answer: AutoSuggestResponse): SuggestionOption[] {
  return [
    ...answer.records.slice(0, MAX_RECORDS).map((r): SuggestionOption => ({
      kind: 'record',
      title: r.title,
      href: r.link,
      detail: r.contentType,
    })),
    ...answer.subjects.map((s): SuggestionOption => ({
      kind: 'topic',
      title: s.title,
      href: `${searchAction}${s.link}`,
    })),
  ];
}

export interface SuggestionSourceProps {
  /** A term of at least 3 characters, already debounced. */
  term: string;
  /** The options for `term` once it is answered, empty for no match; not called while it loads or after a failure. */
  onOptionsChange: (options: SuggestionOption[]) => void;
}

function Source({ term, onOptionsChange }: SuggestionSourceProps) {
  // Keyed by term: a late answer for an older term lands in its own cache entry and
  // is never shown for the newer one (docs/behaviour.md#search: stale answers never overwrite newer).
  const { data } = useQuery({
    queryKey: ['auto-suggest', term],
    queryFn: ({ signal }) => getAutoSuggest(term, { signal }),
    select: toOptions,
  });
  useEffect(() => {
    if (data) onOptionsChange(data);
  }, [data, onOptionsChange]);
  return null;
}

/** Suggestions for the search combobox, loaded with react-query and the API client on first use. */
export default function SuggestionSource(props: SuggestionSourceProps) {
  const holder = useQueryHolder();
  const [client] = useState(() => queryClientFor(holder));
  return (
    <QueryClientProvider client={client}>
      <Source {...props} />
    </QueryClientProvider>
  );
}
