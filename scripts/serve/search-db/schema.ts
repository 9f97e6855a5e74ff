/** The index's tables: the documents with their filter columns, their entities, the FTS5 index and its vocabularies, the kept lists. */
import { FTS_COLUMNS, FTS_TABLE } from './columns.js';
import { TOKENIZE } from './analysed.js';
import { INSTANCES_TABLE } from './term-list-reader.js';
import { PAIRS_TABLE } from './stop-pairs.js';
import { TERM_LIST_SCHEMA } from './term-list-store.js';

export const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS documents (
  rowid INTEGER PRIMARY KEY,
  document_id TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  date TEXT NOT NULL,
  source TEXT NOT NULL COLLATE NOCASE,
  category TEXT COLLATE NOCASE,
  verification_level INTEGER NOT NULL,
  entities_json TEXT NOT NULL,
  -- The case number's folded words, one space apart, for case: (name-words.ts).
  case_words TEXT NOT NULL DEFAULT '',
  -- The document's length as the ranking counts it (analysed.ts rankLength).
  rank_length INTEGER NOT NULL DEFAULT 0
);
-- The text as written, for passages and the document's text; the FTS5 index holds its terms only.
CREATE TABLE IF NOT EXISTS document_text (
  rowid INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  summary TEXT NOT NULL,
  content TEXT NOT NULL,
  -- The pages as search reads them (without furniture), a JSON array; null when they are content itself.
  pages_json TEXT,
  entities TEXT NOT NULL,
  tags TEXT NOT NULL
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
-- Each name with its kind, as folded words one space apart, for person:, place: and organization:.
CREATE TABLE IF NOT EXISTS document_names (
  doc INTEGER NOT NULL,
  kind TEXT NOT NULL,
  words TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS document_names_by_doc ON document_names (doc);
-- A name filter finds the distinct names of its kind, then their rows (filter-rows.ts).
CREATE INDEX IF NOT EXISTS document_names_by_kind ON document_names (kind, words, doc);
CREATE VIRTUAL TABLE IF NOT EXISTS ${FTS_TABLE} USING fts5(
  ${FTS_COLUMNS.join(', ')},
  tokenize = '${TOKENIZE}', content = '', contentless_delete = 1
);
-- Adjacent terms of the text with a function word among them, one token a pair (stop-pairs.ts).
CREATE VIRTUAL TABLE IF NOT EXISTS ${PAIRS_TABLE} USING fts5(
  pairs, tokenize = '${TOKENIZE}', content = '', contentless_delete = 1, detail = none
);
-- Each term's document count, read to find the common terms whose lists are filled ahead of queries.
CREATE VIRTUAL TABLE IF NOT EXISTS documents_terms USING fts5vocab(${FTS_TABLE}, 'row');
-- Each instance of each term, read for the list of a term no phrase reaches (term-list-reader.ts).
CREATE VIRTUAL TABLE IF NOT EXISTS ${INSTANCES_TABLE} USING fts5vocab(${FTS_TABLE}, 'instance');
${TERM_LIST_SCHEMA}`;
