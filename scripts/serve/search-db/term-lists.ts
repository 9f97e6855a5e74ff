/**
 * Ranking from each term's list, without reading every match from FTS5 again for every query.
 *
 * The ranking (actions/lib/text/ranking.ts) scores a query as a sum over its terms, each term's part
 * depending only on that term and the row. So a term's list — every row holding it in its text, with the
 * term's weighted frequency there — is read once, and kept: an AND query is then the intersection of its
 * terms' lists, an OR query their union, and the score the same sum in the same order as the site's
 * index adds it up. A word in most of the archive costs one pass the first time, and a merge of sorted
 * arrays afterwards.
 *
 * A list holds frequencies, not scores: a commit leaves a row's frequencies as they were unless it changes
 * that row, so the lists outlive commits (term-list-store.ts follows the changed rows), while the numbers
 * every commit moves (row count, average length, idf) come from the index as it is when the query runs.
 */
import { impactOfNorm, scoreKey } from '../../../actions/lib/text/ranking.js';

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

/**
 * `list` with the rows of `changes` taken out, and put back with their new frequency where it is not 0.
 * When every changed row is in the list and still holds the term, only frequencies change: they are set
 * in `list` itself, which is returned (a commit patches thousands of lists, and new arrays for each would
 * be garbage to collect while answers wait). Otherwise a new list.
 */
export function patched(list: TermList, changes: RowChanges): TermList {
  return setInPlace(list, changes) ? list : patchedCopy(list, changes);
}

