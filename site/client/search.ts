/**
 * The search page. The URL holds the query, filters, order and page, so the back button and shared links
 * reproduce a search. The engine is the one the site was built with (`data-engine` on the form): the
 * site's ranked index by default, or Pagefind. Result fields are inserted as text, never as HTML.
 */
import type { ShardSummary } from '../search-index/shards.js';
import { SEARCH_FILTERS as FILTERS, type SearchFilter } from '../search-index/filters.js';
import type { Order, ResultView, SearchAnswer, SearchEngine } from './search/engine.js';
import { PagefindEngine } from './search/pagefind.js';
import { RankedEngine } from './search/ranked.js';

const PAGE_SIZE = 10;

interface State {
  q: string;
  filters: Partial<Record<SearchFilter, string>>;
  sort: '' | 'newest' | 'oldest';
  page: number;
}

const form = document.getElementById('search-form') as HTMLFormElement;
const input = document.getElementById('q') as HTMLInputElement;
const sortSelect = document.getElementById('sort') as HTMLSelectElement;
const statusEl = document.getElementById('search-status') as HTMLElement;
/** How the query was read, and "did you mean". */
const readEl = document.getElementById('search-read') as HTMLElement;
const resultsEl = document.getElementById('results') as HTMLOListElement;
const pagerEl = document.getElementById('results-pager') as HTMLElement;
const base = document.body.dataset.base ?? '/';
const filterInputs = Object.fromEntries(
  FILTERS.map((f) => [f, form.querySelector(`[data-filter="${f}"]`) as HTMLInputElement | HTMLSelectElement]),
) as Record<SearchFilter, HTMLInputElement | HTMLSelectElement>;

