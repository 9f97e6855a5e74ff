/**
 * The index term a query phrase stands for: `"courts"`, `"Courts"` and `"court"` are all the term
 * `court`, and each has the same matches and the same part of the rank in every one of them. Kept lists
 * are stored by term, so a list read for one spelling serves every other, and the lists filled ahead of
 * any query from the index's own vocabulary (which holds terms, not the words people type) are found.
 *
 * The term is FTS5's own: the phrase goes through the very tokenizer the index uses, in a small index of
 * its own held in memory, and its terms are read back from that index's vocabulary.
 */
import Database from 'better-sqlite3';

/** The tokenizer of the search index (search-db.ts): Porter stems of unicode61 words, accents folded. */
export const TOKENIZE = 'porter unicode61 remove_diacritics 2';

/** Phrases whose terms are remembered; a query's words are few and repeat. */
const REMEMBERED = 20_000;

export class PhraseTerms {
  private readonly db = new Database(':memory:');
  private readonly insert: Database.Statement;
  private readonly read: Database.Statement;
  private readonly empty: Database.Statement;
  private readonly known = new Map<string, string>();

  constructor() {
    this.db.exec(`CREATE VIRTUAL TABLE words USING fts5(text, tokenize = '${TOKENIZE}');
      CREATE VIRTUAL TABLE words_terms USING fts5vocab(words, 'instance');`);
    this.insert = this.db.prepare('INSERT INTO words (rowid, text) VALUES (1, ?)');
    this.read = this.db.prepare('SELECT term FROM words_terms ORDER BY "offset"').pluck();
    this.empty = this.db.prepare('DELETE FROM words');
  }

  /**
   * The key a phrase's list is kept under: its terms joined by a space (one term for a word). A phrase
   * with no term at all keeps its own text, which holds a double quote and so is never a term.
   */
  keyOf(phrase: string): string {
    let key = this.known.get(phrase);
    if (key === undefined) {
      key = this.terms(phrase).join(' ') || phrase;
      if (this.known.size >= REMEMBERED) this.known.clear();
      this.known.set(phrase, key);
    }
    return key;
  }

  /** The terms of an FTS5 phrase (`"text"`, doubled quotes inside) or of plain text, in order. */
  terms(phrase: string): string[] {
    const text = /^".*"$/s.test(phrase) ? phrase.slice(1, -1).replace(/""/g, '"') : phrase;
    this.insert.run(text);
    try {
      return this.read.all() as string[];
    } finally {
      this.empty.run();
    }
  }

  close(): void {
    this.db.close();
  }
}
