/**
 * Runs a query over lists already fetched: every word must match (a typed prefix matches any word that
 * begins with it, at half the weight of the word itself), every filter must hold, and the matches are
 * ordered by BM25 score or by date. A list's impacts are the term-frequency part of BM25 (format.ts); the
 * word's idf is worked out here from the list's length and the number of documents, so a list written
 * before other documents arrived still scores as if written with them. The work is a pass over each list
 * and one over the matches, a few nanoseconds per entry, so the cost stays small at hundreds of
 * thousands of matches.
 */
import { EXACT_WEIGHT, PREFIX_WEIGHT, scoreKey, termScale } from '../../actions/lib/text/ranking.js';
import type { Postings } from './format.js';
import type { Matches } from './matches.js';

export interface WordLists {
  /** The word's own term, when the index has it. */
  exact: Postings | null;
  /** Lists of the other terms that begin with the typed prefix. */
  prefixed: Postings[];
}

export type Order = 'best' | 'newest' | 'oldest';

/**
 * Where each document comes newest first, when its number does not say: an index with a delta numbers
 * the delta's documents after the base's, whatever their dates.
 */
export interface DateOrder {
  /** `byRank[r]`: the number of the r-th document, newest first. */
  byRank: Uint32Array;
  /** `rankOf[d]`: where document d comes, newest first. */
  rankOf: Uint32Array;
}

export interface QueryInput {
  /** Documents numbered in all. */
  documents: number;
  /** Documents a search can find (the N of idf); `documents` when absent. */
  live?: number;
  /** Documents ranked below this (newest first) are dated. */
  dated: number;
  /** Date order, when numbers are not it. */
  dateOrder?: DateOrder;
  words: WordLists[];
  /** One list per filter; a document must be in all of them. */
  filters: Postings[];
  order: Order;
}

/** Ranks take the low bits of a sort key: at most 2^26 documents. */
const RANK_BITS = 2 ** 26;

/** The matching document numbers, in the order asked for. */
export function runQuery(q: QueryInput): Uint32Array {
  const { documents } = q;
  if (!q.words.length && !q.filters.length) return new Uint32Array(0);
  const live = q.live ?? documents;
  // matched[d] counts the conditions document d has met so far, in order; only a document that met all
  // the earlier ones can meet the next.
  const matched = new Uint8Array(documents);
  const score = q.order === 'best' ? new Float64Array(documents) : null;
  const best = new Float64Array(documents);
  let step = 0;
  for (const w of q.words) {
    const lists: [Postings, number][] = [];
    if (w.exact) lists.push([w.exact, EXACT_WEIGHT]);
    for (const p of w.prefixed) lists.push([p, PREFIX_WEIGHT]);
    for (const [{ docs, impacts }, weight] of lists) {
      const scale = termScale(weight, docs.length, live);
      for (let j = 0; j < docs.length; j++) {
        const d = docs[j]!;
        const v = impacts[j]! * scale;
        if (matched[d] === step) {
          matched[d] = step + 1;
          best[d] = v;
        } else if (matched[d] === step + 1 && v > best[d]!) best[d] = v;
      }
    }
    if (score) {
      for (const [{ docs }] of lists) {
        for (let j = 0; j < docs.length; j++) {
          const d = docs[j]!;
          if (best[d]) {
            score[d] = score[d]! + best[d]!;
            best[d] = 0;
          }
        }
      }
    }
    step++;
  }
  for (const { docs } of q.filters) {
    for (let j = 0; j < docs.length; j++) if (matched[docs[j]!] === step) matched[docs[j]!] = step + 1;
    step++;
  }
  let total = 0;
  for (let d = 0; d < documents; d++) if (matched[d] === step) total++;
  const docs = new Uint32Array(total);
  const scores = new Float64Array(total);
  for (let d = 0, n = 0; d < documents; d++)
    if (matched[d] === step) {
      docs[n] = d;
      scores[n++] = score ? score[d]! : 0;
    }
  return orderMatches({ docs, scores }, { ...q, scored: q.words.length > 0 });
}

/** How matches are put in order: the archive's date order and the order asked for. */
export interface OrderInput {
  documents: number;
  dated: number;
  dateOrder?: DateOrder;
  order: Order;
  /** False when nothing was scored (filters alone): "best" is then newest first. */
  scored: boolean;
}

/** The matched documents in the order asked for; equal scores newest first. */
export function orderMatches({ docs, scores }: Matches, q: OrderInput): Uint32Array {
  const { documents } = q;
  if (documents > RANK_BITS) throw new Error(`search: at most ${RANK_BITS} documents, got ${documents}`);
  // The matches newest first: in number order, or in the date order given.
  const byRank = q.dateOrder?.byRank;
  const total = docs.length;
  let found = docs;
  let scoreOf: Float64Array = scores;
  if (byRank) {
    const at = new Int32Array(documents).fill(-1);
    docs.forEach((d, i) => (at[d] = i));
    found = new Uint32Array(total);
    scoreOf = new Float64Array(total);
    for (let r = 0, n = 0; r < documents; r++) {
      const i = at[byRank[r]!]!;
      if (i < 0) continue;
      found[n] = docs[i]!;
      scoreOf[n++] = scores[i]!;
    }
  }
  if (q.order === 'newest' || (q.order === 'best' && !q.scored)) return found;
  const rankOf = q.dateOrder?.rankOf;
  const rank = (d: number) => (rankOf ? rankOf[d]! : d);
  if (q.order === 'oldest') {
    // Oldest dated first, the undated still last.
    let split = total;
    for (let i = 0; i < total; i++)
      if (rank(found[i]!) >= q.dated) {
        split = i;
        break;
      }
    const out = new Uint32Array(total);
    let n = 0;
    for (let i = split - 1; i >= 0; i--) out[n++] = found[i]!;
    for (let i = split; i < total; i++) out[n++] = found[i]!;
    return out;
  }
  // Best first; equal scores newest first. Score and rank packed in one float sort natively.
  const keys = new Float64Array(total);
  for (let n = 0; n < total; n++) keys[n] = scoreKey(scoreOf[n]!) * RANK_BITS + (RANK_BITS - 1 - rank(found[n]!));
  keys.sort();
  const out = new Uint32Array(total);
  for (let n = 0; n < total; n++) {
    const r = RANK_BITS - 1 - (keys[total - 1 - n]! % RANK_BITS);
    out[n] = byRank ? byRank[r]! : r;
  }
  return out;
}
