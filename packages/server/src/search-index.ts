/** Auto-suggest ranking with MiniSearch: prefix and fuzzy matching, titles boosted. */
import MiniSearch from 'minisearch';
import type { AutoSuggestResponse } from '@masthead/api/contract';
import type { Database } from './db/database.ts';

interface Row {
  id: string;
  title: string;
  content_type: string;
  topic: string;
}

export interface SearchIndex {
  suggest(term: string): AutoSuggestResponse;
}

const options = { prefix: true, fuzzy: 0.2, combineWith: 'AND' } as const;

export async function buildSearchIndex(db: Database): Promise<SearchIndex> {
  const records = new MiniSearch<Row>({
    fields: ['title', 'topic', 'content_type'],
    storeFields: ['title', 'content_type'],
    searchOptions: { ...options, boost: { title: 3, topic: 1, content_type: 0.5 } },
  });
  records.addAll(await db.query<Row>('select link as id, title, content_type, topic from content_records'));
  const topics = new MiniSearch<{ id: string; title: string }>({
    fields: ['title'],
    storeFields: ['title'],
    searchOptions: options,
  });
  topics.addAll(await db.query<{ id: string; title: string }>('select link as id, title from topics'));
  return {
    suggest(term) {
      const query = term.trim();
      if (query.length < 3) return { records: [], subjects: [] };
      return {
        records: records
          .search(query)
          .slice(0, 6)
          .map((hit) => ({
            contentType: String(hit.content_type),
            title: String(hit.title),
            link: hit.id as string,
          })),
        subjects: topics
          .search(query)
          .slice(0, 5)
          .map((hit) => ({ title: String(hit.title), link: hit.id as string })),
      };
    },
  };
}
