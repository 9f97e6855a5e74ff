/**
 * The search index's text columns and their weights, shared by the index (search-db.ts) and the work
 * on its kept lists that runs in a thread of its own (term-list-worker.ts).
 */
import { FIELD_WEIGHTS } from '../../../actions/lib/text/ranking.js';

/** The FTS5 table of the documents' terms. */
export const FTS_TABLE = 'documents_fts';

/**
 * Weights, in the FTS column order: the ranking's field weights (actions/lib/text/ranking.ts), the text
 * being `content` and the names `entities`. Integers: the kept lists store a term's weighted frequency as
 * one (term-lists.ts); changing them changes every stored list, so SEARCH_DB_VERSION must change with them.
 */
export const WEIGHTS = {
  title: FIELD_WEIGHTS.title,
  summary: FIELD_WEIGHTS.summary,
  content: FIELD_WEIGHTS.text,
  entities: FIELD_WEIGHTS.names,
  tags: FIELD_WEIGHTS.tags,
} as const;
export const FTS_COLUMNS = Object.keys(WEIGHTS) as (keyof typeof WEIGHTS)[];

/**
 * The columns a phrase is looked for in, as the site's index checks phrases: the title, the summary and the
 * text (a word is looked for in every column).
 */
export const TEXT_COLUMNS = '{title summary content}';

/** A phrase (an FTS5 phrase, quoted) in the text columns. */
export function inText(phrase: string): string {
  return `${TEXT_COLUMNS} : ${phrase}`;
}

/** FTS5's score of a row with these weights (negative: the lower, the better): read only to recover frequencies. */
export const BM25 = `bm25(${FTS_TABLE}, ${FTS_COLUMNS.map((c) => WEIGHTS[c]).join(', ')})`;
