/**
 * The server's search engine: a SQLite database (better-sqlite3) holding one row per document and an
 * FTS5 index of the analyser's terms of its title, summary, text, entities and tags (analysed.ts). It is
 * derived data: built from the archive
 * at a commit, never written by anything else, and rebuilt from scratch whenever in doubt. Ranking is
 * the site's (actions/lib/text/ranking.ts), from each term's list (term-lists.ts); filters are SQL; highlighted passages are made from the text
 * the way the site highlights (excerpt-html.ts).
 *
 * The interface knows nothing of HTTP or of the archive's files: it takes documents as data
 * (`IndexedDocument`) and answers lists and searches, so the public API and any later agent-facing API
 * (entity, cross-reference or fact-check search) can share one index.
 */
// Lets the event loop turn between slices of a long job, so answers waiting behind it go first.
import { setImmediate as turn } from 'node:timers/promises';
import Database from 'better-sqlite3';
import { TimeSlices } from '../../../actions/lib/core/time-slices.js';
import { EXACT_WEIGHT, termScale } from '../../../actions/lib/text/ranking.js';
import type { QueryNode } from '../../../site/search-index/query-language.js';
import { IndexStats } from './bm25.js';
import { FTS_TABLE } from './columns.js';
import { FilterRows } from './filter-rows.js';
import { planFill, readBatch, type FillBatch } from './fill-term-lists.js';
import { searchHits } from './hit-texts.js';
import { DocumentLists } from './document-lists.js';
import { eachIndexedRow } from './indexed-rows.js';
import { toAnyMatchQuery } from './match-query.js';
import { planQuery, textOf } from './query-plan.js';
import { parseQuery } from '../../../site/search-index/query-language.js';
import { didYouMean, VocabularyParts } from './did-you-mean.js';
import { Checkpoints } from './checkpoints.js';
import { IndexWriter, LISTS_FILLED, type Applied } from './index-writer.js';
import { IndexWriteError, IndexWriteThread } from './index-write-thread.js';
import { phraseKey } from './phrase-terms.js';
import { PAIRS_TABLE, phrasePair } from './stop-pairs.js';
import { hasRankedTerm, onlyFlagged, scoreMatches, treeMatches, type ScoreSource } from './tree-scores.js';
import { fillInWorker, type FillJob } from './term-list-jobs.js';
import { Bm25Mismatch, INSTANCES_TABLE, listsRead, TermListReader } from './term-list-reader.js';
import { TermListStore } from './term-list-store.js';
import type { IndexChange, IndexedDocument } from './indexed-document.js';
import { bothOf, filterSql, type DocumentFilters, type Where, type Window } from './filters.js';
import { rankedByDate, type SearchOrder } from './date-order.js';
import { SCHEMA } from './schema.js';
import { RowOrders, type OrderedRow } from './row-order.js';
import {
  ENTRY_BYTES,
  rankLists,
  rankScored,
  TermListCache,
  type RowOrder,
  type RankedRow,
  type RankedWindow,
  type TermList,
} from './term-lists.js';

export type { IndexChange, IndexedDocument, NameKind } from './indexed-document.js';
export type { DocumentFilters, Window } from './filters.js';
export type { SearchOrder } from './date-order.js';
export type { FillReport, QueryReading, SearchDbOptions, SearchHit, TermListCounts } from './search-db-types.js';
import type {
  FillReport,
  IndexFollower,
  QueryReading,
  SearchDbOptions,
  SearchHit,
  TermListCounts,
} from './search-db-types.js';

/** Bump when the tables change: an index of another version is dropped and rebuilt. */
export const SEARCH_DB_VERSION = 5;

/** A prefix is read as at most this many of the terms beginning with it, those in the most documents (as the site's index). */
const MAX_PREFIX_TERMS = 200;
/** Milliseconds of work on this thread (a filling of an index in memory, reading lists ahead) between two turns of the event loop. */
const SLICE_MS = 4;

export class SearchDb {
  /** The connection searches read through. */
  private readonly db: Database.Database;
  /** Writes go through a connection of their own (the same one for an index in memory). */
  private readonly writer: IndexWriter;
  /** An index file's changes are written in a thread of their own (null for an index in memory). */
  private readonly writeThread: IndexWriteThread | null;
  /** True while the write thread writes a change: searches still read the index as it was. */
  private applying = false;

