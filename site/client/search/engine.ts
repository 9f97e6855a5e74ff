/** What the search page asks of a search engine, whichever index the site was built with. */
export type FilterName = 'category' | 'year' | 'source' | 'verification' | 'entity';
export type Order = 'best' | 'newest' | 'oldest';

export interface ResultView {
  url: string;
  title: string;
  /** Date, source, category: the ones the document has. */
  meta: string[];
  /** Text and <mark> nodes, built from text only. */
  excerpt: Node[];
}

export interface SearchAnswer {
  total: number;
  results: ResultView[];
  /** Said after the count when the search was narrowed (a prefix that begins too many words). */
  note?: string;
}

export interface SearchEngine {
  /** Loads what every query needs; resolves when a query can run. */
  ready(): Promise<void>;
  /** Fetches ahead what a query being typed will need. */
  preload(query: string): void;
  search(query: string, filters: Partial<Record<FilterName, string>>, order: Order, from: number, size: number): Promise<SearchAnswer>;
}

export function markNode(text: string): HTMLElement {
  const m = document.createElement('mark');
  m.textContent = text;
  return m;
}
