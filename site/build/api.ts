/**
 * The static JSON API under /api/v1/, in the spec's envelope. Lists are paged into files; `meta.pagination`
 * says where the reader is and where the neighbouring pages are (see docs/api.md).
 */
import { readFile } from 'node:fs/promises';
import type { SiteDocument, SiteEntity, SiteImage, SiteModel, SiteEvent } from './model.js';
import { paths, withBase } from './urls.js';

export const API_VERSION = '1.0.0';
export const API_PAGE_SIZE = 100;

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

export interface Envelope<T> {
  status: 'success';
  data: T;
  meta: { timestamp: string; version: string; pagination: Pagination };
}

export interface ApiFile {
  /** Output path relative to the site root. */
  path: string;
  body: unknown;
}

function envelope<T>(data: T, timestamp: string, pagination: Pagination): Envelope<T> {
  return { status: 'success', data, meta: { timestamp, version: API_VERSION, pagination } };
}

const SINGLE = (base: string, path: string): Pagination => ({
  page: 1,
  per_page: 1,
  total_items: 1,
  total_pages: 1,
  first: withBase(base, path),
  last: withBase(base, path),
  prev: null,
  next: null,
});

/** How many page files a list of `items` takes (one even when empty). */
function pageCount(items: number, perPage = API_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(items / perPage));
}

/** Splits `items` into page files: page 1 at `api/v1/NAME.json`, page n at `api/v1/NAME/pages/n.json`. */
export function pagedFiles<T, U>(
  base: string,
  name: string,
  items: T[],
  toJson: (item: T) => U,
  timestamp: string,
  perPage = API_PAGE_SIZE,
): ApiFile[] {
  const total = pageCount(items.length, perPage);
  const url = (n: number) => withBase(base, paths.api.listPage(name, n));
  const files: ApiFile[] = [];
  for (let page = 1; page <= total; page++) {
    const slice = items.slice((page - 1) * perPage, page * perPage).map(toJson);
    files.push({
      path: paths.api.listPage(name, page),
      body: envelope(slice, timestamp, {
        page,
        per_page: perPage,
        total_items: items.length,
        total_pages: total,
        first: url(1),
        last: url(total),
        prev: page > 1 ? url(page - 1) : null,
        next: page < total ? url(page + 1) : null,
      }),
    });
  }
  return files;
}

export function documentSummaryJson(d: SiteDocument) {
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

/** A document's page texts, as its text file holds them (an unreadable page is empty). */
export function readPageTexts(d: SiteDocument): Promise<string[]> {
  return Promise.all(d.text_files.map((f) => readFile(f, 'utf8').catch(() => '')));
}

/**
 * The static API's document: its text is not repeated here but named by `text_url`, the one file that
 * the document page and search read too (gzip-compressed JSON, an array of page texts).
 */
export function staticDocumentDetailJson(d: SiteDocument) {
  const { content: _content, ...fields } = documentDetailFields(d, '');
  return { ...fields, text_url: d.text_url };
}

/** One document with its full text, given the text (the live API reads it from its index). */
export function documentDetailFields(d: SiteDocument, content: string) {
  return {
    ...documentSummaryJson(d),
    content,
    source_type: d.source_type,
    case_number: d.case_number,
    source_url: d.source_url,
    language: d.language,
    description: d.description,
    entity_links: d.entities.map((e) => ({ name: e.name, kind: e.kind, url: e.url })),
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

export function entityJson(model: SiteModel) {
  return (e: SiteEntity) => ({
    name: e.name,
    slug: e.slug,
    type: e.kind === 'characters' ? 'person' : e.kind === 'locations' ? 'location' : 'organization',
    aliases: e.aliases,
    description: e.description,
    document_count: e.document_ids.length,
    document_ids: e.document_ids,
    connections: e.connections.map((c) => ({ name: c.name, type: c.type, weight: c.weight, url: c.url })),
    url: e.url,
    ...(model.entitySource[e.kind] === 'documents' ? { derived_from: 'documents' as const } : {}),
  });
}

export function timelineJson(e: SiteEvent) {
  return { date: e.date, label: e.label, document_id: e.document_id, page: e.page, url: e.url };
}

/** An image of the slideshows: where its file is, what it shows, and the document it belongs to. */
export function imageJson(i: SiteImage) {
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

/** The lists of the API, by name, as `listApiFiles` pages them. */
function apiLists(model: SiteModel) {
  return {
    documents: model.documents,
    characters: model.entities.characters,
    locations: model.entities.locations,
    organizations: model.entities.organizations,
    timeline: model.timeline,
    images: model.images,
  };
}

/** Every file the API is made of, lists and documents, as paths from the site root (the plan of it). */
export function apiFilePaths(model: SiteModel): string[] {
  return [
    ...Object.entries(apiLists(model)).flatMap(([name, items]) =>
      Array.from({ length: pageCount(items.length) }, (_, i) => paths.api.listPage(name, i + 1)),
    ),
    ...model.documents.map((d) => paths.api.document(d.id)),
  ];
}

/** The list files; per-document files are written one by one by the builder (they read the text). */
export function listApiFiles(model: SiteModel, timestamp: string): ApiFile[] {
  const base = model.site.base;
  const toEntity = entityJson(model);
  const lists = apiLists(model);
  return [
    ...pagedFiles(base, 'documents', lists.documents, documentSummaryJson, timestamp),
    ...pagedFiles(base, 'characters', lists.characters, toEntity, timestamp),
    ...pagedFiles(base, 'locations', lists.locations, toEntity, timestamp),
    ...pagedFiles(base, 'organizations', lists.organizations, toEntity, timestamp),
    ...pagedFiles(base, 'timeline', lists.timeline, timelineJson, timestamp),
    ...pagedFiles(base, 'images', lists.images, imageJson, timestamp),
  ];
}

export function documentApiFile(base: string, id: string, detail: unknown, timestamp: string): ApiFile {
  return { path: paths.api.document(id), body: envelope(detail, timestamp, SINGLE(base, paths.api.document(id))) };
}
