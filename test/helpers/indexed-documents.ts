/**
 * Synthetic documents (archive-fixtures.ts `syntheticDoc`) as the server's search index takes them, names
 * with their kinds, for tests that index them directly (`SearchDb.apply`) rather than through an archive.
 */
import type { IndexedDocument, NameKind } from '../../scripts/serve/search-db/search-db.js';
import { syntheticDoc } from './archive-fixtures.js';

const KIND_OF: Record<string, NameKind> = { person: 'person', location: 'place', organization: 'organization' };

/**
 * Synthetic document `i` of `seed`, with its first `pages` pages: one by default (enough words in common,
 * and quick to index) as its text only; more as searchable pages too, so that phrases meet page breaks.
 */
export function indexedDocument(i: number, seed: number, pages = 1): IndexedDocument {
  const d = syntheticDoc(i, seed);
  const kept = d.pages.slice(0, pages);
  return {
    document_id: i.toString(16).padStart(16, '0'),
    title: d.title,
    date: d.date,
    source: d.source,
    category: d.category,
    verification_level: d.verification_level ?? 1,
    summary: d.summary ?? null,
    content: kept.join('\n'),
    ...(pages > 1 ? { pages: kept } : {}),
    entities: (d.entities ?? []).map((e) => e.name),
    tags: d.tags ?? [],
    named: (d.entities ?? []).map((e) => ({ name: e.name, kind: KIND_OF[e.type]! })),
  };
}
