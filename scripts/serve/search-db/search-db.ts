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
// Lets the event loop turn between slices of a long job, so answers waiting behind it go first.
import { setImmediate as turn } from 'node:timers/promises';
import Database from 'better-sqlite3';
import { highlighter } from './excerpt-html.js';
import { toAnyMatchQuery, toMatchQuery } from './match-query.js';
import { PhraseTerms, TOKENIZE } from './phrase-terms.js';
import {
  decodeTermList,
  encodeTermList,
  rankLists,
  TermListCache,
  type RankedRow,
  type RankedWindow,
  type TermList,
} from './term-lists.js';

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
  tokenize = '${TOKENIZE}'
);
-- Each term's document count, read to find the common terms whose lists are filled ahead of queries.
CREATE VIRTUAL TABLE IF NOT EXISTS documents_terms USING fts5vocab(documents_fts, 'row');
-- Kept lists (term-lists.ts) by term, for the index as it is: every change to the index empties the
-- table in its own transaction, so a list found here is always the index's, and a restart reuses them.
CREATE TABLE IF NOT EXISTS term_lists (term TEXT PRIMARY KEY, rowids BLOB NOT NULL, parts BLOB NOT NULL);
`;

export interface SearchDbOptions {
  /**
   * A query whose phrases each match at least this many rows (together, for an OR query) is ranked from
   * the phrases' kept lists (term-lists.ts); below it FTS5 ranks the few matches itself. Default 1,000.
   */
  listedFromRows?: number;
  /** Memory the kept lists may take: 12 bytes a matching row. Default 192 MiB (some 600 common words at 30,000 documents). */
  termListBytes?: number;
  /** Rows a list computed in the background reads between two turns of the event loop. Default 2,000. */
  sliceRows?: number;
}
/** Filters kept as row sets (a filtered search of common words reads its filter once, not per query). */
const FILTER_SETS = 64;
/** Rows a list computed in the background reads between two turns of the event loop (some milliseconds' work). */
const SLICE_ROWS = 2_000;
/** Milliseconds a background pass over a list (on an index file) reads between two turns of the event loop. */
const SLICE_MS = 4;
/** Vocabulary terms a filling looks at between two turns of the event loop. */
const FILL_CHUNK_TERMS = 25;
/** The meta key saying every common term's list of this index is in `term_lists`. */
const LISTS_FILLED = 'term_lists_filled';

/** Where the kept lists came from since the index was opened (what a restart reuses shows here). */
export interface TermListCounts {
  /** Found in memory. */
  memory: number;
  /** Read from the index file's `term_lists`. */
  stored: number;
  /** Computed by FTS5 while a query waited. */
  computed: number;
  /** Computed ahead of queries by `fillTermLists`. */
  filled: number;
}

export interface FillReport {
  /** True when every common term's list is stored; false when the index changed or closed meanwhile. */
  complete: boolean;
  /** Lists computed and stored by this run. */
  filled: number;
  /** Common terms already stored. */
  found: number;
  /** Common terms of the vocabulary that no query phrase reaches as themselves (left for queries). */
  skipped: number;
  ms: number;
}

/** A read-only connection of a background pass over a list. */
interface Reader {
  db: Database.Database;
  list: Database.Statement;
  /** The pass under way, if any. */
  running?: IterableIterator<unknown> | undefined;
}
/** Read-only connections for background passes: the filling and a few queries' words at once. */
const READERS = 4;

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

  /** Counts changes to the index: work begun on one state checks it to know the state is still current. */
  private generation = 0;
  private readonly phraseTerms = new PhraseTerms();
  private readonly listCounts: TermListCounts = { memory: 0, stored: 0, computed: 0, filled: 0 };
  private filling: Promise<FillReport> | null = null;
  /** Read-only connections the background passes read through (readInTurns), one per pass under way. */
  private readonly readers: Reader[] = [];
  /** Lists being computed for queries that wait for them (`prepareSearch`), by term. */
  private readonly preparing = new Map<string, Promise<void>>();

  private constructor(
    db: Database.Database,
    private readonly listedFromRows: number,
    termListBytes: number,
    private readonly sliceRows: number,
  ) {
    this.db = db;
    this.termLists = new TermListCache(termListBytes);
  }

  /** Drops what was read from the index as it was: called on every change to it. */
  private forgetDerived(): void {
    this.generation++;
    this.termLists.clear();
    this.filterSets.clear();
  }

  /** The stored lists of the index as it was, dropped in the transaction that changes it. */
  private dropStoredLists(): void {
    this.db.exec(`DELETE FROM term_lists; DELETE FROM meta WHERE key = '${LISTS_FILLED}';`);
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
    return new SearchDb(
      db,
      options.listedFromRows ?? 1_000,
      options.termListBytes ?? 192 * 1024 * 1024,
      options.sliceRows ?? SLICE_ROWS,
    );
  }

  close(): void {
    // A filling under way stops at its next turn (it checks that the index is still open).
    this.generation++;
    this.phraseTerms.close();
    for (const reader of this.readers) {
      // A connection cannot close while a statement iterates.
      reader.running?.return?.();
      reader.db.close();
    }
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
    this.db.transaction(() => {
      this.db.exec(
        "DELETE FROM documents_fts; DELETE FROM document_entities; DELETE FROM documents; DELETE FROM meta WHERE key = 'commit';",
      );
      this.dropStoredLists();
    })();
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
      this.dropStoredLists();
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
    const keys = phrases.map((p) => this.phraseTerms.keyOf(p));
    const counts = phrases.map((p, i) => this.keptCount(keys[i]!) ?? this.matchCount(p));
    const many = words === 'all' ? Math.min(...counts) : counts.reduce((a, b) => a + b, 0);
    if (many < this.listedFromRows) return null;
    const lists = phrases.map((p, i) => this.keptList(p, keys[i]!));
    const allowed = where.params.length ? this.filterSet(where) : null;
    return rankLists(lists, words, allowed && ((rowid) => allowed[rowid] === 1), window.offset, window.limit);
  }

  /**
   * The rows of a kept list, in memory or stored, without reading it: cheaper than counting a common
   * word's matches again (10–40 ms at 30,000 documents); undefined when the list is not kept.
   */
  private keptCount(key: string): number | undefined {
    const held = this.termLists.peek(key);
    if (held) return held.rowids.length;
    // length() of a blob reads the row's header only, not the blob's pages.
    const bytes = this.sql('SELECT length(rowids) FROM term_lists WHERE term = ?').pluck().get(key) as
      number | undefined;
    return bytes === undefined ? undefined : bytes / Int32Array.BYTES_PER_ELEMENT;
  }

  private matchCount(phrase: string): number {
    return this.sql('SELECT count(*) FROM documents_fts WHERE documents_fts MATCH ?').pluck().get(phrase) as number;
  }

  /** A phrase's list: kept in memory, else stored in the index, else computed now (and stored). */
  private keptList(phrase: string, key: string): TermList {
    let source: keyof TermListCounts = 'memory';
    const list = this.termLists.get(key, () => {
      const row = this.sql('SELECT rowids, parts FROM term_lists WHERE term = ?').get(key) as
        { rowids: Buffer; parts: Buffer } | undefined;
      if (row) {
        source = 'stored';
        return decodeTermList(row.rowids, row.parts);
      }
      source = 'computed';
      const computing = this.computeTermList(phrase, Number.MAX_SAFE_INTEGER);
      let step = computing.next();
      while (!step.done) step = computing.next();
      this.storeTermList(key, step.value);
      return step.value;
    });
    this.listCounts[source]++;
    return list;
  }

  private storeTermList(key: string, list: TermList): void {
    const { rowids, parts } = encodeTermList(list);
    this.sql('INSERT OR REPLACE INTO term_lists (term, rowids, parts) VALUES (?, ?, ?)').run(key, rowids, parts);
  }

  /**
   * One phrase's part of the rank in every row it matches: its own bm25, negated (see term-lists.ts),
   * read `chunkRows` rows at a time by ascending rowid; the generator pauses between chunks. A chunk's
   * bm25 is the whole query's, row for row: FTS5 takes the phrase's document count and the average
   * length from the whole index whatever rows the query reads.
   */
  private *computeTermList(phrase: string, chunkRows: number): Generator<void, TermList> {
    const weights = FTS_COLUMNS.map((c) => WEIGHTS[c]).join(', ');
    const chunk = this.sql(
      `SELECT rowid, bm25(documents_fts, ${weights}) FROM documents_fts
       WHERE documents_fts MATCH ? AND rowid > ? ORDER BY rowid LIMIT ?`,
    ).raw();
    const rowids: number[] = [];
    const parts: number[] = [];
    let after = Number.MIN_SAFE_INTEGER;
    for (;;) {
      const rows = chunk.all(phrase, after, chunkRows) as [number, number][];
      for (const [rowid, rank] of rows) {
        rowids.push(rowid);
        parts.push(-rank);
      }
      if (rows.length < chunkRows) break;
      after = rows[rows.length - 1]![0];
      yield;
    }
    return { rowids: Int32Array.from(rowids), parts: Float64Array.from(parts) };
  }

  /**
   * Makes sure the lists a search of `query` will rank from are at hand, computing a missing one in
   * chunks with turns of the event loop between them (as `fillTermLists` does) rather than in one pass
   * that holds every other answer back. Call it before `search` where the caller can wait; `search`
   * alone computes what is missing at once. Queries of the same word share one computation.
   */
  async prepareSearch(query: string, words: 'all' | 'any' = 'all'): Promise<void> {
    const { phrases } = words === 'all' ? toMatchQuery(query) : toAnyMatchQuery(query);
    if (!phrases.length) return;
    const keys = phrases.map((p) => this.phraseTerms.keyOf(p));
    const kept = keys.map((key) => this.keptCount(key));
    const missing = phrases.flatMap((phrase, i) =>
      kept[i] === undefined ? [{ phrase, key: keys[i]!, count: this.matchCount(phrase) }] : [],
    );
    if (!missing.length) return;
    // Only when the search will rank from lists (the same rule as rankedByLists).
    const counts = keys.map((key, i) => kept[i] ?? missing.find((m) => m.key === key)!.count);
    const many = words === 'all' ? Math.min(...counts) : counts.reduce((a, b) => a + b, 0);
    if (many < this.listedFromRows) return;
    for (const { phrase, key } of missing) {
      let computing = this.preparing.get(key);
      if (!computing) {
        computing = this.computeInTurns(phrase, key).finally(() => this.preparing.delete(key));
        this.preparing.set(key, computing);
      }
      await computing;
    }
  }

  private async computeInTurns(phrase: string, key: string): Promise<void> {
    const list = await this.readInTurns(phrase);
    // Null: the index changed or closed meanwhile; what was read is of no use, and search computes anew.
    if (!list) return;
    this.storeTermList(key, list);
    this.listCounts.computed++;
  }

  /**
   * A phrase's list read in the background, with turns of the event loop every few milliseconds; null
   * when the index changed or closed meanwhile. An index file is read through a second, read-only
   * connection in one pass (its snapshot is the index as it was when the pass began, and any change
   * since ends the pass); an index in memory in slices of `sliceRows` through the only connection.
   */
  private async readInTurns(phrase: string): Promise<TermList | null> {
    const generation = this.generation;
    const current = () => generation === this.generation && this.db.open;
    const reader = this.idleReader();
    if (!reader) {
      const computing = this.computeTermList(phrase, this.sliceRows);
      let step = computing.next();
      while (!step.done) {
        await turn();
        if (!current()) return null;
        step = computing.next();
      }
      return step.value;
    }
    const rowids: number[] = [];
    const parts: number[] = [];
    let since = performance.now();
    const rows = reader.list.iterate(phrase) as IterableIterator<[number, number]>;
    reader.running = rows;
    try {
      for (const [rowid, rank] of rows) {
        rowids.push(rowid);
        parts.push(-rank);
        if (rowids.length % 256 === 0 && performance.now() - since > SLICE_MS) {
          await turn();
          if (!current()) return null;
          since = performance.now();
        }
      }
    } finally {
      reader.running = undefined;
    }
    return current() ? { rowids: Int32Array.from(rowids), parts: Float64Array.from(parts) } : null;
  }

  /**
   * A read-only connection with no pass under way, opened if need be; null for an index in memory, or
   * when `READERS` passes are under way already (the pass then reads in slices).
   */
  private idleReader(): Reader | null {
    if (this.db.memory) return null;
    const idle = this.readers.find((r) => !r.running);
    if (idle || this.readers.length >= READERS) return idle ?? null;
    const db = new Database(this.db.name, { readonly: true, fileMustExist: true });
    const weights = FTS_COLUMNS.map((c) => WEIGHTS[c]).join(', ');
    const reader: Reader = {
      db,
      list: db
        .prepare(
          `SELECT rowid, bm25(documents_fts, ${weights}) FROM documents_fts WHERE documents_fts MATCH ? ORDER BY rowid`,
        )
        .raw(),
    };
    this.readers.push(reader);
    return reader;
  }

  /** True once every common term's list of the index as it is now is stored (fillTermLists ended). */
  get termListsFilled(): boolean {
    return this.sql('SELECT value FROM meta WHERE key = ?').pluck().get(LISTS_FILLED) === '1';
  }

  /** Where the kept lists came from since the index was opened. */
  termListCounts(): TermListCounts {
    return { ...this.listCounts };
  }

  /**
   * Computes and stores the list of every common term of the index (in `listedFromRows` documents or
   * more, the most frequent first) that is not stored yet, so that no query waits for a first pass over
   * its words, and a restart on the same index finds them all. The work is cut in chunks of a few
   * milliseconds with a turn of the event loop between them, so answers keep flowing; a change to the
   * index (or closing it) ends the run early, and the next run starts over on the new state. Runs
   * started while one is under way share it.
   */
  fillTermLists(): Promise<FillReport> {
    this.filling ??= this.fill().finally(() => {
      this.filling = null;
    });
    return this.filling;
  }

  private async fill(): Promise<FillReport> {
    const started = Date.now();
    const generation = this.generation;
    const report: FillReport = { complete: false, filled: 0, found: 0, skipped: 0, ms: 0 };
    const current = () => generation === this.generation && this.db.open;
    const done = () => ({ ...report, ms: Date.now() - started });
    const filledAlready = this.sql('SELECT value FROM meta WHERE key = ?').pluck().get(LISTS_FILLED);
    if (filledAlready === '1') return { ...done(), complete: true };
    const common: { term: string; documents: number }[] = [];
    const vocabulary = this.sql('SELECT term, doc FROM documents_terms WHERE term > ? ORDER BY term LIMIT ?').raw();
    for (let after = ''; ;) {
      const rows = vocabulary.all(after, FILL_CHUNK_TERMS) as [string, number][];
      for (const [term, documents] of rows) if (documents >= this.listedFromRows) common.push({ term, documents });
      if (rows.length < FILL_CHUNK_TERMS) break;
      after = rows[rows.length - 1]![0];
      await turn();
      if (!current()) return done();
    }
    common.sort((a, b) => b.documents - a.documents || (a.term < b.term ? -1 : 1));
    const stored = this.sql('SELECT 1 FROM term_lists WHERE term = ?').pluck();
    for (const { term } of common) {
      // A term is reached by a query phrase only if the tokenizer keeps it as it is.
      const phrase = `"${term}"`;
      if (this.phraseTerms.keyOf(phrase) !== term) {
        report.skipped++;
        continue;
      }
      if (stored.get(term)) {
        report.found++;
        continue;
      }
      const list = await this.readInTurns(phrase);
      if (!list) return done();
      this.storeTermList(term, list);
      this.listCounts.filled++;
      report.filled++;
      await turn();
      if (!current()) return done();
    }
    this.sql("INSERT OR REPLACE INTO meta (key, value) VALUES (?, '1')").run(LISTS_FILLED);
    return { ...done(), complete: true };
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
