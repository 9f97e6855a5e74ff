/**
 * Pure planning of the paged parts of the site: codex pages (per sort and per filter), timeline pages
 * per year, facets and home-page figures. Templates only render what these return, so a 30,000-document
 * codex is a few hundred static pages of `CODEX_PAGE_SIZE` rows, never one huge page.
 */
import type { PublicDocument, ReadModel, TimelineEntry } from '../read-model/model.js';
import { SEARCH_FILTERS, type SearchFilter } from '../search-index/filters.js';
import { paths, slugify, withBase, type EntityKind } from '../read-model/urls.js';

export const CODEX_PAGE_SIZE = 50;
export const TIMELINE_PAGE_SIZE = 500;
export const ENTITY_INDEX_PAGE_SIZE = 500;

/** The index pages of one kind of entity, first to last: `characters/`, then `characters/page/2/`, … */
export function entityIndexPaths(kind: EntityKind, entities: number, first = paths.entityIndex(kind)): string[] {
  const total = Math.max(1, Math.ceil(entities / ENTITY_INDEX_PAGE_SIZE));
  return Array.from({ length: total }, (_, i) => (i === 0 ? first : `${first}page/${i + 1}/`));
}

export interface Facet {
  value: string;
  label: string;
  slug: string;
  count: number;
  href: string;
}

export interface PageLink {
  n: number;
  href: string;
  current: boolean;
}

export interface Pager {
  page: number;
  total: number;
  first: string;
  last: string;
  prev: string | null;
  next: string | null;
  /** A window of page numbers around the current one, for the numbered links. */
  window: PageLink[];
}

export interface CodexView {
  /** Path of page 1 relative to the site root, e.g. `codex/` or `codex/category/legal/`. */
  path: string;
  label: string;
  sort: CodexSort;
  filter: { kind: FilterKind; value: string; label: string } | null;
}

export interface CodexPage {
  view: CodexView;
  /** Output path relative to the site root (`codex/page/2/`). */
  path: string;
  rows: PublicDocument[];
  pager: Pager;
  firstIndex: number;
  totalRows: number;
}

export const CODEX_SORTS = ['newest', 'oldest', 'title'] as const;
export type CodexSort = (typeof CODEX_SORTS)[number];
export const SORT_LABELS: Record<CodexSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  title: 'Title A–Z',
};

export const FILTER_KINDS = ['category', 'year', 'verification'] as const;
export type FilterKind = (typeof FILTER_KINDS)[number];

function pagePath(first: string, n: number): string {
  return n === 1 ? first : `${first}page/${n}/`;
}

export function pager(base: string, first: string, page: number, total: number, window = 2): Pager {
  const from = Math.max(1, page - window);
  const to = Math.min(total, page + window);
  const links: PageLink[] = [];
  for (let n = from; n <= to; n++) links.push({ n, href: withBase(base, pagePath(first, n)), current: n === page });
  return {
    page,
    total,
    first: withBase(base, pagePath(first, 1)),
    last: withBase(base, pagePath(first, total)),
    prev: page > 1 ? withBase(base, pagePath(first, page - 1)) : null,
    next: page < total ? withBase(base, pagePath(first, page + 1)) : null,
    window: links,
  };
}

