/**
 * The search index's text columns and their bm25 weights, shared by the index (search-db.ts) and the work
 * on its kept lists that runs in a thread of its own (term-list-worker.ts).
 */

/** The FTS5 table of the documents' text. */
export const FTS_TABLE = 'documents_fts';

/**
 * bm25 weights, in the FTS column order: a word in the title counts ten times one in the text. Integers:
 * the kept lists store a term's weighted frequency as one (term-lists.ts); changing them changes every
 * stored list, so SEARCH_DB_VERSION must change with them.
 */
export const WEIGHTS = { title: 10, summary: 3, content: 1, entities: 5, tags: 4 } as const;
export const FTS_COLUMNS = Object.keys(WEIGHTS) as (keyof typeof WEIGHTS)[];

/** FTS5's score of a row with these weights (negative: the lower, the better). */
export const BM25 = `bm25(${FTS_TABLE}, ${FTS_COLUMNS.map((c) => WEIGHTS[c]).join(', ')})`;
