/** What the server's search index answers and is opened with (search-db.ts). */
import type { Suggestion } from './did-you-mean.js';
import type { RowChanges } from './term-lists.js';

/**
 * Another reader of an index file (a search thread, search-threads.ts) that keeps what it holds in memory
 * in step with the index's changes, as the SearchDb that writes them does.
 */
export interface IndexFollower {
  /** A change is about to be written: go on reading the index as it is now until `changed`. Resolves once held. */
  hold(): Promise<void>;
  /**
   * The index changed (or a held change was not written: no rows, no lists): the rows it touched (null: every
   * row) and each stored list's changes (null: every list dropped). Resolves once followed.
   */
  changed(rowids: number[] | null, patches: Map<string, RowChanges> | null): Promise<void>;
}

export interface SearchHit {
  document_id: string;
  /** In [0, 1]: the hit's score (actions/lib/text/ranking.ts) relative to the best match of the same query (the best scores 1). */
  score: number;
  /** HTML: the title with matched words in <mark>, everything else escaped. */
  title_html: string;
  /** HTML: the best passage of the text (or summary, entities, tags) with matches in <mark>. */
  snippet_html: string;
}

export interface SearchDbOptions {
  /**
   * A term in at least this many rows is common: its kept list (term-lists.ts) is filled ahead of queries
   * and stored. A query whose phrases each match at least this many rows (together, for an OR query) is
   * ranked by walking the kept lists; below it FTS5 finds the few matches, scored from their terms' lists
   * (tree-scores.ts). Any other query (an OR, an exclusion, a prefix, a field) is matched from its terms'
   * lists and the fields' kept rows, FTS5 asked only for its phrases. Default 1,000; Infinity keeps no
   * list, and FTS5 and SQL match every query.
   */
  listedFromRows?: number;
  /** Memory the kept lists may take: 8 bytes a matching row. Default 192 MiB (every common word at 30,000 documents). */
  termListBytes?: number;
  /**
   * Fill an index file's lists in a worker thread (the default), rather than on this thread between
   * answers, as an index in memory always is.
   */
  fillInWorker?: boolean;
  /** Where to say what went wrong in the background (a checkpoint of the index file's log). */
  log?: (line: string) => void;
}

/** Where the kept lists came from since the index was opened (what a restart reuses shows here). */
export interface TermListCounts {
  /** Found in memory. */
  memory: number;
  /** Read from the index file's stored lists. */
  stored: number;
  /** Read from FTS5 while a query waited. */
  computed: number;
  /** Read ahead of queries by `fillTermLists`. */
  filled: number;
  /** Stored lists a change to the index brought in step, one per term and change. */
  patched: number;
}

export interface FillReport {
  /** True when every common term's list is stored; false when the index changed or closed meanwhile. */
  complete: boolean;
  /** Lists read and stored by this run. */
  filled: number;
  /** Common terms already stored. */
  found: number;
  ms: number;
}

/** How the search syntax read a query: written back in the syntax, and what was not read as typed. */
export interface QueryReading {
  read_as: string;
  notes: string[];
  /** For each word that matches nothing, the index's nearest word (did-you-mean.ts); absent when none. */
  did_you_mean?: Suggestion[];
}
