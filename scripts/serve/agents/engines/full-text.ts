/**
 * The internal full-text engine: the public server's search index (every word of the query must occur;
 * ranked as the site's search ranks, actions/lib/text/ranking.ts), with the documents endpoint's filters
 * as SQL. Scores are relative to the best match; every hit holds every word, so the engine is exact.
 */
import type { ArchiveView } from '../../archive-view.js';
import type { DocumentFilters } from '../../search-db/search-db.js';
import { documentItem } from './documents.js';
import type { Engine } from './engine.js';

export interface DocumentsQuery {
  query: string;
  filters: {
    category?: string[];
    date_range?: { start?: string; end?: string };
    source?: string[];
    verification_level?: number[];
  };
}

export function searchDbFilters(filters: DocumentsQuery['filters']): Omit<DocumentFilters, 'q'> {
  const out: Omit<DocumentFilters, 'q'> = {};
  if (filters.category?.length) out.category = filters.category;
  if (filters.source?.length) out.source = filters.source;
  if (filters.verification_level?.length) out.verification_level = filters.verification_level;
  if (filters.date_range?.start) out.date_from = filters.date_range.start;
  if (filters.date_range?.end) out.date_to = filters.date_range.end;
  return out;
}

export function fullTextEngine(view: ArchiveView): Engine<DocumentsQuery> {
  return {
    name: 'full_text',
    exact: true,
    async search(q, { want }) {
      const snapshot = view.snapshot;
      const { total, hits } = view.db.search(q.query, searchDbFilters(q.filters), { offset: 0, limit: want });
      const items = hits.flatMap((hit) => {
        const d = snapshot.model.byId.get(hit.document_id);
        return d ? [documentItem(d, hit.score, { snippet_html: hit.snippet_html })] : [];
      });
      return { items, total };
    },
  };
}
