/**
 * FTS5's bm25, computed outside FTS5 to the last bit, from what does not change when other documents do.
 *
 * FTS5 scores a row (sqlite3.c, fts5Bm25Function) as `-(0.0 + Σ idf × (f × (k1 + 1)) / (f + k1 × (1 − b +
 * b × D / avgdl)))` over the query's phrases, where f is the phrase's weighted frequency in the row (the
 * column weights of its instances, added up), D the row's length in tokens, avgdl the index's total tokens
 * over its rows, and idf `log((N − n + 0.5) / (n + 0.5))` (1e-6 when not positive) for N rows, n of them
 * holding the phrase. Of these only f belongs to a row and a term alone: a commit moves N, n and avgdl,
 * hence every score. So the kept lists (term-lists.ts) hold f, and a query works out the rest here, with
 * the same double operations in the same order as the C code, and the logarithm from the same C library
 * (SQLite's `ln()`; V8's Math.log differs from it in the last bit for some arguments).
 *
 * N, the token totals and each row's D are read from FTS5's own shadow tables (`_data`'s averages record,
 * `_docsize`), the numbers its bm25 reads. `readTermList` checks every value it reads against FTS5's own
 * score, so a platform whose C compiler evaluated the formula differently would be caught, not served.
 */
import type Database from 'better-sqlite3';
import { lengthNorm } from '../../../actions/lib/text/ranking.js';

/** FTS5's constants "k1" and "b". */
const K1 = 1.2;
const B = 0.75;
/** As the C code forms it: `k1 + 1.0`, a double rounded once. */
const K1_PLUS_1 = K1 + 1.0;
/** FTS5's floor for an idf that is not positive (a phrase in half the rows or more). */
const MIN_IDF = 1e-6;

/** One phrase's part of a row's score: FTS5's `idf × ((f × (k1 + 1)) / (f + norm))`. */
export function bm25Part(idf: number, freq: number, norm: number): number {
  return idf * ((freq * K1_PLUS_1) / (freq + norm));
}

/**
 * The weighted frequency whose part is `part`, or null when no frequency gives exactly that part: the
 * inverse of bm25Part, rounded to the integer it must be (the column weights are integers).
 */
export function freqOfPart(idf: number, part: number, norm: number): number | null {
  const saturation = part / idf;
  const freq = Math.round((saturation * norm) / (K1_PLUS_1 - saturation));
  return Number.isFinite(freq) && freq > 0 && bm25Part(idf, freq, norm) === part ? freq : null;
}

