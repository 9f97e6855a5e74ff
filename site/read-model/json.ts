/**
 * The public JSON of the read model: what a document, an entity, a timeline entry and an image are in
 * the API, shared by the static API files the generator writes and the live API of `dirhub serve`
 * (docs/api.md). Both wrap them in the spec's envelope, whose version and pagination are here too.
 */
import type { PublicDocument, PublicEntity, PublicImage, ReadModel, TimelineEntry } from './model.js';

export const API_VERSION = '1.0.0';

export interface Pagination {
  /** 1-based page number of this file. */
  page: number;
  per_page: number;
  total_items: number;
  total_pages: number;
  /** Site-absolute URLs (path prefix included) of the first, last, previous and next page files; null at the ends. */
  first: string;
  last: string;
  prev: string | null;
  next: string | null;
}

export function documentSummaryJson(d: PublicDocument) {
  return {
    document_id: d.id,
    title: d.title,
    date: d.date,
    source: d.source,
    category: d.category,
    verification_level: d.verification_level,
    summary: d.summary,
    entities: d.entities.map((e) => e.name),
    tags: d.tags,
    pages: d.pages,
    url: d.url,
    api_url: d.api_url,
  };
}

/** One document with its full text, given the text (the live API reads it from its index). */
export function documentDetailFields(d: PublicDocument, content: string) {
  return {
    ...documentSummaryJson(d),
    content,
    source_type: d.source_type,
    source_type_inferred: d.source_type_inferred,
    case_number: d.case_number,
    source_url: d.source_url,
    language: d.language,
    description: d.description,
    entity_links: d.entities.map((e) => ({ name: e.name, kind: e.kind, url: e.url, roles: e.roles })),
    cross_references: d.cross_references.map((r) => ({
      type: r.type,
      document_id: r.document_id,
      title: r.title,
      score: r.score,
      evidence: r.evidence,
      url: r.url,
    })),
    file: {
      name: d.file.name,
      url: d.file.href,
      media_type: d.file.media_type,
      sha256: d.file.sha256,
      bytes: d.file.bytes,
    },
    ocr_pages: d.ocr_pages,
    accepted_at: d.accepted_at,
    category_source: d.category_assignment?.source ?? null,
    category_confidence: d.category_assignment?.confidence ?? null,
    // Kinds and pages only: the flagged values are never published.
    personal_data: d.personal_data.map((p) => ({ kind: p.kind, pages: p.pages, count: p.count })),
  };
}

export function entityJson(model: ReadModel) {
  return (e: PublicEntity) => ({
    name: e.name,
    slug: e.slug,
    type: e.kind === 'characters' ? 'person' : e.kind === 'locations' ? 'location' : 'organization',
    aliases: e.aliases,
    description: e.description,
    document_count: e.document_ids.length,
    document_ids: e.document_ids,
    connections: e.connections.map((c) => ({ name: c.name, type: c.type, weight: c.weight, url: c.url })),
    roles: e.roles.map((r) => ({ role: r.role, kinds: r.kinds, for: r.for, document_id: r.document_id })),
    corrections: e.corrections,
    url: e.url,
    ...(model.entitySource[e.kind] === 'documents' ? { derived_from: 'documents' as const } : {}),
  });
}

export function timelineJson(e: TimelineEntry) {
  return { date: e.date, label: e.label, document_id: e.document_id, page: e.page, url: e.url };
}

/** An image of the slideshows: where its file is, what it shows, and the document it belongs to. */
export function imageJson(i: PublicImage) {
  return {
    id: i.id,
    url: i.url,
    width: i.width,
    height: i.height,
    caption: i.caption,
    category: i.category,
    document_id: i.document_id,
    document_url: i.document_url,
    page: i.page,
  };
}