function readState(): State {
  const p = new URLSearchParams(location.search);
  const filters: State['filters'] = {};
  for (const f of FILTERS) {
    const v = p.get(f);
    if (v) filters[f] = v;
  }
  const sort = p.get('sort');
  const page = Number(p.get('page') ?? '1');
  return {
    q: p.get('q') ?? '',
    filters,
    sort: sort === 'newest' || sort === 'oldest' ? sort : '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

function stateUrl(s: State): string {
  const p = new URLSearchParams();
  if (s.q) p.set('q', s.q);
  for (const f of FILTERS) if (s.filters[f]) p.set(f, s.filters[f]!);
  if (s.sort) p.set('sort', s.sort);
  if (s.page > 1) p.set('page', String(s.page));
  const qs = p.toString();
  return `${location.pathname}${qs ? `?${qs}` : ''}`;
}

function formState(page = 1): State {
  const filters: State['filters'] = {};
  for (const f of FILTERS) {
    const v = filterInputs[f].value.trim();
    if (v) filters[f] = v;
  }
  return { q: input.value, filters, sort: sortSelect.value as State['sort'], page };
}

/** The folded filters say how many are set, so a search narrowed by a shared link says so while folded. */
function showActiveFilters(s: State): void {
  const n = Object.keys(s.filters).length + (s.sort ? 1 : 0);
  const note = form.querySelector<HTMLElement>('.filters-active');
  if (note) note.textContent = n ? ` (${n} set)` : '';
}

function showState(s: State): void {
  showActiveFilters(s);
  input.value = s.q;
  for (const f of FILTERS) {
    const el = filterInputs[f];
    const v = s.filters[f] ?? '';
    if (el instanceof HTMLSelectElement && v && ![...el.options].some((o) => o.value === v))
      el.append(new Option(v, v));
    el.value = v;
  }
  sortSelect.value = s.sort;
}

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className?: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  if (className) e.className = className;
  if (text !== undefined) e.textContent = text;
  return e;
}

function renderResult(r: ResultView): HTMLLIElement {
  const li = el('li', 'result');
  const h = el('h2');
  const a = el('a', undefined, r.title);
  a.href = r.url;
  h.append(a);
  const meta = el('p', 'meta', r.meta.join(' · '));
  // Where the hits are, once the text file is read; the link then opens the document at the first.
  void r.where?.then((where) => {
    if (!where) return;
    meta.append(el('span', 'where', ` · ${whereText(where)}`));
    a.href = `${r.url}#page-${where.pages[0]}`;
  });
  const excerpt = el('p', 'excerpt');
  if (r.excerpt.length) excerpt.append(...r.excerpt);
  else {
    excerpt.classList.add('muted');
    excerpt.textContent = 'No excerpt: its text is not kept for reading offline.';
  }
  li.append(h, meta, excerpt);
  return li;
}

/** "p. 4, 7 · 3 hits": the pages its hits are on (the first eight), and how many hits in all. */
function whereText({ pages, hits }: { pages: number[]; hits: number }): string {
  const listed = pages.slice(0, 8).join(', ') + (pages.length > 8 ? ', …' : '');
  return `${pages.length === 1 ? 'p.' : 'pp.'} ${listed} · ${hits} hit${hits === 1 ? '' : 's'}`;
}

/** A link that runs the search for `q`. */
function queryLink(s: State, q: string): HTMLAnchorElement {
  const a = el('a', undefined, q);
  const next = { ...s, q, page: 1 };
  a.href = stateUrl(next);
  a.addEventListener('click', (ev) => {
    ev.preventDefault();
    showState(next);
    navigate(next, true);
  });
  return a;
}

/** "Read as: …" with its notes, when the query was not read as typed; "Did you mean …" for words found nowhere. */
function renderReading(s: State, answer: SearchAnswer): void {
  readEl.replaceChildren();
  if (answer.readAs) {
    const p = el('p', 'read-as', 'Read as: ');
    p.append(el('code', undefined, answer.readAs.query || '(nothing to look for)'));
    if (answer.readAs.notes.length) p.append(` (${answer.readAs.notes.join('; ')})`);
    readEl.append(p);
  }
  if (answer.suggestions?.length) {
    let q = s.q.trim();
    for (const { word, suggestion } of answer.suggestions) q = q.replace(word, suggestion);
    const p = el('p', 'did-you-mean', 'Did you mean ');
    p.append(queryLink(s, q), '?');
    readEl.append(p);
  }
}

function renderPager(s: State, total: number): void {
  pagerEl.replaceChildren();
  const pages = Math.ceil(total / PAGE_SIZE);
  if (pages <= 1) return;
  const ul = el('ul');
  const link = (label: string, page: number, current = false, rel?: string) => {
    const li = el('li');
    const a = el('a', undefined, label);
    a.href = stateUrl({ ...s, page });
    if (current) a.setAttribute('aria-current', 'page');
    if (rel) a.rel = rel;
    a.addEventListener('click', (ev) => {
      ev.preventDefault();
      navigate({ ...s, page }, true);
      statusEl.focus();
    });
    li.append(a);
    ul.append(li);
  };
  if (s.page > 1) link('Previous', s.page - 1, false, 'prev');
  for (let n = Math.max(1, s.page - 2); n <= Math.min(pages, s.page + 2); n++) link(String(n), n, n === s.page);
  if (s.page < pages) link('Next', s.page + 1, false, 'next');
  pagerEl.append(ul);
}

const engine: SearchEngine =
  form.dataset.engine === 'pagefind'
    ? new PagefindEngine(base, JSON.parse(form.dataset.shards ?? '[]') as ShardSummary[])
    : new RankedEngine(base);

let sequence = 0;
/** While the engine works on one query, keystrokes only remember the newest; it runs when the first ends. */
let inFlight = false;
let queued: State | null = null;
/**
 * Typing searches once the typing pauses; meanwhile each keystroke preloads the index chunks the words so
 * far need. Any other search (Enter, a filter, the order, back and forward) runs at once and cancels the
 * pending one. With Pagefind the pause is longer: its search for a first letter's prefix matches most of
 * the index and takes longest, and the word actually meant waited behind it (at 30,000 documents
 * "katesiko" typed at 120 ms a letter took a second after its last letter). The ranked index answers a
 * word in tens of milliseconds, so its pause only spares searches for letters typed in a burst.
 */
const TYPING_PAUSE_MS = form.dataset.engine === 'pagefind' ? 200 : 50;
let typingTimer: ReturnType<typeof setTimeout> | undefined;

async function run(s: State): Promise<void> {
  if (inFlight) {
    queued = s;
    ++sequence;
    return;
  }
  inFlight = true;
  try {
    await runNow(s);
  } catch (err) {
    // The index could not be fetched (offline, before the index was kept; or a site being republished).
    resultsEl.replaceChildren();
    pagerEl.replaceChildren();
    readEl.replaceChildren();
    statusEl.textContent = `The search index could not be loaded (${(err as Error).message}). Check the connection and search again.`;
    document.body.dataset.searchState = 'error';
  } finally {
    inFlight = false;
  }
  const next = queued;
  queued = null;
  if (next) await run(next);
}

async function runNow(s: State): Promise<void> {
  const mine = ++sequence;
  performance.mark('dirhub:search');
  const term = s.q.trim();
  const hasFilters = Object.keys(s.filters).length > 0;
  if (!term && !hasFilters) {
    resultsEl.replaceChildren();
    pagerEl.replaceChildren();
    readEl.replaceChildren();
    statusEl.textContent = 'Type words to search the text of every document, or choose a filter.';
    document.body.dataset.searchState = 'idle';
    return;
  }
  const order: Order = s.sort || 'best';
  let answer = await engine.search(term, s.filters, order, (s.page - 1) * PAGE_SIZE, PAGE_SIZE);
  if (mine !== sequence) return;
  const total = answer.total;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = Math.min(s.page, pages);
  // A page past the end (an old link) shows the last page.
  if (page !== s.page) answer = await engine.search(term, s.filters, order, (page - 1) * PAGE_SIZE, PAGE_SIZE);
  if (mine !== sequence) return;
  resultsEl.start = (page - 1) * PAGE_SIZE + 1;
  resultsEl.replaceChildren(...answer.results.map(renderResult));
  const what = term ? `for “${term}”` : 'with these filters';
  statusEl.textContent = total
    ? `${total.toLocaleString('en')} document${total === 1 ? '' : 's'} ${what}${answer.note ? ` (${answer.note})` : ''}${pages > 1 ? `, page ${page} of ${pages}` : ''}.`
    : `No documents ${what}. Try fewer or different words, or remove a filter.`;
  renderPager({ ...s, page }, total);
  renderReading(s, answer);
  document.body.dataset.searchState = 'done';
  performance.mark('dirhub:done');
}

function navigate(s: State, push: boolean): void {
  clearTimeout(typingTimer);
  // The search first: its requests go out before the address changes (history.pushState took 4 ms of the
  // first query of a visit in Chromium, measured), which then happens while they are under way.
  void run(s);
  showActiveFilters(s);
  const url = stateUrl(s);
  if (url !== `${location.pathname}${location.search}`)
    (push ? history.pushState : history.replaceState).call(history, null, '', url);
}

form.addEventListener('submit', (ev) => {
  ev.preventDefault();
  navigate(formState(), true);
});
input.addEventListener('input', () => {
  performance.mark('dirhub:input');
  clearTimeout(typingTimer);
  const term = input.value.trim();
  if (term) engine.preload(input.value);
  typingTimer = setTimeout(() => navigate(formState(), false), TYPING_PAUSE_MS);
});
for (const f of FILTERS) filterInputs[f].addEventListener('change', () => navigate(formState(), true));
sortSelect.addEventListener('change', () => navigate(formState(), true));
window.addEventListener('popstate', () => {
  clearTimeout(typingTimer);
  const s = readState();
  showState(s);
  void run(s);
});

statusEl.tabIndex = -1;
const initial = readState();
showState(initial);
// The form's choices and counts are written at build time; the index loads now, before the first keystroke.
performance.mark('dirhub:index-start');
void engine.ready().then(() => {
  // The first number formatted loads the locale's data (about 45 ms, measured in Chromium): paid here, not by
  // the count of the first query's results.
  (0).toLocaleString('en');
  performance.mark('dirhub:index-ready');
});
void run(initial);
