/**
 * The server's search engine: a SQLite database (better-sqlite3) holding one row per document and an
 * FTS5 index of its title, summary, text, entities and tags. It is derived data: built from the archive
 * at a commit, never written by anything else, and rebuilt from scratch whenever in doubt. Ranking is
 * FTS5's bm25 with per-column weights; filters are SQL; highlighted passages are made from the text
 * the way the site highlights (excerpt-html.ts).
 *
 * The interface knows nothing of HTTP or of the archive's files: it takes documents as data
 * (`IndexedDocument`) and answers lists and searches, so the public API and any later agent-facing API
 * (entity, cross-reference or fact-check search) can share one index.
 */
import Database from 'better-sqlite3';
import { highlighter } from './excerpt-html.js';
import { toAnyMatchQuery, toMatchQuery } from './match-query.js';
import { rankLists, TermListCache, type RankedRow, type RankedWindow, type TermList } from './term-lists.js';

/** Bump when the tables change: an index of another version is dropped and rebuilt. */
export const SEARCH_DB_VERSION = 1;

export interface IndexedDocument {
  document_id: string;
  title: string;
  /** YYYY-MM-DD (or YYYY-MM, YYYY, or empty when unknown). */
  date: string;
  source: string;
  category: string | null;
  verification_level: number;
  summary: string | null;
  /** The full text, every page. */
  content: string;
  /** Names of the people, places and organizations the document names. */
  entities: string[];
  tags: string[];
}

export interface DocumentFilters {
  /** Any of these categories (case-insensitive). */
  category?: string[];
  /** Any of these sources, matched whole (case-insensitive). */
  source?: string[];
  /** Any of these levels. */
  verification_level?: number[];
  /** Every one of these names (case-insensitive). */
  entity?: string[];
  /** Inclusive bounds on the document's date: YYYY, YYYY-MM or YYYY-MM-DD. */
  date_from?: string;
  date_to?: string;
  /** Words that must all occur (see toMatchQuery). */
  q?: string;
}

export interface Window {
  offset: number;
  limit: number;
}

export interface SearchHit {
  document_id: string;
  /** In [0, 1]: the hit's bm25 score relative to the best match of the same query (the best scores 1). */
  score: number;
  /** HTML: the title with matched words in <mark>, everything else escaped. */
  title_html: string;
  /** HTML: the best passage of the text (or summary, entities, tags) with matches in <mark>. */
  snippet_html: string;
}

export interface IndexChange {
  /** Documents to add or replace. */
  upsert: IndexedDocument[];
  /** Document ids to drop. */
  remove: string[];
  /** The archive commit the index reflects once the change is applied. */
  commit: string;
}

