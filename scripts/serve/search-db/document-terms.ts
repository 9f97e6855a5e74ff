/**
 * A document's terms as the search index counts them: each term with its weighted frequency (the column
 * weight of every instance, added up — the `f` of bm25.ts). When a commit changes a document, these are
 * the kept lists it touches (the terms it held and holds) and the entries it now has in them.
 *
 * The counting is FTS5's own: the document goes through the index's tokenizer, into a one-row index held
 * in memory with the same columns, and its terms are read back from that index's vocabulary.
 */
import Database from 'better-sqlite3';

export class DocumentTerms {
  private readonly db = new Database(':memory:');
  private readonly insert: Database.Statement;
  private readonly read: Database.Statement;
  private readonly empty: Database.Statement;

  /** `weights` by column, in the index's column order; `tokenize` is the index's tokenizer. */
  constructor(
    private readonly weights: Readonly<Record<string, number>>,
    tokenize: string,
  ) {
    const columns = Object.keys(weights);
    // Contentless: the text is only counted, and 'delete-all' empties the index without reading it again.
    this.db.exec(`CREATE VIRTUAL TABLE doc USING fts5(${columns.join(', ')}, tokenize = '${tokenize}', content = '');
      CREATE VIRTUAL TABLE doc_terms USING fts5vocab(doc, 'col');`);
    this.insert = this.db.prepare(
      `INSERT INTO doc (rowid, ${columns.join(', ')}) VALUES (1, ${columns.map(() => '?').join(', ')})`,
    );
    this.read = this.db.prepare('SELECT term, col, cnt FROM doc_terms').raw();
    this.empty = this.db.prepare("INSERT INTO doc (doc) VALUES ('delete-all')");
  }

  /** Each term of the document (its column values in the index's order) with its weighted frequency. */
  of(values: readonly string[]): Map<string, number> {
    this.insert.run(...values);
    try {
      const terms = new Map<string, number>();
      for (const [term, column, count] of this.read.iterate() as IterableIterator<[string, string, number]>)
        terms.set(term, (terms.get(term) ?? 0) + this.weights[column]! * count);
      return terms;
    } finally {
      this.empty.run();
    }
  }

  close(): void {
    this.db.close();
  }
}
