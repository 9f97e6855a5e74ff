/**
 * The search page `dirhub serve` writes as HTML (`GET /search?q=`), for a reader whose browser runs no
 * JavaScript: the site's search form sends its query here when the site knows the live API
 * (`site.api_url`). The same search as the JSON API (the one query tree and ranking), its reading of the
 * query and its "did you mean", and results linking to the site's document pages. Pure: the route reads
 * the index and hands the answer here. Every value from the query or the archive is escaped; the
 * highlighted titles and passages arrive escaped already, with only their `<mark>`s as markup.
 */
import { createHash } from 'node:crypto';
import { paths } from '../../site/read-model/urls.js';
import type { PublicDocument } from '../../site/read-model/model.js';
import type { QueryReading, SearchHit } from './search-db/search-db.js';
import type { DocumentFilters } from './search-db/filters.js';

/** Results on one page, as the site's search page shows them. */
export const SEARCH_PAGE_SIZE = 10;

export interface SearchPageInput {
  /** The archive's name (site.title). */
  title: string;
  /** The public site's address (`https://owner.github.io/repo/`), its pages linked from here; null: unknown. */
  siteUrl: string | null;
  /** This route's own path, which the form and the pager send to. */
  action: string;
  /** The query as typed; '' before one is typed. */
  q: string;
  /** The page of results (1 = the first). */
  page: number;
  /** The form's filters that narrow the search. */
  filters: FormFilters;
  /** The order asked for: '' best match first (by date with no words), or by date. */
  sort: FormSort;
  /** Null when no query was given, or it is refused (`refused` says why). */
  answer: { total: number; hits: { hit: SearchHit; doc: PublicDocument }[]; reading: QueryReading } | null;
  /** Why the query was not searched (too long), shown instead of results. */
  refused?: string;
}

/** The filters of the site's search form, as it sends them (an empty field is no filter). */
export const FORM_FILTERS = ['category', 'year', 'source', 'verification', 'entity'] as const;
export type FormFilters = Partial<Record<(typeof FORM_FILTERS)[number], string>>;

/** The form's order, as the site's search form sends it: '' is best match first. */
export type FormSort = '' | 'newest' | 'oldest';

/** The form's order; anything else is the default. */
export function formSort(query: Record<string, unknown>): FormSort {
  return query.sort === 'newest' || query.sort === 'oldest' ? query.sort : '';
}

/** The form's filters this page can read (a year of four digits, a level 0–3), the rest left out. */
export function formFilters(query: Record<string, unknown>): FormFilters {
  const out: FormFilters = {};
  for (const f of FORM_FILTERS) {
    const v = query[f];
    if (typeof v !== 'string' || !v.trim() || v.length > 200) continue;
    if (f === 'year' && !/^\d{4}$/.test(v.trim())) continue;
    if (f === 'verification' && !/^[0-3]$/.test(v.trim())) continue;
    out[f] = v.trim();
  }
  return out;
}