/** bm25 weights, in the FTS column order: a word in the title counts ten times one in the text. */
const WEIGHTS = { title: 10, summary: 3, content: 1, entities: 5, tags: 4 } as const;
const FTS_COLUMNS = Object.keys(WEIGHTS) as (keyof typeof WEIGHTS)[];
const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS documents (
  rowid INTEGER PRIMARY KEY,
  document_id TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  date TEXT NOT NULL,
  source TEXT NOT NULL COLLATE NOCASE,
  category TEXT COLLATE NOCASE,
  verification_level INTEGER NOT NULL,
  entities_json TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS documents_by_date ON documents (date DESC, title, document_id);
DROP INDEX IF EXISTS documents_by_category;
-- A category filter walks this index in the list's own order and stops at the page: no sort, no scan.
CREATE INDEX IF NOT EXISTS documents_by_category_date ON documents (category, date DESC, title, document_id);
CREATE INDEX IF NOT EXISTS documents_by_source ON documents (source);
CREATE TABLE IF NOT EXISTS document_entities (
  entity TEXT NOT NULL COLLATE NOCASE,
  doc INTEGER NOT NULL,
  PRIMARY KEY (entity, doc)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS document_entities_by_doc ON document_entities (doc);
CREATE VIRTUAL TABLE IF NOT EXISTS documents_fts USING fts5(
  ${FTS_COLUMNS.join(', ')},
  tokenize = 'porter unicode61 remove_diacritics 2'
);
`;

export interface SearchDbOptions {
  /**
   * A query whose phrases each match at least this many rows (together, for an OR query) is ranked from
   * the phrases' kept lists (term-lists.ts); below it FTS5 ranks the few matches itself. Default 1,000.
   */
  listedFromRows?: number;
  /** Memory the kept lists may take: 12 bytes a matching row. Default 192 MiB (some 600 common words at 30,000 documents). */
  termListBytes?: number;
}
/** Filters kept as row sets (a filtered search of common words reads its filter once, not per query). */
const FILTER_SETS = 64;

interface Where {
  sql: string;
  params: unknown[];
}

/** The SQL conditions on `d` (the documents table) for every filter but `q`. */
function filterSql(filters: DocumentFilters): Where {
  const parts: string[] = [];
  const params: unknown[] = [];
  const anyOf = (column: string, values: unknown[] | undefined) => {
    if (!values?.length) return;
    parts.push(`${column} IN (${values.map(() => '?').join(', ')})`);
    params.push(...values);
  };
  anyOf('d.category', filters.category);
  anyOf('d.source', filters.source);
  anyOf('d.verification_level', filters.verification_level);
  for (const name of filters.entity ?? []) {
    parts.push('d.rowid IN (SELECT doc FROM document_entities WHERE entity = ?)');
    params.push(name);
  }
  if (filters.date_from) {
    parts.push('d.date >= ?');
    params.push(filters.date_from);
  }
  if (filters.date_to) {
    // A bound of 2019 or 2019-07 takes in every date within it.
    parts.push('d.date <= ?');
    params.push(`${filters.date_to}\uffff`);
  }
  return { sql: parts.length ? parts.join(' AND ') : '1', params };
}

export class SearchDb {
  private readonly db: Database.Database;

  /** Compiled statements by their SQL: the filters give a few dozen shapes, each compiled once. */
  private readonly statements = new Map<string, Database.Statement>();

  /** Each phrase's part of the rank in every row it matches, for the index as it is now. */
  private readonly termLists: TermListCache;

  /** Rows passing a filter, by the filter's SQL and values, for the index as it is now. */
  private readonly filterSets = new Map<string, Uint8Array>();

  private constructor(
    db: Database.Database,
    private readonly listedFromRows: number,
    termListBytes: number,
  ) {
    this.db = db;
    this.termLists = new TermListCache(termListBytes);
  }

  /** Drops what was read from the index as it was: called on every change to it. */
  private forgetDerived(): void {
    this.termLists.clear();
    this.filterSets.clear();
  }

  private sql(text: string): Database.Statement {
    let statement = this.statements.get(text);
    if (!statement) {
      if (this.statements.size > 500) this.statements.clear();
      statement = this.db.prepare(text);
      this.statements.set(text, statement);
    }
    return statement;
  }

  /** Opens (or creates) the index at `path`; `:memory:` for one held in memory only. */
  static open(path: string, options: SearchDbOptions = {}): SearchDb {
    const db = new Database(path);
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    const version = (() => {
      try {
        return (db.prepare("SELECT value FROM meta WHERE key = 'version'").get() as { value: string } | undefined)
          ?.value;
      } catch {
        return undefined;
      }
    })();
    if (version !== undefined && version !== String(SEARCH_DB_VERSION)) {
      db.exec(
        'DROP TABLE IF EXISTS documents_fts; DROP TABLE IF EXISTS document_entities; DROP TABLE IF EXISTS documents; DROP TABLE IF EXISTS meta;',
      );
    }
    db.exec(SCHEMA);
    db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('version', ?)").run(String(SEARCH_DB_VERSION));
    return new SearchDb(db, options.listedFromRows ?? 1_000, options.termListBytes ?? 192 * 1024 * 1024);
  }

  close(): void {
    this.db.close();
  }

  /** The archive commit the index reflects, or null before the first build. */
  get commit(): string | null {
    const row = this.db.prepare("SELECT value FROM meta WHERE key = 'commit'").get() as { value: string } | undefined;
    return row?.value ?? null;
  }

  get size(): number {
    return (this.db.prepare('SELECT count(*) AS n FROM documents').get() as { n: number }).n;
  }

  /** Every indexed document id with the entity names it was indexed with (to see what a registry change touches). */
  indexedEntities(): Map<string, string> {
    const rows = this.db.prepare('SELECT document_id, entities_json FROM documents').all() as {
      document_id: string;
      entities_json: string;
    }[];
    return new Map(rows.map((r) => [r.document_id, r.entities_json]));
  }

  /** Empties the index (a rebuild from scratch follows). */
  clear(): void {
    this.forgetDerived();
    this.db.exec(
      "DELETE FROM documents_fts; DELETE FROM document_entities; DELETE FROM documents; DELETE FROM meta WHERE key = 'commit';",
    );
  }

  /** Applies one change in a single transaction: readers see the index before it or after it, never between. */
  apply(change: IndexChange): void {
    const find = this.db.prepare('SELECT rowid FROM documents WHERE document_id = ?').pluck();
    const dropFts = this.db.prepare('DELETE FROM documents_fts WHERE rowid = ?');
    const dropEntities = this.db.prepare('DELETE FROM document_entities WHERE doc = ?');
    const dropDoc = this.db.prepare('DELETE FROM documents WHERE rowid = ?');
    const insertDoc = this.db.prepare(
      `INSERT INTO documents (document_id, title, date, source, category, verification_level, entities_json)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    const insertFts = this.db.prepare(
      `INSERT INTO documents_fts (rowid, ${FTS_COLUMNS.join(', ')}) VALUES (?, ${FTS_COLUMNS.map(() => '?').join(', ')})`,
    );
    const insertEntity = this.db.prepare('INSERT OR IGNORE INTO document_entities (entity, doc) VALUES (?, ?)');
    const setCommit = this.db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('commit', ?)");
    const remove = (id: string) => {
      const rowid = find.get(id) as number | undefined;
      if (rowid === undefined) return;
      dropFts.run(rowid);
      dropEntities.run(rowid);
      dropDoc.run(rowid);
    };
    this.db.transaction(() => {
      for (const id of change.remove) remove(id);
      for (const d of change.upsert) {
        remove(d.document_id);
        const { lastInsertRowid } = insertDoc.run(
          d.document_id,
          d.title,
          d.date,
          d.source,
          d.category,
          d.verification_level,
          JSON.stringify(d.entities),
        );
        insertFts.run(lastInsertRowid, d.title, d.summary ?? '', d.content, d.entities.join(' · '), d.tags.join(' · '));
        for (const e of d.entities) insertEntity.run(e, lastInsertRowid);
      }
      setCommit.run(change.commit);
    })();
    this.forgetDerived();
  }

  /** Documents matching the filters, newest first (date, then title); `q` narrows without reordering. */
  list(filters: DocumentFilters, window: Window): { total: number; ids: string[] } {
    const where = filterSql(filters);
    const match = filters.q === undefined ? null : toMatchQuery(filters.q).expression;
    if (filters.q !== undefined && !match) return { total: 0, ids: [] };
    const from = match
      ? `documents d JOIN (SELECT rowid FROM documents_fts WHERE documents_fts MATCH ?) f ON f.rowid = d.rowid`
      : 'documents d';
    const params = match ? [match, ...where.params] : where.params;
    const total = (this.sql(`SELECT count(*) AS n FROM ${from} WHERE ${where.sql}`).get(...params) as { n: number }).n;
    const ids = this.sql(
      `SELECT d.document_id FROM ${from} WHERE ${where.sql} ORDER BY d.date DESC, d.title, d.document_id LIMIT ? OFFSET ?`,
    )
      .pluck()
      .all(...params, window.limit, window.offset) as string[];
    return { total, ids };
  }

  /**
   * Documents holding every word of `query` (`any`: any of them), best first, with highlighted title and
   * passage.
   */
  search(
    query: string,
    filters: Omit<DocumentFilters, 'q'>,
    window: Window,
    words: 'all' | 'any' = 'all',
  ): { total: number; hits: SearchHit[] } {
    const { expression: match, phrases } = words === 'all' ? toMatchQuery(query) : toAnyMatchQuery(query);
    if (!match) return { total: 0, hits: [] };
    const where = filterSql(filters);
    const ranked = this.rankedByLists(phrases, words, where, window) ?? this.rankedByFts(match, where, window);
    if (!ranked.total) return { total: 0, hits: [] };
    const { best, rows } = ranked;
    if (!rows.length) return { total: ranked.total, hits: [] };
    const rowList = rows.map(() => '?').join(', ');
    const ids = new Map(
      this.sql(`SELECT rowid, document_id FROM documents WHERE rowid IN (${rowList})`)
        .raw()
        .all(...rows.map((r) => r.rowid)) as [number, string][],
    );
    const page = rows.map((r) => ({ rowid: r.rowid, document_id: ids.get(r.rowid)!, raw_score: r.rank }));
    const texts = this.sql(`SELECT rowid, title, summary, content FROM documents_fts WHERE rowid IN (${rowList})`).all(
      ...rows.map((r) => r.rowid),
    ) as { rowid: number; title: string; summary: string; content: string }[];
    const byRow = new Map(texts.map((t) => [t.rowid, t]));
    const marks = highlighter(query);
    return {
      total: ranked.total,
      hits: page.map((p) => {
        const t = byRow.get(p.rowid);
        return {
          document_id: p.document_id,
          score: best < 0 ? Math.min(1, Math.max(0, p.raw_score / best)) : 1,
          title_html: marks.title(t?.title ?? ''),
          snippet_html: marks.passage(t?.content ?? null, t?.summary ?? null),
        };
      }),
    };
  }

  /** FTS5 ranks the matches itself: for queries with few of them. */
  private rankedByFts(match: string, where: Where, window: Window): RankedWindow {
    const weights = FTS_COLUMNS.map((c) => WEIGHTS[c]).join(', ');
    // CROSS JOIN keeps the FTS match as the outer loop: SQLite would otherwise probe the index per document.
    const from = `documents_fts CROSS JOIN documents d ON d.rowid = documents_fts.rowid
       WHERE documents_fts MATCH ? AND ${where.sql}`;
    const total = (this.sql(`SELECT count(*) AS n FROM ${from}`).get(match, ...where.params) as { n: number }).n;
    if (!total) return { total: 0, best: 0, rows: [] };
    // bm25 is negative: the more relevant, the lower. (FTS5 allows it only in a query of its own, not
    // under an aggregate, hence the best score by a second ordered query when the page is not the first.)
    const ranked = `SELECT d.rowid AS rowid, bm25(documents_fts, ${weights}) AS rank FROM ${from} ORDER BY rank, d.rowid`;
    const rows = this.sql(`${ranked} LIMIT ? OFFSET ?`).all(
      match,
      ...where.params,
      window.limit,
      window.offset,
    ) as RankedRow[];
    const best =
      window.offset === 0 && rows.length
        ? rows[0]!.rank
        : (this.sql(`${ranked} LIMIT 1`).get(match, ...where.params) as RankedRow).rank;
    return { total, best, rows };
  }

  /**
   * Ranks from each phrase's kept list when every phrase (any phrase, for `any`) matches many rows; null
   * when the query is better left to FTS5.
   */
  private rankedByLists(phrases: string[], words: 'all' | 'any', where: Where, window: Window): RankedWindow | null {
    if (!phrases.length) return null;
    const counts = phrases.map((p) => this.termLists.peek(p)?.rowids.length ?? this.matchCount(p));
    const many = words === 'all' ? Math.min(...counts) : counts.reduce((a, b) => a + b, 0);
    if (many < this.listedFromRows) return null;
    const lists = phrases.map((p) => this.termLists.get(p, () => this.readTermList(p)));
    const allowed = where.params.length ? this.filterSet(where) : null;
    return rankLists(lists, words, allowed && ((rowid) => allowed[rowid] === 1), window.offset, window.limit);
  }

  private matchCount(phrase: string): number {
    return this.sql('SELECT count(*) FROM documents_fts WHERE documents_fts MATCH ?').pluck().get(phrase) as number;
  }

  /** One phrase's part of the rank in every row it matches: its own bm25, negated (see term-lists.ts). */
  private readTermList(phrase: string): TermList {
    const weights = FTS_COLUMNS.map((c) => WEIGHTS[c]).join(', ');
    const rows = this.sql(
      `SELECT rowid, bm25(documents_fts, ${weights}) FROM documents_fts WHERE documents_fts MATCH ? ORDER BY rowid`,
    )
      .raw()
      .all(phrase) as [number, number][];
    const rowids = new Int32Array(rows.length);
    const parts = new Float64Array(rows.length);
    rows.forEach(([rowid, rank], i) => {
      rowids[i] = rowid;
      parts[i] = -rank;
    });
    return { rowids, parts };
  }

  /** The rows passing the filters, as a flag per rowid. */
  private filterSet(where: Where): Uint8Array {
    const key = JSON.stringify([where.sql, where.params]);
    let set = this.filterSets.get(key);
    if (!set) {
      const rowids = this.sql(`SELECT d.rowid FROM documents d WHERE ${where.sql}`)
        .pluck()
        .all(...where.params) as number[];
      set = new Uint8Array(rowids.reduce((a, b) => Math.max(a, b), 0) + 1);
      for (const rowid of rowids) set[rowid] = 1;
      if (this.filterSets.size >= FILTER_SETS) this.filterSets.delete(this.filterSets.keys().next().value!);
      this.filterSets.set(key, set);
    }
    return set;
  }

  /** The indexed full text of one document, or null when it is not in the index. */
  content(documentId: string): string | null {
    const row = this.sql(
      'SELECT f.content AS content FROM documents d JOIN documents_fts f ON f.rowid = d.rowid WHERE d.document_id = ?',
    ).get(documentId) as { content: string } | undefined;
    return row?.content ?? null;
  }
}
