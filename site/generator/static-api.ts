/**
 * The static JSON API under /api/v1/, in the spec's envelope: the read model's public JSON (read-model/json.ts)
 * paged into files; `meta.pagination` says where the reader is and where the neighbouring pages are (see
 * docs/api.md).
 */
import { readFile } from 'node:fs/promises';
import {
  API_VERSION,
  documentDetailFields,
  documentSummaryJson,
  entityJson,
  imageJson,
  timelineJson,
  type Pagination,
} from '../read-model/json.js';
import type { PublicDocument, ReadModel } from '../read-model/model.js';
import { paths, withBase } from '../read-model/urls.js';

export const API_PAGE_SIZE = 100;

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

/** A document's page texts, as its text file holds them (an unreadable page is empty). */
export function readPageTexts(d: PublicDocument): Promise<string[]> {
  return Promise.all(d.text_files.map((f) => readFile(f, 'utf8').catch(() => '')));
}

/**
 * The static API's document: its text is not repeated here but named by `text_url`, the one file that
 * the document page and search read too (gzip-compressed JSON, an array of page texts).
 */
export function staticDocumentDetailJson(d: PublicDocument) {
  const { content: _content, ...fields } = documentDetailFields(d, '');
  return { ...fields, text_url: d.text_url, page_viewer: d.viewer };
}

/** The lists of the API, by name, as `listApiFiles` pages them. */
function apiLists(model: ReadModel) {
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
export function apiFilePaths(model: ReadModel): string[] {
  return [
    ...Object.entries(apiLists(model)).flatMap(([name, items]) =>
      Array.from({ length: pageCount(items.length) }, (_, i) => paths.api.listPage(name, i + 1)),
    ),
    ...model.documents.map((d) => paths.api.document(d.id)),
  ];
}

/** The list files; per-document files are written one by one by the builder (they read the text). */
export function listApiFiles(model: ReadModel, timestamp: string): ApiFile[] {
  const base = model.publication.base;
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