  /** Compiled statements by their SQL: the filters give a few dozen shapes, each compiled once. */
  private readonly statements = new Map<string, Database.Statement>();

  /** The numbers of the index as it is now that bm25 reads besides a term's frequencies. */
  private readonly stats: IndexStats;
  private readonly store: TermListStore;
  private readonly reader: TermListReader;

  /** Kept lists held in memory: stored ones, and `transient` ones. */
  private readonly termLists: TermListCache;
  /** Lists held in memory that are not stored (rare terms of OR queries): no change follows them. */
  private readonly transient = new Set<string>();

  /** Rows passing a filter, by the filter's SQL and values, for the index as it is now. */
  private readonly filterRows = new FilterRows((text) => this.sql(text));
  /** Parts of the vocabulary "did you mean" read, for the index as it is now. */
  private readonly vocabulary = new VocabularyParts((text) => this.sql(text));
  /** Documents listed rather than ranked, for the index as it is now. */
  private readonly lists = new DocumentLists((text) => this.sql(text));

  /** Counts changes to the index: work begun on one state checks it to know the state is still current. */
  private generation = 0;
  /** Each row's place newest first, then by document id: the order of equal scores, kept in step with changes. */
  private readonly rowOrders: RowOrders;
  private readonly listCounts: TermListCounts = { memory: 0, stored: 0, computed: 0, filled: 0, patched: 0 };
  private filling: Promise<FillReport> | null = null;
  /** The filling's worker, while one runs. */
  private fillJob: FillJob | null = null;
  /**
   * Why FTS5's scores cannot be turned back into frequencies on this machine (a score they do not
   * reproduce), or null: once set, lists are read from the index's vocabulary of instances (slower).
   */
  private listsRefused: string | null = null;
  /** Other readers of this index file (search threads) that follow its changes (`follow`). */
  private readonly followers: IndexFollower[] = [];
  /** SearchDbOptions `listedFromRows` and `fillInWorker` (never for a replica), with their defaults. */
  private readonly listedFromRows: number;
  private readonly useWorker: boolean;

