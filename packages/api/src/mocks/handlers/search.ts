/** Auto-suggest over a small fixture catalogue (the reference server ranks 200+ records). */
import { http, HttpResponse } from 'msw';
import type { AutoSuggestResponse } from '../../contract/index.ts';
import { endpoints } from '../../contract/index.ts';
import { autoSuggestFixtures } from '../fixtures.ts';
import { anyOrigin, errorResponse, readQuery } from '../respond.ts';

const topics = [
  'Leadership',
  'Leadership Development',
  'Strategy',
  'Innovation',
  'Managing People',
  'Managing Yourself',
];

export const searchHandlers = [
  http.get(anyOrigin(endpoints.autoSuggest), ({ request }) => {
    const parsed = readQuery(request);
    if ('error' in parsed) return parsed.error;
    const term = parsed.query.get('term')?.trim();
    if (term === undefined) return errorResponse(400, { field: 'term', errorMessage: 'term is required.' });
    if (term.length > 200)
      return errorResponse(400, {
        field: 'term',
        errorMessage: 'term is too long (200 characters at most).',
      });
    if (term.length < 3) return HttpResponse.json<AutoSuggestResponse>(autoSuggestFixtures.empty);
    const words = term.toLowerCase().split(/\s+/);
    const matches = (title: string) => words.every((word) => title.toLowerCase().includes(word));
    return HttpResponse.json<AutoSuggestResponse>({
      records: autoSuggestFixtures.leadership.records.filter((record) => matches(record.title)).slice(0, 6),
      subjects: topics
        .filter(matches)
        .slice(0, 5)
        .map((title) => ({ title, link: `?term=${encodeURIComponent(title)}` })),
    });
  }),
];
