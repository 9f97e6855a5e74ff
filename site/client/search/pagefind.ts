/**
 * Search with Pagefind: one Pagefind bundle per shard (site/search-index/shards.ts), newest documents
 * first. Each bundle's own pagefind.js is a separate module with its own Web Worker, so the shards are
 * searched side by side. (Several Pagefind instances sharing one worker corrupt one another's state.)
 */
import { shardMayHoldYear, type ShardSummary } from '../../search-index/shards.js';
import {
  markNode,
  type Order,
  type SearchFilter,
  type ResultView,
  type SearchAnswer,
  type SearchEngine,
} from './engine.js';

interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string>;
}
interface PagefindResult {
  id: string;
  score: number;
  data(): Promise<PagefindResultData>;
}
interface Pagefind {
  options(o: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(
    term: string | null,
    o?: { filters?: Record<string, string>; sort?: Record<string, 'asc' | 'desc'> },
  ): Promise<{ results: PagefindResult[] }>;
  preload(term: string): Promise<void>;
}
interface Shard {
  summary: ShardSummary;
  pf: Pagefind;
}

/** Pagefind excerpts are HTML with <mark>; rebuild them from text nodes so nothing else survives. */
function excerptNodes(html: string): Node[] {
  const doc = new DOMParser().parseFromString(`<p>${html}</p>`, 'text/html');
  const out: Node[] = [];
  doc.body.firstElementChild?.childNodes.forEach((n) => {
    out.push(n.nodeName === 'MARK' ? markNode(n.textContent ?? '') : document.createTextNode(n.textContent ?? ''));
  });
  return out;
}

export class PagefindEngine implements SearchEngine {
  private shards: Promise<Shard[]> | null = null;

  constructor(
    private readonly base: string,
    private readonly summaries: ShardSummary[],
  ) {}

  private load(): Promise<Shard[]> {
    this.shards ??= Promise.all(
      this.summaries.map(async (summary) => {
        const pf = (await import(/* webpackIgnore: true */ `${summary.url}pagefind.js`)) as Pagefind;
        await pf.options({ baseUrl: this.base, highlightParam: 'highlight', excerptLength: 24 });
        await pf.init();
        return { summary, pf };
      }),
    );
    return this.shards;
  }

  ready(): Promise<void> {
    return this.load().then(() => undefined);
  }

  preload(query: string): void {
    const term = query.trim();
    if (term)
      this.load()
        .then((shards) => Promise.all(shards.map((sh) => sh.pf.preload(term))))
        .catch(() => undefined);
  }

  /**
   * Best match: by Pagefind's score (each shard scores against its own statistics, as Pagefind's own
   * multi-index search does). By date: the shards are date ranges, so their sorted results follow one another.
   */
  async search(
    query: string,
    filters: Partial<Record<SearchFilter, string>>,
    order: Order,
    from: number,
    size: number,
  ): Promise<SearchAnswer> {
    const f = Object.fromEntries(Object.entries(filters).filter(([, v]) => v)) as Record<string, string>;
    const shards = (await this.load()).filter((sh) => !f.year || shardMayHoldYear(sh.summary, f.year));
    const sort =
      order === 'newest' ? { date: 'desc' as const } : order === 'oldest' ? { date: 'asc' as const } : undefined;
    const found = await Promise.all(
      shards.map((sh) => sh.pf.search(query.trim() || null, { filters: f, ...(sort ? { sort } : {}) })),
    );
    const lists = found.map((x) => x.results);
    const results = sort
      ? (sort.date === 'desc' ? lists : lists.reverse()).flat()
      : lists.flat().sort((a, b) => b.score - a.score);
    const shown = await Promise.all(results.slice(from, from + size).map((r) => r.data()));
    return {
      total: results.length,
      results: shown.map((d): ResultView => ({
        url: d.url,
        title: d.meta.title ?? d.url,
        meta: [d.meta.date, d.meta.source, d.meta.category].filter((x): x is string => Boolean(x)),
        excerpt: excerptNodes(d.excerpt),
      })),
    };
  }
}