function chunk<T>(items: T[], size: number): T[][] {
  if (!items.length) return [[]];
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

function facetValue(doc: PublicDocument, kind: FilterKind): string | null {
  if (kind === 'category') return doc.category;
  if (kind === 'year') return doc.year;
  return String(doc.verification_level);
}

export function facetLabel(kind: FilterKind, value: string): string {
  if (kind === 'verification') return `Verification level ${value}`;
  if (kind === 'category') return value[0]!.toUpperCase() + value.slice(1);
  return value;
}

export function codexViewPath(kind: FilterKind, value: string): string {
  return `${paths.codex}${kind}/${slugify(value)}/`;
}

export function facets(model: ReadModel, kind: FilterKind): Facet[] {
  const counts = new Map<string, number>();
  for (const d of model.documents) {
    const v = facetValue(d, kind);
    if (v !== null) counts.set(v, (counts.get(v) ?? 0) + 1);
  }
  const list = [...counts].map(([value, count]) => ({
    value,
    label: facetLabel(kind, value),
    slug: slugify(value),
    count,
    href: withBase(model.publication.base, codexViewPath(kind, value)),
  }));
  if (kind === 'year') return list.sort((a, b) => b.value.localeCompare(a.value));
  if (kind === 'verification') return list.sort((a, b) => Number(a.value) - Number(b.value));
  return list.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
}

/** The values a document's search record carries for each filter (none for a filter it has no value of). */
export function searchFilterValues(doc: PublicDocument): Partial<Record<SearchFilter, string[]>> {
  const values: Partial<Record<SearchFilter, string[]>> = {
    year: [doc.year],
    source: [doc.source],
    verification: [String(doc.verification_level)],
  };
  if (doc.category) values.category = [doc.category];
  const entities = [...new Set(doc.entities.map((e) => e.name))];
  if (entities.length) values.entity = entities;
  return values;
}

export interface SearchFilterOption {
  value: string;
  count: number;
}

/** How many entity names the search form suggests. */
export const ENTITY_SUGGESTIONS = 500;

/**
 * The search form's choices, counted at build time from the values the search records carry
 * (`searchFilterValues`). Asking Pagefind for its filter counts instead would load every filter chunk
 * into each shard, and Pagefind then recounts all of them on every query: 8× slower queries.
 */
export function searchFilterOptions(model: ReadModel): Record<SearchFilter, SearchFilterOption[]> {
  const counts = Object.fromEntries(SEARCH_FILTERS.map((f) => [f, new Map<string, number>()])) as Record<
    SearchFilter,
    Map<string, number>
  >;
  for (const d of model.documents) {
    for (const [f, values] of Object.entries(searchFilterValues(d)) as [SearchFilter, string[]][]) {
      for (const v of values) counts[f].set(v, (counts[f].get(v) ?? 0) + 1);
    }
  }
  const list = (f: SearchFilter) => [...counts[f]].map(([value, count]) => ({ value, count }));
  const byCount = (a: SearchFilterOption, b: SearchFilterOption) => b.count - a.count || a.value.localeCompare(b.value);
  return {
    category: list('category').sort(byCount),
    year: list('year').sort((a, b) => b.value.localeCompare(a.value)),
    source: list('source').sort(byCount),
    verification: list('verification').sort(byCount),
    entity: list('entity').sort(byCount).slice(0, ENTITY_SUGGESTIONS),
  };
}

function sorted(docs: PublicDocument[], sort: CodexSort): PublicDocument[] {
  if (sort === 'newest') return docs; // the model keeps documents newest first
  if (sort === 'oldest') return [...docs].reverse();
  const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
  return [...docs].sort((a, b) => collator.compare(a.title, b.title) || a.id.localeCompare(b.id));
}

export function sortPath(sort: CodexSort): string {
  return sort === 'newest' ? paths.codex : `${paths.codex}${sort}/`;
}

/** Every codex page: all documents in each sort, then each filter value newest first. */
export function codexPages(model: ReadModel, pageSize = CODEX_PAGE_SIZE): CodexPage[] {
  const base = model.publication.base;
  const pages: CodexPage[] = [];
  const emit = (view: CodexView, docs: PublicDocument[]) => {
    const chunks = chunk(docs, pageSize);
    chunks.forEach((rows, i) => {
      pages.push({
        view,
        path: pagePath(view.path, i + 1),
        rows,
        pager: pager(base, view.path, i + 1, chunks.length),
        firstIndex: i * pageSize + 1,
        totalRows: docs.length,
      });
    });
  };
  for (const sort of CODEX_SORTS) {
    emit(
      { path: sortPath(sort), label: `All documents, ${SORT_LABELS[sort].toLowerCase()}`, sort, filter: null },
      sorted(model.documents, sort),
    );
  }
  for (const kind of FILTER_KINDS) {
    const groups = new Map<string, PublicDocument[]>();
    for (const d of model.documents) {
      const v = facetValue(d, kind);
      if (v === null) continue;
      const list = groups.get(v) ?? [];
      list.push(d);
      groups.set(v, list);
    }
    for (const [value, docs] of [...groups].sort((a, b) => a[0].localeCompare(b[0]))) {
      const label = facetLabel(kind, value);
      emit(
        {
          path: codexViewPath(kind, value),
          label: `${kind === 'year' ? 'Dated ' : ''}${label}, newest first`,
          sort: 'newest',
          filter: { kind, value, label },
        },
        docs,
      );
    }
  }
  return pages;
}

export interface TimelinePage {
  year: string;
  path: string;
  events: TimelineEntry[];
  pager: Pager;
  prevYear: { year: string; href: string } | null;
  nextYear: { year: string; href: string } | null;
}

export interface TimelineYear {
  year: string;
  count: number;
  href: string;
}

/** One page per year (split further when a year is very busy), oldest first. */
export function timelinePages(
  model: ReadModel,
  pageSize = TIMELINE_PAGE_SIZE,
): { years: TimelineYear[]; pages: TimelinePage[] } {
  const base = model.publication.base;
  const byYear = new Map<string, TimelineEntry[]>();
  for (const e of model.timeline) {
    const list = byYear.get(e.year) ?? [];
    list.push(e);
    byYear.set(e.year, list);
  }
  const yearKeys = [...byYear.keys()].sort();
  const years = yearKeys.map((year) => ({
    year,
    count: byYear.get(year)!.length,
    href: withBase(base, paths.timelineYear(year)),
  }));
  const pages: TimelinePage[] = [];
  yearKeys.forEach((year, yi) => {
    const first = paths.timelineYear(year);
    const chunks = chunk(byYear.get(year)!, pageSize);
    const prev = yi > 0 ? years[yi - 1]! : null;
    const next = yi < years.length - 1 ? years[yi + 1]! : null;
    chunks.forEach((events, i) => {
      pages.push({
        year,
        path: pagePath(first, i + 1),
        events,
        pager: pager(base, first, i + 1, chunks.length),
        prevYear: prev ? { year: prev.year, href: prev.href } : null,
        nextYear: next ? { year: next.year, href: next.href } : null,
      });
    });
  });
  return { years, pages };
}

export interface TimelinePeriod {
  /** `YYYY-MM`. */
  month: string;
  label: string;
  /** Events in the month (day or month precision). */
  count: number;
  href: string;
  /** The month's most significant events, most significant first. */
  events: TimelineEntry[];
}

const MONTH_NAME = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * The densest months of the timeline, densest first, each with its most significant events: a date
 * several documents name comes before a date one document names; then the date a document bears (an
 * archived document was written then) before a date it mentions; then the more precise; then the
 * earlier. Events given only by their year belong to no month.
 */
export function timelineHighlights(
  model: ReadModel,
  pages: readonly TimelinePage[],
  periods = 6,
  perPeriod = 5,
): TimelinePeriod[] {
  // The page each month starts on (a busy year is split into several pages).
  const pageOf = new Map<string, string>();
  for (const p of pages)
    for (const e of p.events) if (!pageOf.has(e.date.slice(0, 7))) pageOf.set(e.date.slice(0, 7), p.path);
  const documentsOn = new Map<string, Set<string>>();
  const byMonth = new Map<string, TimelineEntry[]>();
  for (const e of model.timeline) {
    const docs = documentsOn.get(e.date) ?? new Set<string>();
    docs.add(e.document_id ?? e.label);
    documentsOn.set(e.date, docs);
    if (e.date.length < 7) continue;
    const list = byMonth.get(e.date.slice(0, 7)) ?? [];
    list.push(e);
    byMonth.set(e.date.slice(0, 7), list);
  }
  const significance = (a: TimelineEntry, b: TimelineEntry) =>
    documentsOn.get(b.date)!.size - documentsOn.get(a.date)!.size ||
    Number(b.own) - Number(a.own) ||
    b.date.length - a.date.length ||
    (a.date < b.date ? -1 : a.date > b.date ? 1 : 0);
  // The busiest months are chosen by their events, then shown in date order, as a timeline reads.
  return [...byMonth]
    .sort((a, b) => b[1].length - a[1].length || (a[0] < b[0] ? 1 : a[0] > b[0] ? -1 : 0))
    .slice(0, periods)
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .map(([month, events]) => ({
      month,
      label: MONTH_NAME.format(new Date(`${month}-01T00:00:00Z`)),
      count: events.length,
      href: `${withBase(model.publication.base, pageOf.get(month) ?? paths.timelineYear(month.slice(0, 4)))}#${month}`,
      events: [...events].sort(significance).slice(0, perPeriod),
    }));
}

export interface HomeFigures {
  documents: number;
  pages: number;
  characters: number;
  locations: number;
  organizations: number;
  events: number;
  images: number;
  firstYear: string | null;
  lastYear: string | null;
}

export function homeFigures(model: ReadModel): HomeFigures {
  const years = model.documents
    .map((d) => d.year)
    .filter((y) => y !== 'undated')
    .sort();
  return {
    documents: model.documents.length,
    pages: model.documents.reduce((n, d) => n + d.pages, 0),
    characters: model.entities.characters.length,
    locations: model.entities.locations.length,
    organizations: model.entities.organizations.length,
    events: model.timeline.length,
    images: model.images.length,
    firstYear: years[0] ?? null,
    lastYear: years[years.length - 1] ?? null,
  };
}