/** The first index from `from` on whose entry in the ascending `rowids` is not below `rowid`. */
function lowerBound(rowids: Int32Array, rowid: number, from: number): number {
  let low = from;
  let high = rowids.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (rowids[mid]! < rowid) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The index of `rowid` in the ascending `rowids`, or -1. */
function indexOfRow(rowids: Int32Array, rowid: number): number {
  const at = lowerBound(rowids, rowid, 0);
  return rowids[at] === rowid ? at : -1;
}

function setInPlace(list: TermList, changes: RowChanges): boolean {
  const at: number[] = [];
  for (const [rowid, freq] of changes) {
    const i = freq ? indexOfRow(list.rowids, rowid) : -1;
    if (i < 0) return false;
    at.push(i);
  }
  let k = 0;
  for (const freq of changes.values()) list.freqs[at[k++]!] = freq;
  // Its impacts are computed again when next used, in the same array.
  const kept = impactsOf.get(list);
  if (kept) kept.norms = NO_NORMS;
  return true;
}

function patchedCopy(list: TermList, changes: RowChanges): TermList {
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
    copyUpTo(lowerBound(list.rowids, rowid, from));
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

/** A ranked row: its score negated (the lower, the better), as FTS5's rank was. */
export interface RankedRow {
  rowid: number;
  rank: number;
}

export interface RankedWindow {
  /** Rows matching, after the filter. */
  total: number;
  /** The best (lowest) rank of all of them; 0 when none. */
  best: number;
  /** Rows `offset` to `offset + limit` in rank order (ranking.ts: scores to 1/1024, then newest first, then id). */
  rows: RankedRow[];
}

/**
 * How rows are put in order: by score to 1/1024 (`scoreKey`), then by `tieRank[rowid]`, each row's place
 * newest first, then by document id (the site's document numbers: site/search-index/shards.ts).
 */
export interface RowOrder {
  tieRank: Uint32Array;
}

/** True when row a comes before row b: a better score key, or the same and a lower tie rank. */
function before(aKey: number, aTie: number, bKey: number, bTie: number): boolean {
  return aKey > bKey || (aKey === bKey && aTie < bTie);
}

/**
 * The best `keep` rows seen, in a binary heap whose root is the worst of them: each new row costs a
 * comparison, and a heap step only when it belongs in the window.
 */
class TopRows {
  private readonly keys: Float64Array;
  private readonly ties: Float64Array;
  private readonly scores: Float64Array;
  private readonly rows: Int32Array;
  private size = 0;

  constructor(
    private readonly keep: number,
    private readonly order: RowOrder,
  ) {
    this.keys = new Float64Array(keep);
    this.ties = new Float64Array(keep);
    this.scores = new Float64Array(keep);
    this.rows = new Int32Array(keep);
  }

  private worse(i: number, j: number): boolean {
    return before(this.keys[j]!, this.ties[j]!, this.keys[i]!, this.ties[i]!);
  }

  private set(i: number, key: number, tie: number, score: number, rowid: number): void {
    this.keys[i] = key;
    this.ties[i] = tie;
    this.scores[i] = score;
    this.rows[i] = rowid;
  }

  private swap(i: number, j: number): void {
    const [k, t, s, r] = [this.keys[i]!, this.ties[i]!, this.scores[i]!, this.rows[i]!];
    this.set(i, this.keys[j]!, this.ties[j]!, this.scores[j]!, this.rows[j]!);
    this.set(j, k, t, s, r);
  }

  offer(score: number, rowid: number): void {
    if (this.keep === 0) return;
    const key = scoreKey(score);
    const tie = this.order.tieRank[rowid] ?? rowid;
    if (this.size < this.keep) {
      let i = this.size++;
      this.set(i, key, tie, score, rowid);
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (!this.worse(i, parent)) break;
        this.swap(i, parent);
        i = parent;
      }
      return;
    }
    if (!before(key, tie, this.keys[0]!, this.ties[0]!)) return;
    this.set(0, key, tie, score, rowid);
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

  /** The rows kept, best first, each ranked by its score negated. */
  sorted(): RankedRow[] {
    const at = Array.from({ length: this.size }, (_, i) => i);
    at.sort((a, b) => (before(this.keys[a]!, this.ties[a]!, this.keys[b]!, this.ties[b]!) ? -1 : 1));
    return at.map((i) => ({ rowid: this.rows[i]!, rank: -this.scores[i]! }));
  }
}

/** The window of `scored` rows (rowids with their scores) in rank order, with the count and the best rank. */
export function rankScored(
  rowids: ArrayLike<number>,
  scores: ArrayLike<number>,
  order: RowOrder,
  offset: number,
  limit: number,
): RankedWindow {
  const top = new TopRows(offset + limit, order);
  let best = 0;
  for (let i = 0; i < rowids.length; i++) {
    top.offer(scores[i]!, rowids[i]!);
    if (i === 0 || -scores[i]! < best) best = -scores[i]!;
  }
  return { total: rowids.length, best, rows: top.sorted().slice(offset) };
}

/**
 * Each list's impacts (ranking.ts `impactOfNorm`, by entry), with the norms they were computed from: many
 * queries score a list between two changes to the index, and each change gives new norms (a new array).
 */
const impactsOf = new WeakMap<TermList, { norms: Float64Array; impacts: Uint8Array }>();
/** The norms of impacts that are out of date: no ranking's. */
const NO_NORMS = new Float64Array(0);

/**
 * The impact of `list`'s term in each of its rows, under `norms`. Computed again after a change to the
 * index (new norms) in the array they were kept in: after a commit every list in use is, and new arrays
 * would add as much garbage as the lists themselves.
 */
export function listImpacts(list: TermList, norms: Float64Array): Uint8Array {
  const kept = impactsOf.get(list);
  if (kept?.norms === norms) return kept.impacts;
  const impacts = kept?.impacts.length === list.rowids.length ? kept.impacts : new Uint8Array(list.rowids.length);
  for (let j = 0; j < impacts.length; j++) impacts[j] = impactOfNorm(list.freqs[j]!, norms[list.rowids[j]!]!);
  impactsOf.set(list, { norms, impacts });
  return impacts;
}

/**
 * Ranks the rows holding every term (`all`) or any (`any`), kept by `allowed` when given, and returns the
 * window `offset`..`offset + limit` with the count and the best rank of all of them. `scales` are each
 * term's weight × idf (ranking.ts `termScale`), `norms` each row's length norm (ranking.ts `lengthNorm`),
 * by rowid; a row's score is the sum, in the query's order, of each
 * term's impact there times its scale, as the site's index adds them up.
 */
export function rankLists(
  lists: TermList[],
  scales: number[],
  norms: Float64Array,
  order: RowOrder,
  words: 'all' | 'any',
  allowed: ((rowid: number) => boolean) | null,
  offset: number,
  limit: number,
): RankedWindow {
  const top = new TopRows(offset + limit, order);
  let total = 0;
  let best = 0;
  const impacts = lists.map((list) => listImpacts(list, norms));
  const take = (rowid: number, sum: number) => {
    if (allowed && !allowed(rowid)) return;
    const rank = -sum;
    if (total === 0 || rank < best) best = rank;
    total++;
    top.offer(sum, rowid);
  };
  const at = new Array<number>(lists.length).fill(0);
  if (words === 'all') {
    if (lists.some((l) => l.rowids.length === 0)) return { total: 0, best: 0, rows: [] };
    // Walk the shortest list and look for each of its rows in the others (they only move forward).
    const shortest = lists.map((l, i) => i).sort((a, b) => lists[a]!.rowids.length - lists[b]!.rowids.length);
    const lead = lists[shortest[0]!]!;
    rows: for (let k = 0; k < lead.rowids.length; k++) {
      const rowid = lead.rowids[k]!;
      for (let o = 1; o < shortest.length; o++) {
        const i = shortest[o]!;
        const ids = lists[i]!.rowids;
        let p = at[i]!;
        while (p < ids.length && ids[p]! < rowid) p++;
        at[i] = p;
        if (p === ids.length) break rows;
        if (ids[p]! !== rowid) continue rows;
      }
      // The sum in the query's own order, as the site adds it up.
      let sum = 0;
      for (let i = 0; i < lists.length; i++) sum += impacts[i]![i === shortest[0] ? k : at[i]!]! * scales[i]!;
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
      let sum = 0;
      for (let i = 0; i < lists.length; i++) {
        const p = at[i]!;
        if (p < lists[i]!.rowids.length && lists[i]!.rowids[p] === rowid) {
          sum += impacts[i]![p]! * scales[i]!;
          at[i] = p + 1;
        }
      }
      take(rowid, sum);
    }
  }
  return { total, best, rows: top.sorted().slice(offset) };
}
