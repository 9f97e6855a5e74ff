/**
 * The order of equal scores is kept in step with each change of the index (row-order.ts) rather than read
 * and sorted again: after any run of changes it must be the order a full read and sort gives.
 */
import { describe, expect, it } from 'vitest';
import { RowOrders, type OrderedRow } from '../../scripts/serve/search-db/row-order.js';

/** A small pseudo-random sequence, the same on every run. */
function sequence(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

const DATES = ['2019-03-02', '2019-03-02', '2020', '2018-11-30', '', 'undated', '2021-01-01T10:00'];

function orderOf(rows: Map<number, OrderedRow>, kept: RowOrders): number[] {
  const { tieRank } = kept.current();
  return [...rows.keys()].sort((a, b) => tieRank[a]! - tieRank[b]!);
}

describe('the order of equal scores', () => {
  it('is, after every change, the order a full sort gives', () => {
    const random = sequence(29);
    const rows = new Map<number, OrderedRow>();
    const rowOf = (rowid: number): OrderedRow => ({
      rowid,
      date: DATES[Math.floor(random() * DATES.length)]!,
      id:
        Math.floor(random() * 1e6)
          .toString(16)
          .padStart(6, '0') + rowid,
    });
    for (let rowid = 1; rowid <= 300; rowid++) rows.set(rowid, rowOf(rowid));
    const source = { all: () => [...rows.values()], some: (ids: number[]) => ids.flatMap((id) => rows.get(id) ?? []) };
    const kept = new RowOrders(source);
    kept.current();
    for (let change = 0; change < 20; change++) {
      const touched: number[] = [];
      for (let k = 0; k < 1 + Math.floor(random() * 12); k++) {
        const rowid = 1 + Math.floor(random() * 340);
        touched.push(rowid);
        // Removed, added, or given another date and id.
        if (random() < 0.3) rows.delete(rowid);
        else rows.set(rowid, rowOf(rowid));
      }
      kept.changed(touched);
      const fresh = new RowOrders(source);
      expect(orderOf(rows, kept)).toEqual(orderOf(rows, fresh));
    }
  });

  it('reads every row again after a change of any row', () => {
    const rows = [
      { rowid: 1, date: '2019', id: 'b' },
      { rowid: 2, date: '2020', id: 'a' },
    ];
    const kept = new RowOrders({ all: () => rows.map((r) => ({ ...r })), some: () => [] });
    expect(kept.current().tieRank[2]).toBe(0);
    rows[0]!.date = '2021';
    kept.changed(null);
    expect(kept.current().tieRank[1]).toBe(0);
  });
});
