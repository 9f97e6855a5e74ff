/** What the search page asks of a search engine, whichever index the site was built with. */
import type { Segment } from '../../search-index/excerpt.js';
import type { SearchFilter } from '../../search-index/filters.js';
import type { Order } from '../../search-index/query.js';

export type { Order, SearchFilter };

export interface ResultView {
  url: string;
  title: string;
  /** Date, source, category: the ones the document has. */
  meta: string[];
  /** Text and <mark> nodes, built from text only; none when the text it is cut from could not be fetched (offline). */
  excerpt: Node[];
  /**
   * The pages its hits are on (numbered from 1) and how many hits in all; null when its text could not be
   * read. A promise: a result can be shown before its text file is read (one that carries its passage).
   */
  where?: Promise<{ pages: number[]; hits: number } | null>;
}

export interface SearchAnswer {
  total: number;
  results: ResultView[];
  /** Said after the count when the search was narrowed (a prefix that begins too many words). */
  note?: string;
  /** The query as it was read, in the search syntax, and what was not read as typed. */
  readAs?: { query: string; notes: string[] };
  /** For each typed word that matches nothing, the index's nearest word. */
  suggestions?: { word: string; suggestion: string }[];
}

export interface SearchEngine {
  /** Loads what every query needs; resolves when a query can run. */
  ready(): Promise<void>;
  /** Fetches ahead what a query being typed will need. */
  preload(query: string): void;
  search(
    query: string,
    filters: Partial<Record<SearchFilter, string>>,
    order: Order,
    from: number,
    size: number,
  ): Promise<SearchAnswer>;
}

export function markNode(text: string): HTMLElement {
  const m = document.createElement('mark');
  m.textContent = text;
  return m;
}

/** Text and marked segments as text nodes and <mark> elements. */
export function segmentNodes(segments: Segment[]): Node[] {
  return segments.map((s) => (s.mark ? markNode(s.text) : document.createTextNode(s.text)));
}
