/**
 * Documents listed rather than ranked: those a filter (and a query, which narrows without reordering)
 * keeps, newest first or oldest first, a page at a time (the codex's lists, the API's documents).
 */
import type Database from 'better-sqlite3';
import { parseQuery } from '../../../site/search-index/query-language.js';
import { rankedByDate } from './date-order.js';
import { bothOf, filterSql, type DocumentFilters, type Where, type Window } from './filters.js';
import { documentIds } from './hit-texts.js';
import { planQuery } from './query-plan.js';

/** Filtered lists kept in their order (a list asked again and again is read once). */
const LIST_ORDERS = 64;

export class DocumentLists {
  /** Rows passing a filter in list order (date, title, id), by the filter's SQL and values, for the index as it is now. */
  private readonly listOrders = new Map<string, Int32Array>();

  constructor(private readonly sql: (text: string) => Database.Statement) {}

  /** Forgets the lists read from the index as it was. */
  clear(): void {
    this.listOrders.clear();
  }

  /**
   * Documents matching the filters, newest first (date, then title); `q` (the search syntax,
   * query-language.ts) narrows without reordering.
   */
  list(filters: DocumentFilters, window: Window): { total: number; ids: string[] } {
    const base = filterSql(filters);
    if (filters.q === undefined) return this.listed(base, window);
    const tree = parseQuery(filters.q).tree;
    if (!tree) return { total: 0, ids: [] };
    const plan = planQuery(tree);
    const where = bothOf(base, plan.where);
    if (!plan.match) return this.listed(where, window);
    const from = `documents d JOIN (SELECT rowid FROM documents_fts WHERE documents_fts MATCH ?) f ON f.rowid = d.rowid`;
    const params = [plan.match, ...where.params];
    const total = (this.sql(`SELECT count(*) AS n FROM ${from} WHERE ${where.sql}`).get(...params) as { n: number }).n;
    const ids = this.sql(
      `SELECT d.document_id FROM ${from} WHERE ${where.sql} ORDER BY d.date DESC, d.title, d.document_id LIMIT ? OFFSET ?`,
    )
      .pluck()
      .all(...params, window.limit, window.offset) as string[];
    return { total, ids };
  }

  /** Documents matching the filters oldest first: the dated by date, then the undated (ties by document id). */
  listOldest(filters: Omit<DocumentFilters, 'q'>, window: Window): { total: number; ids: string[] } {
    const { total, rows } = rankedByDate(this.sql, filterSql(filters), window, 'oldest', null);
    const ids = documentIds(
      this.sql,
      rows.map((r) => r.rowid),
    );
    return { total, ids: rows.map((r) => ids.get(r.rowid)!) };
  }

  /**
   * A page of the rows passing a filter, from the filter's rows kept in list order: a page of the whole
   * list asked again and again costs a slice, not a count of every row and a walk past the rows before it.
   */
  private listed(where: Where, window: Window): { total: number; ids: string[] } {
    const key = JSON.stringify([where.sql, where.params]);
    let order = this.listOrders.get(key);
    if (!order) {
      const rowids = this.sql(
        `SELECT d.rowid FROM documents d WHERE ${where.sql} ORDER BY d.date DESC, d.title, d.document_id`,
      )
        .pluck()
        .all(...where.params) as number[];
      order = Int32Array.from(rowids);
      if (this.listOrders.size >= LIST_ORDERS) this.listOrders.delete(this.listOrders.keys().next().value!);
      this.listOrders.set(key, order);
    }
    const page = [...order.subarray(window.offset, window.offset + window.limit)];
    const ids = documentIds(this.sql, page);
    return { total: order.length, ids: page.map((rowid) => ids.get(rowid)!) };
  }
}
