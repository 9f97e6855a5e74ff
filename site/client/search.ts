/**
 * The search page: Pagefind in the browser. The URL holds the query, filters, order and page, so the
 * back button and shared links reproduce a search. Result fields are inserted as text, never as HTML;
 * only Pagefind's <mark> highlights in excerpts are kept.
 */
import { shardMayHoldYear, type ShardSummary } from '../../scripts/site/search-shards.js';

interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string>;
  filters: Record<string, string[]>;
}
interface PagefindResult {
  id: string;
  score: number;
  data(): Promise<PagefindResultData>;
}
interface Pagefind {
  options(o: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(term: string | null, o?: { filters?: Record<string, string>; sort?: Record<string, 'asc' | 'desc'> }): Promise<{ results: PagefindResult[]; unfilteredResultCount: number }>;
  preload(term: string): Promise<void>;
}
interface Shard {
  summary: ShardSummary;
  pf: Pagefind;
}

const PAGE_SIZE = 10;
const FILTERS = ['category', 'year', 'source', 'verification', 'entity'] as const;
type FilterName = (typeof FILTERS)[number];

interface State {
  q: string;
  filters: Partial<Record<FilterName, string>>;
  sort: '' | 'newest' | 'oldest';
  page: number;
}

const form = document.getElementById('search-form') as HTMLFormElement;
const input = document.getElementById('q') as HTMLInputElement;
const sortSelect = document.getElementById('sort') as HTMLSelectElement;
const statusEl = document.getElementById('search-status') as HTMLElement;
const resultsEl = document.getElementById('results') as HTMLOListElement;
const pagerEl = document.getElementById('results-pager') as HTMLElement;
const base = document.body.dataset.base ?? '/';
const filterInputs = Object.fromEntries(FILTERS.map((f) => [f, form.querySelector(`[data-filter="${f}"]`) as HTMLInputElement | HTMLSelectElement])) as Record<FilterName, HTMLInputElement | HTMLSelectElement>;

function readState(): State {
  const p = new URLSearchParams(location.search);
  const filters: State['filters'] = {};
  for (const f of FILTERS) {
    const v = p.get(f);
    if (v) filters[f] = v;
  }
  const sort = p.get('sort');
  const page = Number(p.get('page') ?? '1');
  return { q: p.get('q') ?? '', filters, sort: sort === 'newest' || sort === 'oldest' ? sort : '', page: Number.isInteger(page) && page > 0 ? page : 1 };
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

function showState(s: State): void {
  input.value = s.q;
  for (const f of FILTERS) {
    const el = filterInputs[f];
    const v = s.filters[f] ?? '';
    if (el instanceof HTMLSelectElement && v && ![...el.options].some((o) => o.value === v)) el.append(new Option(v, v));
    el.value = v;
  }
  sortSelect.value = s.sort;
}

/** Pagefind excerpts are HTML with <mark>; rebuild them from text nodes so nothing else survives. */
function excerptNodes(html: string): Node[] {
  const doc = new DOMParser().parseFromString(`<p>${html}</p>`, 'text/html');
  const out: Node[] = [];
  doc.body.firstElementChild?.childNodes.forEach((n) => {
    if (n.nodeName === 'MARK') {
      const m = document.createElement('mark');
      m.textContent = n.textContent;
      out.push(m);
    } else out.push(document.createTextNode(n.textContent ?? ''));
  });
  return out;
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  if (className) e.className = className;
  if (text !== undefined) e.textContent = text;
  return e;
}

function renderResult(d: PagefindResultData): HTMLLIElement {
  const li = el('li', 'result');
  const h = el('h2');
  const a = el('a', undefined, d.meta.title ?? d.url);
  a.href = d.url;
  h.append(a);
  const meta = el('p', 'meta', [d.meta.date, d.meta.source, d.meta.category].filter(Boolean).join(' · '));
  const excerpt = el('p', 'excerpt');
  excerpt.append(...excerptNodes(d.excerpt));
  li.append(h, meta, excerpt);
  return li;
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

/**
 * The index is one Pagefind bundle per shard (scripts/site/search-shards.ts), newest documents first.
 * Each bundle's own pagefind.js is a separate module with its own Web Worker, so the shards are searched
 * side by side. (Several Pagefind instances sharing one worker corrupt one another's state.)
 */
let shardsPromise: Promise<Shard[]> | null = null;
function loadShards(): Promise<Shard[]> {
  shardsPromise ??= (async () => {
    performance.mark('dirhub:index-start');
    const summaries = JSON.parse(form.dataset.shards ?? '[]') as ShardSummary[];
    return Promise.all(
      summaries.map(async (summary) => {
        const pf = (await import(/* webpackIgnore: true */ `${summary.url}pagefind.js`)) as Pagefind;
        await pf.options({ baseUrl: base, highlightParam: 'highlight', excerptLength: 24 });
        await pf.init();
        return { summary, pf };
      }),
    );
  })();
  return shardsPromise;
}

type Sort = { date: 'asc' | 'desc' } | undefined;

/**
 * Searches the shards that can match and merges their results. Best match: by Pagefind's score (each
 * shard scores against its own statistics, as Pagefind's own multi-index search does). By date: the
 * shards are date ranges, so their sorted results follow one another.
 */
async function searchShards(term: string | null, filters: Record<string, string>, sort: Sort): Promise<PagefindResult[]> {
  const shards = (await loadShards()).filter((sh) => !filters.year || shardMayHoldYear(sh.summary, filters.year));
  const found = await Promise.all(shards.map((sh) => sh.pf.search(term, { filters, ...(sort ? { sort } : {}) })));
  const lists = found.map((f) => f.results);
  if (sort) return (sort.date === 'desc' ? lists : lists.reverse()).flat();
  return lists.flat().sort((a, b) => b.score - a.score);
}

let sequence = 0;
/** While Pagefind works on one query, keystrokes only remember the newest; it runs when the first ends. */
let inFlight = false;
let queued: State | null = null;
/**
 * Typing searches once the typing pauses. A search per keystroke would start with the first letter, whose
 * prefix matches most of the index and takes longest, and the word actually meant would wait behind it
 * (at 30,000 documents "katesiko" typed at 120 ms a letter took a second after its last letter). Meanwhile
 * each keystroke preloads the index chunks the words so far need. Any other search (Enter, a filter, the
 * order, back and forward) runs at once and cancels the pending one.
 */
const TYPING_PAUSE_MS = 200;
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
    statusEl.textContent = 'Type words to search the text of every document, or choose a filter.';
    document.body.dataset.searchState = 'idle';
    return;
  }
  const sort: Sort = s.sort === 'newest' ? { date: 'desc' } : s.sort === 'oldest' ? { date: 'asc' } : undefined;
  const filters: Record<string, string> = {};
  for (const [k, v] of Object.entries(s.filters)) filters[k] = v;
  const results = await searchShards(term || null, filters, sort);
  if (mine !== sequence) return;
  const total = results.length;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = Math.min(s.page, pages);
  const slice = await Promise.all(results.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map((r) => r.data()));
  if (mine !== sequence) return;
  resultsEl.start = (page - 1) * PAGE_SIZE + 1;
  resultsEl.replaceChildren(...slice.map(renderResult));
  const what = term ? `for “${term}”` : 'with these filters';
  statusEl.textContent = total
    ? `${total.toLocaleString('en')} document${total === 1 ? '' : 's'} ${what}${pages > 1 ? `, page ${page} of ${pages}` : ''}.`
    : `No documents ${what}. Try fewer or different words, or remove a filter.`;
  renderPager({ ...s, page }, total);
  document.body.dataset.searchState = 'done';
}

function navigate(s: State, push: boolean): void {
  clearTimeout(typingTimer);
  const url = stateUrl(s);
  if (url !== `${location.pathname}${location.search}`) (push ? history.pushState : history.replaceState).call(history, null, '', url);
  void run(s);
}

form.addEventListener('submit', (ev) => {
  ev.preventDefault();
  navigate(formState(), true);
});
input.addEventListener('input', () => {
  performance.mark('dirhub:input');
  clearTimeout(typingTimer);
  const term = input.value.trim();
  if (term) loadShards().then((shards) => Promise.all(shards.map((sh) => sh.pf.preload(term)))).catch(() => undefined);
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
// The form's choices and counts are written at build time; the shards load now, before the first keystroke.
void loadShards().then(() => performance.mark('dirhub:index-ready'));
void run(initial);
