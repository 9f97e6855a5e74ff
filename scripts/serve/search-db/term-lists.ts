/**
 * Ranking for queries made of common words, without scoring every match again for every query.
 *
 * FTS5's bm25 of a query is a sum over its phrases, each phrase's part depending only on that phrase and
 * the row (bm25.ts). So a term's list — every row holding it, with the term's weighted frequency there —
 * is read once, and kept: an AND query is then the intersection of its terms' lists, an OR query their
 * union, and the rank the same sum in the same order, which gives the very same double FTS5 would have
 * computed. A word in most of the archive costs one pass the first time, and a merge of sorted arrays
 * afterwards, instead of bm25 over tens of thousands of rows on every query.
 *
 * A list holds frequencies, not scores: a commit leaves a row's frequencies as they were unless it changes
 * that row, so the lists outlive commits (term-list-store.ts follows the changed rows), while the numbers
 * every commit moves (row count, lengths, idf) come from the index as it is when the query runs.
 */
import { bm25Part } from './bm25.js';

/** A term's weighted frequency in every row holding it, by ascending rowid. */
export interface TermList {
  rowids: Int32Array;
  /** The column weights of the term's instances in the row, added up (an integer: the weights are). */
  freqs: Uint32Array;
}

/** Bytes of a list's entry: an int32 rowid and a uint32 frequency. */
export const ENTRY_BYTES = 8;

/** Entries as one blob, the rowids then the frequencies (in this machine's byte order: the index file is its own). */
export function encodeEntries(list: TermList): Buffer {
  const out = Buffer.alloc(list.rowids.length * ENTRY_BYTES);
  out.set(new Uint8Array(list.rowids.buffer, list.rowids.byteOffset, list.rowids.byteLength), 0);
  out.set(new Uint8Array(list.freqs.buffer, list.freqs.byteOffset, list.freqs.byteLength), list.rowids.byteLength);
  return out;
}

/** One list of the entries of `blobs` (each from encodeEntries), in their order. */
export function decodeEntries(blobs: Uint8Array[]): TermList {
  const length = blobs.reduce((n, b) => n + b.byteLength / ENTRY_BYTES, 0);
  const rowids = new Int32Array(length);
  const freqs = new Uint32Array(length);
  // Copied through bytes: a blob's offset need not suit a typed array's alignment.
  const rowidBytes = new Uint8Array(rowids.buffer);
  const freqBytes = new Uint8Array(freqs.buffer);
  let at = 0;
  for (const blob of blobs) {
    const half = blob.byteLength / 2;
    rowidBytes.set(blob.subarray(0, half), at);
    freqBytes.set(blob.subarray(half), at);
    at += half;
  }
  return { rowids, freqs };
}

function bytesOf(list: TermList): number {
  return list.rowids.length * ENTRY_BYTES;
}

/** A list's new entries for some rows: the term's frequency in the row, or 0 when the row no longer holds it. */
export type RowChanges = Map<number, number>;

/** `list` with the rows of `changes` taken out, and put back with their new frequency where it is not 0. */
export function patched(list: TermList, changes: RowChanges): TermList {
  // The list's entries are copied in runs between the few changed rows (found by binary search), so a
  // list of 30,000 rows costs a few copies, not 30,000 lookups.
  const changed = [...changes.keys()].sort((a, b) => a - b);
  const rowids = new Int32Array(list.rowids.length + changed.length);
  const freqs = new Uint32Array(rowids.length);
  let length = 0;
  let from = 0;
  const copyUpTo = (to: number) => {
    rowids.set(list.rowids.subarray(from, to), length);
    freqs.set(list.freqs.subarray(from, to), length);
    length += to - from;
    from = to;
  };
  for (const rowid of changed) {
    let low = from;
    let high = list.rowids.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (list.rowids[mid]! < rowid) low = mid + 1;
      else high = mid;
    }
    copyUpTo(low);
    // The row's old entry gives way to its new frequency, or to nothing when the row no longer holds the term.
    if (from < list.rowids.length && list.rowids[from] === rowid) from++;
    const freq = changes.get(rowid)!;
    if (freq) {
      rowids[length] = rowid;
      freqs[length++] = freq;
    }
  }
  copyUpTo(list.rowids.length);
  return { rowids: rowids.subarray(0, length), freqs: freqs.subarray(0, length) };
}