  private constructor(
    db: Database.Database,
    private readonly writeDb: Database.Database,
    private readonly checkpoints: Checkpoints | null,
    options: SearchDbOptions,
    /** A replica only reads the index another SearchDb writes, and follows its changes (`openReplica`). */
    private readonly replica = false,
  ) {
    this.db = db;
    this.listedFromRows = options.listedFromRows ?? 1_000;
    this.useWorker = !replica && (options.fillInWorker ?? true);
    this.writer = new IndexWriter(writeDb, () => checkpoints?.request());
    this.writeThread = db.memory || replica ? null : new IndexWriteThread(db.name);
    this.termLists = new TermListCache(options.termListBytes ?? 192 * 1024 * 1024);
    this.stats = new IndexStats(db, FTS_TABLE);
    this.store = new TermListStore(db);
    this.reader = new TermListReader(db, this.stats);
    this.rowOrders = new RowOrders({
      all: () => this.sql('SELECT rowid, date, document_id AS id FROM documents').all() as OrderedRow[],
      some: (rowids) =>
        this.sql(
          `SELECT rowid, date, document_id AS id FROM documents WHERE rowid IN (SELECT value FROM json_each(?))`,
        ).all(JSON.stringify(rowids)) as OrderedRow[],
    });
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
    // Opened before the reading connection, which then finds the tables made.
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
        `DROP TABLE IF EXISTS documents_terms; DROP TABLE IF EXISTS ${INSTANCES_TABLE}; DROP TABLE IF EXISTS ${FTS_TABLE}; DROP TABLE IF EXISTS ${PAIRS_TABLE}; DROP TABLE IF EXISTS document_entities; DROP TABLE IF EXISTS document_names; DROP TABLE IF EXISTS document_text;
         DROP TABLE IF EXISTS documents; DROP TABLE IF EXISTS term_lists; DROP TABLE IF EXISTS term_list_chunks;
         DROP TABLE IF EXISTS meta;`,
      );
    }
    db.exec(SCHEMA);
    db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('version', ?)").run(String(SEARCH_DB_VERSION));
    // The log is checkpointed in a worker thread after each write (checkpoints.ts), never on this one.
    if (!db.memory) db.pragma('wal_autocheckpoint = 0');
    const reading = db.memory ? db : new Database(path);
    return new SearchDb(reading, db, db.memory ? null : new Checkpoints(path, options.log), options);
  }

  /**
   * Opens an index file another SearchDb writes, to search it in another thread (search-threads.ts): it
   * keeps lists in memory as the writer's SearchDb does, stores none, and follows the writer's changes
   * through `holdSnapshot` and `followChange`.
   */
  static openReplica(path: string, options: SearchDbOptions = {}): SearchDb {
    const db = new Database(path, { readonly: true, fileMustExist: true });
    return new SearchDb(db, db, null, options, true);
  }

  /**
   * Keeps `follower` in step with this index's changes: told before a change is written, so that it goes on
   * reading the index as it was, and after, with the rows and lists the change touched.
   */
  follow(follower: IndexFollower): void {
    this.followers.push(follower);
  }

  /** A replica reads the index as it is now until `followChange` (a change is about to be written). */
  holdSnapshot(): void {
    if (this.db.inTransaction) return;
    this.db.exec('BEGIN');
    this.sql("SELECT value FROM meta WHERE key = 'commit'").get();
  }

  /** A replica reads the index as its writer changed it: `rowids` (null: every row), `patches` (null: every list). */
  followChange(rowids: number[] | null, patches: Applied['patches'] | null): void {
    if (this.db.inTransaction) this.db.exec('COMMIT');
    this.changed(rowids, patches);
  }

  close(): void {
    // A filling under way stops at its next turn (it checks that the index is still open).
    this.generation++;
    this.fillJob?.stop();
    this.checkpoints?.close();
    // A change the thread is writing is rolled back, unless committed already: closing ends its transaction.
    this.writeThread?.close();
    this.writer.close();
    if (this.writeDb !== this.db) this.writeDb.close();
    this.db.close();
  }

  /** Settles once the index file's log is checkpointed up to the last write (at once for an index in memory). */
  checkpointed(): Promise<void> {
    return this.checkpoints?.idle() ?? Promise.resolve();
  }

  /** The archive commit the index reflects, or null before the first build. */
  get commit(): string | null {
    const row = this.db.prepare("SELECT value FROM meta WHERE key = 'commit'").get() as { value: string } | undefined;
    return row?.value ?? null;
  }

  get size(): number {
    return (this.db.prepare('SELECT count(*) AS n FROM documents').get() as { n: number }).n;
  }

  /** Every indexed document id (indexed-rows.ts). */
  async indexedIds(): Promise<Set<string>> {
    const ids = new Set<string>();
    await eachIndexedRow(this.db, 'document_id', ([id]) => ids.add(id!));
    return ids;
  }

  /** Every indexed document id with the names it was indexed with (to see what a registry change touches). */
  async indexedEntities(): Promise<Map<string, string>> {
    const indexed = new Map<string, string>();
    await eachIndexedRow(this.db, 'document_id, entities_json', ([id, names]) => indexed.set(id!, names!));
    return indexed;
  }

  /**
   * Empties the index (a rebuild from scratch follows). The followers read the index as it was until they
   * are told, as while a change is written: a search thread would otherwise read the emptied tables with
   * the lists it holds of the rows that were there.
   */
  async clear(): Promise<void> {
    this.notApplying();
    this.applying = true;
    let cleared = false;
    try {
      await Promise.all(this.followers.map((f) => f.hold()));
      this.writer.clear();
      cleared = true;
    } finally {
      this.applying = false;
      // Not cleared: the followers read the index as it is, which nothing touched.
      if (!cleared) void Promise.all(this.followers.map((f) => f.changed([], new Map())));
    }
    await this.changed(null, null);
  }

  /**
   * Drops the stored lists, to be filled again (`fillTermLists`) rather than followed through a change of
   * many documents: following a change rewrites the parts of every list that hold a changed row.
   */
  dropTermLists(): void {
    this.notApplying();
    this.writer.dropTermLists();
    void this.changed([], null);
  }

  /** Changes are written one at a time (ArchiveView's refresh runs one at a time). */
  private notApplying(): void {
    if (this.applying) throw new Error('SearchDb: a change is being written already');
  }

  /**
   * Forgets what was read from the index as it was: `rowids` changed (null: every row), and the stored lists
   * of `terms` with them (null: every list). Stops a filling under way, which read the index as it was.
   */
  private changed(rowids: Iterable<number> | null, patches: Applied['patches'] | null): Promise<unknown> {
    const followed = Promise.all(this.followers.map((f) => f.changed(rowids ? [...rowids] : null, patches)));
    this.generation++;
    this.fillJob?.stop();
    if (rowids) this.stats.update(rowids);
    else this.stats.readAll();
    // The lists held in memory follow the change as the stored ones did, when next used.
    if (patches) for (const [term, changes] of patches) this.termLists.patch(term, changes);
    else this.termLists.clear();
    for (const term of this.transient) this.termLists.delete(term);
    this.transient.clear();
    this.filterRows.clear();
    this.vocabulary.clear();
    this.lists.clear();
    this.rowOrders.changed(rowids);
    return followed;
  }

  /**
   * Applies one change in a single transaction: readers see the index before it or after it, never between.
   * The stored lists follow the change in the same transaction (index-writer.ts).
   */
  apply(change: IndexChange): void {
    this.notApplying();
    void this.applied(this.writer.write(change));
  }

  /**
   * `apply`, written by a thread of its own (index-write-thread.ts), so searches are answered meanwhile,
   * from the index as it was until the change commits. An index in memory is written at once, here.
   * Resolves once the change is committed and what is held in memory follows it, or once the index is
   * closed (the change then committed whole or not at all).
   */
  async applyInBackground(change: IndexChange): Promise<void> {
    if (!this.writeThread) return this.apply(change);
    this.notApplying();
    // A filling under way read the index as it was: it stops, and stores nothing more.
    this.generation++;
    this.fillJob?.stop();
    this.applying = true;
    let followed = false;
    try {
      await Promise.all(this.followers.map((f) => f.hold()));
      // Searches read the index as it was until what this thread holds in memory follows the change: the
      // thread's COMMIT and its answer are apart in time, so reads stay in one snapshot, held open till then.
      this.db.exec('BEGIN');
      this.sql("SELECT value FROM meta WHERE key = 'commit'").get();
      const applied = await this.writeThread.write(change);
      if (!applied || !this.db.open) return;
      this.db.exec('COMMIT');
      // The log is checkpointed once no reader holds the index as it was.
      followed = true;
      await this.applied(applied);
      this.checkpoints?.request();
    } catch (err) {
      // A thread lost before it answered may have committed: what is held in memory is read afresh.
      if (err instanceof IndexWriteError && err.committed === null && this.db.open) {
        if (this.db.inTransaction) this.db.exec('COMMIT');
        followed = true;
        void this.changed(null, null);
      }
      throw err;
    } finally {
      if (this.db.open && this.db.inTransaction) this.db.exec('COMMIT');
      // Rolled back, or closed: the followers read the index as it is, which no change touched.
      if (!followed) void Promise.all(this.followers.map((f) => f.changed([], new Map())));
      this.applying = false;
    }
  }

  private applied(change: Applied): Promise<unknown> {
    this.listCounts.patched += change.patches.size;
    return this.changed(change.rowids, change.patches);
  }

  /**
   * Documents matching the filters, newest first (date, then title); `q` (the search syntax,
   * query-language.ts) narrows without reordering.
   */
  list(filters: DocumentFilters, window: Window): { total: number; ids: string[] } {
    return this.lists.list(filters, window);
  }

  /** Documents matching the filters oldest first: the dated by date, then the undated (ties by document id). */
  listOldest(filters: Omit<DocumentFilters, 'q'>, window: Window): { total: number; ids: string[] } {
    return this.lists.listOldest(filters, window);
  }

  /**
   * Documents matching `query`, best first, with highlighted title and passage. `all`: the query is read
   * in the search syntax (query-language.ts), and the answer says how it was read; `any`: documents
   * holding any of its words (questions in natural language, where no document holds every word).
   */
  search(
    query: string,
    filters: Omit<DocumentFilters, 'q'>,
    window: Window,
    words: 'all' | 'any' = 'all',
    order: SearchOrder = 'best',
  ): { total: number; hits: SearchHit[]; reading: QueryReading } {
    const base = filterSql(filters);
    let ranked: RankedWindow;
    let marked = query;
    let reading: QueryReading = { read_as: query, notes: [] };
    if (words === 'any') {
      const { expression: match, phrases, nodes } = toAnyMatchQuery(query);
      if (!match) return { total: 0, hits: [], reading };
      const tree: QueryNode = nodes.length === 1 ? nodes[0]! : { type: 'or', nodes };
      ranked = this.rankedByLists(phrases, words, base, window) ?? this.rankedByTree(tree, match, base, window);
    } else {
      const parsed = parseQuery(query);
      const suggestions = didYouMean(
        (text) => this.sql(text),
        parsed.tree,
        (term) => (this.termLists.get(term)?.rowids.length ?? 0) > 0,
        this.vocabulary,
      );
      reading = {
        read_as: parsed.readAs,
        notes: parsed.notes,
        ...(suggestions.length ? { did_you_mean: suggestions } : {}),
      };
      if (!parsed.tree) return { total: 0, hits: [], reading };
      const plan = planQuery(parsed.tree);
      const where = bothOf(base, plan.where);
      marked = plan.highlight;
      ranked =
        order !== 'best'
          ? rankedByDate((text) => this.sql(text), where, window, order, plan.match)
          : ((plan.plainPhrases && plan.where.sql === '1'
              ? this.rankedByLists(plan.plainPhrases, words, base, window)
              : null) ??
            (plan.match || hasRankedTerm(parsed.tree)
              ? (this.rankedByMatches(parsed.tree, base, window) ??
                this.rankedByTree(parsed.tree, plan.match, where, window))
              : rankedByDate((text) => this.sql(text), where, window, 'newest', null)));
    }
    return { ...searchHits((text) => this.sql(text), ranked, marked), reading };
  }

  /**
   * The matches of a query as FTS5 and SQL find them, each scored as the site's index scores it
   * (tree-scores.ts) from its terms' lists: natural-language (`any`) queries of few matches, and every
   * query on an index that keeps no lists.
   */
  private rankedByTree(tree: QueryNode, match: string | null, where: Where, window: Window): RankedWindow {
    // CROSS JOIN keeps the FTS match as the outer loop: SQLite would otherwise probe the index per document.
    const [from, params] = match
      ? [
          `documents_fts CROSS JOIN documents d ON d.rowid = documents_fts.rowid WHERE documents_fts MATCH ? AND`,
          [match, ...where.params],
        ]
      : ['documents d WHERE', where.params];
    const rowids = this.sql(`SELECT d.rowid FROM ${from} ${where.sql} ORDER BY d.rowid`)
      .pluck()
      .all(...params) as number[];
    if (!rowids.length) return { total: 0, best: 0, rows: [] };
    return listsRead(() =>
      rankScored(rowids, scoreMatches(this.scoreSource(), tree, rowids), this.order(), window.offset, window.limit),
    );
  }

  /**
   * The matches of a query and their scores from the terms' lists and the fields' kept rows (tree-scores.ts
   * `treeMatches`), FTS5 asked only for its phrases; null on an index that keeps no lists.
   */
  private rankedByMatches(tree: QueryNode, filters: Where, window: Window): RankedWindow | null {
    // An index that keeps no lists is matched by FTS5 and SQL alone: the answers the lists are checked against.
    if (this.listedFromRows === Infinity) return null;
    return listsRead(() => {
      const matches = treeMatches(this.scoreSource(), tree);
      const allowed = filters.params.length ? this.filterRows.flags(filters) : null;
      const { docs, scores } = allowed ? onlyFlagged(matches, allowed) : matches;
      return rankScored(docs, scores, this.order(), window.offset, window.limit);
    });
  }

  /** What scoring a tree reads of the index as it is now. */
  private scoreSource(): ScoreSource {
    const stats = this.stats;
    return {
      rows: stats.documents,
      bound: stats.rankLengths.length,
      norms: stats.rankNorms,
      list: (term) => this.listOf(term),
      prefixTerms: (prefix) =>
        this.sql(
          'SELECT term FROM documents_terms WHERE term >= ? AND term < ? ORDER BY doc DESC, term LIMIT ' +
            MAX_PREFIX_TERMS,
        )
          .pluck()
          .all(prefix, `${prefix}\uffff`) as string[],
      fieldRows: (node) => this.filterRows.ofNode(node),
      allRows: () => this.filterRows.rows({ sql: '1', params: [] }),
      leafRows: (node) => this.filterRows.rowsOf(JSON.stringify(node), () => this.leafRowids(node)),
    };
  }

  /** The rows of a phrase, `title:` or `tag:`: a phrase of a function word and another from its pair's rows. */
  private leafRowids(node: QueryNode): number[] {
    // An index that keeps no lists answers as FTS5 alone (the reference the pairs are checked against).
    const pair = this.listedFromRows === Infinity ? null : phrasePair(node);
    const [table, match] = pair ? [PAIRS_TABLE, `"${pair}"`] : [FTS_TABLE, textOf(node)];
    return this.sql(`SELECT rowid FROM ${table} WHERE ${table} MATCH ? ORDER BY rowid`).pluck().all(match) as number[];
  }

  /** A term's list: kept, or read from the index now. */
  private listOf(term: string): TermList {
    const phrase = `"${term.replace(/"/g, '""')}"`;
    return this.keptList(term) ?? this.readList(phrase, term, this.matchCount(phrase));
  }

  /** Each row's place newest first, then by document id, for the index as it is now. */
  private order(): RowOrder {
    return this.rowOrders.current();
  }

  /**
   * Ranks from each phrase's kept list when every phrase (any phrase, for `any`) matches many rows; null
   * when the query is better left to FTS5: few matches, or a phrase of several words (lists are by term).
   */
  private rankedByLists(phrases: string[], words: 'all' | 'any', where: Where, window: Window): RankedWindow | null {
    if (!phrases.length || this.listsRefused) return null;
    const terms = phrases.map(phraseKey);
    // A key of several terms (joined by spaces) is a phrase; a key with a quote had no term at all.
    if (terms.some((term) => /[\s"]/.test(term))) return null;
    const lists = terms.map((term) => this.keptList(term));
    const counts = lists.map((list, i) => list?.rowids.length ?? this.matchCount(phrases[i]!));
    const many = words === 'all' ? Math.min(...counts) : counts.reduce((a, b) => a + b, 0);
    if (many < this.listedFromRows) return null;
    try {
      for (let i = 0; i < terms.length; i++) lists[i] ??= this.readList(phrases[i]!, terms[i]!, counts[i]!);
    } catch (err) {
      if (!(err instanceof Bm25Mismatch)) throw err;
      this.listsRefused = err.message;
      return null;
    }
    const allowed = where.params.length ? this.filterRows.flags(where) : null;
    return rankLists(
      lists as TermList[],
      lists.map((list) => termScale(EXACT_WEIGHT, list!.rowids.length, this.stats.documents)),
      this.stats.rankNorms,
      this.order(),
      words,
      allowed && ((rowid) => allowed[rowid] === 1),
      window.offset,
      window.limit,
    );
  }

  /** A term's list held in memory, else stored in the index; undefined when neither. */
  private keptList(term: string): TermList | undefined {
    const held = this.termLists.get(term);
    if (held) {
      this.listCounts.memory++;
      return held;
    }
    const stored = this.store.read(term);
    if (!stored) return undefined;
    this.listCounts.stored++;
    this.termLists.set(term, stored);
    return stored;
  }

  /**
   * A term's list read from FTS5 now, while the query waits: stored when the term is common (changes then
   * keep it in step), held until the next change otherwise (a rare word of an OR query).
   */
  private readList(phrase: string, term: string, rows: number): TermList {
    let list: TermList;
    try {
      list = this.listsRefused ? this.reader.readTerm(term) : this.reader.read(phrase);
    } catch (err) {
      if (!(err instanceof Bm25Mismatch)) throw err;
      this.listsRefused = err.message;
      list = this.reader.readTerm(term);
    }
    this.listCounts.computed++;
    // While a change is written, what searches read is the index as it was: held only until it commits.
    if (rows >= this.listedFromRows && !this.applying && !this.replica) this.writer.storeLists([term], [list]);
    else this.transient.add(term);
    this.termLists.set(term, list);
    return list;
  }

  private matchCount(phrase: string): number {
    return this.sql(`SELECT count(*) FROM ${FTS_TABLE} WHERE ${FTS_TABLE} MATCH ?`).pluck().get(phrase) as number;
  }

  /**
   * Reads stored lists into memory ahead of queries, the most common terms first, as many as the memory
   * kept for lists holds, in slices with turns of the event loop between them: after a start, and after a
   * change that dropped them (a change of many documents; the lists held in memory follow a smaller one).
   * A change ends it early. Resolves to the number of lists read.
   */
  async warmTermLists(): Promise<number> {
    const generation = this.generation;
    let read = 0;
    const slices = new TimeSlices(SLICE_MS);
    for (const [term, rows] of this.store.sizes()) {
      if (this.termLists.has(term) || rows * ENTRY_BYTES > this.termLists.room()) continue;
      await slices.pass();
      if (generation !== this.generation || !this.db.open) break;
      const list = this.store.read(term);
      if (!list) continue;
      this.termLists.set(term, list);
      read++;
    }
    return read;
  }

  /** True once every common term's list of the index is stored (fillTermLists ended; changes keep them in step). */
  get termListsFilled(): boolean {
    return this.sql('SELECT value FROM meta WHERE key = ?').pluck().get(LISTS_FILLED) === '1';
  }

  /** Where the kept lists came from since the index was opened. */
  termListCounts(): TermListCounts {
    return { ...this.listCounts };
  }

  /**
   * Reads and stores the list of every common term of the index (in `listedFromRows` documents or more, the
   * most frequent first) that is not stored yet, so that no query waits for a first pass over its words,
   * and a restart on the same index finds them all. An index file is read in a worker thread, the lists
   * stored here a batch at a time; an index in memory is read here, in slices of a few milliseconds with
   * turns of the event loop between them. A change to the index (or closing it) ends the run early; what
   * it stored stays, kept in step by the change, and the next run reads the rest. Runs started while one
   * is under way share it.
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
    const report: FillReport = { complete: false, filled: 0, found: 0, ms: 0 };
    const current = () => generation === this.generation && !this.applying && this.db.open;
    const done = (complete: boolean) => {
      if (complete && current()) this.writer.listsFilled();
      return { ...report, complete: complete && current(), ms: Date.now() - started };
    };
    if (this.termListsFilled) return done(true);
    const store = (batch: FillBatch) => {
      if (!current()) return false;
      this.writer.storeLists(batch.terms, batch.lists);
      report.filled += batch.terms.length;
      this.listCounts.filled += batch.terms.length;
      return true;
    };
    try {
      if (this.useWorker && !this.db.memory) {
        this.fillJob = fillInWorker(this.db.name, this.listedFromRows, {
          plan: (plan) => (report.found = plan.found),
          batch: store,
        });
        return done(await this.fillJob.done);
      }
      const plan = planFill(this.db, this.listedFromRows);
      report.found = plan.found;
      for (let next = 0; next < plan.terms.length;) {
        await turn();
        if (!current()) return done(false);
        const batch = readBatch(this.reader, plan, next, SLICE_MS);
        store(batch);
        next += batch.terms.length;
      }
      return done(true);
    } catch (err) {
      if (!(err instanceof Bm25Mismatch)) throw err;
      this.listsRefused = err.message;
      throw new Error(
        `the kept lists do not reproduce FTS5's scores here; searches rank by FTS5 alone (${err.message})`,
      );
    } finally {
      this.fillJob = null;
    }
  }

  /** The indexed full text of one document, or null when it is not in the index. */
  content(documentId: string): string | null {
    const row = this.sql(
      'SELECT t.content AS content FROM documents d JOIN document_text t ON t.rowid = d.rowid WHERE d.document_id = ?',
    ).get(documentId) as { content: string } | undefined;
    return row?.content ?? null;
  }
}
