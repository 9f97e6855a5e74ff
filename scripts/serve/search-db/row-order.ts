/**
 * The order of equal scores: each row's place newest first, then by document id (the site's order,
 * site/search-index/shards.ts `newestFirst`). Read and sorted once, then kept in step with each change:
 * the rows a change touched are taken out and put back in their new places. Reading and sorting every row
 * again after each commit held the event loop for about 100 ms at 30,000 documents, on the first search
 * after the commit, with every other search waiting behind it.
 */
import { newestFirst } from '../../../site/search-index/shards.js';
import type { RowOrder } from './term-lists.js';

/** A row as the order reads it. */
export interface OrderedRow {
  rowid: number;
  date: string;
  id: string;
}

/** `kept` and `added`, each in order, as one list in order. */
function merged(kept: OrderedRow[], added: OrderedRow[]): OrderedRow[] {
  const out: OrderedRow[] = new Array<OrderedRow>(kept.length + added.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < kept.length && j < added.length)
    out[k++] = newestFirst(kept[i]!, added[j]!) <= 0 ? kept[i++]! : added[j++]!;
  while (i < kept.length) out[k++] = kept[i++]!;
  while (j < added.length) out[k++] = added[j++]!;
  return out;
}

export interface RowSource {
  /** Every row of the index. */
  all(): OrderedRow[];
  /** The rows of `rowids` that the index holds (a row removed has none). */
  some(rowids: number[]): OrderedRow[];
}

export class RowOrders {
  /** Every row in order; null: to be read. */
  private rows: OrderedRow[] | null = null;
  private order: RowOrder | null = null;

  constructor(private readonly source: RowSource) {}

  /** The order of the index as it is now. */
  current(): RowOrder {
    if (this.order) return this.order;
    this.rows ??= this.source.all().sort(newestFirst);
    const tieRank = new Uint32Array(this.rows.reduce((n, r) => Math.max(n, r.rowid + 1), 0));
    this.rows.forEach((r, i) => (tieRank[r.rowid] = i));
    this.order = { tieRank };
    return this.order;
  }

  /** The rows of `rowids` changed (added, replaced or removed); null: any row may have. */
  changed(rowids: Iterable<number> | null): void {
    const touched = rowids && new Set(rowids);
    if (touched?.size === 0) return;
    this.order = null;
    if (!touched || !this.rows) {
      this.rows = null;
      return;
    }
    const kept = this.rows.filter((r) => !touched.has(r.rowid));
    this.rows = merged(kept, this.source.some([...touched]).sort(newestFirst));
  }
}
