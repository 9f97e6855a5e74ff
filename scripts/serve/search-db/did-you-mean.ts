/**
 * "Did you mean" for the search API: a word of the query that matches nothing gets the index's nearest
 * term (one or two edits, the term in the most documents among equals: site/search-index/suggest.ts, the
 * search page's rule), among the terms beginning with its first two letters or with those a typo there
 * leaves findable (`suggestionPrefixes`), and the words a letter changed or missing in the first two
 * could be (`neighbourCandidates`: the site's index finds them by its neighbour keys), read from FTS5's
 * vocabulary, and shown as written in the first document holding it (the vocabulary holds Porter stems):
 * its commonest form there, case and accents kept ("Okafor"), as the site's search page shows it.
 */
import type Database from 'better-sqlite3';
import { termOf } from '../../../actions/lib/text/analyser.js';
import type { QueryNode } from '../../../site/search-index/query-language.js';
import {
  closestWord,
  commonestForm,
  neighbourCandidates,
  suggestionPrefixes,
} from '../../../site/search-index/suggest.js';
import { FTS_COLUMNS, FTS_TABLE } from './columns.js';
import { phraseOfTerms } from './analysed.js';
import { INSTANCES_TABLE } from './term-list-reader.js';

export interface Suggestion {
  word: string;
  suggestion: string;
}

/** A written form is looked for among at most this many words of the column that holds the term. */
const MAX_WORDS_READ = 5000;

/** The plain words a query asks for (not a prefix, not under a minus, not a field's). */
function askedWords(node: QueryNode | null): string[] {
  if (!node) return [];
  if (node.type === 'word') return node.prefix ? [] : [node.word];
  if (node.type === 'and' || node.type === 'or') return node.nodes.flatMap(askedWords);
  return [];
}

type VocabularyRow = { term: string; doc: number };

/** Parts of the vocabulary kept at most (a part is the terms beginning with two letters). */
const KEPT_PARTS = 2_000;

/**
 * The index's terms beginning with two letters, each with the documents holding it, kept until the index
 * changes. FTS5's vocabulary table reads every term's whole list to count its documents, some 12 ms for
 * a part of 120 terms at 30,000 documents, and a typo's suggestion reads four parts; typos fall in a few
 * hundred parts, read once each between two commits.
 */
export class VocabularyParts {
  private readonly parts = new Map<string, VocabularyRow[]>();

  constructor(private readonly sql: (text: string) => Database.Statement) {}

  /** The terms beginning with `start`, in term order. */
  beginningWith(start: string): VocabularyRow[] {
    let rows = this.parts.get(start);
    if (!rows) {
      rows = this.sql('SELECT term, doc FROM documents_terms WHERE term >= ? AND term < ?').all(
        start,
        `${start}\uffff`,
      ) as VocabularyRow[];
      // Map keeps insertion order: the first part is the one read longest ago.
      if (this.parts.size >= KEPT_PARTS) this.parts.delete(this.parts.keys().next().value!);
      this.parts.set(start, rows);
    }
    return rows;
  }

  /** The index changed: every part is read again when next asked for. */
  clear(): void {
    this.parts.clear();
  }
}

/**
 * Suggestions for the words of `tree` that match nothing. `held` says whether a term's rows are in memory
 * already (a common word's kept list): such a word matches, and the index need not be asked.
 */
export function didYouMean(
  sql: (text: string) => Database.Statement,
  tree: QueryNode | null,
  held: (term: string) => boolean,
  vocabulary: VocabularyParts,
): Suggestion[] {
  const out: Suggestion[] = [];
  for (const word of new Set(askedWords(tree))) {
    const term = termOf(word);
    if (!term || held(term) || matchesAny(sql, term)) continue;
    const near = suggestionPrefixes(term).flatMap((start) => vocabulary.beginningWith(start));
    // A letter changed or missing in the first two: the words it could be, looked up one by one.
    const candidates = neighbourCandidates(term);
    const named = candidates.length
      ? (sql(`SELECT term, doc FROM documents_terms WHERE term IN (${candidates.map(() => '?').join(', ')})`).all(
          ...candidates,
        ) as { term: string; doc: number }[])
      : [];
    const stem = closestWord(
      term,
      [...near, ...named].map((r) => ({ word: r.term, count: r.doc })),
    );
    if (stem) out.push({ word, suggestion: writtenForm(sql, stem) });
  }
  return out;
}

/**
 * Whether any document holds `term`: FTS5 stops at the first row. The vocabulary table would say so too,
 * but counts every document holding the term first (a whole doclist for a common word: 0.6 ms a word at
 * 30,000 documents, a third of a search's time), and every search asks this of each of its words.
 */
function matchesAny(sql: (text: string) => Database.Statement, term: string): boolean {
  return sql(`SELECT 1 FROM ${FTS_TABLE} WHERE ${FTS_TABLE} MATCH ? LIMIT 1`).get(phraseOfTerms([term])) !== undefined;
}

/** The term as written where it first occurs; the term itself when no written word gives it. */
function writtenForm(sql: (text: string) => Database.Statement, stem: string): string {
  const at = sql(`SELECT doc, col, "offset" AS at FROM ${INSTANCES_TABLE} WHERE term = ? LIMIT 1`).get(stem) as
    { doc: number; col: string; at: number } | undefined;
  if (!at || !(FTS_COLUMNS as readonly string[]).includes(at.col)) return stem;
  // The text as written (document_text): the pages without furniture when the index read those.
  const column = at.col === 'content' ? 'coalesce(pages_json, json_array(content))' : at.col;
  const row = sql(`SELECT ${column} AS text FROM document_text WHERE rowid = ?`).get(at.doc) as
    { text: string | null } | undefined;
  const text = at.col === 'content' ? (JSON.parse(row?.text ?? '[]') as string[]).join('\n') : (row?.text ?? '');
  return commonestForm([text], stem, MAX_WORDS_READ) ?? stem;
}
