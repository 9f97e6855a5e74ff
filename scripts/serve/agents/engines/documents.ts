/** A document of the archive as a result item: its id, title, summary and internal address. */
import type { PublicDocument } from '../../../../site/read-model/model.js';
import { internalUrl, score, type ResultItem } from './engine.js';

export function documentItem(d: PublicDocument, relevance: number, metadata: Record<string, unknown> = {}): ResultItem {
  return {
    document_id: d.id,
    title: d.title,
    relevance_score: score(relevance),
    summary: d.summary ?? '',
    url: internalUrl.document(d.id),
    metadata: {
      date: d.date,
      source: d.source,
      source_type: d.source_type,
      category: d.category,
      verification_level: d.verification_level,
      tags: d.tags,
      page_url: d.url,
      ...metadata,
    },
  };
}
