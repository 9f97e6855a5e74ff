/**
 * The rows a filter holds (a SQL condition on the documents table: an API filter, or a query's `person:`,
 * `category:`, `date:`…), read once and kept until the index changes: a search of common words with a
 * filter then combines kept lists with a kept set rather than asking SQLite per query. Kept both ways a
 * search reads them: ascending rowids (to join with a query's matches) and a flag per rowid (to keep a
 * ranked list's rows). The rows FTS5 finds for a phrase, a `title:` or a `tag:` are kept the same way.
 *
 * A name (`person:okafor`) is found among the distinct names of its kind, kept too (a few thousand where
 * the index has a row per name and document), and its rows read through the index of names by kind and
 * words, rather than by comparing every name row of the index as the query plan's SQL does.
 */
import type Database from 'better-sqlite3';
import type { QueryNode } from '../../../site/search-index/query-language.js';
import type { Where } from './filters.js';
import type { NameKind } from './indexed-document.js';
import { nameWords } from './name-words.js';
import { conditionOf } from './query-plan.js';

/** Filters kept (a filtered search of common words reads its filter once, not per query), and as many leaves. */
const KEPT = 64;

interface Kept {
  rows: Uint32Array;
  flags: Uint8Array | null;
}

const NAME_KINDS: ReadonlySet<string> = new Set<NameKind>(['person', 'place', 'organization']);

export class FilterRows {
  private readonly kept = new Map<string, Kept>();
  /** Phrases', `title:`s' and `tag:`s' rows: apart, so that many phrases asked once push out no filter. */
  private readonly leaves = new Map<string, Kept>();
  /** The distinct names of each kind, as folded words (name-words.ts). */
  private readonly names = new Map<string, string[]>();

  constructor(private readonly sql: (text: string) => Database.Statement) {}

  /** The rows passing `where`, ascending. */
  rows(where: Where): Uint32Array {
    return this.ofWhere(where).rows;
  }

  /** The rows a field of the documents (not `title:` or `tag:`) or a date range holds, ascending. */
  ofNode(node: QueryNode): Uint32Array {
    if (node.type !== 'field' || !NAME_KINDS.has(node.field)) return this.rows(conditionOf(node));
    const wanted = nameWords(node.value);
    return this.entry(JSON.stringify([node.field, wanted]), () => this.named(node.field, wanted)).rows;
  }

  /** Rows `read` gives (ascending), kept under `key` until the index changes: a phrase's, a `title:`'s. */
  rowsOf(key: string, read: () => number[]): Uint32Array {
    return this.entry(key, read, this.leaves).rows;
  }

  /** The rows passing `where`, as a flag per rowid (1: passes); rowids past its end do not pass. */
  flags(where: Where): Uint8Array {
    const entry = this.ofWhere(where);
    if (!entry.flags) {
      const { rows } = entry;
      entry.flags = new Uint8Array(rows.length ? rows[rows.length - 1]! + 1 : 0);
      for (const rowid of rows) entry.flags[rowid] = 1;
    }
    return entry.flags;
  }

  /** Forgets every set: the index changed. */
  clear(): void {
    this.kept.clear();
    this.leaves.clear();
    this.names.clear();
  }

  /** The entry of the rows passing `where`, read from the documents table when not kept. */
  private ofWhere(where: Where): Kept {
    return this.entry(
      JSON.stringify([where.sql, where.params]),
      () =>
        this.sql(`SELECT d.rowid FROM documents d WHERE ${where.sql} ORDER BY d.rowid`)
          .pluck()
          .all(...where.params) as number[],
    );
  }

  /**
   * The rows naming, among names of `kind`, one that holds `wanted`'s words together and whole (as the
   * query plan's `LIKE '% words %'` on `' ' || words || ' '` does).
   */
  private named(kind: string, wanted: string): number[] {
    let names = this.names.get(kind);
    if (!names) {
      names = this.sql('SELECT DISTINCT words FROM document_names WHERE kind = ?').pluck().all(kind) as string[];
      this.names.set(kind, names);
    }
    const padded = ` ${wanted} `;
    const holding = names.filter((name) => ` ${name} `.includes(padded));
    if (!holding.length) return [];
    return this.sql(
      'SELECT DISTINCT doc FROM document_names WHERE kind = ? AND words IN (SELECT value FROM json_each(?)) ORDER BY doc',
    )
      .pluck()
      .all(kind, JSON.stringify(holding)) as number[];
  }

  private entry(key: string, read: () => number[], kept = this.kept): Kept {
    let entry = kept.get(key);
    if (!entry) {
      entry = { rows: Uint32Array.from(read()), flags: null };
      if (kept.size >= KEPT) kept.delete(kept.keys().next().value!);
      kept.set(key, entry);
    }
    return entry;
  }
}
