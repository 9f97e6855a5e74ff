/**
 * A term's list (term-lists.ts) read from the index: FTS5 scores every row holding the term alone, and
 * each score is turned back into the frequency that gives it (bm25.ts), then checked to give it exactly.
 * One pass of FTS5's own bm25 over the term's rows, at C speed; the check makes every list read here a
 * proof that the lists rank exactly as FTS5 does on this machine. A term no phrase reaches as itself is
 * read from the index's vocabulary of instances instead, its column weights added up by SQLite.
 */
import type Database from 'better-sqlite3';
import { freqOfPart, type IndexStats } from './bm25.js';
import { BM25, FTS_TABLE, WEIGHTS } from './columns.js';
import type { TermList } from './term-lists.js';

/** FTS5's score of a row could not be reproduced from a frequency: the lists cannot stand for FTS5 here. */
export class Bm25Mismatch extends Error {}

/** The fts5vocab table of every instance of every term of the index: (term, doc, col, offset). */
export const INSTANCES_TABLE = 'documents_instances';

export class TermListReader {
  private readonly scores: Database.Statement;
  private readonly instances: Database.Statement;

  constructor(
    db: Database.Database,
    private readonly stats: IndexStats,
  ) {
    this.scores = db.prepare(`SELECT rowid, ${BM25} FROM ${FTS_TABLE} WHERE ${FTS_TABLE} MATCH ? ORDER BY rowid`).raw();
    const weight = `CASE col ${Object.entries(WEIGHTS)
      .map(([column, w]) => `WHEN '${column}' THEN ${w}`)
      .join(' ')} END`;
    this.instances = db
      .prepare(`SELECT doc, sum(${weight}) FROM ${INSTANCES_TABLE} WHERE term = ? GROUP BY doc ORDER BY doc`)
      .raw();
  }

  /** The list of the rows holding `term` (a term of the index's vocabulary, not a phrase). */
  readTerm(term: string): TermList {
    const rows = this.instances.all(term) as [number, number][];
    return { rowids: Int32Array.from(rows, ([rowid]) => rowid), freqs: Uint32Array.from(rows, ([, freq]) => freq) };
  }

  /** The list of the rows matching `phrase` (an FTS5 phrase of one term), read with the index's stats. */
  read(phrase: string): TermList {
    const rows = this.scores.all(phrase) as [number, number][];
    const idf = this.stats.idf(rows.length);
    const rowids = new Int32Array(rows.length);
    const freqs = new Uint32Array(rows.length);
    rows.forEach(([rowid, rank], i) => {
      // A query of one phrase scores -(0.0 + part): the part is the score negated, exactly.
      const freq = freqOfPart(idf, -rank, this.stats.norms[rowid] ?? NaN);
      if (freq === null)
        throw new Bm25Mismatch(
          `FTS5 scores ${phrase} ${rank} in row ${rowid}, which no frequency gives with this machine's arithmetic`,
        );
      rowids[i] = rowid;
      freqs[i] = freq;
    });
    return { rowids, freqs };
  }
}

/** Reads terms' lists for a search: a list FTS5 cannot give as it scores is a broken index, not a query's fault. */
export function listsRead<T>(read: () => T): T {
  try {
    return read();
  } catch (err) {
    if (!(err instanceof Bm25Mismatch)) throw err;
    throw new Error(`search: a term's list could not be read (${err.message})`);
  }
}