/** SQLite varints (big-endian, 7 bits a byte, the ninth byte whole), as FTS5 writes its sizes. */
function varints(bytes: Uint8Array): number[] {
  const out: number[] = [];
  let i = 0;
  while (i < bytes.length) {
    let value = 0;
    for (let k = 0; ; k++) {
      const byte = bytes[i++]!;
      if (k === 8) {
        value = value * 256 + byte;
        break;
      }
      value = value * 128 + (byte & 0x7f);
      if (!(byte & 0x80)) break;
    }
    out.push(value);
  }
  return out;
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/**
 * The numbers of one state of an FTS5 table that bm25 reads besides the phrase frequencies: the row count,
 * the average length and each row's `norm` (the `k1 × (1 − b + b × D / avgdl)` of its denominator); and
 * those the ranking reads (actions/lib/text/ranking.ts): each row's weighted length (the documents
 * table's `rank_length`) and their average, the reference length of its impacts.
 */
export class IndexStats {
  rows = 0;
  /** Each row's length in tokens, by rowid. */
  private lengths = new Int32Array(0);
  /** Each row's norm, by rowid (of no meaning for rowids not in the table, which no phrase matches). */
  norms = new Float64Array(0);
  private readonly idfs = new Map<number, number>();
  private readonly averages: Database.Statement;
  private readonly docsize: Database.Statement;
  private readonly docsizes: Database.Statement;
  private readonly ln: Database.Statement;
  private readonly rankLengthOf: Database.Statement;
  private readonly rankLengthsAll: Database.Statement;
  /** Each row's weighted length, by rowid. */
  rankLengths = new Float64Array(0);
  /** The rows' average weighted length. */
  referenceLength = 1;
  /** Each row's `lengthNorm` of its weighted length at the reference length, by rowid: what ranking divides by. */
  rankNorms = new Float64Array(0);
  /**
   * Documents in the index (the N of the ranking's idf), counted from the documents table: FTS5's own count
   * (`rows`) is not lowered when a row of a contentless table is deleted.
   */
  documents = 0;
  private rankLengthTotal = 0;
  /** Whether a document has each rowid. */
  private present = new Uint8Array(0);

  /** `table` is the FTS5 table's name; its shadow tables are `<table>_data` and `<table>_docsize`. */
  constructor(db: Database.Database, table: string) {
    this.averages = db.prepare(`SELECT block FROM ${table}_data WHERE id = 1`).pluck();
    this.docsize = db.prepare(`SELECT sz FROM ${table}_docsize WHERE id = ?`).pluck();
    this.docsizes = db.prepare(`SELECT id, sz FROM ${table}_docsize`).raw();
    this.ln = db.prepare('SELECT ln(?)').pluck();
    this.rankLengthOf = db.prepare('SELECT rank_length FROM documents WHERE rowid = ?').pluck();
    this.rankLengthsAll = db.prepare('SELECT rowid, rank_length FROM documents').raw();
    this.readAll();
  }

  /** Reads every row's length again (on opening, and after a change too large to follow row by row). */
  readAll(): void {
    this.lengths = new Int32Array(0);
    for (const [rowid, sizes] of this.docsizes.iterate() as IterableIterator<[number, Buffer]>)
      this.setLength(rowid, sum(varints(sizes)));
    this.rankLengths = new Float64Array(0);
    this.present = new Uint8Array(0);
    this.rankLengthTotal = 0;
    this.documents = 0;
    for (const [rowid, length] of this.rankLengthsAll.iterate() as IterableIterator<[number, number]>)
      this.setRankLength(rowid, length);
    this.readTotals();
  }

  /** Reads the lengths of the rows a change touched (gone rows have none), then the totals. */
  update(rowids: Iterable<number>): void {
    for (const rowid of rowids) {
      const sizes = this.docsize.get(rowid) as Buffer | undefined;
      this.setLength(rowid, sizes ? sum(varints(sizes)) : 0);
      this.setRankLength(rowid, this.rankLengthOf.get(rowid) as number | undefined);
    }
    this.readTotals();
  }

  /** The idf of a phrase held by `hits` rows, as FTS5 computes it. */
  idf(hits: number): number {
    let idf = this.idfs.get(hits);
    if (idf === undefined) {
      idf = this.ln.get((this.rows - hits + 0.5) / (hits + 0.5)) as number;
      if (!(idf > 0)) idf = MIN_IDF;
      this.idfs.set(hits, idf);
    }
    return idf;
  }

  private setLength(rowid: number, length: number): void {
    if (rowid >= this.lengths.length) {
      const grown = new Int32Array(Math.max(rowid + 1, this.lengths.length * 2, 1024));
      grown.set(this.lengths);
      this.lengths = grown;
    }
    this.lengths[rowid] = length;
  }

  /** A row's weighted length; undefined when the row is gone. */
  private setRankLength(rowid: number, length: number | undefined): void {
    if (rowid >= this.rankLengths.length) {
      const size = Math.max(rowid + 1, this.rankLengths.length * 2, 1024);
      const grown = new Float64Array(size);
      grown.set(this.rankLengths);
      this.rankLengths = grown;
      const present = new Uint8Array(size);
      present.set(this.present);
      this.present = present;
    }
    this.rankLengthTotal += (length ?? 0) - this.rankLengths[rowid]!;
    this.documents += (length === undefined ? 0 : 1) - this.present[rowid]!;
    this.rankLengths[rowid] = length ?? 0;
    this.present[rowid] = length === undefined ? 0 : 1;
  }

  private readTotals(): void {
    const record = this.averages.get() as Buffer | undefined;
    // The averages record: the row count, then each column's total tokens.
    const [rows = 0, ...columnTokens] = record ? varints(record) : [];
    this.rows = rows;
    this.idfs.clear();
    const avgdl = sum(columnTokens) / rows;
    // Integers added up: the same total however the rows came and went, hence the site's average.
    this.referenceLength = (this.documents ? this.rankLengthTotal / this.documents : 0) || 1;
    // Every row's again: the reference moves with any change.
    this.rankNorms = new Float64Array(this.rankLengths.length);
    for (let rowid = 0; rowid < this.rankLengths.length; rowid++)
      this.rankNorms[rowid] = lengthNorm(this.rankLengths[rowid]!, this.referenceLength);
    this.norms = new Float64Array(this.lengths.length);
    if (!rows) return;
    // The C expression `k1 * (1 - b + b * D / avgdl)`, operation for operation.
    for (let rowid = 0; rowid < this.lengths.length; rowid++)
      this.norms[rowid] = K1 * (1 - B + (B * this.lengths[rowid]!) / avgdl);
  }
}
