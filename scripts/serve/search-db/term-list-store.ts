/**
 * Kept lists (term-lists.ts) in the index file, beside the index they belong to, so a restart finds them
 * and a commit changes them in the transaction that changes the index: a list found here is always the
 * index's own.
 *
 * A list is stored in chunks of consecutive rowids, so that a commit changing a few documents rewrites, in
 * each list those documents touch, the few chunks holding their rows, not the whole list: at 30,000
 * documents a document holds some 800 common terms, whose lists take 60 KB each on average.
 */
import type Database from 'better-sqlite3';
import { decodeEntries, encodeEntries, patched, type RowChanges, type TermList } from './term-lists.js';

/** A chunk holds the entries of 1,024 consecutive rowids (a few KB). */
const CHUNK_BITS = 10;

export const TERM_LIST_SCHEMA = `
CREATE TABLE IF NOT EXISTS term_lists (term TEXT PRIMARY KEY, rows INTEGER NOT NULL) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS term_list_chunks (
  term TEXT NOT NULL,
  chunk INTEGER NOT NULL,
  entries BLOB NOT NULL,
  PRIMARY KEY (term, chunk)
);
`;

function chunkOf(rowid: number): number {
  return rowid >> CHUNK_BITS;
}

/** The entries of `list` from index `from` up to `to`, as a list of their own. */
function slice(list: TermList, from: number, to: number): TermList {
  return { rowids: list.rowids.subarray(from, to), freqs: list.freqs.subarray(from, to) };
}

export class TermListStore {
  private readonly statements: Record<
    'count' | 'chunks' | 'chunk' | 'dropChunks' | 'putChunk' | 'dropChunk' | 'putCount' | 'terms' | 'sizes',
    Database.Statement
  >;

  constructor(private readonly db: Database.Database) {
    const sql = (text: string) => db.prepare(text);
    this.statements = {
      count: sql('SELECT rows FROM term_lists WHERE term = ?').pluck(),
      chunks: sql('SELECT entries FROM term_list_chunks WHERE term = ? ORDER BY chunk').pluck(),
      chunk: sql('SELECT entries FROM term_list_chunks WHERE term = ? AND chunk = ?').pluck(),
      dropChunks: sql('DELETE FROM term_list_chunks WHERE term = ?'),
      putChunk: sql('INSERT OR REPLACE INTO term_list_chunks (term, chunk, entries) VALUES (?, ?, ?)'),
      dropChunk: sql('DELETE FROM term_list_chunks WHERE term = ? AND chunk = ?'),
      putCount: sql('INSERT OR REPLACE INTO term_lists (term, rows) VALUES (?, ?)'),
      terms: sql('SELECT term FROM term_lists').pluck(),
      sizes: sql('SELECT term, rows FROM term_lists ORDER BY rows DESC, term').raw(),
    };
  }

  /** The rows of `term`'s list, or undefined when no list of it is stored. */
  count(term: string): number | undefined {
    return this.statements.count.get(term) as number | undefined;
  }

  read(term: string): TermList | undefined {
    if (this.count(term) === undefined) return undefined;
    return decodeEntries(this.statements.chunks.all(term) as Buffer[]);
  }

  /** Every term whose list is stored. */
  terms(): Set<string> {
    return new Set(this.statements.terms.all() as string[]);
  }

  /** Every stored list's term and rows, the longest first. */
  sizes(): [term: string, rows: number][] {
    return this.statements.sizes.all() as [string, number][];
  }

  /** Stores `list` as `term`'s, in place of any list stored for it. */
  write(term: string, list: TermList): void {
    this.statements.dropChunks.run(term);
    for (let from = 0; from < list.rowids.length;) {
      const chunk = chunkOf(list.rowids[from]!);
      let to = from + 1;
      while (to < list.rowids.length && chunkOf(list.rowids[to]!) === chunk) to++;
      this.statements.putChunk.run(term, chunk, encodeEntries(slice(list, from, to)));
      from = to;
    }
    this.statements.putCount.run(term, list.rowids.length);
  }

  /** Changes the entries of some rows of `term`'s stored list, rewriting only the chunks holding them. */
  patch(term: string, changes: RowChanges): void {
    let rows = this.count(term);
    if (rows === undefined) return;
    const byChunk = new Map<number, RowChanges>();
    for (const [rowid, freq] of changes) {
      const chunk = chunkOf(rowid);
      let held = byChunk.get(chunk);
      if (!held) byChunk.set(chunk, (held = new Map()));
      held.set(rowid, freq);
    }
    for (const [chunk, chunkChanges] of byChunk) {
      const stored = this.statements.chunk.get(term, chunk) as Buffer | undefined;
      const before = decodeEntries(stored ? [stored] : []);
      const after = patched(before, chunkChanges);
      rows += after.rowids.length - before.rowids.length;
      if (after.rowids.length) this.statements.putChunk.run(term, chunk, encodeEntries(after));
      else this.statements.dropChunk.run(term, chunk);
    }
    this.statements.putCount.run(term, rows);
  }

  clear(): void {
    this.db.exec('DELETE FROM term_list_chunks; DELETE FROM term_lists;');
  }
}
