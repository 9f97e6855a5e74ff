/**
 * Ranking for queries made of common words, without scoring every match again for every query.
 *
 * FTS5's bm25 of a query is a sum over its phrases, each phrase's part depending only on that phrase and
 * the row (`-(0 + v1 + v2 + …)`, v = the phrase's idf × its weighted frequency, saturated and normalised
 * by the row's length). So each phrase's part of every row it matches can be read once — one FTS5 query
 * of that phrase alone — and kept: an AND query is then the intersection of its phrases' lists, an OR query
 * their union, and the rank the same sum in the same order, which gives the very same double FTS5 would
 * have computed. A word in most of the archive costs one pass the first time it is asked for, and a
 * merge of sorted arrays afterwards, instead of bm25 over tens of thousands of rows on every query.
 *
 * The lists hold numbers of one index state only: whoever changes the index drops them (`clear`).
 */

/** One phrase's part of the rank in every row it matches, by ascending rowid. */
export interface TermList {
  rowids: Int32Array;
  /** The phrase's part of the bm25 sum (positive: FTS5's rank is its negation). */
  parts: Float64Array;
}

/** A list as two blobs, to store beside the index (in this machine's byte order, as the index file is its own). */
export function encodeTermList(list: TermList): { rowids: Buffer; parts: Buffer } {
  return {
    rowids: Buffer.from(list.rowids.buffer, list.rowids.byteOffset, list.rowids.byteLength),
    parts: Buffer.from(list.parts.buffer, list.parts.byteOffset, list.parts.byteLength),
  };
}

export function decodeTermList(rowids: Buffer, parts: Buffer): TermList {
  // Copied into buffers of their own: typed arrays need their element alignment.
  const ids = new Int32Array(rowids.byteLength / 4);
  new Uint8Array(ids.buffer).set(rowids);
  const values = new Float64Array(parts.byteLength / 8);
  new Uint8Array(values.buffer).set(parts);
  return { rowids: ids, parts: values };
}

/** Bytes a list holds: an int32 rowid and a float64 part per row. */
function bytesOf(list: TermList): number {
  return list.rowids.byteLength + list.parts.byteLength;
}

/** Lists by phrase, the least recently used dropped first once they pass `budgetBytes`. */
export class TermListCache {
  private readonly lists = new Map<string, TermList>();
  private bytes = 0;

  constructor(private readonly budgetBytes: number) {}

  /** The list kept for `phrase`, if any, without counting it as a use. */
  peek(phrase: string): TermList | undefined {
    return this.lists.get(phrase);
  }

  get(phrase: string, read: () => TermList): TermList {
    const held = this.lists.get(phrase);
    if (held) {
      // Map keeps insertion order: moving the entry to the end makes the first one the least recently used.
      this.lists.delete(phrase);
      this.lists.set(phrase, held);
      return held;
    }
    const list = read();
    this.lists.set(phrase, list);
    this.bytes += bytesOf(list);
    for (const [key, old] of this.lists) {
      if (this.bytes <= this.budgetBytes || key === phrase) break;
      this.lists.delete(key);
      this.bytes -= bytesOf(old);
    }
    return list;
  }

  clear(): void {
    this.lists.clear();
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
 * window `offset`..`offset + limit` with the count and the best rank of all of them.
 */
export function rankLists(
  lists: TermList[],
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
      let sum = 0;
      for (let i = 0; i < lists.length; i++) sum += i === order[0] ? lead.parts[k]! : lists[i]!.parts[at[i]!]!;
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
          sum += lists[i]!.parts[p]!;
          at[i] = p + 1;
        }
      }
      take(rowid, sum);
    }
  }
  return { total, best, rows: top.sorted().slice(offset) };
}
