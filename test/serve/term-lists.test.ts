/**
 * A kept list following a commit (`patched`) and its impacts (`listImpacts`): frequencies changed in place
 * where no row comes or goes, a new list otherwise, and impacts that always match the list and norms given.
 */
import { describe, expect, it } from 'vitest';
import { impactOfNorm } from '../../actions/lib/text/ranking.js';
import { listImpacts, patched, type TermList } from '../../scripts/serve/search-db/term-lists.js';

function list(entries: [number, number][]): TermList {
  return { rowids: Int32Array.from(entries.map(([r]) => r)), freqs: Uint32Array.from(entries.map(([, f]) => f)) };
}
function entries(l: TermList): [number, number][] {
  return [...l.rowids].map((r, i) => [r, l.freqs[i]!]);
}
function norms(values: number[]): Float64Array {
  return Float64Array.from(values);
}

/** A list of three rows, each test's before. */
const LISTED: [number, number][] = [
  [1, 3],
  [4, 1],
  [9, 12],
];

describe('a kept list after a commit', () => {
  it('changes frequencies in the list itself when no row comes or goes', () => {
    const before = list(LISTED);
    const after = patched(
      before,
      new Map([
        [9, 2],
        [1, 5],
      ]),
    );
    expect(after).toBe(before);
    expect(entries(after)).toEqual([
      [1, 5],
      [4, 1],
      [9, 2],
    ]);
  });

  it('makes a new list when a row comes or goes, and leaves the old one as it was', () => {
    const before = list(LISTED);
    const after = patched(
      before,
      new Map([
        [4, 0],
        [6, 7],
        [1, 2],
        [20, 1],
      ]),
    );
    expect(after).not.toBe(before);
    expect(entries(after)).toEqual([
      [1, 2],
      [6, 7],
      [9, 12],
      [20, 1],
    ]);
    expect(entries(before)).toEqual(LISTED);
    // A row that is not in the list and does not hold the term either: nothing to take out.
    expect(entries(patched(before, new Map([[5, 0]])))).toEqual(entries(before));
  });

  it('gives impacts of the list as it is and of the norms given, in the array they were kept in', () => {
    const l = list([
      [0, 1],
      [2, 40],
      [3, 7],
    ]);
    const fresh = (n: Float64Array) => [...l.rowids].map((r, i) => impactOfNorm(l.freqs[i]!, n[r]!));
    const first = norms([0.5, 9, 1.2, 3.4]);
    const impacts = listImpacts(l, first);
    expect([...impacts]).toEqual(fresh(first));
    expect(listImpacts(l, first)).toBe(impacts);
    // A commit: new norms, and a frequency changed in place.
    const second = norms([2.5, 9, 0.3, 1.1]);
    patched(l, new Map([[2, 1]]));
    const again = listImpacts(l, second);
    expect(again).toBe(impacts);
    expect([...again]).toEqual(fresh(second));
    // A frequency changed in place under norms already used: the kept impacts are out of date, not served.
    patched(l, new Map([[3, 90]]));
    expect([...listImpacts(l, second)]).toEqual(fresh(second));
  });
});
