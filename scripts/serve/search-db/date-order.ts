/**
 * Search results in date order, as the site's search page lists them when asked newest or oldest first:
 * the dated by date (ties by document id, the ranking's tie-break), the undated last either way.
 */
import type Database from 'better-sqlite3';
import type { Where, Window } from './filters.js';
import type { RankedRow, RankedWindow } from './term-lists.js';

/** Best match first (BM25F), or by date. */
export type SearchOrder = 'best' | 'newest' | 'oldest';
export type DateOrder = Exclude<SearchOrder, 'best'>;

/** A dated document's date begins with its year; the others are undated. */
const DATED = "(d.date GLOB '[0-9][0-9][0-9][0-9]*')";
const ORDER_BY: Record<DateOrder, string> = {
  newest: `${DATED} DESC, d.date DESC, d.document_id`,
  // Oldest first reverses the dated part of newest first, equal dates included, as the search page does.
  oldest: `${DATED} DESC, CASE WHEN ${DATED} THEN d.date END, CASE WHEN ${DATED} THEN d.document_id END DESC, d.document_id`,
};

/**
 * The window of the rows passing `where` (and FTS5's `match`, when given) in date order, all scoring 1.
 */
export function rankedByDate(
  sql: (text: string) => Database.Statement,
  where: Where,
  window: Window,
  order: DateOrder,
  match: string | null,
): RankedWindow {
  const from = match
    ? `documents_fts CROSS JOIN documents d ON d.rowid = documents_fts.rowid WHERE documents_fts MATCH ? AND`
    : 'documents d WHERE';
  const params = match ? [match, ...where.params] : where.params;
  const total = (sql(`SELECT count(*) AS n FROM ${from} ${where.sql}`).get(...params) as { n: number }).n;
  const rows = sql(
    `SELECT d.rowid AS rowid, 0 AS rank FROM ${from} ${where.sql} ORDER BY ${ORDER_BY[order]} LIMIT ? OFFSET ?`,
  ).all(...params, window.limit, window.offset) as RankedRow[];
  return { total, best: 0, rows };
}
