/**
 * Every write to the search index, through a connection of its own. Searches read through another
 * (search-db.ts). An index file's changes are written by this class in a worker thread
 * (index-write-thread.ts), inside one transaction that searches do not see until it commits: in WAL mode
 * a reader keeps reading the index as it was before the writer's transaction. At 30,000 documents a commit
 * of 100 documents takes some seconds to write (FTS5, and the kept lists it touches), and its COMMIT alone
 * 100–135 ms in one call; the server's thread answers searches meanwhile.
 *
 * For an index in memory both are one connection (SQLite cannot share a database in memory between
 * connections here), and a change is written on the caller's thread.
 */
import { nameWords } from './name-words.js';
import { searchablePages } from '../../../actions/lib/enrichment/searchable-pages.js';
import type Database from 'better-sqlite3';
import { FTS_COLUMNS, FTS_TABLE, WEIGHTS } from './columns.js';
import { DocumentTerms } from './document-terms.js';
import { PAIRS_TABLE, stopPairs } from './stop-pairs.js';
import { analysedColumns, rankLength, TOKENIZE, type AnalysedFields } from './analysed.js';
import type { IndexChange, IndexedDocument } from './indexed-document.js';
import { TermListStore } from './term-list-store.js';
import type { RowChanges, TermList } from './term-lists.js';

/** The meta key saying every common term's list of this index is stored (commits keep them in step since). */
export const LISTS_FILLED = 'term_lists_filled';

/** What is indexed and ranked of a document. */
function fieldsOf(d: IndexedDocument): AnalysedFields {
  return {
    title: d.title,
    summary: d.summary ?? '',
    pages: d.pages ? (d.pagesWithFurniture ? searchablePages(d.pages).pages : d.pages) : [d.content],
    entities: (d.names ?? d.entities).join(' · '),
    tags: d.tags.join(' · '),
  };
}

/** What a change touched: the rows it changed, and the stored lists it brought in step with them. */
export interface Applied {
  rowids: number[];
  /** Each stored list the change patched, with the changes to its rows. */
  patches: Map<string, RowChanges>;
}

export class IndexWriter {
  private readonly store: TermListStore;
  /** Counts a changed document's terms; opened by the first change that has stored lists to follow. */
  private documentTerms: DocumentTerms | null = null;
  private readonly statements: Record<
    | 'find'
    | 'indexedText'
    | 'dropFts'
    | 'dropPairs'
    | 'insertPairs'
    | 'dropText'
    | 'insertText'
    | 'dropEntities'
    | 'dropDoc'
    | 'insertDoc'
    | 'insertFts'
    | 'insertEntity'
    | 'dropNames'
    | 'insertName'
    | 'setMeta'
    | 'dropMeta',
    Database.Statement
  >;