/** Lists by term, the least recently used dropped first once they pass `budgetBytes`. */
export class TermListCache {
  private readonly lists = new Map<string, TermList>();
  /**
   * Changes a commit made to lists held here, applied when the list is next used: a commit of 100
   * documents at 30,000 touches nearly every common term, whose lists would otherwise be read again.
   */
  private readonly pending = new Map<string, RowChanges>();
  private bytes = 0;

  constructor(private readonly budgetBytes: number) {}

  has(term: string): boolean {
    return this.lists.has(term);
  }

  /** Bytes left before lists are dropped. */
  room(): number {
    return this.budgetBytes - this.bytes;
  }

  /** The list kept for `term`, counted as a use. */
  get(term: string): TermList | undefined {
    let held = this.lists.get(term);
    if (held) {
      const changes = this.pending.get(term);
      if (changes) {
        this.pending.delete(term);
        const before = held;
        held = patched(before, changes);
        this.bytes += bytesOf(held) - bytesOf(before);
      }
      // Map keeps insertion order: moving the entry to the end makes the first one the least recently used.
      this.lists.delete(term);
      this.lists.set(term, held);
    }
    return held;
  }

  /**
   * Notes `changes` to the list held for `term` (none held: nothing to do); later changes of a row win.
   * `changes` is kept as given, not copied: a commit of 100 documents hands over some 5,000 of them at once.
   */
  patch(term: string, changes: RowChanges): void {
    if (!this.lists.has(term)) return;
    const earlier = this.pending.get(term);
    this.pending.set(term, earlier ? new Map([...earlier, ...changes]) : changes);
  }

  set(term: string, list: TermList): void {
    this.delete(term);
    this.lists.set(term, list);
    this.bytes += bytesOf(list);
    for (const [key, old] of this.lists) {
      if (this.bytes <= this.budgetBytes || key === term) break;
      this.lists.delete(key);
      this.pending.delete(key);
      this.bytes -= bytesOf(old);
    }
  }

  delete(term: string): void {
    const held = this.lists.get(term);
    if (!held) return;
    this.lists.delete(term);
    this.pending.delete(term);
    this.bytes -= bytesOf(held);
  }

  clear(): void {
    this.lists.clear();
    this.pending.clear();
    this.bytes = 0;
  }
}

/** A ranked row: FTS5's rank (negative; the lower, the better). */
export interface RankedRow {
  rowid: number;
  rank: number;
}

export interface RankedWindow {
  /** Rows matching, after the filter. */
  total: number;
  /** The best (lowest) rank of all of them; 0 when none. */
  best: number;
  /** Rows `offset` to `offset + limit` in rank order (ties by ascending rowid, as `ORDER BY rank, rowid`). */
  rows: RankedRow[];
}

/** True when row a ranks before row b. */
function before(aRank: number, aRow: number, bRank: number, bRow: number): boolean {
  return aRank < bRank || (aRank === bRank && aRow < bRow);
}

/**
 * The best `keep` rows seen, in a binary heap whose root is the worst of them: each new row costs a
 * comparison, and a heap step only when it belongs in the window.
 */
class TopRows {
  private readonly ranks: Float64Array;
  private readonly rows: Int32Array;
  private size = 0;

  constructor(private readonly keep: number) {
    this.ranks = new Float64Array(keep);
    this.rows = new Int32Array(keep);
  }

  private worse(i: number, j: number): boolean {
    return before(this.ranks[j]!, this.rows[j]!, this.ranks[i]!, this.rows[i]!);
  }

  private swap(i: number, j: number): void {
    const r = this.ranks[i]!;
    const w = this.rows[i]!;
    this.ranks[i] = this.ranks[j]!;
    this.rows[i] = this.rows[j]!;
    this.ranks[j] = r;
    this.rows[j] = w;
  }

