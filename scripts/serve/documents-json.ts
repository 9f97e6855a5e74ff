/**
 * The live API's records: the static API's shapes (site/generator/api.ts), with `api_url` pointing at this
 * server instead of a JSON file of the site.
 */
import { documentDetailFields, documentSummaryJson, entityJson } from '../../site/read-model/json.js';
import type { PublicDocument, PublicEntity, ReadModel } from '../../site/read-model/model.js';
import type { SearchHit } from './search-db/search-db.js';

export const API_BASE = '/api/v1';

export function documentPath(id: string): string {
  return `${API_BASE}/documents/${id}`;
}

export function summaryJson(d: PublicDocument) {
  return { ...documentSummaryJson(d), api_url: documentPath(d.id) };
}

export function detailJson(d: PublicDocument, content: string) {
  return { ...documentDetailFields(d, content), api_url: documentPath(d.id) };
}

/** An entity lists at most this many of its documents; `documents_url` pages through all of them. */
export const ENTITY_DOCUMENT_IDS = 100;

/**
 * The static API's entity, with its list of documents cut to the first ENTITY_DOCUMENT_IDS (a name in
 * thousands of documents would make every page of the list megabytes) and a link to all of them.
 */
export function liveEntityJson(model: ReadModel) {
  const toJson = entityJson(model);
  return (e: PublicEntity) => {
    const json = toJson(e);
    return {
      ...json,
      document_ids: json.document_ids.slice(0, ENTITY_DOCUMENT_IDS),
      documents_url: `${API_BASE}/documents?entity=${encodeURIComponent(e.name)}`,
    };
  };
}

/** The spec's search result item. */
export function searchResultJson(d: PublicDocument, hit: SearchHit) {
  return {
    document_id: d.id,
    title: d.title,
    relevance_score: Math.round(hit.score * 10_000) / 10_000,
    summary: d.summary ?? '',
    url: documentPath(d.id),
    metadata: {
      date: d.date,
      source: d.source,
      category: d.category,
      verification_level: d.verification_level,
      entities: [...new Set(d.entities.map((e) => e.name))],
      tags: d.tags,
      pages: d.pages,
      page_url: d.url,
    },
    highlights: { title: hit.title_html, snippet: hit.snippet_html },
  };
}
