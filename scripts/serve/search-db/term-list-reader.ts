/**
 * A term's list (term-lists.ts) read from the index: FTS5 scores every row holding the term alone, and
 * each score is turned back into the frequency that gives it (bm25.ts), then checked to give it exactly.
 * One pass of FTS5's own bm25 over the term's rows, at C speed; the check makes every list read here a
 * proof that the lists rank exactly as FTS5 does on this machine.
 */
import type Database from 'better-sqlite3';
import { freqOfPart, type IndexStats } from './bm25.js';
import { BM25, FTS_TABLE } from './columns.js';
import type { TermList } from './term-lists.js';

/** FTS5's score of a row could not be reproduced from a frequency: the lists cannot stand for FTS5 here. */
export class Bm25Mismatch extends Error {}

export class TermListReader {
  private readonly scores: Database.Statement;

  constructor(
    db: Database.Database,
    private readonly stats: IndexStats,
  ) {
    this.scores = db.prepare(`SELECT rowid, ${BM25} FROM ${FTS_TABLE} WHERE ${FTS_TABLE} MATCH ? ORDER BY rowid`).raw();
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