  offer(rank: number, rowid: number): void {
    if (this.keep === 0) return;
    if (this.size < this.keep) {
      let i = this.size++;
      this.ranks[i] = rank;
      this.rows[i] = rowid;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (!this.worse(i, parent)) break;
        this.swap(i, parent);
        i = parent;
      }
      return;
    }
    if (!before(rank, rowid, this.ranks[0]!, this.rows[0]!)) return;
    this.ranks[0] = rank;
    this.rows[0] = rowid;
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let worst = i;
      if (left < this.size && this.worse(left, worst)) worst = left;
      if (right < this.size && this.worse(right, worst)) worst = right;
      if (worst === i) break;
      this.swap(i, worst);
      i = worst;
    }
  }

  /** The rows kept, best first. */
  sorted(): RankedRow[] {
    const out: RankedRow[] = [];
    for (let i = 0; i < this.size; i++) out.push({ rowid: this.rows[i]!, rank: this.ranks[i]! });
    return out.sort((a, b) => (before(a.rank, a.rowid, b.rank, b.rowid) ? -1 : 1));
  }
}

/**
 * Ranks the rows holding every phrase (`all`) or any (`any`), kept by `allowed` when given, and returns the
 * window `offset`..`offset + limit` with the count and the best rank of all of them. `idfs` are the
 * phrases' idf and `norms` each row's norm, of the index as it is now (bm25.ts).
 */
export function rankLists(
  lists: TermList[],
  idfs: number[],
  norms: Float64Array,
  words: 'all' | 'any',
  allowed: ((rowid: number) => boolean) | null,
  offset: number,
  limit: number,
): RankedWindow {
  const top = new TopRows(offset + limit);
  let total = 0;
  let best = 0;
  const take = (rowid: number, sum: number) => {
    if (allowed && !allowed(rowid)) return;
    // FTS5 returns the sum negated.
    const rank = -sum;
    if (total === 0 || rank < best) best = rank;
    total++;
    top.offer(rank, rowid);
  };
  const at = new Array<number>(lists.length).fill(0);
  if (words === 'all') {
    if (lists.some((l) => l.rowids.length === 0)) return { total: 0, best: 0, rows: [] };
    // Walk the shortest list and look for each of its rows in the others (they only move forward).
    const order = lists.map((l, i) => i).sort((a, b) => lists[a]!.rowids.length - lists[b]!.rowids.length);
    const lead = lists[order[0]!]!;
    rows: for (let k = 0; k < lead.rowids.length; k++) {
      const rowid = lead.rowids[k]!;
      for (let o = 1; o < order.length; o++) {
        const i = order[o]!;
        const ids = lists[i]!.rowids;
        let p = at[i]!;
        while (p < ids.length && ids[p]! < rowid) p++;
        at[i] = p;
        if (p === ids.length) break rows;
        if (ids[p]! !== rowid) continue rows;
      }
      // The sum in the query's own phrase order, as FTS5 adds it up.
      const norm = norms[rowid]!;
      let sum = 0;
      for (let i = 0; i < lists.length; i++)
        sum += bm25Part(idfs[i]!, i === order[0] ? lead.freqs[k]! : lists[i]!.freqs[at[i]!]!, norm);
      take(rowid, sum);
    }
  } else {
    for (;;) {
      let rowid = Infinity;
      for (let i = 0; i < lists.length; i++) {
        const p = at[i]!;
        if (p < lists[i]!.rowids.length) rowid = Math.min(rowid, lists[i]!.rowids[p]!);
      }
      if (rowid === Infinity) break;
      // A phrase the row lacks adds FTS5's 0 (a frequency of 0 gives a part of 0): the sum is unchanged.
      const norm = norms[rowid]!;
      let sum = 0;
      for (let i = 0; i < lists.length; i++) {
        const p = at[i]!;
        if (p < lists[i]!.rowids.length && lists[i]!.rowids[p] === rowid) {
          sum += bm25Part(idfs[i]!, lists[i]!.freqs[p]!, norm);
          at[i] = p + 1;
        }
      }
      take(rowid, sum);
    }
  }
  return { total, best, rows: top.sorted().slice(offset) };
}