/** The index's filters for the form's: a year is its first to its last day. */
export function documentFilters(f: FormFilters): Omit<DocumentFilters, 'q'> {
  return {
    ...(f.category ? { category: [f.category] } : {}),
    ...(f.source ? { source: [f.source] } : {}),
    ...(f.verification ? { verification_level: [Number(f.verification)] } : {}),
    ...(f.entity ? { entity: [f.entity] } : {}),
    ...(f.year ? { date_from: f.year, date_to: f.year } : {}),
  };
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Where a document's page is: on the site when its address is known, else the same path on this host. */
export function documentHref(siteUrl: string | null, doc: PublicDocument): string {
  return siteUrl ? siteHref(siteUrl, paths.document(doc.id)) : doc.url;
}

/** A path of the site (relative to its root) at its address, which may be given without its last slash. */
function siteHref(siteUrl: string, path: string): string {
  return new URL(path, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).href;
}

function searchHref(input: SearchPageInput, q: string, page = 1, filters = input.filters): string {
  const params = new URLSearchParams({ q });
  for (const f of FORM_FILTERS) if (filters[f]) params.set(f, filters[f]);
  if (input.sort) params.set('sort', input.sort);
  if (page > 1) params.set('page', String(page));
  return `${input.action}?${params}`;
}

/** "Narrowed to …" with a link to the same search without the filters. */
function filtersHtml(input: SearchPageInput): string {
  const set = FORM_FILTERS.filter((f) => input.filters[f]);
  if (!set.length) return '';
  const parts = set.map((f) => `${f} <strong>${escapeHtml(input.filters[f]!)}</strong>`);
  const all = escapeHtml(searchHref(input, input.q, 1, {}));
  const hidden = set.map((f) => `<input type="hidden" name="${f}" value="${escapeHtml(input.filters[f]!)}">`);
  return `${hidden.join('')}<p class="filters">Narrowed to ${parts.join(', ')}: <a href="${all}">search without them</a>.</p>`;
}

/** The query with each word found nowhere replaced by its suggestion (as the site's search page does). */
export function suggestedQuery(q: string, reading: QueryReading): string | null {
  if (!reading.did_you_mean?.length) return null;
  let out = q.trim();
  for (const { word, suggestion } of reading.did_you_mean) out = out.replace(word, suggestion);
  return out;
}

function statusText(input: SearchPageInput): string {
  const { answer } = input;
  if (input.refused) return input.refused;
  if (!answer) return 'Type words to look for, then Search.';
  if (!answer.total) return 'No documents match.';
  const from = (input.page - 1) * SEARCH_PAGE_SIZE + 1;
  const to = from + answer.hits.length - 1;
  const count = `${answer.total.toLocaleString('en')} document${answer.total === 1 ? '' : 's'}`;
  const match = answer.total === 1 ? 'matches' : 'match';
  if (!answer.hits.length) return `${count} ${match}; this page is past the last.`;
  return answer.total > answer.hits.length ? `${count} ${match}, showing ${from}–${to}.` : `${count} ${match}.`;
}

/** "Read as: …" when the query was read otherwise than typed, with the parser's notes. */
function readingHtml(q: string, reading: QueryReading): string {
  const out: string[] = [];
  if (reading.read_as !== q.trim() || reading.notes.length) {
    const notes = reading.notes.length ? ` (${reading.notes.map(escapeHtml).join('; ')})` : '';
    out.push(
      `<p class="read-as">Read as: <code>${escapeHtml(reading.read_as || '(nothing to look for)')}</code>${notes}</p>`,
    );
  }
  return out.join('');
}

function resultHtml(input: SearchPageInput, { hit, doc }: { hit: SearchHit; doc: PublicDocument }): string {
  const meta = [doc.date || 'Undated', doc.source, doc.category].filter((v): v is string => !!v).map(escapeHtml);
  return (
    `<li class="result"><h2><a href="${escapeHtml(documentHref(input.siteUrl, doc))}">${hit.title_html}</a></h2>` +
    `<p class="meta">${meta.join(' · ')}</p>` +
    (hit.snippet_html ? `<p class="excerpt">${hit.snippet_html}</p>` : '') +
    '</li>'
  );
}

function pagerHtml(input: SearchPageInput): string {
  const total = input.answer?.total ?? 0;
  const pages = Math.ceil(total / SEARCH_PAGE_SIZE);
  if (pages <= 1) return '';
  const links: string[] = [];
  if (input.page > 1)
    links.push(`<a rel="prev" href="${escapeHtml(searchHref(input, input.q, input.page - 1))}">Previous</a>`);
  links.push(`<span>Page ${input.page} of ${pages}</span>`);
  if (input.page < pages)
    links.push(`<a rel="next" href="${escapeHtml(searchHref(input, input.q, input.page + 1))}">Next</a>`);
  return `<nav class="pager" aria-label="Result pages">${links.join(' ')}</nav>`;
}

/** The orders of the site's search form, with its labels. */
const SORTS: [FormSort, string][] = [
  ['', 'Best match'],
  ['newest', 'Newest first'],
  ['oldest', 'Oldest first'],
];

const STYLE = [
  'body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:48rem;padding:1rem;color:#1a1a1a}',
  'input[type=search]{font:inherit;width:min(30rem,70%)}button{font:inherit}',
  '.results{padding-left:1.5rem}.result h2{font-size:1.15rem;margin:1.2rem 0 .2rem}',
  '.meta{color:#555;margin:0}.excerpt{margin:.3rem 0}mark{background:#ffe58a}',
  'code{background:#f2f2f2;padding:0 .2rem}a{color:#0645ad}',
].join('');

/**
 * The page's Content-Security-Policy: nothing loads, no script runs, its one style is allowed by its
 * hash, and its form sends only to this server.
 */
export const SEARCH_PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

/** The whole page. */
export function searchPageHtml(input: SearchPageInput): string {
  const { answer } = input;
  const heading = input.q ? `Search: ${input.q}` : 'Search';
  const home = input.siteUrl
    ? `<p><a href="${escapeHtml(input.siteUrl)}">${escapeHtml(input.title)}</a> · <a href="${escapeHtml(siteHref(input.siteUrl, paths.search))}">the site's search page</a></p>`
    : `<p>${escapeHtml(input.title)}</p>`;
  const suggestion = answer ? suggestedQuery(input.q, answer.reading) : null;
  const body = [
    home,
    '<h1>Search</h1>',
    `<form role="search" method="get" action="${escapeHtml(input.action)}">`,
    `<label for="q">Search words</label> <input id="q" name="q" type="search" value="${escapeHtml(input.q)}">`,
    ` <label for="sort">Order</label> <select id="sort" name="sort">${SORTS.map(([value, label]) => `<option value="${value}"${value === input.sort ? ' selected' : ''}>${label}</option>`).join('')}</select>`,
    ' <button type="submit">Search</button>',
    filtersHtml(input),
    '</form>',
    `<p id="search-status" role="status">${escapeHtml(statusText(input))}</p>`,
    answer ? `<div id="search-read">${readingHtml(input.q, answer.reading)}` : '<div id="search-read">',
    suggestion
      ? `<p class="did-you-mean">Did you mean <a href="${escapeHtml(searchHref(input, suggestion))}">${escapeHtml(suggestion)}</a>?</p>`
      : '',
    '</div>',
    answer?.hits.length
      ? `<ol class="results" start="${(input.page - 1) * SEARCH_PAGE_SIZE + 1}" aria-label="Search results">${answer.hits.map((h) => resultHtml(input, h)).join('')}</ol>`
      : '',
    pagerHtml(input),
    '<p class="help">Words are all required; <code>"a phrase"</code>, <code>-word</code> or <code>NOT word</code>, ',
    '<code>a OR b</code>, <code>prefix*</code>, and fields such as <code>title:</code>, <code>person:</code>, ',
    '<code>category:</code>, <code>date:2019..2021</code>. What is not valid syntax is read as words.</p>',
  ].join('');
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(heading)} · ${escapeHtml(input.title)}</title><style>${STYLE}</style></head>` +
    `<body><main>${body}</main></body></html>`
  );
}