  /** `wrote` is told after every write that commits (search-db.ts checkpoints the log then). */
  constructor(
    private readonly db: Database.Database,
    private readonly wrote: () => void = () => undefined,
  ) {
    this.store = new TermListStore(db);
    const sql = (text: string) => db.prepare(text);
    this.statements = {
      find: sql('SELECT rowid FROM documents WHERE document_id = ?').pluck(),
      indexedText: sql(
        'SELECT title, summary, content, pages_json, entities, tags FROM document_text WHERE rowid = ?',
      ).raw(),
      dropFts: sql(`DELETE FROM ${FTS_TABLE} WHERE rowid = ?`),
      dropPairs: sql(`DELETE FROM ${PAIRS_TABLE} WHERE rowid = ?`),
      dropText: sql('DELETE FROM document_text WHERE rowid = ?'),
      insertText: sql(
        'INSERT INTO document_text (rowid, title, summary, content, pages_json, entities, tags) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ),
      dropEntities: sql('DELETE FROM document_entities WHERE doc = ?'),
      dropNames: sql('DELETE FROM document_names WHERE doc = ?'),
      insertName: sql('INSERT INTO document_names (doc, kind, words) VALUES (?, ?, ?)'),
      dropDoc: sql('DELETE FROM documents WHERE rowid = ?'),
      insertDoc: sql(
        `INSERT INTO documents (rowid, document_id, title, date, source, category, verification_level, entities_json, case_words, rank_length)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
      insertFts: sql(
        `INSERT INTO ${FTS_TABLE} (rowid, ${FTS_COLUMNS.join(', ')}) VALUES (?, ${FTS_COLUMNS.map(() => '?').join(', ')})`,
      ),
      insertPairs: sql(`INSERT INTO ${PAIRS_TABLE} (rowid, pairs) VALUES (?, ?)`),
      insertEntity: sql('INSERT OR IGNORE INTO document_entities (entity, doc) VALUES (?, ?)'),
      setMeta: sql('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)'),
      dropMeta: sql('DELETE FROM meta WHERE key = ?'),
    };
  }

  close(): void {
    this.documentTerms?.close();
  }

  /** The fields a row was indexed with, from the text kept beside the index. */
  private indexedFields(rowid: number): AnalysedFields {
    const [title, summary, content, pages, entities, tags] = this.statements.indexedText.get(rowid) as string[];
    return {
      title: title!,
      summary: summary!,
      pages: pages ? (JSON.parse(pages) as string[]) : [content!],
      entities: entities!,
      tags: tags!,
    };
  }

  /**
   * Writes a document's row, its terms and its text (at `rowid`, or a new row when null); returns its rowid
   * and the FTS5 values it was indexed with.
   */
  private insert(d: IndexedDocument, rowid: number | null): { rowid: number; values: string[] } {
    const s = this.statements;
    const fields = fieldsOf(d);
    const { lastInsertRowid } = s.insertDoc.run(
      rowid,
      d.document_id,
      d.title,
      d.date,
      d.source,
      d.category,
      d.verification_level,
      // What the index was given of the names (with their aliases): a registry's change shows against it.
      JSON.stringify(d.names ?? d.entities),
      nameWords(d.case_number ?? ''),
      rankLength(fields),
    );
    const row = Number(lastInsertRowid);
    const values = analysedColumns(fields);
    s.insertFts.run(row, ...values);
    s.insertPairs.run(row, stopPairs(values));
    s.insertText.run(
      row,
      fields.title,
      fields.summary,
      d.content,
      d.pages ? JSON.stringify(fields.pages) : null,
      fields.entities,
      fields.tags,
    );
    return { rowid: row, values };
  }

  /**
   * Writes one change in a single transaction, the stored lists following it: in each list a changed
   * document held or now holds, the entry of its row is taken out or put in (a replaced document keeps its
   * row). Returns once the transaction is committed; rolls it back when a write fails.
   */
  write(change: IndexChange): Applied {
    const s = this.statements;
    /** Each changed row's terms before the change, and after it (null: the row is gone). */
    const rows = new Map<number, { before: Set<string>; after: Map<string, number> | null }>();
    const touched = new Map<string, RowChanges>();
    let storedTerms = new Set<string>();
    const termsOf = (values: string[]) => (this.documentTerms ??= new DocumentTerms(WEIGHTS, TOKENIZE)).of(values);
    const remove = (id: string): number | undefined => {
      const rowid = s.find.get(id) as number | undefined;
      if (rowid === undefined) return undefined;
      const row = rows.get(rowid) ?? { before: new Set<string>(), after: null };
      if (storedTerms.size)
        for (const term of termsOf(analysedColumns(this.indexedFields(rowid))).keys()) row.before.add(term);
      row.after = null;
      rows.set(rowid, row);
      s.dropFts.run(rowid);
      s.dropPairs.run(rowid);
      s.dropText.run(rowid);
      s.dropEntities.run(rowid);
      s.dropNames.run(rowid);
      s.dropDoc.run(rowid);
      return rowid;
    };
    this.db.exec('BEGIN IMMEDIATE');
    try {
      storedTerms = this.store.terms();
      for (const id of change.remove) remove(id);
      for (const d of change.upsert) {
        const { rowid, values } = this.insert(d, remove(d.document_id) ?? null);
        for (const e of d.entities) s.insertEntity.run(e, rowid);
        for (const n of d.named ?? []) s.insertName.run(rowid, n.kind, nameWords(n.name));
        const row = rows.get(rowid) ?? { before: new Set<string>(), after: null };
        row.after = storedTerms.size ? termsOf(values) : new Map();
        rows.set(rowid, row);
      }
      for (const [rowid, { before, after }] of rows)
        for (const term of new Set([...before, ...(after?.keys() ?? [])])) {
          if (!storedTerms.has(term)) continue;
          let changes = touched.get(term);
          if (!changes) touched.set(term, (changes = new Map()));
          changes.set(rowid, after?.get(term) ?? 0);
        }
      for (const [term, changes] of touched) this.store.patch(term, changes);
      s.setMeta.run('commit', change.commit);
      this.db.exec('COMMIT');
    } finally {
      if (this.db.open && this.db.inTransaction) this.db.exec('ROLLBACK');
    }
    this.wrote();
    return { rowids: [...rows.keys()], patches: touched };
  }

  /** Empties the index (a rebuild from scratch follows). */
  clear(): void {
    this.db.transaction(() => {
      this.db.exec(
        `INSERT INTO ${FTS_TABLE} (${FTS_TABLE}) VALUES ('delete-all'); INSERT INTO ${PAIRS_TABLE} (${PAIRS_TABLE}) VALUES ('delete-all'); DELETE FROM document_text; DELETE FROM document_entities; DELETE FROM document_names; DELETE FROM documents;`,
      );
      this.statements.dropMeta.run('commit');
      this.dropTermLists();
    })();
    this.wrote();
  }

  /** Drops every stored list (in the caller's transaction, or its own). */
  dropTermLists(): void {
    this.db.transaction(() => {
      this.store.clear();
      this.statements.dropMeta.run(LISTS_FILLED);
    })();
    this.wrote();
  }

  /** Stores lists read from the index as it is. */
  storeLists(terms: string[], lists: TermList[]): void {
    this.db.transaction(() => terms.forEach((term, i) => this.store.write(term, lists[i]!)))();
    this.wrote();
  }

  /** Notes that every common term's list is stored. */
  listsFilled(): void {
    this.statements.setMeta.run(LISTS_FILLED, '1');
  }
}
