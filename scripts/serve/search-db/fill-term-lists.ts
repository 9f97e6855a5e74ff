/**
 * Filling the kept lists (term-lists.ts) of every common term of the index — one in `listedFromRows`
 * documents or more — ahead of queries, the most frequent first. A fresh index is filled before the server
 * answers from it; afterwards commits keep the lists in step (term-list-store.ts), so filling again is
 * needed only after a change too large to follow row by row. The same steps run in a worker thread for an
 * index file (term-list-worker.ts) and on the server's thread, between answers, for an index in memory.
 */
import type Database from 'better-sqlite3';
import { phraseKey } from './phrase-terms.js';
import type { TermListReader } from './term-list-reader.js';
import type { TermList } from './term-lists.js';

export interface FillPlan {
  /** Common terms with no stored list, most frequent first. */
  terms: string[];
  /**
   * Those of `terms` that a phrase of their own spelling does not reach (a term holding ASCII punctuation,
   * which the tokenizer cuts): read from the index's vocabulary instead.
   */
  unspelled: Set<string>;
  /** Common terms whose list is stored already. */
  found: number;
}

export interface FillBatch {
  terms: string[];
  lists: TermList[];
}

/** The FTS5 phrase of one term. */
export function phraseOf(term: string): string {
  return `"${term.replace(/"/g, '""')}"`;
}

/** Which common terms need a list: one scan of the index's vocabulary (under a second at 30,000 documents). */
export function planFill(db: Database.Database, listedFromRows: number): FillPlan {
  const stored = new Set(db.prepare('SELECT term FROM term_lists').pluck().all() as string[]);
  const common = db.prepare('SELECT term, doc FROM documents_terms WHERE doc >= ?').raw().all(listedFromRows) as [
    string,
    number,
  ][];
  common.sort(([a, aRows], [b, bRows]) => bRows - aRows || (a < b ? -1 : 1));
  const plan: FillPlan = { terms: [], unspelled: new Set(), found: 0 };
  for (const [term] of common) {
    if (stored.has(term)) {
      plan.found++;
      continue;
    }
    plan.terms.push(term);
    if (phraseKey(phraseOf(term)) !== term) plan.unspelled.add(term);
  }
  return plan;
}

/** The lists of the plan's terms from `from` on, read until `budgetMs` have passed (one list at least). */
export function readBatch(reader: TermListReader, plan: FillPlan, from: number, budgetMs: number): FillBatch {
  const started = performance.now();
  const batch: FillBatch = { terms: [], lists: [] };
  for (let i = from; i < plan.terms.length && (i === from || performance.now() - started < budgetMs); i++) {
    const term = plan.terms[i]!;
    batch.terms.push(term);
    batch.lists.push(plan.unspelled.has(term) ? reader.readTerm(term) : reader.read(phraseOf(term)));
  }
  return batch;
}
